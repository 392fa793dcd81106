import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/freePort.js';
import { answerJson, listenLocally, type ListeningStandIn } from '../standInHttp.js';
import { creditinfoReport, type CreditBureau } from './creditinfo.js';
import type { ReportRequest } from './protocol.js';
import { startCreditBureauStandIn, type CreditBureauStandIn } from './standIn.js';

const ACCOUNT = { username: 'bank', password: 'secret-7d1e' };
const request = (idNumber: string): ReportRequest => ({
  subject: { idNumber, fullName: 'Anna Bērziņa' },
  consent: true,
  inquiryReason: 'APPLICATION',
  reference: 'LA-000001',
});

describe('the Creditinfo client', () => {
  let bureau: CreditBureauStandIn;
  let amiss: ListeningStandIn;
  const at = (apiUrl: string, password = ACCOUNT.password): CreditBureau => ({
    apiUrl,
    username: ACCOUNT.username,
    password,
    strategyId: 'consumer loans/v2',
  });
  const failure = (settings: CreditBureau, idNumber = '120385-12345') =>
    creditinfoReport(settings, request(idNumber)).then(
      () => undefined,
      (error: unknown) => error as { message: string; retryable: boolean },
    );

  beforeAll(async () => {
    bureau = await startCreditBureauStandIn(ACCOUNT);
    // A server that is not the bureau: nothing under /missing, something other than a report elsewhere.
    amiss = await listenLocally((incoming, response) =>
      incoming.url?.startsWith('/missing/')
        ? answerJson(response, 404, { error: 'notFound' })
        : answerJson(response, 200, { report: { currency: 'EUR' } }),
    );
  });
  afterAll(async () => {
    await bureau.close();
    await amiss.close();
  });

  it('posts the query to the strategy’s address with basic authentication and answers the report', async () => {
    const report = await creditinfoReport(at(`${bureau.url}/v1/`), request('120385-12345'));
    expect(report.personalInformation).toMatchObject({ idNumber: '120385-12345', fullName: 'Anna Bērziņa' });
    expect(bureau.received.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/strategies/consumer%20loans%2Fv2/reports',
      authorization: `Basic ${Buffer.from('bank:secret-7d1e').toString('base64')}`,
    });
  });

  it('gives up on what asking again cannot mend: the password, an unknown person, a wrong address', async () => {
    expect(await failure(at(bureau.url, 'wrong'))).toMatchObject({
      message: 'the credit bureau refused the username or password (401)',
      retryable: false,
    });
    expect(await failure(at(bureau.url), '000000-00000')).toMatchObject({
      message: 'the credit bureau knows no person with this personal code (404)',
      retryable: false,
    });
    expect(
      await failure({ ...at(bureau.url), apiUrl: `${bureau.url}/nowhere/../` }, '120385-12345'),
    ).toBeUndefined();
    expect(await failure(at(amiss.url.replace(/\d+$/, String(await freePort()))))).toMatchObject({
      message: 'the credit bureau could not be reached (ECONNREFUSED)',
      retryable: true,
    });
  });

  it('asks again later when the bureau is down or answers something other than a report', async () => {
    bureau.unavailableFor = 1;
    expect(await failure(at(bureau.url))).toMatchObject({
      message: 'the credit bureau answered 503',
      retryable: true,
    });
    expect(await failure(at(amiss.url))).toMatchObject({
      message: 'the credit bureau answered something other than a report',
      retryable: true,
    });
  });
});
