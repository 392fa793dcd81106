import {
  isPlainDate,
  toMinorUnits,
  validationMessage,
  type ObjectDefinition,
  type ObjectType,
  type PartyReference,
  type UiSchema,
} from '@coverline/engine';
import { httpError } from '../../http/errors.js';
import { partyReferencesIn } from '../../kit/partyReferences.js';
import type { FormData } from '../shared/formData.js';

/**
 * The core fields that a quote's data gives today, as stored (money in minor units); null when the data has
 * no such value. They are copies for lists, search and joins: the data stays the source of truth.
 */
export interface QuoteCoreValues {
  contractee: PartyReference | null;
  startDate: string | null;
  endDate: string | null;
  currency: string | null;
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

/**
 * A quote's core fields, from its product version's definitions, the compiled form and valid data:
 * - contractee: the first Customer field, in form order, that sits directly on an object (not in a list
 *   of objects or a nested Object field) and holds a party: the policyholder, the borrower;
 * - startDate, endDate, sumInsured: the `startDate`, `endDate` and `sumInsured` fields of the object of
 *   the predefined type QUOTE ("Insurance period");
 * - loanTerm, annualInterestRate and the loan amount's currency: `term`, `annualInterestRate`, `amount`
 *   of the object of type LOAN;
 * - currency: of the sum insured, else of the loan amount.
 */
export function quoteCoreFieldsOf(
  definitions: readonly ObjectDefinition[],
  uiSchema: UiSchema,
  data: FormData,
  locale: string,
): QuoteCoreValues {
  const contractee = partyReferencesIn(data, uiSchema).find(({ path }) => path.length === 2);
  const period = objectOfType(definitions, data, 'QUOTE');
  const loan = objectOfType(definitions, data, 'LOAN');
  const sumInsured = period && money(period.values.sumInsured, `${period.key}.sumInsured`, locale);
  const loanAmount = loan && money(loan.values.amount, `${loan.key}.amount`, locale);
  return {
    contractee: contractee?.reference ?? null,
    startDate: dateOrNull(period?.values.startDate),
    endDate: dateOrNull(period?.values.endDate),
    currency: sumInsured?.currency ?? loanAmount?.currency ?? null,
    sumInsured: sumInsured?.minor ?? null,
    loanTerm: numberOrNull(loan?.values.term),
    annualInterestRate: numberOrNull(loan?.values.annualInterestRate),
  };
}
