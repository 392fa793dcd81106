import type { FieldType } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { fieldForm, type FieldForm } from './fieldForm.js';
import { fieldFormErrors, type FieldFormContext } from './fieldFormErrors.js';

const valid = (changes: Partial<FieldForm> = {}): FieldForm => ({
  ...fieldForm(),
  key: 'make',
  name: { name: 'Make', translations: {} },
  iconName: 'DirectionsCar',
  ...changes,
});
const context: FieldFormContext = { otherKeys: ['model'] };
const errorsOf = (changes: Partial<FieldForm>) => fieldFormErrors(valid(changes), context);
const codes = (changes: Partial<FieldForm>) =>
  Object.fromEntries(Object.entries(errorsOf(changes)).map(([path, message]) => [path, message.code]));

describe('fieldFormErrors', () => {
  it('accepts a complete String field', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires key, name and icon', () => {
    expect(codes({ key: ' ', name: { name: '', translations: {} }, iconName: undefined })).toEqual({
      key: 'keyRequired',
      name: 'nameRequired',
      iconName: 'iconRequired',
    });
  });

  it('wants a key usable in data paths, not taken by another field of the object', () => {
    expect(codes({ key: 'first name' })).toEqual({ key: 'keyPattern' });
    expect(codes({ key: '1st' })).toEqual({ key: 'keyPattern' });
    expect(codes({ key: 'model' })).toEqual({ key: 'keyNotUnique' });
  });

  it('wants a mirror key that is a dotted path of keys', () => {
    expect(codes({ mirrorKey: 'vehicle.make' })).toEqual({});
    expect(codes({ mirrorKey: 'vehicle..make' })).toEqual({ mirrorKey: 'mirrorKeyPattern' });
  });

  it('requires the referenced object of an Object field', () => {
    expect(codes({ fieldType: 'Object' })).toEqual({ referenceId: 'referenceRequired' });
    expect(codes({ fieldType: 'Object', referenceId: 'address' })).toEqual({});
  });

  it('requires the lookup of a Lookup field', () => {
    expect(codes({ fieldType: 'Lookup' })).toEqual({ lookupId: 'lookupRequired' });
    expect(codes({ fieldType: 'Lookup', lookupId: 'fuel-types' })).toEqual({});
  });

  it('requires at least one party type for a Customer field', () => {
    expect(codes({ fieldType: 'Customer' })).toEqual({ partyTypes: 'partyTypeRequired' });
    expect(codes({ fieldType: 'Customer', partyTypes: ['LEGAL'] })).toEqual({});
  });

  it('checks the match pattern of String and Text only', () => {
    expect(codes({ fieldType: 'Text', matchPattern: '[A-' })).toEqual({ matchPattern: 'invalidPattern' });
    expect(codes({ fieldType: 'Integer', matchPattern: '[A-' })).toEqual({});
  });

  it('refuses duplicate allowed values, numerically equal ones too', () => {
    expect(
      errorsOf({ fieldType: 'Numeric', attributeType: 'SPECIFIC', allowedValues: ['1.5', '2', '1.50'] }),
    ).toEqual({
      allowedValues: { code: 'duplicateValue', values: { value: '1.50' } },
    });
  });

  it('wants at least one allowed value, each a number, a whole one for integer types', () => {
    expect(codes({ fieldType: 'Integer', attributeType: 'SPECIFIC', allowedValues: [] })).toEqual({
      allowedValues: 'allowedValuesRequired',
    });
    expect(codes({ fieldType: 'IntegerArray', attributeType: 'SPECIFIC', allowedValues: ['1.5'] })).toEqual({
      allowedValues: 'notAnInteger',
    });
    expect(codes({ fieldType: 'Numeric', attributeType: 'SPECIFIC', allowedValues: ['x'] })).toEqual({
      allowedValues: 'notANumber',
    });
  });

  it('wants a range with at least one bound, in order', () => {
    expect(codes({ fieldType: 'Integer', attributeType: 'RANGE' })).toEqual({ rangeMin: 'rangeRequired' });
    expect(codes({ fieldType: 'Integer', attributeType: 'RANGE', rangeMin: '10', rangeMax: '5' })).toEqual({
      rangeMax: 'rangeOrder',
    });
    expect(codes({ fieldType: 'Integer', attributeType: 'RANGE', rangeMax: '5' })).toEqual({});
  });

  it('ignores a range on Numeric, which is not offered one', () => {
    expect(codes({ fieldType: 'Numeric', attributeType: 'RANGE' })).toEqual({});
  });

  it('wants 0 to 10 decimal places', () => {
    expect(codes({ fieldType: 'Numeric', decimalPlaces: '11' })).toEqual({
      decimalPlaces: 'decimalPlacesRange',
    });
    expect(codes({ fieldType: 'Numeric', decimalPlaces: '1.5' })).toEqual({
      decimalPlaces: 'decimalPlacesRange',
    });
    expect(codes({ fieldType: 'Numeric', decimalPlaces: '10' })).toEqual({});
  });

  it.each<[FieldType, string, string | undefined]>([
    ['Integer', '12', undefined],
    ['Integer', '12.5', 'notAnInteger'],
    ['Numeric', 'twelve', 'notANumber'],
    ['Phone', '+371', 'phoneDigits'],
    ['IntegerArray', '1\n2\nthree', 'notANumber'],
    ['StringArray', 'red\nblue', undefined],
  ])('checks a %s default %j', (fieldType, defaultValue, code) => {
    expect(codes({ fieldType, defaultValue }).defaultValue).toBe(code);
  });

  it('keeps a Numeric default within its decimal places, and a Money one within its currency’s', () => {
    expect(errorsOf({ fieldType: 'Numeric', decimalPlaces: '1', defaultValue: '1.25' }).defaultValue).toEqual(
      {
        code: 'tooManyDecimals',
        values: { places: 1 },
      },
    );
    expect(codes({ fieldType: 'Money', defaultValue: '10.5', defaultCurrency: 'JPY' }).defaultValue).toBe(
      'tooManyDecimals',
    );
    expect(codes({ fieldType: 'Money', defaultValue: '10' }).defaultValue).toBe('currencyRequired');
    expect(codes({ fieldType: 'Money', defaultValue: '10.50', defaultCurrency: 'EUR' })).toEqual({});
  });

  it('wants a real date as a static date default', () => {
    expect(codes({ fieldType: 'Date', dateDefaultType: 'STATIC' })).toEqual({
      dateDefaultValue: 'dateRequired',
    });
    expect(codes({ fieldType: 'Date', dateDefaultType: 'STATIC', dateDefaultValue: '2026-02-30' })).toEqual({
      dateDefaultValue: 'invalidDate',
    });
    expect(
      codes({ fieldType: 'DateTime', dateDefaultType: 'STATIC', dateDefaultValue: '2026-02-01T24:00' }),
    ).toEqual({
      dateDefaultValue: 'invalidDate',
    });
    expect(
      codes({ fieldType: 'DateTime', dateDefaultType: 'STATIC', dateDefaultValue: '2026-02-01T09:30' }),
    ).toEqual({});
  });

  it('applies the engine’s date operation rules to a dynamic default, with the broken bounds', () => {
    const dynamic = (fieldType: FieldType, operations: FieldForm['dateOperations']) =>
      errorsOf({ fieldType, dateDefaultType: 'DYNAMIC', dateOperations: operations });
    expect(dynamic('Date', [])).toEqual({ dateOperations: { code: 'operationRequired' } });
    expect(dynamic('Date', [{ type: 'PLUS', unit: 'HOURS', value: '2' }])).toEqual({
      'dateOperations.0.unit': { code: 'unitNotAllowedForDate' },
    });
    expect(dynamic('DateTime', [{ type: 'SET', unit: 'MONTHS', value: '13' }])).toEqual({
      'dateOperations.0.value': { code: 'aboveMaximum', values: { max: 12 } },
    });
    expect(dynamic('DateTime', [{ type: 'SET', unit: 'HOURS', value: '0' }])).toEqual({
      'dateOperations.0.value': { code: 'belowMinimum', values: { min: 1 } },
    });
    expect(dynamic('Date', [{ type: 'MINUS', unit: 'DAYS', value: 'x' }])).toEqual({
      'dateOperations.0.value': { code: 'notAnInteger' },
    });
  });

  it('does not check what the field type does not have', () => {
    expect(
      codes({ fieldType: 'String', dateDefaultType: 'STATIC', partyTypes: [], decimalPlaces: '99' }),
    ).toEqual({});
  });
});
