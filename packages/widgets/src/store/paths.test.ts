import { describe, expect, it } from 'vitest';
import { getAt, isWithin, joinPath, parentPath, setAt } from './paths.js';

describe('dotted paths', () => {
  it('joins onto the root without a leading dot', () => {
    expect(joinPath('', 'vehicle')).toBe('vehicle');
    expect(joinPath('drivers', 0)).toBe('drivers.0');
  });

  it('finds the parent of a path', () => {
    expect(parentPath('drivers.0.name')).toBe('drivers.0');
    expect(parentPath('drivers')).toBe('');
  });

  it('knows which paths lie under another', () => {
    expect(isWithin('drivers.0.name', 'drivers')).toBe(true);
    expect(isWithin('drivers', 'drivers')).toBe(true);
    expect(isWithin('driversCount', 'drivers')).toBe(false);
    expect(isWithin('anything', '')).toBe(true);
  });

  it('reads through objects and arrays', () => {
    const data = { drivers: [{ name: 'Ann' }, { name: 'Bob' }] };
    expect(getAt(data, 'drivers.1.name')).toBe('Bob');
    expect(getAt(data, 'drivers.5.name')).toBeUndefined();
    expect(getAt(data, '')).toBe(data);
  });
});

describe('setAt', () => {
  it('copies only the branch it changes', () => {
    const data = { vehicle: { make: 'Audi' }, drivers: [{ name: 'Ann' }, { name: 'Bob' }] };
    const next = setAt(data, 'drivers.1.name', 'Eve');
    expect(next).toEqual({ vehicle: { make: 'Audi' }, drivers: [{ name: 'Ann' }, { name: 'Eve' }] });
    expect(next.vehicle).toBe(data.vehicle);
    expect(next.drivers[0]).toBe(data.drivers[0]);
    expect(data.drivers[1]?.name).toBe('Bob');
  });

  it('returns the same data when the value is unchanged', () => {
    const data = { vehicle: { make: 'Audi' } };
    expect(setAt(data, 'vehicle.make', 'Audi')).toBe(data);
  });

  it('creates missing objects on the way', () => {
    expect(setAt({}, 'vehicle.engine.power', 110)).toEqual({ vehicle: { engine: { power: 110 } } });
  });

  it('removes a key set to undefined', () => {
    expect(setAt({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
  });
});
