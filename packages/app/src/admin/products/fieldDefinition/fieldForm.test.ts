import type { FieldDefinition } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { fieldDefinitionOf, fieldForm, typedDefaultValue, type FieldForm } from './fieldForm.js';

const base = (changes: Partial<FieldForm>): FieldForm => ({
  ...fieldForm(),
  key: 'subject',
  name: { name: ' Subject ', translations: { de: 'Gegenstand' } },
  iconName: 'Label',
  ...changes,
});

describe('fieldForm', () => {
  it('starts a new field as a used String', () => {
    expect(fieldForm()).toMatchObject({
      fieldType: 'String',
      used: true,
      attributeType: 'ANY',
      dateDefaultType: 'NONE',
    });
  });

  it('reads a stored field back as it was saved', () => {
    const stored: FieldDefinition = {
      key: 'term',
      name: 'Term',
      iconName: 'DateRange',
      seq: 1,
      translations: { lv: 'Termiņš' },
      attributes: {
        fieldType: 'Integer',
        used: true,
        hidden: false,
        mandatory: true,
        predefined: true,
        unitOfMeasure: 'months',
        unitOfMeasureSide: 'RIGHT',
        attributeType: 'RANGE',
        range: { minValue: 6, maxValue: 84 },
        defaultValue: 36,
        showAsSummary: false,
      },
    };
    expect(fieldDefinitionOf(fieldForm(stored))).toEqual(stored);
  });

  it('keeps a DateTime static default to the minute of the tenant’s clock', () => {
    const form = base({
      fieldType: 'DateTime',
      dateDefaultType: 'STATIC',
      dateDefaultValue: '2026-05-01T09:30',
    });
    const saved = fieldDefinitionOf(form);
    expect(saved.attributes.dateDefault).toEqual({ type: 'STATIC', value: '2026-05-01T09:30:00Z' });
    expect(fieldForm(saved).dateDefaultValue).toBe('2026-05-01T09:30');
  });
});

describe('fieldDefinitionOf', () => {
  it('trims texts and leaves blank ones out', () => {
    const saved = fieldDefinitionOf(
      base({ mirrorKey: ' ', summaryTemplate: ' {{vehicle.make}} ', printoutValue: '' }),
    );
    expect(saved.name).toBe('Subject');
    expect(saved.attributes).not.toHaveProperty('mirrorKey');
    expect(saved.attributes).not.toHaveProperty('printoutValue');
    expect(saved.attributes.summaryTemplate).toBe('{{vehicle.make}}');
  });

  it('leaves out what the field type does not have', () => {
    const form = base({
      fieldType: 'Boolean',
      mandatory: true,
      matchPattern: '^x$',
      unitOfMeasure: 'km',
      lookupId: 'fuel',
      partyTypes: ['LEGAL'],
      dateDefaultType: 'CURRENT',
      yesHighlighted: true,
    });
    const { attributes } = fieldDefinitionOf(form);
    expect(attributes).toEqual({
      fieldType: 'Boolean',
      used: true,
      hidden: false,
      yesHighlighted: true,
      noHighlighted: false,
      showAsSummary: false,
    });
  });

  it('sends allowed values only for SPECIFIC and a range only for RANGE', () => {
    const specific = base({
      fieldType: 'Integer',
      attributeType: 'SPECIFIC',
      allowedValues: ['1', '3'],
      rangeMin: '1',
    });
    expect(fieldDefinitionOf(specific).attributes).toMatchObject({
      attributeType: 'SPECIFIC',
      allowedValues: [1, 3],
    });
    expect(fieldDefinitionOf(specific).attributes).not.toHaveProperty('range');
    const range = base({ fieldType: 'Integer', attributeType: 'RANGE', allowedValues: ['1'], rangeMax: '9' });
    expect(fieldDefinitionOf(range).attributes).toMatchObject({
      attributeType: 'RANGE',
      range: { maxValue: 9 },
    });
    expect(fieldDefinitionOf(range).attributes).not.toHaveProperty('allowedValues');
  });

  it('sends the date operations of a dynamic default as numbers', () => {
    const form = base({
      fieldType: 'Date',
      dateDefaultType: 'DYNAMIC',
      dateOperations: [{ type: 'PLUS', unit: 'YEARS', value: '1' }],
    });
    expect(fieldDefinitionOf(form).attributes.dateDefault).toEqual({
      type: 'DYNAMIC',
      operations: [{ type: 'PLUS', unit: 'YEARS', value: 1 }],
    });
  });
});

describe('typedDefaultValue', () => {
  it('gives the default in the data shape of the field type', () => {
    expect(typedDefaultValue(base({ fieldType: 'Numeric', defaultValue: '2.5' }))).toBe(2.5);
    expect(typedDefaultValue(base({ fieldType: 'Boolean', defaultValue: 'false' }))).toBe(false);
    expect(
      typedDefaultValue(base({ fieldType: 'Money', defaultValue: '100', defaultCurrency: 'EUR' })),
    ).toEqual({
      amount: 100,
      currency: 'EUR',
    });
    expect(typedDefaultValue(base({ fieldType: 'IntegerArray', defaultValue: '1\n2' }))).toEqual([1, 2]);
    expect(typedDefaultValue(base({ fieldType: 'StringArray', defaultValue: 'a, b\nc' }))).toEqual([
      'a, b',
      'c',
    ]);
    expect(typedDefaultValue(base({ fieldType: 'String', defaultValue: '  ' }))).toBeUndefined();
  });
});
