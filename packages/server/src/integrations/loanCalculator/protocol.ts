import { createValidator, type JsonSchema } from '@coverline/engine';
import { Type, type Static } from 'typebox';
// the engine's validator, which its checks below are made with as this module loads
import '../../modules/shared/onDemandCode.js';

/**
 * The loan-calculator integration's protocol (JSON over HTTP): `POST {baseUrl}/schedule` with the loan's
 * terms answers its monthly instalments. Amounts are decimal units of the currency; rates in percent.
 */
export const CalculatorRequest = Type.Object({
  principal: Type.Number(),
  currency: Type.String(),
  annualInterestRate: Type.Number(),
  termMonths: Type.Integer(),
  issueDate: Type.String(),
  firstPaymentDate: Type.Optional(Type.String()),
  commissionRate: Type.Number(),
  addCommissionToLoanAmount: Type.Boolean(),
});
export type CalculatorRequest = Static<typeof CalculatorRequest>;

/** A date `YYYY-MM-DD`: what the engine's date checks then refuse is a calendar matter. */
const date = Type.String({ maxLength: 10 });

export const CalculatorAnswer = Type.Object({
  installments: Type.Array(
    Type.Object({
      dueDate: date,
      startDate: date,
      endDate: date,
      principal: Type.Number(),
      interest: Type.Number(),
      commission: Type.Optional(Type.Number()),
    }),
    { maxItems: 600 },
  ),
});
export type CalculatorAnswer = Static<typeof CalculatorAnswer>;

export const SCHEDULE_PATH = '/schedule';

/** Checks against the protocol's schemas: what crosses the network is checked like any other payload. */
const isRequest = createValidator(CalculatorRequest as unknown as JsonSchema);
const isAnswer = createValidator(CalculatorAnswer as unknown as JsonSchema);
export const followsRequest = (value: unknown): value is CalculatorRequest => isRequest(value).valid;
export const followsAnswer = (value: unknown): value is CalculatorAnswer => isAnswer(value).valid;
