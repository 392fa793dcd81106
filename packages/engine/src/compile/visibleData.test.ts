import { describe, expect, it } from 'vitest';
import { compileForm } from './compileForm.js';
import { field, objectDefinition, testContext } from '../../test-support/formBuilders.js';
import { visibleData } from './visibleData.js';

const vehicle = objectDefinition('vehicle', [
  field('hasTrailer', { fieldType: 'Boolean' }),
  field('trailerWeight', { fieldType: 'Integer', displayCondition: 'vehicle.hasTrailer == true' }),
  field('note', { fieldType: 'String', hidden: true }),
]);
const trailer = objectDefinition('trailer', [field('plate', { fieldType: 'String' })], {
  displayCondition: 'vehicle.hasTrailer == true',
});
const drivers = objectDefinition(
  'drivers',
  [
    field('age', { fieldType: 'Integer' }),
    field('guardian', { fieldType: 'String', displayCondition: 'drivers.age < 18' }),
  ],
  { controlType: 'MULTIPLE_OBJECTS' },
);
const form = compileForm([vehicle, trailer, drivers], testContext());

describe('visibleData', () => {
  it('drops the values of fields and objects whose condition fails', () => {
    const data = {
      vehicle: { hasTrailer: false, trailerWeight: 500 },
      trailer: { plate: 'AB-1' },
      drivers: [],
    };
    expect(visibleData(data, form)).toEqual({ vehicle: { hasTrailer: false }, drivers: [] });
  });

  it('keeps shown values, hidden-attribute values and unknown keys', () => {
    const data = {
      vehicle: { hasTrailer: true, trailerWeight: 500, note: 'n', x: 1 },
      trailer: { plate: 'AB-1' },
      y: 2,
    };
    expect(visibleData(data, form)).toEqual(data);
  });

  it('decides item conditions per item', () => {
    const data = {
      drivers: [
        { age: 16, guardian: 'Mum' },
        { age: 40, guardian: 'Dad' },
      ],
    };
    expect(visibleData(data, form)).toEqual({ drivers: [{ age: 16, guardian: 'Mum' }, { age: 40 }] });
  });

  it('returns a copy, leaving the data as it was', () => {
    const data = { vehicle: { hasTrailer: false, trailerWeight: 500 } };
    visibleData(data, form);
    expect(data).toEqual({ vehicle: { hasTrailer: false, trailerWeight: 500 } });
  });

  it('settles chains: a field shown only beside a hidden one is hidden too', () => {
    const chain = compileForm(
      [
        objectDefinition('o', [
          field('a', { fieldType: 'Boolean' }),
          field('b', { fieldType: 'Boolean', displayCondition: 'o.a == true' }),
          field('c', { fieldType: 'Boolean', displayCondition: 'o.b == true' }),
          field('d', { fieldType: 'Boolean', displayCondition: 'o.c == true' }),
        ]),
      ],
      testContext(),
    );
    expect(visibleData({ o: { a: false, b: true, c: true, d: true } }, chain)).toEqual({ o: { a: false } });
  });

  it('leaves data that is not an object alone', () => {
    expect(visibleData(null, form)).toBeNull();
  });
});
