import { CURRENCIES, type FieldType, type SqlFieldType } from '@coverline/engine';
import { CORE_FIELD_NAMES } from './coreFieldNames.js';

/**
 * A field a saved query may read, with the trusted SQL expression that reads it. Every expression here and
 * in `productFields.ts` is a constant of the code or built from validated definition keys, never from a
 * request: a request only names fields, and an unknown name is refused.
 */
export interface QueryFieldSql {
  key: string;
  /** English name; the app translates core fields by key, product fields carry their translations. */
  name: string;
  fieldType: FieldType;
  sql: string;
  type: SqlFieldType;
  sortable: boolean;
  lookupId?: string;
  /** An amount's currency (a code of the catalogue), as trusted SQL: what decides its decimal places. */
  currency?: string;
  /** The code list whose codes the field holds (`quoteStatuses`), and those codes in order. */
  enumeration?: { name: string; values: readonly string[] };
  translations?: Record<string, string>;
}

/** Currencies whose minor unit is not a hundredth, as a SQL `case` (codes of the catalogue, three letters). */
const OTHER_RATIOS = CURRENCIES.filter(({ subunitRatio }) => subunitRatio !== 100)
  .filter(({ code }) => /^[A-Z]{3}$/.test(code))
  .map(({ code, subunitRatio }) => `when '${code}' then ${subunitRatio}`)
  .join(' ');

/** A decimal amount from integer minor units of a currency column, as the wire shows money. */
export function decimalAmountSql(minorUnits: string, currency: string): string {
  return `(${minorUnits}::numeric / case ${currency} ${OTHER_RATIOS} else 100 end)`;
}

export type FieldOptions = Partial<Pick<QueryFieldSql, 'sortable' | 'lookupId' | 'enumeration' | 'currency'>>;

/** A core field of an amount (`amount`: decimal SQL) in the currency that the SQL `currency` reads. */
export function moneyField(key: string, name: string, amount: string, currency: string): QueryFieldSql {
  return field(key, name, 'Money', amount, { currency });
}

/** A core field of an amount stored in integer minor units of its currency. */
export function minorUnitsField(
  key: string,
  name: string,
  minorUnits: string,
  currency: string,
): QueryFieldSql {
  return moneyField(key, name, decimalAmountSql(minorUnits, currency), currency);
}

/** A core field holding the codes of an enumeration: a condition chooses among them, the app names them. */
export function codeField(
  key: string,
  name: string,
  sql: string,
  enumeration: string,
  values: readonly string[],
): QueryFieldSql {
  return field(key, name, 'String', sql, { enumeration: { name: enumeration, values } });
}

/** A core field of a query object, named in the app's languages by its English name. */
export function field(
  key: string,
  name: string,
  fieldType: FieldType,
  sql: string,
  options: FieldOptions = {},
): QueryFieldSql {
  const type: SqlFieldType =
    fieldType === 'Date'
      ? 'date'
      : fieldType === 'Boolean'
        ? 'boolean'
        : fieldType === 'Integer' || fieldType === 'Numeric' || fieldType === 'Money'
          ? 'number'
          : 'string';
  const translations = CORE_FIELD_NAMES[name];
  return {
    key,
    name,
    fieldType,
    sql,
    type,
    sortable: options.sortable ?? true,
    ...options,
    ...(translations === undefined ? {} : { translations }),
  };
}

/**
 * The day a run counts from (what is overdue, how many days late), in the tenant's time zone: set for the
 * run's transaction by `run.ts`, so that a field's SQL stays a constant of the code.
 */
export const RUN_DAY = `current_setting('app.run_day')::date`;
