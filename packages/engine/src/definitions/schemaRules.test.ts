/** The validation rules of definitions as the definition schemas enforce them on payloads. */
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../test-support/definitionSchemas.js';
import { DEFAULT_TENANT_SETTINGS } from './tenantSettings.js';
import type { DateOperation, FieldAttributes, FieldDefinition, ObjectDefinition } from './types.js';

const field = (attributes: FieldAttributes): FieldDefinition => ({
  key: 'subject',
  name: 'Subject',
  iconName: 'Label',
  attributes,
});
const fieldErrors = (attributes: FieldAttributes) => schemaErrors('field-definition', field(attributes));
const dateOperationsErrors = (fieldType: 'Date' | 'DateTime', operations: DateOperation[]) =>
  fieldErrors({ fieldType, dateDefault: { type: 'DYNAMIC', operations } });

describe('field definition', () => {
  it('requires key, name and icon, with a key usable in data paths', () => {
    expect(
      schemaErrors('field-definition', { key: 'ok', name: 'Ok', attributes: { fieldType: 'String' } }),
    ).toContain("must have required property 'iconName'");
    expect(
      schemaErrors('field-definition', { ...field({ fieldType: 'String' }), key: 'first name' }),
    ).toContain('/key must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"');
  });

  it('rejects attributes it does not know', () => {
    expect(fieldErrors({ fieldType: 'String', colour: 'red' } as FieldAttributes)).toContain(
      '/attributes must NOT have additional properties',
    );
  });

  it('a Lookup field names its lookup', () => {
    expect(fieldErrors({ fieldType: 'Lookup' })).toContain(
      "/attributes must have required property 'lookupId'",
    );
    expect(fieldErrors({ fieldType: 'Lookup', lookupId: 'fuel-types' })).toEqual([]);
    expect(fieldErrors({ fieldType: 'String', lookupId: 'fuel-types' })).toContain(
      '/attributes/lookupId boolean schema is false',
    );
  });

  it('an Object field names the referenced object definition', () => {
    expect(fieldErrors({ fieldType: 'Object' })).toContain(
      "/attributes must have required property 'referenceId'",
    );
    expect(fieldErrors({ fieldType: 'Object', referenceId: 'address' })).toEqual([]);
  });

  it('a Customer field allows at least one party type, without repeats', () => {
    expect(fieldErrors({ fieldType: 'Customer' })).toContain(
      "/attributes must have required property 'partyTypes'",
    );
    expect(fieldErrors({ fieldType: 'Customer', partyTypes: [] })).toContain(
      '/attributes/partyTypes must NOT have fewer than 1 items',
    );
    expect(fieldErrors({ fieldType: 'Customer', partyTypes: ['LEGAL', 'LEGAL'] })).not.toEqual([]);
    expect(fieldErrors({ fieldType: 'Customer', partyTypes: ['PRIVATE', 'LEGAL'] })).toEqual([]);
    expect(fieldErrors({ fieldType: 'String', partyTypes: ['PRIVATE'] })).not.toEqual([]);
  });

  it('a Boolean field has no mandatory setting', () => {
    expect(fieldErrors({ fieldType: 'Boolean', mandatory: true })).toContain(
      '/attributes/mandatory must be equal to constant',
    );
    expect(fieldErrors({ fieldType: 'Boolean', mandatory: false, yesHighlighted: true })).toEqual([]);
    expect(fieldErrors({ fieldType: 'String', yesHighlighted: true })).not.toEqual([]);
  });

  it.each<[string, FieldAttributes, boolean]>([
    ['a match pattern on String', { fieldType: 'String', matchPattern: '^[A-Z]+$' }, true],
    ['a match pattern on Text', { fieldType: 'Text', matchPattern: '^[A-Z]+$' }, true],
    ['a match pattern on Integer', { fieldType: 'Integer', matchPattern: '^[0-9]+$' }, false],
    ['a match pattern that is no regular expression', { fieldType: 'String', matchPattern: '[A-' }, false],
    [
      'a unit of measure on Integer',
      { fieldType: 'Integer', unitOfMeasure: 'km', unitOfMeasureSide: 'RIGHT' },
      true,
    ],
    ['a unit of measure on Numeric', { fieldType: 'Numeric', unitOfMeasure: '%' }, true],
    ['a unit of measure on IntegerArray', { fieldType: 'IntegerArray', unitOfMeasure: 'days' }, true],
    ['a unit of measure on Money', { fieldType: 'Money', unitOfMeasure: 'EUR' }, false],
    ['decimal places on Numeric', { fieldType: 'Numeric', decimalPlaces: 3 }, true],
    ['decimal places on Integer', { fieldType: 'Integer', decimalPlaces: 0 }, false],
    [
      'a range on Integer',
      { fieldType: 'Integer', attributeType: 'RANGE', range: { minValue: 1, maxValue: 9 } },
      true,
    ],
    ['a range on Numeric', { fieldType: 'Numeric', attributeType: 'RANGE', range: { minValue: 0 } }, false],
    ['an empty range', { fieldType: 'Integer', attributeType: 'RANGE', range: {} }, false],
    ['a range without attribute type RANGE', { fieldType: 'Integer', range: { minValue: 1 } }, false],
    ['attribute type RANGE without a range', { fieldType: 'Integer', attributeType: 'RANGE' }, false],
    [
      'allowed values on Numeric',
      { fieldType: 'Numeric', attributeType: 'SPECIFIC', allowedValues: [0.5, 1] },
      true,
    ],
    [
      'repeated allowed values',
      { fieldType: 'Integer', attributeType: 'SPECIFIC', allowedValues: [1, 2, 1] },
      false,
    ],
    [
      'fractional allowed values on Integer',
      { fieldType: 'Integer', attributeType: 'SPECIFIC', allowedValues: [2.5] },
      false,
    ],
    [
      'allowed values without attribute type SPECIFIC',
      { fieldType: 'Integer', allowedValues: [1, 2] },
      false,
    ],
    [
      'attribute type SPECIFIC without allowed values',
      { fieldType: 'Integer', attributeType: 'SPECIFIC' },
      false,
    ],
    [
      'allowed values on String',
      { fieldType: 'String', attributeType: 'SPECIFIC', allowedValues: [1] },
      false,
    ],
    ['the future-date switch on Date', { fieldType: 'Date', allowFutureDate: true }, true],
    ['the future-date switch on String', { fieldType: 'String', allowFutureDate: true }, false],
  ])('%s: valid %s', (_, attributes, valid) => {
    expect(fieldErrors(attributes).length === 0).toBe(valid);
  });

  it.each<[string, FieldAttributes, boolean]>([
    ['String', { fieldType: 'String', defaultValue: 'x' }, true],
    ['Phone, digits only', { fieldType: 'Phone', defaultValue: '+371 2912' }, false],
    ['Integer', { fieldType: 'Integer', defaultValue: 5 }, true],
    ['Integer given a string', { fieldType: 'Integer', defaultValue: '5' }, false],
    ['Integer given a fraction', { fieldType: 'Integer', defaultValue: 1.5 }, false],
    ['Numeric', { fieldType: 'Numeric', defaultValue: 1.5 }, true],
    ['Boolean', { fieldType: 'Boolean', defaultValue: false }, true],
    ['Money', { fieldType: 'Money', defaultValue: { amount: 200, currency: 'EUR' } }, true],
    ['Money without currency', { fieldType: 'Money', defaultValue: { amount: 200 } }, false],
    ['StringArray', { fieldType: 'StringArray', defaultValue: ['a', 'b'] }, true],
    ['IntegerArray given fractions', { fieldType: 'IntegerArray', defaultValue: [1.5] }, false],
    ['Lookup, a value key', { fieldType: 'Lookup', lookupId: 'l', defaultValue: 'PETROL' }, true],
    ['Currency, an ISO code', { fieldType: 'Currency', defaultValue: 'eur' }, false],
    ['Date, which uses a date default instead', { fieldType: 'Date', defaultValue: '2026-01-01' }, false],
    ['Customer', { fieldType: 'Customer', partyTypes: ['PRIVATE'], defaultValue: { id: '1' } }, false],
  ])('a default value of %s: valid %s', (_, attributes, valid) => {
    expect(fieldErrors(attributes).length === 0).toBe(valid);
  });
});

