import {
  FinanceInputError,
  firstPaymentDate,
  fromMinorUnits,
  hasStatusFlag,
  LOAN_CALCULATORS,
  loanApplicationView,
  loanSchedule,
  QUOTE_WORKFLOW,
  toMinorUnits,
  validationMessage,
  type GenerateLoanSchedule,
  type LoanCalculator,
  type GeneratedLoanSchedule,
  type LoanApplicationSummary,
  type LoanApplicationView,
  type LoanSchedule,
  type LoanSummary,
  type ScheduleCalculator,
  type ValidationErrors,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError, HttpError } from '../../http/errors.js';
import { integrationSchedule } from '../../integrations/loanCalculator/schedule.js';
import { planChange } from '../loans/reschedule.js';
import { LOAN_KIND } from '../loans/service.js';
import { productService } from '../products/service.js';
import { amountPrecisionError } from '../shared/amountPrecision.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { tenantToday } from '../shared/tenantToday.js';
import { readSettings } from '../tenantSettings/service.js';
import { loanFieldsOf, type LoanFields } from './quoteCoreFields.js';
import { productOf, QUOTE_KINDS } from './service.js';

/**
 * `POST /api/loan-applications/{id}/generate-payment-schedule` (`applicationId` the stored application) and
 * `POST /api/loan-applications/generate-payment-schedule` (none: a draft names its product and sends its
 * values): the loan's schedule and summary by the product's calculator; for a CHANGE of a loan, the
 * instalments LEND puts in place of the loan's remaining ones and their summary. Nothing is stored. What the
 * caller's view of a loan application hides (the partner restriction) is left out of the answer.
 */
export async function generateLoanSchedule(
  tx: Tx,
  applicationId: string | undefined,
  body: GenerateLoanSchedule,
  permissions: readonly string[],
  moment: FormMoment,
): Promise<GeneratedLoanSchedule> {
  const kind = QUOTE_KINDS.LENDING;
  const stored = applicationId === undefined ? undefined : await kind.read(tx, applicationId);
  // A locked application's terms cannot change: the request only fills in what its data does not give
  // (an issue date), so that its read-only page shows the schedule of the stored terms.
  const locked = stored !== undefined && hasStatusFlag(QUOTE_WORKFLOW, stored.status, 'locked');
  const productId = stored?.product_id ?? body.product?.id;
  if (productId === undefined) {
    throw httpError(400, 'validationFailed', { product: [validationMessage('required', {}, moment.locale)] });
  }
  const product = await productService.get(tx, productId);
  if (product.productType !== 'LENDING') {
    throw httpError(400, 'validationFailed', {
      product: [validationMessage('notAllowed', {}, moment.locale)],
    });
  }
  const fromData = stored
    ? loanFieldsOf(
        (await productOf(tx, stored.product_id, stored.product_version_id)).definitions,
        stored.data,
        moment.locale,
      )
    : undefined;
  const view = loanApplicationView(permissions, stored?.status);
  const visible = (calculator: ScheduleCalculator, currency: string, schedule: LoanSchedule) => ({
    calculator,
    currency,
    summary: visibleSummary(schedule.summary, view),
    installments: view.schedule ? schedule.installments : [],
  });
  if (stored?.action_type === 'CHANGE' && stored.current_loan_id !== null && fromData) {
    // A change previews the remainder LEND reschedules the loan to; once issued, as of its issue.
    const loan = await LOAN_KIND.read(tx, stored.current_loan_id);
    const today =
      stored.status === 'ISSUED' && stored.issue_date !== null
        ? stored.issue_date
        : await tenantToday(tx, moment);
    const fields = locked ? fromData : withRequest(fromData, body, loan.currency, moment.locale);
    const change = await planChange(tx, loan, fields, today, moment, (field) =>
      field === 'term' ? 'loanTerm' : field,
    );
    return visible(change.calculator, loan.currency, change.schedule);
  }
  const request = locked && fromData ? { ...body, ...asRequest(fromData) } : body;
  const { calculator, terms, schedule } = await computeLoanSchedule(tx, product, request, fromData, moment);
  return visible(calculator, terms.currency, schedule);
}

/**
 * A stored application's summary as its page shows it to the caller; undefined while its terms give no
 * schedule or its calculator cannot answer: reading an application never fails on its schedule.
 */
