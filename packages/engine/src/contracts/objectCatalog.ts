import Type, { type Static } from 'typebox';
import type { Label } from '../definitions/label.js';
import type { SavedQuery } from '../definitions/savedQuery.js';
import { OBJECT_TYPES, type Lookup, type ObjectType, type Translations } from '../definitions/types.js';
import { WireObject } from './common.js';
import { Product, ProductGroup } from './product.js';
import { SharedSchema, Stored } from './sharedSchemas.js';

/** An object definition as the navigation names it: no fields. */
export const CatalogObjectDefinition = WireObject({
  id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  objectType: Type.Unsafe<ObjectType>({ enum: [...OBJECT_TYPES] }),
  iconName: Type.Optional(Type.String()),
  translations: Type.Optional(SharedSchema<Translations>('common', '#/$defs/translations')),
});
export type CatalogObjectDefinition = Static<typeof CatalogObjectDefinition>;

/** `GET /api/object-catalog`: everything the shell names and links to, loaded whole at sign-in. */
export const ObjectCatalog = WireObject({
  products: Type.Array(Stored(Product)),
  productGroups: Type.Array(Stored(ProductGroup)),
  objectDefinitions: Type.Array(CatalogObjectDefinition),
  lookups: Type.Array(Stored(SharedSchema<Lookup>('lookup'))),
  labels: Type.Array(Stored(SharedSchema<Label>('label'))),
  queries: Type.Array(Stored(SharedSchema<SavedQuery>('saved-query'))),
  /** The object definitions of type ENRICHMENT. */
  enrichments: Type.Array(CatalogObjectDefinition),
});
export type ObjectCatalog = Static<typeof ObjectCatalog>;
