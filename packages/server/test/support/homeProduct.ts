import {
  PREDEFINED_OBJECT_DEFINITIONS,
  type FieldAttributes,
  type FieldDefinition,
  type ObjectDefinition,
  type QuoteCoreFieldPaths,
} from '@coverline/engine';

/**
 * A small insurance product for tests and benches: the insurance period, the premium, and the policy holder and
 * beneficiary, its version naming them as the quote's core fields.
 */

/** A field named by its key. */
export const fieldOf = (key: string, attributes: FieldAttributes): FieldDefinition => ({
  key,
  name: key,
  iconName: 'Label',
  attributes,
});

export const HOME_PERIOD: ObjectDefinition = {
  ...(PREDEFINED_OBJECT_DEFINITIONS.find((each) => each.key === 'quote') as ObjectDefinition),
  seq: 0,
};

export const HOME_PRICING: ObjectDefinition = {
  key: 'pricing',
  objectType: 'CUSTOM',
  seq: 1,
  name: 'Pricing',
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [fieldOf('premium', { fieldType: 'Money', mandatory: true })],
};

export const HOME_PARTIES: ObjectDefinition = {
  key: 'holder',
  objectType: 'CUSTOM',
  seq: 2,
  name: 'Parties',
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [
    fieldOf('customer', { fieldType: 'Customer', partyTypes: ['PRIVATE'] }),
    fieldOf('beneficiary', { fieldType: 'Customer', partyTypes: ['PRIVATE'] }),
  ],
};

/** A product-defined object with one field of each type a condition compares. */
export const HOME_RISK: ObjectDefinition = {
  key: 'risk',
  objectType: 'CUSTOM',
  seq: 3,
  name: 'Risk',
  attributes: { controlType: 'SINGLE_OBJECT' },
  fields: [
    fieldOf('kind', { fieldType: 'String' }),
    fieldOf('area', { fieldType: 'Numeric' }),
    fieldOf('alarm', { fieldType: 'Boolean' }),
    fieldOf('builtOn', { fieldType: 'Date' }),
    fieldOf('tags', { fieldType: 'StringArray' }),
  ],
};

export const HOME_CORE_FIELDS: QuoteCoreFieldPaths = {
  premium: 'pricing.premium',
  policyHolder: 'holder.customer',
  beneficiary: 'holder.beneficiary',
};

/** POSTs a body and answers what the server answered, failing on a refusal. */
export type Post = (path: string, body?: unknown) => Promise<unknown>;

/**
 * Creates an insurance product (the home product, unless other objects are given) with one active version of
 * its objects, through the API as a product manager would.
 */
export async function activeHomeProduct(
  post: Post,
  {
    objectDefinitions = [HOME_PERIOD, HOME_PRICING, HOME_PARTIES],
    name = 'Home',
    code = 'HOME',
    iconName,
  }: { objectDefinitions?: ObjectDefinition[]; name?: string; code?: string; iconName?: string } = {},
): Promise<{ productId: string; versionId: string }> {
  const product = (await post('/api/products', {
    name,
    code,
    productType: 'INSURANCE',
    ...(iconName === undefined ? {} : { iconName }),
  })) as { id: string };
  const version = (await post('/api/product-versions', {
    name: `${name} 2026`,
    productId: product.id,
    definition: { coreFields: HOME_CORE_FIELDS, objectDefinitions },
  })) as { id: string };
  await post(`/api/product-versions/${version.id}/activate`);
  return { productId: product.id, versionId: version.id };
}

/** A test's `call` as a `Post` that fails on anything but 200. */
export function checkedPost(
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>,
): Post {
  return async (path, body) => {
    const answer = await call('POST', path, body);
    if (answer.status !== 200)
      throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
}
