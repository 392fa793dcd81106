import type { CreditBureauReport } from '@coverline/engine';
import { followsAnswer, reportsPath, type ReportRequest } from './protocol.js';

/** A credit-bureau integration's settings: Creditinfo's API address, the account and the strategy to run. */
export interface CreditBureau {
  apiUrl: string;
  username: string;
  password: string;
  strategyId: string;
}

/** How long the bureau may take: it asks several registers, and a job waits, not a person. */
const TIMEOUT_MS = 30_000;

/**
 * A failed inquiry, described without the request (whose headers hold the password). `retryable: false`
 * when asking again cannot help: the bureau refused the account or the question, or knows no such person.
 */
export class CreditBureauError extends Error {
  override readonly name = 'CreditBureauError';

  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * What each refusal means; any other answer (a 5xx, a 429) may be gone when asked again. A 404 is an
 * unknown person when the bureau says so (`subjectNotFound`), else an address that is not the bureau's.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  400: 'the credit bureau refused the inquiry (400)',
  401: 'the credit bureau refused the username or password (401)',
  403: 'the credit bureau does not let this account run the strategy (403)',
  404: 'the credit bureau has no such address (404): check the API URL and strategy',
  subjectNotFound: 'the credit bureau knows no person with this personal code (404)',
};

/**
 * The bureau's report on one person: `POST {apiUrl}/strategies/{strategyId}/reports` with HTTP basic
 * authentication. Throws CreditBureauError when the bureau cannot be reached in time, refuses, or answers
 * anything but the protocol's answer.
 */
export async function creditinfoReport(
  bureau: CreditBureau,
  request: ReportRequest,
): Promise<CreditBureauReport> {
  const base = bureau.apiUrl.endsWith('/') ? bureau.apiUrl : `${bureau.apiUrl}/`;
  const credentials = Buffer.from(`${bureau.username}:${bureau.password}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(new URL(reportsPath(bureau.strategyId), base), {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    // The cause's code (ECONNREFUSED, a timeout's name), never the request, which holds the password.
    const { name, cause } = error as { name: string; cause?: { code?: unknown } };
    const reason = typeof cause?.code === 'string' ? cause.code : name;
    throw new CreditBureauError(`the credit bureau could not be reached (${reason})`, true);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  const said = (answer as { error?: unknown } | undefined)?.error;
  const refusal =
    (response.status === 404 && said === 'subjectNotFound' ? REFUSALS[said] : undefined) ??
    REFUSALS[response.status];
  if (refusal !== undefined) throw new CreditBureauError(refusal, false);
  if (!response.ok) throw new CreditBureauError(`the credit bureau answered ${response.status}`, true);
  if (!followsAnswer(answer)) {
    throw new CreditBureauError('the credit bureau answered something other than a report', true);
  }
  return answer.report;
}
