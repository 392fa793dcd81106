import type { FieldDefinition, ObjectDefinition, ProductType } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import type { QueryFieldSql } from './sources.js';

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** How a field type's JSON value is read as SQL: its query type and the expression over the jsonb value. */
const READERS: Partial<
  Record<
    FieldDefinition['attributes']['fieldType'],
    (json: string) => Pick<QueryFieldSql, 'sql' | 'type' | 'currency'>
  >
> = {
  String: (json) => textOf(json),
  Text: (json) => textOf(json),
  Phone: (json) => textOf(json),
  Lookup: (json) => textOf(json),
  Currency: (json) => textOf(json),
  // dates stay text of the YYYY-MM-DD shape: the condition compares them as dates, as the evaluator does
  Date: (json) => textOf(json),
  DateTime: (json) => textOf(json),
  Integer: (json) => numberOf(json),
  Numeric: (json) => numberOf(json),
  // money compares and sorts by its amount; its currency decides the decimal places of an export
  Money: (json) => ({
    ...numberOf(`(${json} -> 'amount')`),
    currency: textOf(`(${json} -> 'currency')`).sql,
  }),
  // a customer reads as the party's name
  Customer: (json) => textOf(`(${json} -> 'name')`),
  Boolean: (json) => ({
    sql: `case when jsonb_typeof(${json}) = 'boolean' then (${json})::boolean end`,
    type: 'boolean',
  }),
  StringArray: (json) => ({
    sql: `case when jsonb_typeof(${json}) = 'array' then array(select jsonb_array_elements_text(${json})) end`,
    type: 'stringArray',
  }),
};

function textOf(json: string): Pick<QueryFieldSql, 'sql' | 'type'> {
  return { sql: `case when jsonb_typeof(${json}) = 'string' then ${json} #>> '{}' end`, type: 'string' };
}

function numberOf(json: string): Pick<QueryFieldSql, 'sql' | 'type'> {
  return { sql: `case when jsonb_typeof(${json}) = 'number' then (${json})::numeric end`, type: 'number' };
}

function joinedTranslations(
  object: ObjectDefinition,
  definition: FieldDefinition,
): Record<string, string> | undefined {
  const languages = new Set([
    ...Object.keys(object.translations ?? {}),
    ...Object.keys(definition.translations ?? {}),
  ]);
  if (languages.size === 0) return undefined;
  return Object.fromEntries(
    [...languages].map((language) => [
      language,
      `${object.translations?.[language] ?? object.name} / ${definition.translations?.[language] ?? definition.name}`,
    ]),
  );
}

/**
 * The query fields of object definitions over the data column `data`: each field of an object that is not
 * repeated (`objectKey.fieldKey`), read null-safely by its declared type. Repeated objects, object references
 * and number lists are not offered: a row has no single value for them.
 */
export function productFieldsOf(definitions: readonly ObjectDefinition[], data: string): QueryFieldSql[] {
  const fields: QueryFieldSql[] = [];
  for (const object of definitions) {
    if (object.attributes.controlType === 'MULTIPLE_OBJECTS' || !KEY.test(object.key)) continue;
    for (const definition of object.fields) {
      const read = READERS[definition.attributes.fieldType];
      if (read === undefined || !KEY.test(definition.key)) continue;
      const translations = joinedTranslations(object, definition);
      fields.push({
        key: `${object.key}.${definition.key}`,
        name: `${object.name} / ${definition.name}`,
        fieldType: definition.attributes.fieldType,
        ...read(`(${data} #> '{${object.key},${definition.key}}')`),
        sortable: definition.attributes.fieldType !== 'StringArray',
        ...(definition.attributes.lookupId === undefined ? {} : { lookupId: definition.attributes.lookupId }),
        ...(translations === undefined ? {} : { translations }),
      });
    }
  }
  return fields;
}

/**
 * The fields every product version of the product type defines, the newest version's definition first: a
 * product manager's new field is queryable as soon as the version is saved.
 */
export async function productTypeFields(
  tx: Tx,
  productType: ProductType,
  data: string,
): Promise<QueryFieldSql[]> {
  const { rows } = await tx.query<{ definitions: ObjectDefinition[] | null }>(
    `select pv.document #> '{definition,objectDefinitions}' as definitions
       from product_version pv join product pr on pr.id = pv.product_id
      where pr.product_type = $1
      order by pv.created_at desc, pv.id`,
    [productType],
  );
  const byKey = new Map<string, QueryFieldSql>();
  for (const { definitions } of rows) {
    for (const each of productFieldsOf(definitions ?? [], data))
      if (!byKey.has(each.key)) byKey.set(each.key, each);
  }
  return [...byKey.values()];
}