export async function applicationSummary(
  tx: Tx,
  applicationId: string,
  permissions: readonly string[],
  moment: FormMoment,
): Promise<LoanApplicationSummary | undefined> {
  try {
    return (await generateLoanSchedule(tx, applicationId, {}, permissions, moment)).summary;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/** The stored data's loan terms with the request's over them; the amount in `currency`, the only one allowed. */
function withRequest(
  fields: LoanFields,
  body: GenerateLoanSchedule,
  currency: string,
  locale: string,
): LoanFields {
  if (body.currency !== undefined && body.currency !== currency) {
    throw httpError(400, 'validationFailed', { currency: [validationMessage('notAllowed', {}, locale)] });
  }
  const refused = body.amount === undefined ? undefined : amountError(body.amount, currency, locale);
  if (refused !== undefined) throw httpError(400, 'validationFailed', { amount: [refused] });
  return {
    ...fields,
    ...(body.amount === undefined
      ? {}
      : { amount: { minor: toMinorUnits(body.amount, currency), currency } }),
    annualInterestRate: body.annualInterestRate ?? fields.annualInterestRate,
    loanTerm: body.loanTerm ?? fields.loanTerm,
    paymentDay: body.paymentDay ?? fields.paymentDay,
    firstPaymentDate: body.firstPaymentDate ?? fields.firstPaymentDate,
  };
}

/**
 * The schedule of a lending product's loan by its calculator, for the request's values, else the stored
 * data's (400 with every missing or refused one): what generate-payment-schedule shows and LEND stores.
 */
export async function computeLoanSchedule(
  tx: Tx,
  product: { settings?: { calculatorId?: string } | undefined },
  request: GenerateLoanSchedule,
  stored: LoanFields | undefined,
  moment: FormMoment,
): Promise<{ calculator: ScheduleCalculator; terms: LoanTerms; schedule: LoanSchedule }> {
  const calculator = await calculatorOf(tx, product.settings?.calculatorId);
  const terms = await termsOf(tx, request, stored, moment);
  const input = {
    principal: terms.principal,
    currency: terms.currency,
    annualInterestRate: terms.annualInterestRate,
    termMonths: terms.loanTerm,
    issueDate: terms.issueDate,
    ...(terms.firstPaymentDate === undefined ? {} : { firstPaymentDate: terms.firstPaymentDate }),
    commissionRate: terms.commissionRate,
    addCommissionToLoanAmount: terms.addCommissionToLoanAmount,
  };
  try {
    const schedule =
      calculator.name === 'integration'
        ? await integrationSchedule(calculator.baseUrl, input)
        : loanSchedule({ ...input, calculator: calculator.name });
    return { calculator: calculator.name, terms, schedule };
  } catch (error) {
    if (!(error instanceof FinanceInputError)) throw error;
    throw httpError(400, 'validationFailed', { [fieldOf(error.field)]: [`paymentSchedule.${error.key}`] });
  }
}

type Calculator = { name: LoanCalculator } | { name: 'integration'; baseUrl: string };

/**
 * The product's calculator: annuity when it names none, a built-in one by its name, else the enabled
 * loan-calculator integration it names by id (or, saved before the integration had one, by name); 409
 * `loanCalculatorNotAvailable` when there is none such, rather than a schedule by another method.
 */
async function calculatorOf(tx: Tx, calculatorId: string | undefined): Promise<Calculator> {
  if (calculatorId === undefined || calculatorId === '') return { name: 'annuity' };
  const builtIn = LOAN_CALCULATORS.find((each) => each === calculatorId);
  if (builtIn !== undefined) return { name: builtIn };
  const integration = ((await readSettings(tx)).integrations ?? []).find(
    (each) => each.type === 'LOAN_CALCULATOR' && each.enabled && (each.id ?? each.name) === calculatorId,
  );
  const baseUrl = integration?.settings?.baseUrl;
  if (typeof baseUrl !== 'string') throw httpError(409, 'loanCalculatorNotAvailable');
  return { name: 'integration', baseUrl };
}

/** The engine's input names, as the request names them. */
const REQUEST_FIELDS: Readonly<Record<string, string>> = { principal: 'amount', termMonths: 'loanTerm' };
const fieldOf = (engineField: string) => REQUEST_FIELDS[engineField] ?? engineField;

export interface LoanTerms {
  /** A decimal amount of `currency`. */
  principal: number;
  currency: string;
  annualInterestRate: number;
  loanTerm: number;
  issueDate: string;
  firstPaymentDate: string | undefined;
  commissionRate: number;
  addCommissionToLoanAmount: boolean;
}

/** The stored data's values, as a request would send them; what the data does not give is left out. */
function asRequest(fields: LoanFields): GenerateLoanSchedule {
  const { amount, needsGuarantor: _guarantor, carLoanWithPledge: _pledge, ...rest } = fields;
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
  return {
    ...given,
    ...(amount === null
      ? {}
      : { amount: fromMinorUnits(amount.minor, amount.currency), currency: amount.currency }),
  };
}

/**
 * The request's values, else the stored data's; 400 with every missing or refused one. Without an issue date
 * (a product whose form has none, like the demo consumer loan) the loan is issued today: LEND issues it on
 * the tenant's today too.
 */
async function termsOf(
  tx: Tx,
  body: GenerateLoanSchedule,
  stored: LoanFields | undefined,
  moment: FormMoment,
): Promise<LoanTerms> {
  const { locale } = moment;
  const errors: ValidationErrors = {};
  const required = (field: string) => (errors[field] = [validationMessage('required', {}, locale)]);
  const currency = body.currency ?? stored?.amount?.currency ?? null;
  const amount = body.amount ?? null;
  const loanTerm = body.loanTerm ?? stored?.loanTerm ?? null;
  const issueDate = body.issueDate ?? stored?.issueDate ?? (await tenantToday(tx, moment));
  const paymentDay = body.paymentDay ?? stored?.paymentDay ?? null;
  const explicitFirst = body.firstPaymentDate ?? stored?.firstPaymentDate ?? null;
  if (currency === null) required('currency');
  else if (!(await readSettings(tx)).supportedCurrencies.includes(currency)) {
    errors.currency = [validationMessage('notAllowed', {}, locale)];
  }
  let principal: number | null = null;
  if (amount !== null && currency !== null && errors.currency === undefined) {
    const refused = amountError(amount, currency, locale);
    if (refused !== undefined) errors.amount = [refused];
    else principal = amount;
  } else if (amount === null && stored?.amount?.currency === currency) {
    principal = fromMinorUnits(stored.amount.minor, currency);
  }
  if (principal === null && errors.amount === undefined) required('amount');
  if (loanTerm === null) required('loanTerm');
  if (Object.keys(errors).length > 0 || principal === null || currency === null || loanTerm === null) {
    throw httpError(400, 'validationFailed', errors);
  }
  const first = explicitFirst ?? (paymentDay === null ? undefined : firstDue(issueDate, paymentDay));
  return {
    principal,
    currency,
    annualInterestRate: body.annualInterestRate ?? stored?.annualInterestRate ?? 0,
    loanTerm,
    issueDate,
    firstPaymentDate: first,
    commissionRate: body.commissionRate ?? stored?.commissionRate ?? 0,
    addCommissionToLoanAmount: body.addCommissionToLoanAmount ?? stored?.addCommissionToLoanAmount ?? false,
  };
}

/** The message refusing an amount of `currency`: more decimals than its subunit, or too large to be exact. */
function amountError(amount: number, currency: string, locale: string): string | undefined {
  return (
    amountPrecisionError(amount, currency, locale) ??
    (exceedsExactIntegers(amount, currency) ? validationMessage('invalid', {}, locale) : undefined)
  );
}

/** Too large for exact minor units (toMinorUnits refuses it). */
function exceedsExactIntegers(amount: number, currency: string): boolean {
  try {
    toMinorUnits(amount, currency);
    return false;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return true;
  }
}

function firstDue(issueDate: string, paymentDay: number): string {
  try {
    return firstPaymentDate(issueDate, paymentDay);
  } catch (error) {
    if (!(error instanceof FinanceInputError)) throw error;
    throw httpError(400, 'validationFailed', { [error.field]: [`paymentSchedule.${error.key}`] });
  }
}

/** The summary as the view shows it: what the partner restriction hides is left out. */
export function visibleSummary(summary: LoanSummary, view: LoanApplicationView): LoanApplicationSummary {
  const { firstPaymentDate: first, daysFromIssueTillFirstPayment, monthlyPayment, irr, apr } = summary;
  return {
    ...(view.firstPayment ? { firstPaymentDate: first, daysFromIssueTillFirstPayment } : {}),
    ...(view.totals
      ? {
          actionPrincipal: summary.actionPrincipal,
          actionInterest: summary.actionInterest,
          actionCost: summary.actionCost,
          deltaCommission: summary.deltaCommission,
        }
      : {}),
    ...(view.monthlyPayment ? { monthlyPayment } : {}),
    irr,
    apr,
  };
}
