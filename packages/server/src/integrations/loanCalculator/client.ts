import { httpError, type HttpError } from '../../http/errors.js';
import { followsAnswer, SCHEDULE_PATH, type CalculatorAnswer, type CalculatorRequest } from './protocol.js';

/** How long a schedule may take: the application's page waits for it. */
const TIMEOUT_MS = 5000;

/** 502 `loanCalculatorFailed`, keeping what went wrong for the log. */
export function calculatorFailed(cause: unknown): HttpError {
  const error = httpError(502, 'loanCalculatorFailed');
  error.cause = cause;
  return error;
}

/**
 * The instalments the calculator at `baseUrl` answers for `request`; 502 `loanCalculatorFailed` when it
 * cannot be reached in time, refuses, or answers anything but the protocol's answer.
 */
export async function requestSchedule(
  baseUrl: string,
  request: CalculatorRequest,
): Promise<CalculatorAnswer['installments']> {
  let response: Response;
  try {
    response = await fetch(new URL(SCHEDULE_PATH.slice(1), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw calculatorFailed(error);
  }
  if (!response.ok) throw calculatorFailed(new Error(`loan calculator answered ${response.status}`));
  const answer: unknown = await response.json().catch((error: unknown) => {
    throw calculatorFailed(error);
  });
  if (!followsAnswer(answer)) {
    throw calculatorFailed(new Error('loan calculator answer does not follow the protocol'));
  }
  return answer.installments;
}