describe('date defaults', () => {
  it('apply to Date and DateTime only', () => {
    expect(fieldErrors({ fieldType: 'DateTime', dateDefault: { type: 'CURRENT' } })).toEqual([]);
    expect(fieldErrors({ fieldType: 'String', dateDefault: { type: 'CURRENT' } })).toContain(
      '/attributes/dateDefault boolean schema is false',
    );
  });

  it('a static default holds a value of the field type', () => {
    expect(fieldErrors({ fieldType: 'Date', dateDefault: { type: 'STATIC' } })).toContain(
      "/attributes/dateDefault must have required property 'value'",
    );
    expect(fieldErrors({ fieldType: 'Date', dateDefault: { type: 'STATIC', value: '2026-02-28' } })).toEqual(
      [],
    );
    expect(
      fieldErrors({ fieldType: 'Date', dateDefault: { type: 'STATIC', value: '2026-02-30' } }),
    ).toContain('/attributes/dateDefault/value must match format "date"');
    const dateTime = { type: 'STATIC' as const, value: '2026-02-28T09:00:00Z' };
    expect(fieldErrors({ fieldType: 'DateTime', dateDefault: dateTime })).toEqual([]);
    expect(
      fieldErrors({ fieldType: 'DateTime', dateDefault: { type: 'STATIC', value: '2026-02-28' } }),
    ).not.toEqual([]);
  });

  it('a dynamic default has at least one operation, and only a dynamic one has operations', () => {
    expect(fieldErrors({ fieldType: 'Date', dateDefault: { type: 'DYNAMIC' } })).toContain(
      "/attributes/dateDefault must have required property 'operations'",
    );
    expect(dateOperationsErrors('Date', [])).toContain(
      '/attributes/dateDefault/operations must NOT have fewer than 1 items',
    );
    const operations: DateOperation[] = [{ type: 'PLUS', unit: 'DAYS', value: 1 }];
    expect(fieldErrors({ fieldType: 'Date', dateDefault: { type: 'CURRENT', operations } })).not.toEqual([]);
  });

  it('a Date moves in years, months and days only; a DateTime also in hours, minutes and seconds', () => {
    for (const unit of ['HOURS', 'MINUTES', 'SECONDS'] as const) {
      expect(dateOperationsErrors('Date', [{ type: 'PLUS', unit, value: 1 }])).not.toEqual([]);
      expect(dateOperationsErrors('DateTime', [{ type: 'PLUS', unit, value: 1 }])).toEqual([]);
    }
    expect(dateOperationsErrors('Date', [{ type: 'MINUS', unit: 'YEARS', value: 18 }])).toEqual([]);
  });

  it.each<[DateOperation['type'], DateOperation['unit'], number, number | undefined]>([
    ['SET', 'YEARS', 1, undefined],
    ['SET', 'MONTHS', 1, 12],
    ['SET', 'DAYS', 1, 31],
    ['SET', 'HOURS', 1, 23],
    ['SET', 'MINUTES', 1, 59],
    ['SET', 'SECONDS', 1, 59],
    ['PLUS', 'DAYS', 1, undefined],
    ['MINUS', 'MONTHS', 1, undefined],
    ['PLUS', 'HOURS', 1, undefined],
  ])('%s %s takes values from %i to %s', (type, unit, minimum, maximum) => {
    const errors = (value: number) => dateOperationsErrors('DateTime', [{ type, unit, value }]);
    expect(errors(minimum)).toEqual([]);
    expect(errors(minimum - 1)).not.toEqual([]);
    expect(errors(1.5)).not.toEqual([]);
    if (maximum === undefined) {
      expect(errors(10_000)).toEqual([]);
    } else {
      expect(errors(maximum)).toEqual([]);
      expect(errors(maximum + 1)).not.toEqual([]);
    }
  });

  it('rejects SET MONTHS 13 on a Date', () => {
    expect(dateOperationsErrors('Date', [{ type: 'SET', unit: 'MONTHS', value: 13 }])).toContain(
      '/attributes/dateDefault/operations/0/value must be <= 12',
    );
  });
});

