/**
 * Test data for the product version and object definition screens: a motor product with a version holding a
 * predefined person object and a custom vehicle object, and the tenant's object library and lookups.
 */
import type { FieldDefinition, FieldAttributes, ObjectDefinition, ProductVersion } from '@coverline/engine';
import type { CatalogLookup, ObjectCatalog } from '../../../api/objectCatalog.js';

export const PRODUCT_ID = '4f1c1a52-8d3e-4a8e-9d57-0a6b1c2d3e4f';
export const VERSION_ID = 'a0000000-0000-4000-8000-000000000002';
export const OTHER_VERSION_ID = 'a0000000-0000-4000-8000-000000000001';
export const PERSON_ID = 'b0000000-0000-4000-8000-000000000001';
export const ADDRESS_ID = 'b0000000-0000-4000-8000-000000000002';
export const QUOTE_ID = 'b0000000-0000-4000-8000-000000000003';
export const LOAN_ID = 'b0000000-0000-4000-8000-000000000004';
export const FUEL_LOOKUP_ID = 'c0000000-0000-4000-8000-000000000001';

export const field = (
  key: string,
  name: string,
  attributes: FieldAttributes,
  iconName = 'Label',
): FieldDefinition => ({
  key,
  name,
  iconName,
  attributes,
});

export const person: ObjectDefinition = {
  id: PERSON_ID,
  version: 3,
  key: 'person',
  objectType: 'PRIVATE',
  name: 'Private person',
  iconName: 'Person',
  attributes: { controlType: 'SINGLE_OBJECT', columns: 2, uniqueFieldsConstraint: ['personalCode'] },
  fields: [
    field('firstName', 'First name', { fieldType: 'String', mandatory: true, predefined: true }),
    field('personalCode', 'Personal code', { fieldType: 'String', mandatory: true, predefined: true }),
    field('email', 'E-mail', { fieldType: 'String' }),
    field('home', 'Home', { fieldType: 'Object', referenceId: ADDRESS_ID }),
  ],
};

export const address: ObjectDefinition = {
  id: ADDRESS_ID,
  version: 1,
  key: 'address',
  objectType: 'CUSTOM',
  name: 'Address',
  iconName: 'Home',
  attributes: { controlType: 'SINGLE_OBJECT', columns: 2 },
  fields: [field('city', 'City', { fieldType: 'String' })],
};

export const vehicle: ObjectDefinition = {
  key: 'vehicle',
  objectType: 'CUSTOM',
  name: 'Vehicle',
  iconName: 'DirectionsCar',
  attributes: { controlType: 'SINGLE_OBJECT', columns: 3 },
  fields: [
    field('make', 'Make', { fieldType: 'String', mandatory: true }),
    field('seats', 'Seats', { fieldType: 'Integer' }),
    field('hasTrailer', 'Has trailer', { fieldType: 'Boolean' }),
  ],
};

const quote: ObjectDefinition = {
  id: QUOTE_ID,
  key: 'quote',
  objectType: 'QUOTE',
  name: 'Insurance period',
  attributes: { controlType: 'INLINE_FIELDS', columns: 3 },
  fields: [],
};
const loan: ObjectDefinition = { ...quote, id: LOAN_ID, key: 'loan', objectType: 'LOAN', name: 'Loan' };

export const LIBRARY: ObjectDefinition[] = [person, address, quote, loan];

export const storedVersion = (flags: Partial<ProductVersion> = {}): ProductVersion & { id: string } => ({
  id: VERSION_ID,
  version: 5,
  name: 'Motor 2026 v2',
  productId: PRODUCT_ID,
  createdAt: '2026-03-01T09:30:00.000Z',
  active: false,
  locked: false,
  used: false,
  definition: { summaryTemplate: '{{vehicle.make}}', objectDefinitions: [person, vehicle] },
  ...flags,
});

export const PERMISSIONS = ['product:*', 'productVersion:*', 'objectDefinition:*', 'lookup:Read'];

export const CATALOG: Partial<ObjectCatalog> = {
  products: [{ id: PRODUCT_ID, name: 'Motor', code: 'MOTOR', parentId: 'none', productType: 'INSURANCE' }],
  lookups: [
    {
      id: FUEL_LOOKUP_ID,
      name: 'Fuel types',
      values: [
        { key: 'PETROL', name: 'Petrol' },
        { key: 'DIESEL', name: 'Diesel' },
      ],
      // The server's catalogue holds the whole lookup, values included.
    } as CatalogLookup,
  ],
};

/** The fixture server's answers for a stored version (the context call and the version list). */
export function versionRoutes(version: ProductVersion & { id: string }): Record<string, { body: unknown }> {
  return {
    [`GET /api/product-versions/${version.id}/context`]: {
      body: {
        productVersion: version,
        productVersionNames: [
          { id: OTHER_VERSION_ID, name: 'Motor 2026 v1' },
          { id: version.id, name: version.name },
        ],
        objectDefinitions: LIBRARY,
      },
    },
    [`GET /api/products/${PRODUCT_ID}/product-versions/find`]: { body: { count: 0, items: [] } },
  };
}

/** The address of a stored version's page. */
export const versionPath = (id = VERSION_ID) => `/admin-area/products/${PRODUCT_ID}/product-versions/${id}`;

/** The first screen of a test waits for the lazily loaded admin area, which a busy machine slows. */
export const LOADED = { timeout: 20_000 };
