import Type, { type Static } from 'typebox';
import type { ObjectDefinition, ProductVersion } from '../definitions/types.js';
import { WireObject } from './common.js';
import { SharedSchema } from './sharedSchemas.js';

/** What the version editor needs: the version, its siblings' names and the object definition library. */
export const ProductVersionContext = WireObject({
  productVersion: SharedSchema<ProductVersion>('product-version'),
  productVersionNames: Type.Array(WireObject({ id: Type.String(), name: Type.String() })),
  objectDefinitions: Type.Array(SharedSchema<ObjectDefinition>('object-definition')),
});
export type ProductVersionContext = Static<typeof ProductVersionContext>;
