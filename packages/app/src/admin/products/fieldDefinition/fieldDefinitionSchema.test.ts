import { FIELD_TYPES, type FieldAttributes, type FieldType } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../../../engine/test-support/definitionSchemas.js';
import { fieldDefinitionOf, fieldForm, type FieldForm } from './fieldForm.js';
import { fieldFormErrors } from './fieldFormErrors.js';
import { fieldTypeAttributes, type FieldTypeAttributes } from './fieldTypeAttributes.js';

// The definition schemas of `schemas/` are the contract the server enforces: the dialog offers exactly what
// they allow.

/** What a field of the type needs to be valid at all. */
const REQUIRED: Partial<Record<FieldType, Partial<FieldAttributes>>> = {
  Lookup: { lookupId: 'fuel-types' },
  Object: { referenceId: 'address' },
  Customer: { partyTypes: ['PRIVATE'] },
};

/** One attribute of each kind, set to a value that suits the types that have it. */
const SAMPLES: Record<
  Exclude<keyof FieldTypeAttributes, 'attributeTypes' | 'defaultValue'>,
  Partial<FieldAttributes>
> = {
  matchPattern: { matchPattern: '^[A-Z]+$' },
  unitOfMeasure: { unitOfMeasure: 'km', unitOfMeasureSide: 'RIGHT' },
  decimalPlaces: { decimalPlaces: 2 },
  mandatory: { mandatory: true },
  highlight: { yesHighlighted: true },
  dates: { allowFutureDate: true, dateDefault: { type: 'CURRENT' } },
  lookup: { lookupId: 'fuel-types' },
  reference: { referenceId: 'address' },
  partyTypes: { partyTypes: ['LEGAL'] },
  formula: { formula: 'vehicle.value * 2' },
};

const accepts = (fieldType: FieldType, extra: Partial<FieldAttributes>) =>
  schemaErrors('field-definition', {
    key: 'subject',
    name: 'Subject',
    iconName: 'Label',
    attributes: { fieldType, ...REQUIRED[fieldType], ...extra },
  }).length === 0;

describe.each([...FIELD_TYPES])('fieldTypeAttributes(%s)', (fieldType) => {
  const attributes = fieldTypeAttributes(fieldType);

  it.each(Object.entries(SAMPLES))(
    'offers %s exactly when the definition schema accepts it',
    (name, sample) => {
      expect(attributes[name as keyof typeof SAMPLES]).toBe(accepts(fieldType, sample));
    },
  );

  it('offers the attribute types the definition schema accepts', () => {
    const accepted = (['ANY', 'SPECIFIC', 'RANGE'] as const).filter((attributeType) =>
      accepts(fieldType, {
        attributeType,
        ...(attributeType === 'SPECIFIC' ? { allowedValues: [1, 2] } : {}),
        ...(attributeType === 'RANGE' ? { range: { minValue: 1 } } : {}),
      }),
    );
    expect(attributes.attributeTypes).toEqual(attributes.unitOfMeasure ? accepted : []);
  });

  it('offers a default value exactly when the definition schema accepts one of some shape', () => {
    const shapes = [true, 1, 'x', '1', 'EUR', ['x'], [1], { amount: 1, currency: 'EUR' }];
    expect(attributes.defaultValue).toBe(shapes.some((value) => accepts(fieldType, { defaultValue: value })));
  });
});

describe('the dialog’s definitions', () => {
  const form = (changes: Partial<FieldForm>): FieldForm => ({
    ...fieldForm(),
    key: 'subject',
    name: { name: 'Subject', translations: { lv: 'Priekšmets' } },
    iconName: 'Label',
    mirrorKey: 'vehicle.make',
    displayCondition: 'vehicle.hasTrailer == true',
    summaryTemplate: '{{vehicle.make}}',
    printoutValue: 'Subject',
    showAsSummary: true,
    ...changes,
  });
  const FORMS: [string, Partial<FieldForm>][] = [
    ['String', { fieldType: 'String', matchPattern: '^[A-Z]+$', defaultValue: 'AB', mandatory: true }],
    ['Text', { fieldType: 'Text', defaultValue: 'Notes' }],
    ['StringArray', { fieldType: 'StringArray', defaultValue: 'red\nblue' }],
    [
      'Integer',
      {
        fieldType: 'Integer',
        unitOfMeasure: 'km',
        attributeType: 'RANGE',
        rangeMin: '0',
        rangeMax: '9',
        defaultValue: '3',
      },
    ],
    [
      'IntegerArray',
      {
        fieldType: 'IntegerArray',
        attributeType: 'SPECIFIC',
        allowedValues: ['1', '2'],
        defaultValue: '1\n2',
      },
    ],
    [
      'Numeric',
      {
        fieldType: 'Numeric',
        decimalPlaces: '2',
        unitOfMeasure: '%',
        unitOfMeasureSide: 'LEFT',
        defaultValue: '1.25',
      },
    ],
    ['Phone', { fieldType: 'Phone', defaultValue: '37120000000' }],
    ['Boolean', { fieldType: 'Boolean', defaultValue: 'true', noHighlighted: true }],
    [
      'Date',
      {
        fieldType: 'Date',
        allowFutureDate: true,
        dateDefaultType: 'DYNAMIC',
        dateOperations: [{ type: 'SET', unit: 'DAYS', value: '31' }],
      },
    ],
    ['Date', { fieldType: 'Date', dateDefaultType: 'STATIC', dateDefaultValue: '2026-02-28' }],
    ['DateTime', { fieldType: 'DateTime', dateDefaultType: 'STATIC', dateDefaultValue: '2026-02-28T23:59' }],
    [
      'DateTime',
      {
        fieldType: 'DateTime',
        dateDefaultType: 'DYNAMIC',
        dateOperations: [{ type: 'MINUS', unit: 'HOURS', value: '2' }],
      },
    ],
    ['Money', { fieldType: 'Money', defaultValue: '100.50', defaultCurrency: 'EUR' }],
    ['Customer', { fieldType: 'Customer', partyTypes: ['PRIVATE', 'LEGAL'] }],
    ['Currency', { fieldType: 'Currency', defaultValue: 'EUR' }],
    ['Lookup', { fieldType: 'Lookup', lookupId: 'fuel-types', defaultValue: 'PETROL' }],
    ['Object', { fieldType: 'Object', referenceId: 'address' }],
  ];

  it.each(FORMS)('of a valid %s field pass the definition schema', (_type, changes) => {
    const valid = form(changes);
    expect(fieldFormErrors(valid, { otherKeys: [] })).toEqual({});
    expect(schemaErrors('field-definition', fieldDefinitionOf(valid))).toEqual([]);
  });
});