describe('object definition', () => {
  const object = (overrides: Partial<ObjectDefinition> = {}, attributes = {}): unknown => ({
    key: 'vehicle',
    objectType: 'CUSTOM',
    name: 'Vehicle',
    fields: [field({ fieldType: 'String' })],
    ...overrides,
    attributes: { controlType: 'SINGLE_OBJECT', ...attributes },
  });

  it('has 1 to 10 columns', () => {
    expect(schemaErrors('object-definition', object({}, { columns: 10 }))).toEqual([]);
    expect(schemaErrors('object-definition', object({}, { columns: 11 }))).toContain(
      '/attributes/columns must be <= 10',
    );
    expect(schemaErrors('object-definition', object({}, { columns: 0 }))).toContain(
      '/attributes/columns must be >= 1',
    );
  });

  it('bounds repeated objects only, from 0 up', () => {
    const repeated = { controlType: 'MULTIPLE_OBJECTS', minElements: 0, maxElements: 0 };
    expect(schemaErrors('object-definition', object({}, repeated))).toEqual([]);
    expect(schemaErrors('object-definition', object({}, { ...repeated, maxElements: -1 }))).toContain(
      '/attributes/maxElements must be >= 0',
    );
    expect(schemaErrors('object-definition', object({}, { maxElements: 3 }))).toContain(
      '/attributes/maxElements boolean schema is false',
    );
  });

  it('offers the unique-fields constraint only for predefined object types', () => {
    const unique = { uniqueFieldsConstraint: ['subject'] };
    expect(schemaErrors('object-definition', object({ objectType: 'PRIVATE' }, unique))).toEqual([]);
    expect(schemaErrors('object-definition', object({ objectType: 'CUSTOM' }, unique))).toContain(
      '/attributes/uniqueFieldsConstraint boolean schema is false',
    );
  });

  it('validates its fields with the field definition rules', () => {
    const lookupWithoutId = field({ fieldType: 'Lookup' });
    expect(schemaErrors('object-definition', object({ fields: [lookupWithoutId] }))).toContain(
      "/fields/0/attributes must have required property 'lookupId'",
    );
  });
});

