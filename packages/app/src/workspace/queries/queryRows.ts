import type { QueryObject, QueryResultRow } from '@coverline/engine';

/** A row as the table reads it: dotted column keys (`vehicle.make`) become nested properties. */
export function tableRow({ id, values }: QueryResultRow): Record<string, unknown> {
  const row: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(values)) {
    const path = key.split('.');
    let target = row;
    for (const step of path.slice(0, -1)) {
      const next = target[step];
      target = (typeof next === 'object' && next !== null ? next : (target[step] = {})) as Record<
        string,
        unknown
      >;
    }
    target[path.at(-1) as string] = value;
  }
  return row;
}

/** The enumeration whose names a core column's codes are shown by, per query object. */
const CLASSIFIED_COLUMNS: Partial<Record<QueryObject, Readonly<Record<string, string>>>> = {
  PARTIES: { partyType: 'partyTypes' },
  INSURANCE_QUOTES: { status: 'quoteStatuses' },
  LOAN_APPLICATIONS: { status: 'quoteStatuses' },
  POLICIES: { status: 'contractStatuses' },
  LOANS: { status: 'contractStatuses' },
  LOAN_PORTFOLIO: { status: 'contractStatuses' },
  PAYMENTS: { type: 'paymentTypes', paymentAction: 'paymentActions' },
  CLAIMS: { status: 'claimStatuses' },
};

/** The `classifiers` enumeration of a column of the query object, if its values are codes of one. */
export function columnClassifier(queryObject: QueryObject, key: string): string | undefined {
  return CLASSIFIED_COLUMNS[queryObject]?.[key];
}
