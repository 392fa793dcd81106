/**
 * The example tenant content of `examples/` (repo root) is valid against the definition schemas, consistent
 * with itself, covers every field and control type, and its product versions compile into forms that accept
 * the sample data.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readJson, REPO_ROOT, schemaErrors } from '../../test-support/definitionSchemas.js';
import { exampleData } from '../../test-support/exampleData.js';
import { compileForm } from '../compile/compileForm.js';
import { conditionFields, tryParseCondition } from '../condition/index.js';
import { applyFormulas } from '../formula/index.js';
import { createValidator } from '../validate/createValidator.js';
import type { Decision } from './decision.js';
import type { Label } from './label.js';
import { PREDEFINED_OBJECT_DEFINITIONS } from './predefined.js';
import type { SavedQuery } from './savedQuery.js';
import type { TenantSettings } from './tenantSettings.js';
import { CONTROL_TYPES, FIELD_TYPES } from './types.js';
import type { FieldDefinition, Lookup, ObjectDefinition, ProductVersion, Translations } from './types.js';

const EXAMPLES = new URL('examples/', REPO_ROOT);

/** Paths of the JSON files under `examples/`, relative to it; `embed/` holds an app, not tenant content. */
function exampleFiles(folder = ''): string[] {
  return readdirSync(new URL(folder, EXAMPLES), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}${entry.name}`;
    if (entry.isDirectory()) return path === 'embed' ? [] : exampleFiles(`${path}/`);
    return path.endsWith('.json') ? [path] : [];
  });
}

/** The schema each folder's files follow. */
const SCHEMA_BY_FOLDER: Readonly<Record<string, string>> = {
  products: 'product-version',
  objects: 'object-definition',
  lookups: 'lookup',
  queries: 'saved-query',
  decisions: 'decision',
};
const SCHEMA_BY_FILE: Readonly<Record<string, string>> = { 'tenant-settings.json': 'tenant-settings' };
const LABELS_FILE = 'labels.json';
/** `data/motor-insurance.quote.json` is data of `products/motor-insurance.json`. */
const SAMPLE_DATA = /^data\/([a-z0-9-]+)\.[a-z0-9-]+\.json$/;
/** The demo tenant's sample records (persons, quotes and what they lead to), made by the server's seed. */
const SAMPLE_RECORDS = /^samples\/[a-z0-9-.]+\.json$/;

const files = exampleFiles();
const schemaOf = (path: string): string | undefined =>
  SCHEMA_BY_FILE[path] ?? SCHEMA_BY_FOLDER[path.split('/').length === 2 ? (path.split('/')[0] ?? '') : ''];
const example = <T>(path: string): T => readJson(new URL(path, EXAMPLES)) as T;
const inFolder = <T>(folder: string): T[] =>
  files.filter((path) => path.startsWith(`${folder}/`)).map((path) => example<T>(path));

const products = Object.fromEntries(
  files
    .filter((path) => path.startsWith('products/'))
    .map((path) => [path.replace(/^products\/|\.json$/g, ''), example<ProductVersion>(path)]),
);
const productObjects = Object.values(products).flatMap((product) => product.definition.objectDefinitions);
const sharedObjects = inFolder<ObjectDefinition>('objects');
const lookups = inFolder<Lookup>('lookups');
const allFields = (objects: ObjectDefinition[]): FieldDefinition[] =>
  objects.flatMap((object) => object.fields);

describe('every example follows its schema', () => {
  it('every file is a definition with a schema, the label list, or sample data of an example product', () => {
    const unmapped = files.filter((path) => {
      const product = SAMPLE_DATA.exec(path)?.[1];
      return (
        !schemaOf(path) &&
        path !== LABELS_FILE &&
        !(product && products[product]) &&
        !SAMPLE_RECORDS.test(path)
      );
    });
    expect(unmapped).toEqual([]);
  });

  it.each(files.filter((path) => schemaOf(path)).map((path) => [path, schemaOf(path)]))(
    '%s is a valid %s',
    (path, schema) => {
      expect(schemaErrors(schema ?? '', example(path))).toEqual([]);
    },
  );

  it('labels.json is a list of valid labels', () => {
    const labels = example<Label[]>(LABELS_FILE);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.flatMap((label) => schemaErrors('label', label))).toEqual([]);
  });
});

describe('the example products', () => {
  it('are a motor insurance and a consumer loan, each with several objects', () => {
    expect(Object.keys(products).sort()).toEqual(['consumer-loan', 'motor-insurance']);
    for (const product of Object.values(products))
      expect(product.definition.objectDefinitions.length).toBeGreaterThan(3);
  });

  it('use every field type and every control type', () => {
    const fieldTypes = new Set(allFields(productObjects).map((field) => field.attributes.fieldType));
    const controlTypes = new Set(productObjects.map((object) => object.attributes.controlType));
    expect(FIELD_TYPES.filter((type) => !fieldTypes.has(type))).toEqual([]);
    expect(CONTROL_TYPES.filter((type) => !controlTypes.has(type))).toEqual([]);
  });

  it('use display conditions on objects and fields, and dynamic date defaults', () => {
    expect(productObjects.some((object) => object.attributes.displayCondition)).toBe(true);
    expect(allFields(productObjects).some((field) => field.attributes.displayCondition)).toBe(true);
    expect(allFields(productObjects).some((field) => field.attributes.dateDefault?.type === 'DYNAMIC')).toBe(
      true,
    );
  });

  it('have unique object keys per product and unique field keys per object', () => {
    for (const product of Object.values(products)) {
      const keys = product.definition.objectDefinitions.map((object) => object.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    for (const object of [...productObjects, ...sharedObjects]) {
      const keys = object.fields.map((field) => field.key);
      expect(new Set(keys).size, object.key).toBe(keys.length);
    }
  });

  it('reference example lookups and example object definitions by id', () => {
    const fields = allFields([...productObjects, ...sharedObjects]);
    const lookupIds = new Set(lookups.map((lookup) => lookup.id));
    const objectIds = new Set(sharedObjects.map((object) => object.id));
    const missingLookups = fields.flatMap(({ attributes: { lookupId } }) =>
      lookupId && !lookupIds.has(lookupId) ? [lookupId] : [],
    );
    const missingObjects = fields.flatMap(({ attributes: { referenceId } }) =>
      referenceId && !objectIds.has(referenceId) ? [referenceId] : [],
    );
    expect({ missingLookups, missingObjects }).toEqual({ missingLookups: [], missingObjects: [] });
  });

  it('carry the predefined fields of predefined object types they use', () => {
    for (const object of productObjects) {
      const predefined = PREDEFINED_OBJECT_DEFINITIONS.find((each) => each.objectType === object.objectType);
      if (!predefined) continue;
      const carried = object.fields.filter((field) => field.attributes.predefined);
      expect(
        carried.map((field) => [field.key, field.attributes.fieldType]),
        object.key,
      ).toEqual(predefined.fields.map((field) => [field.key, field.attributes.fieldType]));
    }
  });
});

/** Whether a dotted data path names a field of `objects`, into Money parts and referenced objects. */
function pathExists(objects: ObjectDefinition[], [objectKey, fieldKey, ...rest]: string[]): boolean {
  const field = objects
    .find((object) => object.key === objectKey)
    ?.fields.find((each) => each.key === fieldKey);
  if (!field || rest.length === 0) return field !== undefined;
  const { fieldType, referenceId } = field.attributes;
  if (fieldType === 'Money') return rest.length === 1 && ['amount', 'currency'].includes(rest[0] ?? '');
  const referenced = sharedObjects.find((object) => object.id === referenceId);
  return (
    fieldType === 'Object' && referenced !== undefined && pathExists([referenced], [referenced.key, ...rest])
  );
}

/** Fields of a condition that name no field of `objects`; throws when the text does not parse. */
function unknownFields(condition: string, objects: ObjectDefinition[]): string[] {
  const group = tryParseCondition(condition);
  if (!group) throw new Error(`Unparseable condition: ${condition}`);
  return conditionFields(group).filter((path) => !pathExists(objects, path.split('.')));
}

describe('the example conditions', () => {
  it('display conditions parse and name fields of their product', () => {
    for (const product of Object.values(products)) {
      const objects = product.definition.objectDefinitions;
      const conditions = [...objects, ...allFields(objects)].flatMap(({ attributes }) =>
        attributes.displayCondition ? [attributes.displayCondition] : [],
      );
      expect(
        conditions.flatMap((condition) => unknownFields(condition, objects)),
        product.name,
      ).toEqual([]);
    }
  });

  it('decisions name fields of the products of their query object, in conditions and field changes', () => {
    const productOf = { INSURANCE_QUOTES: 'motor-insurance', LOAN_APPLICATIONS: 'consumer-loan' } as const;
    for (const decision of inFolder<Decision>('decisions')) {
      const objects = products[productOf[decision.queryObject]]?.definition.objectDefinitions ?? [];
      const changed = (decision.quoteDiff ?? []).filter(({ key }) => !pathExists(objects, key.split('.')));
      expect([...unknownFields(decision.conditions ?? '', objects), ...changed], decision.name).toEqual([]);
    }
  });

  it('saved-query conditions parse', () => {
    for (const query of inFolder<SavedQuery>('queries')) {
      expect(tryParseCondition(query.conditions ?? ''), query.name).toBeDefined();
    }
  });
});

describe('the example lookups', () => {
  it('have unique ids, keys and value keys', () => {
    expect(new Set(lookups.map((lookup) => lookup.id)).size).toBe(lookups.length);
    expect(new Set(lookups.map((lookup) => lookup.key)).size).toBe(lookups.length);
    for (const lookup of lookups) {
      expect(new Set(lookup.values.map((value) => value.key)).size, lookup.key).toBe(lookup.values.length);
    }
  });
});

/** The languages besides English (the base `name`) that the app speaks. */
const LANGUAGES = ['de', 'fr', 'lv', 'ru'] as const;

/** `where: language` for every language `named` has no (or an empty) translation into. */
function untranslated(where: string, named: { name: string; translations?: Translations }): string[] {
  return LANGUAGES.filter((language) => !named.translations?.[language]?.trim()).map(
    (language) => `${where} "${named.name}": ${language}`,
  );
}

/** The untranslated names of objects and their fields. */
const untranslatedObjects = (where: string, objects: readonly ObjectDefinition[]): string[] =>
  objects.flatMap((object) => [
    ...untranslated(`${where} ${object.key}`, object),
    ...object.fields.flatMap((field) => untranslated(`${where} ${object.key}.${field.key}`, field)),
  ]);

describe('the example content speaks every supported language', () => {
  it('names every object and field of the products and shared objects in German, French, Latvian and Russian', () => {
    const missing = [
      ...Object.entries(products).flatMap(([product, version]) =>
        untranslatedObjects(product, version.definition.objectDefinitions),
      ),
      ...untranslatedObjects('objects', sharedObjects),
    ];
    expect(missing).toEqual([]);
  });

  it('names every lookup and lookup value in every language', () => {
    const missing = lookups.flatMap((lookup) => [
      ...untranslated(lookup.key, lookup),
      ...lookup.values.flatMap((value) => untranslated(`${lookup.key}.${value.key}`, value)),
    ]);
    expect(missing).toEqual([]);
  });

  it('names every label, saved query, translated query column and decision in every language', () => {
    const queries = inFolder<SavedQuery>('queries');
    const missing = [
      ...example<Label[]>(LABELS_FILE).flatMap((label) => untranslated('label', label)),
      ...queries.flatMap((query) => untranslated('query', query)),
      ...queries.flatMap((query) =>
        Object.entries(query.columnTranslations ?? {}).flatMap(([column, translations]) =>
          untranslated(`query "${query.name}" column`, { name: column, translations }),
        ),
      ),
      ...inFolder<Decision>('decisions').flatMap((decision) => untranslated('decision', decision)),
    ];
    expect(missing).toEqual([]);
  });

  it('writes every text of the sample records (notes, descriptions) in every language', () => {
    /** Each `{ text, translations }` of a sample file: a text the seed writes in the tenant's language. */
    const texts = (value: unknown): { name: string; translations?: Translations }[] => {
      if (Array.isArray(value)) return value.flatMap(texts);
      if (typeof value !== 'object' || value === null) return [];
      if ('text' in value && 'translations' in value) {
        const { text, translations } = value as { text: string; translations: Translations };
        return [{ name: text, translations }];
      }
      return Object.values(value).flatMap(texts);
    };
    const samples = files.filter((path) => SAMPLE_RECORDS.test(path));
    expect(samples.flatMap((path) => texts(example(path))).length).toBeGreaterThan(5);
    expect(
      samples.flatMap((path) => texts(example(path)).flatMap((text) => untranslated(path, text))),
    ).toEqual([]);
  });

  it('names the predefined objects and fields a new tenant starts with in every language', () => {
    expect(untranslatedObjects('predefined', PREDEFINED_OBJECT_DEFINITIONS)).toEqual([]);
  });

  it('offers every language in the tenant settings', () => {
    expect(example<TenantSettings>('tenant-settings.json').supportedLanguages.sort()).toEqual(
      ['en', ...LANGUAGES].sort(),
    );
  });
});

describe('the example products compile and accept their sample data', () => {
  const settings = example<TenantSettings>('tenant-settings.json');
  const compile = (product: string) =>
    compileForm(products[product]?.definition.objectDefinitions ?? [], {
      locale: 'en-GB',
      now: '2026-11-21T12:00:00',
      lookups,
      objectDefinitions: sharedObjects,
      currencies: settings.supportedCurrencies,
      mode: 'edit',
    });
  /** As the server validates: the calculated fields (needsGuarantor) computed first. */
  const validate = (product: string, data: Record<string, unknown>) => {
    const form = compile(product);
    return createValidator(form.schema)(applyFormulas(form.formulas, data));
  };
  const motorQuote = () =>
    example<Record<string, Record<string, unknown>>>('data/motor-insurance.quote.json');
  const loanApplication = () =>
    example<Record<string, Record<string, unknown>>>('data/consumer-loan.application.json');

  it.each(files.filter((path) => SAMPLE_DATA.test(path)))('%s is valid data of its product', (path) => {
    expect(validate(SAMPLE_DATA.exec(path)?.[1] ?? '', example(path))).toEqual({ valid: true, errors: {} });
  });

  it('the defaults hold the computed date defaults', () => {
    const motor = compile('motor-insurance').defaults as Record<string, Record<string, unknown>>;
    const loan = compile('consumer-loan').defaults as Record<string, Record<string, unknown>>;
    expect(motor.quote).toMatchObject({ startDate: '2026-11-22', endDate: '2027-11-21' });
    expect(loan.loan).toMatchObject({ firstPaymentDate: '2026-12-15', term: 36 });
  });

  it('a quote without a vehicle make, or with a make not in the lookup, is rejected there', () => {
    const { make: _, ...withoutMake } = motorQuote().vehicle ?? {};
    expect(validate('motor-insurance', { ...motorQuote(), vehicle: withoutMake }).errors).toHaveProperty([
      'vehicle.make',
    ]);
    const unknownMake = { ...motorQuote().vehicle, make: 'LADA' };
    expect(validate('motor-insurance', { ...motorQuote(), vehicle: unknownMake }).errors).toHaveProperty([
      'vehicle.make',
    ]);
  });

  it('a guarantor is required only above 15 000 (the calculated "needs a guarantor")', () => {
    const { guarantor: _, ...withoutGuarantor } = loanApplication();
    expect(validate('consumer-loan', withoutGuarantor).errors).toHaveProperty(['guarantor']);
    const small = {
      ...withoutGuarantor,
      loan: { ...loanApplication().loan, amount: { amount: 9000, currency: 'EUR' } },
    };
    expect(validate('consumer-loan', small)).toEqual({ valid: true, errors: {} });
  });

  it('a car loan with pledge asks for the pledged car, on a car loan only', () => {
    const application = loanApplication();
    const { pledgedVehicle: _, ...unnamed } = application.loan ?? {};
    expect(validate('consumer-loan', { ...application, loan: unnamed }).errors).toHaveProperty([
      'loan.pledgedVehicle',
    ]);
    const notPledged = { ...unnamed, carLoanWithPledge: false };
    expect(validate('consumer-loan', { ...application, loan: notPledged })).toEqual({
      valid: true,
      errors: {},
    });
  });
});

describe('the example records as tests store them', () => {
  type Motor = { quote: { startDate: string; endDate: string }; inspection: { inspectedAt: string } };
  type Loan = { loan: { firstPaymentDate: string }; existingLoans: { maturityDate: string }[] };

  it('are as written on the day they were written', () => {
    expect(exampleData('motor-insurance.quote.json', '2026-11-20')).toEqual(
      example('data/motor-insurance.quote.json'),
    );
  });

  it('keep their distance from today on any other day, across months and years', () => {
    const motor = exampleData<Motor>('motor-insurance.quote.json', '2028-02-27');
    expect(motor.quote).toEqual({ ...motor.quote, startDate: '2028-03-09', endDate: '2029-03-08' });
    expect(motor.inspection.inspectedAt).toBe('2028-02-26T10:30:00+02:00');
    const loan = exampleData<Loan>('consumer-loan.application.json', '2026-10-01');
    expect(loan.loan.firstPaymentDate).toBe('2026-10-26');
    expect(loan.existingLoans[0]?.maturityDate).toBe('2028-04-11');
  });
});