describe('tenant settings', () => {
  const named = {
    ...DEFAULT_TENANT_SETTINGS,
    companyFullName: 'Demo SIA',
    companyRegistrationNumber: '40003',
  };

  it('the defaults are valid once the company is named', () => {
    expect(schemaErrors('tenant-settings', named)).toEqual([]);
    expect(schemaErrors('tenant-settings', DEFAULT_TENANT_SETTINGS)).toEqual([
      '/companyFullName must NOT have fewer than 1 characters',
      '/companyRegistrationNumber must NOT have fewer than 1 characters',
    ]);
  });

  it('need at least one product type and one language', () => {
    expect(schemaErrors('tenant-settings', { ...named, supportedProductTypes: [] })).toContain(
      '/supportedProductTypes must NOT have fewer than 1 items',
    );
    expect(schemaErrors('tenant-settings', { ...named, supportedLanguages: [] })).toContain(
      '/supportedLanguages must NOT have fewer than 1 items',
    );
  });
});

describe('integration', () => {
  const email = {
    type: 'EMAIL',
    provider: 'MAILGUN',
    name: 'Mail',
    enabled: true,
    settings: {
      apiKey: 'k',
      apiUrl: 'https://api.mailgun.net/v3',
      domain: 'mg.example.com',
      sentFrom: 'a@b.c',
    },
  };

  it('requires every mandatory field of the provider', () => {
    expect(schemaErrors('integration', email)).toEqual([]);
    const { apiKey: _, ...withoutKey } = email.settings;
    expect(schemaErrors('integration', { ...email, settings: withoutKey })).toContain(
      "/settings must have required property 'apiKey'",
    );
  });

  it('rejects a provider of another type and settings the provider does not have', () => {
    expect(schemaErrors('integration', { ...email, provider: 'INFOBIP' })).toContain(
      '/provider must be equal to one of the allowed values',
    );
    expect(
      schemaErrors('integration', { ...email, settings: { ...email.settings, botToken: 't' } }),
    ).toContain('/settings must NOT have additional properties');
  });
});

describe('saved query and decision', () => {
  const query = { name: 'All', queryObject: 'PARTIES', columns: ['name'] };

  it('a saved query sorts by field:ASC or field:DESC', () => {
    expect(
      schemaErrors('saved-query', { ...query, sorting: ['name:DESC', 'data.vehicle.make:ASC'] }),
    ).toEqual([]);
    expect(schemaErrors('saved-query', { ...query, sorting: ['name:UP'] })).not.toEqual([]);
  });

  it('a decision applies to quotes or loan applications on a cron schedule', () => {
    const decision = {
      name: 'Expire',
      queryObject: 'INSURANCE_QUOTES',
      cron: '0 3 * * *',
      quoteOperation: 'EXPIRE',
    };
    expect(schemaErrors('decision', decision)).toEqual([]);
    expect(schemaErrors('decision', { ...decision, queryObject: 'POLICIES' })).not.toEqual([]);
    expect(schemaErrors('decision', { ...decision, cron: 'every night' })).not.toEqual([]);
    expect(schemaErrors('decision', { ...decision, quoteDiff: [{ key: 'status', value: 'X' }] })).not.toEqual(
      [],
    );
  });
});
