import { bySeq } from '../compile/bySeq.js';
import type { ActionType } from '../domain/enumerations.js';
import { contracteePath } from './quoteCoreFields.js';
import type { ObjectDefinition, QuoteCoreFieldPaths } from './types.js';

/** A core field that a quote acting on a policy may keep from it. */
export type LockableCoreField = 'endDate' | 'currency' | 'policyHolder' | 'beneficiary';

/**
 * What a quote acting on a policy keeps from it: a change neither moves the end of the term nor switches the
 * currency it was priced in, and a cancellation names the same holder and beneficiary it cancels for. The app
 * shows these fields read-only and the server refuses a save that changes them.
 */
export const LOCKED_CORE_FIELDS: Readonly<Partial<Record<ActionType, readonly LockableCoreField[]>>> = {
  CHANGE: ['endDate', 'currency'],
  CANCELLATION: ['policyHolder', 'beneficiary'],
};

/**
 * A field of the data that a quote keeps: its whole value, or only the currency of a Money field (the amount
 * stays editable). `path` is `objectKey.fieldKey` of a single object.
 */
export interface LockedField {
  path: string;
  lock: 'value' | 'currency';
}

type FieldOf = (objectType: string) => string | undefined;

/** The used single objects in form order, and the `objectKey.fieldKey` of their first field of a type. */
function fieldsOf(definitions: readonly ObjectDefinition[]) {
  const objects = bySeq(definitions).filter(
    (each) => each.attributes.used !== false && each.attributes.controlType !== 'MULTIPLE_OBJECTS',
  );
  const firstOfType: FieldOf = (fieldType) => {
    for (const object of objects) {
      const field = bySeq(object.fields).find(
        (each) => each.attributes.used !== false && each.attributes.fieldType === fieldType,
      );
      if (field !== undefined) return `${object.key}.${field.key}`;
    }
    return undefined;
  };
  const period = objects.find((each) => each.objectType === 'QUOTE');
  const periodField = (key: string) =>
    period?.fields.some((field) => field.key === key && field.attributes.used !== false)
      ? `${period.key}.${key}`
      : undefined;
  return { firstOfType, periodField };
}

const fieldsLocked =
  (lock: LockedField['lock']) =>
  (...paths: (string | undefined)[]): LockedField[] =>
    paths.flatMap((path) => (path === undefined ? [] : [{ path, lock }]));

/**
 * The fields a quote of `actionType` keeps, found as the server finds its core fields: the end date of the
 * insured period object; the currency of the premium and sum insured fields the version names (else the
 * period's sum insured); the holder (or borrower) the version names, else the first Customer field in form
 * order; the beneficiary the version names.
 */
export function lockedQuoteFields(
  actionType: ActionType,
  definitions: readonly ObjectDefinition[],
  coreFields: QuoteCoreFieldPaths | undefined,
): LockedField[] {
  const { firstOfType, periodField } = fieldsOf(definitions);
  const value = fieldsLocked('value');
  const paths: Record<LockableCoreField, LockedField[]> = {
    endDate: value(periodField('endDate')),
    currency: fieldsLocked('currency')(
      coreFields?.premium,
      coreFields?.sumInsured ?? periodField('sumInsured'),
    ),
    policyHolder: value(contracteePath(coreFields) ?? firstOfType('Customer')),
    beneficiary: value(coreFields?.beneficiary),
  };
  return (LOCKED_CORE_FIELDS[actionType] ?? []).flatMap((field) => paths[field]);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a locked field holds, compared by identity: a party by its id, money by its currency. */
function lockedValue(data: Record<string, unknown>, { path, lock }: LockedField): unknown {
  const [objectKey = '', fieldKey = ''] = path.split('.');
  const object = data[objectKey];
  const value = isPlainObject(object) ? object[fieldKey] : undefined;
  if (lock === 'currency') return isPlainObject(value) ? value.currency : undefined;
  // A party copy's name follows the party (party sync); its id is what is kept.
  if (isPlainObject(value) && typeof value.id === 'string') return value.id.toLowerCase();
  return JSON.stringify(value ?? null);
}

/**
 * The locked fields whose value `data` changes from `before`, as error paths: the field, or its currency
 * (`vehicle.premium.currency`).
 */
export function changedLockedFields(
  locked: readonly LockedField[],
  before: Record<string, unknown>,
  data: Record<string, unknown>,
): string[] {
  return locked
    .filter((field) => lockedValue(before, field) !== lockedValue(data, field))
    .map(({ path, lock }) => (lock === 'currency' ? `${path}.currency` : path));
}
