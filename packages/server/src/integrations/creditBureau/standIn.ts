import { randomUUID } from 'node:crypto';
import type { CreditBureauReport } from '@coverline/engine';
import {
  answerJson as json,
  listenLocally,
  readJson,
  type ListeningStandIn,
  type StandInHandler,
} from '../standInHttp.js';
import { followsRequest, type ReportRequest } from './protocol.js';

/** A request the stand-in received, as it arrived. */
export interface ReceivedBureauRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface CreditinfoStandIn {
  handle: StandInHandler;
  received: ReceivedBureauRequest[];
  /** How many of the next inquiries are answered 503, as a bureau that is down for a while. */
  unavailableFor: number;
}

/** The bureau on its own port: `url` is the `apiUrl` to give the integration. */
export type CreditBureauStandIn = CreditinfoStandIn & ListeningStandIn;

/** Whole years from `dateOfBirth` to `today` (both `YYYY-MM-DD`). */
function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * The report the stand-in gives everyone it knows: what a Latvian bureau knows of a salaried person with a
 * mortgage, a car leasing, a closed credit card and a late phone bill. Amounts it does not disclose are
 * negative (an undisclosed income, a co-borrower's worst delay).
 */
function reportOn({ subject }: ReportRequest, at: Date): CreditBureauReport {
  const today = at.toISOString().slice(0, 10);
  return {
    currency: 'EUR',
    personalInformation: {
      idNumber: subject.idNumber,
      fullName: subject.fullName,
      dateOfBirth: subject.dateOfBirth ?? null,
      age: subject.dateOfBirth === undefined ? null : ageOn(subject.dateOfBirth, today),
    },
    generalInformation: {
      kibStatus: 'Data found',
      srsStatus: 'Data found',
      crefoStatus: 'No negative data',
      requestDate: at.toISOString(),
      referenceNumber: `CI-${randomUUID().slice(0, 8).toUpperCase()}`,
    },
    incomes: [
      {
        type: 'Salary',
        companyName: 'SIA Baltic Logistics',
        currentYear: 14_400,
        previousYear: 13_800,
        beforePreviousYear: 12_900,
      },
      {
        type: 'Royalties',
        companyName: 'SIA Radio Rīga',
        currentYear: 1_200,
        previousYear: -1,
        beforePreviousYear: 0,
      },
    ],
    incomeSummary: { totalGross: 15_600, avgMonthlyGross: 1_300, avgMonthlyNet: 1_008.5 },
    openContracts: [
      {
        listedIn: 'KIB',
        sector: 'Banking',
        role: 'Borrower',
        type: 'Mortgage',
        startDate: '2019-05-20',
        endDate: '2044-05-20',
        initialAmount: 95_000,
        remainingAmount: 71_234.56,
        monthlyPayment: 412.3,
        worstDelayedAmount: 0,
        worstPastDueDays: 0,
      },
      {
        listedIn: 'Creditreform',
        sector: 'Leasing',
        role: 'Co-borrower',
        type: 'Car leasing',
        startDate: '2023-09-01',
        endDate: '2028-09-01',
        initialAmount: 18_500,
        remainingAmount: 9_870.12,
        monthlyPayment: 315,
        worstDelayedAmount: -1,
        worstPastDueDays: 12,
      },
    ],
    closedContracts: [
      {
        listedIn: 'KIB',
        sector: 'Consumer credit',
        role: 'Borrower',
        type: 'Credit card',
        startDate: '2015-03-01',
        endDate: '2021-03-01',
        initialAmount: 1_500,
        remainingAmount: 0,
        monthlyPayment: 0,
        worstDelayedAmount: 85.4,
        worstPastDueDays: 35,
      },
    ],
    paymentIncidents: [
      {
        sector: 'Telecommunications',
        paymentType: 'Invoice',
        status: 'Settled',
        reportingDate: '2022-02-10',
        dueDate: '2021-12-15',
        settledDate: '2022-03-01',
        pastDueDays: 76,
        dueAmount: 64.2,
        remainingAmount: 0,
      },
    ],
  };
}

/**
 * A local credit bureau speaking the integration's protocol, for tests and the demo:
 * `POST …/strategies/{strategyId}/reports` (under any base path) answers a report (401 unless HTTP basic authentication with the
 * account's username and password, 400 on a request that does not follow the protocol). A personal code
 * starting with 000 is a person it does not know (404 `subjectNotFound`).
 */
export function creditinfoStandIn(account: { username: string; password: string }): CreditinfoStandIn {
  const received: ReceivedBureauRequest[] = [];
  const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
  const handle: StandInHandler = (request, response) => {
    void readJson(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const authorization = request.headers.authorization;
      received.push({ method: request.method ?? '', path: url.pathname, authorization, body });
      if (authorization !== expected) return json(response, 401, { error: 'unauthorized' });
      const strategy = /\/strategies\/([^/]+)\/reports$/.exec(url.pathname);
      if (request.method !== 'POST' || strategy === null) return json(response, 404, { error: 'notFound' });
      if (standIn.unavailableFor > 0) {
        standIn.unavailableFor -= 1;
        return json(response, 503, { error: 'registersUnavailable' });
      }
      if (!followsRequest(body)) return json(response, 400, { error: 'invalidRequest' });
      if (body.subject.idNumber.startsWith('000')) return json(response, 404, { error: 'subjectNotFound' });
      return json(response, 200, {
        strategy: { id: decodeURIComponent(strategy[1] ?? ''), name: 'Consumer credit assessment' },
        report: reportOn(body, new Date()),
      });
    });
  };
  const standIn: CreditinfoStandIn = { handle, received, unavailableFor: 0 };
  return standIn;
}

export async function startCreditBureauStandIn(
  account: { username: string; password: string },
  port = 0,
): Promise<CreditBureauStandIn> {
  const bureau = creditinfoStandIn(account);
  return Object.assign(bureau, await listenLocally(bureau.handle, port));
}
