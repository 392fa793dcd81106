import type { Lookup } from '@coverline/engine';
import { defineResource } from '../shared/resource.js';

/** Classifier lists (lookups: a key and ordered values); keys are unique in a tenant. */
export const lookups = defineResource<Lookup>({
  table: 'lookup',
  columns: { key: 'key', name: 'name', seq: 'seq' },
  orderBy: 'seq, lower(name), id',
  uniqueIndexes: { lookup_key_unique: { key: ['notUnique'] } },
  nameColumn: 'name',
  displayName: (lookup) => lookup.name,
});
