import {
  answerJson,
  listenLocally,
  readJson,
  type ListeningStandIn,
  type StandInHandler,
} from '../standInHttp.js';
import { FinanceInputError, loanSchedule } from '@coverline/engine';
import { followsRequest, SCHEDULE_PATH, type CalculatorAnswer, type CalculatorRequest } from './protocol.js';

/** A request the stand-in received, as it arrived. */
export interface ReceivedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
}

export interface LoanCalculator {
  handle: StandInHandler;
  received: ReceivedRequest[];
  /** How long it thinks before it answers (a slow service). */
  delayMs: number;
}

/** The calculator on its own port: `url` is the `baseUrl` to give the integration. */
export type LoanCalculatorStandIn = LoanCalculator & ListeningStandIn;

/**
 * A local loan calculator speaking the integration's protocol, for tests and the demo: annuity instalments
 * with interest by actual days over 365 (the built-in calculators count 30/360, so its schedules are told
 * apart). 400 for a request outside the protocol or terms the engine refuses; 404 for any other address.
 */
export function loanCalculatorStandIn(): LoanCalculator {
  const received: ReceivedRequest[] = [];
  const handle: StandInHandler = (request, response) => {
    void readJson(request).then(async (body) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body,
      });
      await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      const answer = (status: number, payload: unknown) => answerJson(response, status, payload);
      if (request.method !== 'POST' || request.url !== SCHEDULE_PATH)
        return answer(404, { error: 'not found' });
      if (!followsRequest(body)) return answer(400, { error: 'not a schedule request' });
      try {
        return answer(200, scheduleOf(body));
      } catch (error) {
        if (!(error instanceof FinanceInputError)) throw error;
        return answer(400, { error: error.message });
      }
    });
  };
  const standIn: LoanCalculator = { handle, received, delayMs: 0 };
  return standIn;
}

export async function startLoanCalculatorStandIn(port = 0): Promise<LoanCalculatorStandIn> {
  const calculator = loanCalculatorStandIn();
  return Object.assign(calculator, await listenLocally(calculator.handle, port));
}

function scheduleOf(request: CalculatorRequest): CalculatorAnswer {
  const { installments } = loanSchedule({ ...request, calculator: 'annuity', dayCount: 'actual/365' });
  const amountOf = (lines: { type: string; amount: number }[], type: string) =>
    lines.find((line) => line.type === type)?.amount;
  return {
    installments: installments.map(({ dueDate, startDate, endDate, lines }) => {
      const commission = amountOf(lines, 'COMMISSION');
      return {
        dueDate,
        startDate,
        endDate,
        principal: amountOf(lines, 'PRINCIPAL') ?? 0,
        interest: amountOf(lines, 'INTEREST') ?? 0,
        ...(commission === undefined ? {} : { commission }),
      };
    }),
  };
}
