import type { ShellKey } from '../api/shellData.js';

/** What the cache keys of a resource are made of: the API path its records are served under. */
export interface RecordApi {
  api?: `/api/${string}`;
}

function apiOf(resource: RecordApi): string {
  if (resource.api === undefined) throw new Error('This resource declares no API path');
  return resource.api;
}

/**
 * The cache key (and the address read) of one record: `{api}/{id}`. Every key of a resource starts with its
 * API path, so what one screen saves can refresh the others.
 */
export function recordKey(resource: RecordApi, id: string): string {
  return `${apiOf(resource)}/${id}`;
}

/** The cache key of one page of a resource's list: `{api}/find?…`, the query in a fixed order. */
export function listKey(resource: RecordApi, query: URLSearchParams): string {
  return `${apiOf(resource)}/find?${query}`;
}

/** Whether a cache key holds a page of the resource's list (stale once one of its records is saved). */
export function isListKey(resource: RecordApi, key: ShellKey | unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${apiOf(resource)}/find?`);
}
