/** Route schema pieces shared by the modules. */

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** The response of a call that answers 204 with no body. */
export const NO_CONTENT = { 204: { type: 'null', description: 'No content' } } as const;

/** The response of a call that answers an image (a logo, a photo) as it is stored. */
export const IMAGE = {
  200: {
    description: 'The image',
    content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

/** `page&limit` of a paged list: 0-based page index, at most 100 items a page, `limit` by default. */
export function pagingProperties<L extends number>(limit: L) {
  return {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: limit },
  } as const;
}

/** `find?page&limit`: ten a page by default. */
export const pageQuery = { type: 'object', properties: pagingProperties(10) } as const;

/** `find-all?ids=a,b&name=text`: at most 100 ids. */
export const findAllQuery = {
  type: 'object',
  properties: {
    ids: { type: 'string', pattern: '^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36})*$', maxLength: 3699 },
    name: { type: 'string', maxLength: 200 },
  },
} as const;

/** A payload to create: the server assigns `id` and `version`, so a client may not send them. */
export function createBody(schema: object): object {
  return { allOf: [schema, { properties: { id: false, version: false } }] };
}

/** A payload to update: it names the row and the version it was read at. */
export function updateBody(schema: object): object {
  return {
    allOf: [schema, { required: ['id', 'version'], properties: { id: { type: 'string', format: 'uuid' } } }],
  };
}

export interface PageQuery {
  page: number;
  limit: number;
}

export interface FindAllQuery {
  ids?: string;
  name?: string;
}
