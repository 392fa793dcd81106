import { createHash } from 'node:crypto';
import { validationMessage, type ObjectDefinition } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { FormData } from '../shared/formData.js';

/** One unique-fields constraint as a party fills it in. */
export interface UniqueValue {
  /** `{objectKey}:{fieldKey},{fieldKey}`: the constraint, the same for every party of the type. */
  constraintKey: string;
  /** SHA-256 of the normalised values. */
  valueHash: string;
  /** Dotted data paths of the constrained fields, where a collision is reported. */
  paths: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values compare trimmed and ignoring case: `ab 123 ` and `AB 123` are the same registration number. */
function normalised(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC').trim().toLowerCase();
  return value ?? null;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === '';
}

/**
 * The unique-fields constraints (`attributes.uniqueFieldsConstraint`) of a party's object definitions with
 * the party's values. A constraint whose fields are all empty constrains nothing; one on a list of objects
 * is not enforced (the predefined party objects are single objects).
 */
export function uniqueValuesOf(definitions: readonly ObjectDefinition[], data: FormData): UniqueValue[] {
  return definitions.flatMap((definition) => {
    const keys = definition.attributes.uniqueFieldsConstraint ?? [];
    const object = data[definition.key];
    if (definition.attributes.used === false || keys.length === 0 || !isPlainObject(object)) return [];
    const values = keys.map((key) => normalised(object[key]));
    if (values.every(isEmpty)) return [];
    return [
      {
        constraintKey: `${definition.key}:${keys.join(',')}`,
        valueHash: createHash('sha256').update(JSON.stringify(values)).digest('hex'),
        paths: keys.map((key) => `${definition.key}.${key}`),
      },
    ];
  });
}

/**
 * Records a party's unique values in place of its previous ones. The unique index refuses a value that
 * another party holds, also one inserted by a concurrent transaction: 400 with `notUnique` on the
 * constrained fields.
 */
export async function saveUniqueValues(
  tx: Tx,
  party: { tenantId: string; id: string },
  values: readonly UniqueValue[],
  locale: string,
): Promise<void> {
  await tx.query('delete from party_unique_value where party_id = $1', [party.id]);
  for (const value of values) {
    try {
      await tx.query(
        'insert into party_unique_value (tenant_id, party_id, constraint_key, value_hash) values ($1, $2, $3, $4)',
        [party.tenantId, party.id, value.constraintKey, value.valueHash],
      );
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      const message = validationMessage('notUnique', {}, locale);
      throw httpError(
        400,
        'validationFailed',
        Object.fromEntries(value.paths.map((path) => [path, [message]])),
      );
    }
  }
}
