import Type, { type Static } from 'typebox';
import { QUERY_OBJECTS, type QueryObject } from '../definitions/savedQuery.js';
import { FIELD_TYPES, type FieldType } from '../definitions/types.js';
import { Page, WireObject } from './common.js';

/**
 * The calls of saved queries (`/api/queries/…`): the fields a query may use, a run's page of rows, the
 * reordering of a type's queries and the export. The saved query itself is `schemas/saved-query.schema.json`.
 */

const fieldKey = Type.String({
  pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$',
  maxLength: 1000,
});
const translations = Type.Record(Type.String({ maxLength: 10 }), Type.String({ maxLength: 1000 }));
const plainDate = Type.String({ format: 'date', maxLength: 10 });

export const QueryObjectName = Type.Unsafe<QueryObject>({ enum: [...QUERY_OBJECTS] });

/** A field a query can show, search, sort or filter by: a core field of its type or one a product defines. */
export const QueryFieldContract = WireObject({
  key: fieldKey,
  name: Type.String({ maxLength: 1000 }),
  fieldType: Type.Unsafe<FieldType>({ enum: [...FIELD_TYPES] }),
  sortable: Type.Boolean(),
  meta: Type.Optional(
    WireObject({
      lookupId: Type.Optional(Type.String({ format: 'uuid' })),
      enumeration: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$', maxLength: 100 })),
      values: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
    }),
  ),
  translations: Type.Optional(translations),
});
export type QueryFieldContract = Static<typeof QueryFieldContract>;

/** A value of one cell: text, a number, a yes/no, a list of texts, or nothing. */
export const QueryCellValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.String()),
  Type.Null(),
]);

/** One row of a run: `id` of the record (to open it) and the value of each column by its field key. */
export const QueryResultRow = WireObject({
  id: Type.String({ format: 'uuid' }),
  values: Type.Record(Type.String(), QueryCellValue),
});
export type QueryResultRow = Static<typeof QueryResultRow>;

/** A page of a run: the rows and how many match, counted as any list's (see `LIST_COUNT_CAP`). */
export const QueryResultPage = Page(QueryResultRow);
export type QueryResultPage = Static<typeof QueryResultPage>;

/** `GET /api/queries/x/{id}`: page, sort, search and the filters of the query page. */
export const QueryRunParameters = WireObject({
  page: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 1000 })),
  personId: Type.Optional(Type.String({ format: 'uuid' })),
  /** The first day of the date range (inclusive). */
  startDate: Type.Optional(plainDate),
  /** The last day of the date range (inclusive). */
  date: Type.Optional(plainDate),
});
export type QueryRunParameters = Static<typeof QueryRunParameters>;

export const QUERY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type QueryExportFormat = (typeof QUERY_EXPORT_FORMATS)[number];

/** `GET /api/queries/x/{id}/export`: the run's filters without paging, and the file format (XLSX by default). */
export const QueryExportParameters = WireObject({
  format: Type.Optional(Type.Unsafe<QueryExportFormat>({ enum: [...QUERY_EXPORT_FORMATS] })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 1000 })),
  personId: Type.Optional(Type.String({ format: 'uuid' })),
  startDate: Type.Optional(plainDate),
  date: Type.Optional(plainDate),
  /** The language of the column titles, e.g. `de`. */
  language: Type.Optional(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$', maxLength: 5 })),
});
export type QueryExportParameters = Static<typeof QueryExportParameters>;

/** `PUT /api/queries/{type}/reorder`: the type's query ids in their new order. */
export const QueryOrder = WireObject({
  queries: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 1000, uniqueItems: true }),
});
export type QueryOrder = Static<typeof QueryOrder>;
