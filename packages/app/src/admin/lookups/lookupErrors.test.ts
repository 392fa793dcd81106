import { describe, expect, it } from 'vitest';
import { lookupErrors, lookupValueErrors } from './lookupErrors.js';

describe('lookupErrors', () => {
  it('requires a name and a key', () => {
    expect(lookupErrors({ name: ' ', key: '' })).toEqual({ name: 'required', key: 'required' });
  });

  it('refuses a key that cannot name a property', () => {
    expect(lookupErrors({ name: 'Fuel', key: '1 fuel' })).toEqual({ key: 'pattern' });
  });

  it('accepts a named lookup with a valid key', () => {
    expect(lookupErrors({ name: 'Fuel', key: 'fuelType' })).toEqual({});
  });
});

describe('lookupValueErrors', () => {
  it('requires a name and a key', () => {
    expect(lookupValueErrors({ name: '', key: ' ' }, [])).toEqual({ name: 'required', key: 'required' });
  });

  it('refuses a key another value of the lookup has', () => {
    expect(lookupValueErrors({ name: 'Diesel', key: 'PETROL' }, ['PETROL'])).toEqual({ key: 'notUnique' });
    expect(lookupValueErrors({ name: 'Diesel', key: 'DIESEL' }, ['PETROL'])).toEqual({});
  });
});
