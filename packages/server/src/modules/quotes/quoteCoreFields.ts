import {
  contracteePath,
  firstPaymentDate,
  isPlainDate,
  toMinorUnits,
  validationMessage,
  type ObjectDefinition,
  type ObjectType,
  type PartyReference,
  type QuoteCoreFieldPaths,
  type UiSchema,
} from '@coverline/engine';
import { httpError } from '../../http/errors.js';
import { partyReferencesIn } from '../../kit/partyReferences.js';
import type { FormData } from '../shared/formData.js';

/**
 * The core fields that a quote's data gives, as stored (money in minor units); null when the data has no such
 * value. They are copies for lists, search, joins and issuing: the data stays the source of truth.
 * `issueDate` is undefined when the form has no such field: ISSUE sets it, and saves leave it.
 */
export interface QuoteCoreValues {
  contractee: PartyReference | null;
  beneficiary: PartyReference | null;
  /** A loan application's guarantor: the loan's GTR party. */
  guarantor: PartyReference | null;
  startDate: string | null;
  endDate: string | null;
  issueDate?: string | null;
  validUntil: string | null;
  currency: string | null;
  /** Integer minor units of `currency`. */
  premium: number | null;
  /** Integer minor units of `currency`. */
  sumInsured: number | null;
  /** Months. */
  loanTerm: number | null;
  annualInterestRate: number | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of the first used single object of a predefined type (QUOTE, LOAN) in the data. */
function objectOfType(
  definitions: readonly ObjectDefinition[],
  data: FormData,
  objectType: ObjectType,
): { key: string; values: Record<string, unknown> } | undefined {
  const definition = [...definitions]
    .sort((a, b) => (a.seq ?? Number.MAX_VALUE) - (b.seq ?? Number.MAX_VALUE))
    .find((each) => each.objectType === objectType && each.attributes.used !== false);
  const values = definition === undefined ? undefined : data[definition.key];
  return definition !== undefined && isPlainObject(values) ? { key: definition.key, values } : undefined;
}

const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && isPlainDate(value) ? value : null;
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A Money value `{amount, currency}` in minor units; 400 on `path` when it is beyond exact integers. */
function money(value: unknown, path: string, locale: string): { minor: number; currency: string } | null {
  if (!isPlainObject(value) || typeof value.amount !== 'number' || typeof value.currency !== 'string')
    return null;
  try {
    return { minor: toMinorUnits(value.amount, value.currency), currency: value.currency };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw httpError(400, 'validationFailed', { [path]: [validationMessage('invalid', {}, locale)] });
  }
}

/** The value at `objectKey.fieldKey` of the data (a field of a single object), if any. */
function valueAt(data: FormData, path: string): unknown {
  const [objectKey = '', fieldKey = ''] = path.split('.');
  const values = data[objectKey];
  return isPlainObject(values) ? values[fieldKey] : undefined;
}

/**
 * A quote's core fields, from its product version's definitions and named core fields, the compiled form and
 * valid data:
 * - contractee: the Customer field `paths.borrower`, else `paths.policyHolder`, else the first Customer field,
 *   in form order, that sits directly on an object (not in a list of objects or a nested Object field) and
 *   holds a party: the policyholder, the borrower;
 * - beneficiary, guarantor: the Customer fields `paths.beneficiary`, `paths.guarantor`; null when the version
 *   names none;
 * - premium: the Money field `paths.premium`; null when the version names none;
 * - sumInsured: the Money field `paths.sumInsured`, else the `sumInsured` field of the object of the
 *   predefined type QUOTE ("Insurance period");
 * - startDate, endDate, issueDate, validUntil: those fields of the QUOTE object; validUntil is the start date
 *   when the object has no such field or value (an offer holds until the cover would start);
 * - loanTerm, annualInterestRate and the loan amount's currency: `term`, `annualInterestRate`, `amount`
 *   of the object of type LOAN;
 * - currency: of the premium, else of the sum insured, else of the loan amount. A sum insured in another
 *   currency than the premium is refused (400 on its currency).
 */
export function quoteCoreFieldsOf(
  definitions: readonly ObjectDefinition[],
  paths: QuoteCoreFieldPaths | undefined,
  uiSchema: UiSchema,
  data: FormData,
  locale: string,
): QuoteCoreValues {
  const customers = partyReferencesIn(data, uiSchema);
  const customerAt = (path: string | undefined) =>
    path === undefined ? undefined : customers.find((each) => each.path.join('.') === path);
  const named = contracteePath(paths);
  const contractee = named ? customerAt(named) : customers.find(({ path }) => path.length === 2);
  const beneficiary = customerAt(paths?.beneficiary);
  const guarantor = customerAt(paths?.guarantor);
  const period = objectOfType(definitions, data, 'QUOTE');
  const loan = objectOfType(definitions, data, 'LOAN');
  const premium = paths?.premium ? money(valueAt(data, paths.premium), paths.premium, locale) : null;
  const sumInsuredPath = paths?.sumInsured ?? (period ? `${period.key}.sumInsured` : undefined);
  const sumInsured = sumInsuredPath ? money(valueAt(data, sumInsuredPath), sumInsuredPath, locale) : null;
  const loanAmount = loan && money(loan.values.amount, `${loan.key}.amount`, locale);
  if (premium && sumInsured && premium.currency !== sumInsured.currency) {
    throw httpError(400, 'validationFailed', {
      [`${sumInsuredPath}.currency`]: [validationMessage('notAllowed', {}, locale)],
    });
  }
  const startDate = dateOrNull(period?.values.startDate);
  const hasIssueDate = period !== undefined && Object.hasOwn(period.values, 'issueDate');
  return {
    contractee: contractee?.reference ?? null,
    beneficiary: beneficiary?.reference ?? null,
    guarantor: guarantor?.reference ?? null,
    startDate,
    endDate: dateOrNull(period?.values.endDate),
    ...(hasIssueDate ? { issueDate: dateOrNull(period.values.issueDate) } : {}),
    validUntil: dateOrNull(period?.values.validUntil) ?? startDate,
    currency: premium?.currency ?? sumInsured?.currency ?? loanAmount?.currency ?? null,
    premium: premium?.minor ?? null,
    sumInsured: sumInsured?.minor ?? null,
    loanTerm: numberOrNull(loan?.values.term),
    annualInterestRate: numberOrNull(loan?.values.annualInterestRate),
  };
}

/**
 * The loan terms a loan application's data gives, from the fields of its object of the predefined type LOAN
 * (the loan amount in minor units of its currency); null when the data has no such value. The schedule is
 * generated from them for what a request does not send.
 */
export interface LoanFields {
  amount: { minor: number; currency: string } | null;
  annualInterestRate: number | null;
  /** Months. */
  loanTerm: number | null;
  issueDate: string | null;
  /** Day of the month the instalments fall due. */
  paymentDay: number | null;
  firstPaymentDate: string | null;
  /** Percent of the loan amount. */
  commissionRate: number | null;
  addCommissionToLoanAmount: boolean | null;
  needsGuarantor: boolean | null;
  carLoanWithPledge: boolean | null;
}

const booleanOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

export function loanFieldsOf(
  definitions: readonly ObjectDefinition[],
  data: FormData,
  locale: string,
): LoanFields {
  const loan = objectOfType(definitions, data, 'LOAN');
  const values = loan?.values ?? {};
  return {
    amount: loan ? money(values.amount, `${loan.key}.amount`, locale) : null,
    annualInterestRate: numberOrNull(values.annualInterestRate),
    loanTerm: numberOrNull(values.term),
    issueDate: dateOrNull(values.issueDate),
    paymentDay: numberOrNull(values.paymentDay),
    firstPaymentDate: dateOrNull(values.firstPaymentDate),
    commissionRate: numberOrNull(values.commissionRate),
    addCommissionToLoanAmount: booleanOrNull(values.addCommissionToLoanAmount),
    needsGuarantor: booleanOrNull(values.needsGuarantor),
    carLoanWithPledge: booleanOrNull(values.carLoanWithPledge),
  };
}

/** The path in the data of a field of the LOAN object (`loan.amount`), for a refusal of its value. */
export function loanFieldPath(
  definitions: readonly ObjectDefinition[],
  data: FormData,
  field: string,
): string {
  return `${objectOfType(definitions, data, 'LOAN')?.key ?? 'loan'}.${field}`;
}

/**
 * A loan's data for an application started on it today: the LOAN object's first payment date, when it is
 * not after today (it was the loan's, for its own issue), moved to the payment day after today.
 */
export function loanDataOn(
  definitions: readonly ObjectDefinition[],
  data: FormData,
  today: string,
): FormData {
  const loan = objectOfType(definitions, data, 'LOAN');
  const first = dateOrNull(loan?.values.firstPaymentDate);
  if (loan === undefined || first === null || first > today) return data;
  const paymentDay = numberOrNull(loan.values.paymentDay) ?? Number(first.slice(8));
  return { ...data, [loan.key]: { ...loan.values, firstPaymentDate: firstPaymentDate(today, paymentDay) } };
}
