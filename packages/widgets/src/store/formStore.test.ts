import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from './formStore.js';

const sample = () => ({
  vehicle: { make: 'Audi', power: 110 },
  drivers: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }],
});

describe('form store subscriptions', () => {
  it('a change notifies the field, its ancestors and nobody else', () => {
    const store = createFormStore(sample());
    const make = vi.fn();
    const vehicle = vi.fn();
    const power = vi.fn();
    const drivers = vi.fn();
    store.subscribe('vehicle.make', make);
    store.subscribe('vehicle', vehicle);
    store.subscribe('vehicle.power', power);
    store.subscribe('drivers', drivers);

    store.setValue('vehicle.make', 'BMW');

    expect(make).toHaveBeenCalledTimes(1);
    expect(vehicle).toHaveBeenCalledTimes(1);
    expect(power).not.toHaveBeenCalled();
    expect(drivers).not.toHaveBeenCalled();
    expect(store.getValue('vehicle.make')).toBe('BMW');
  });

  it('replacing an object notifies the fields under it', () => {
    const store = createFormStore(sample());
    const power = vi.fn();
    store.subscribe('vehicle.power', power);
    store.setValue('vehicle', { make: 'Kia', power: 90 });
    expect(power).toHaveBeenCalledTimes(1);
  });

  it('keeps untouched branches by reference', () => {
    const store = createFormStore(sample());
    const drivers = store.getValue('drivers');
    store.setValue('vehicle.make', 'BMW');
    expect(store.getValue('drivers')).toBe(drivers);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createFormStore(sample());
    const listener = vi.fn();
    store.subscribe('vehicle.make', listener)();
    store.setValue('vehicle.make', 'BMW');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('form store errors', () => {
  it('notifies only the paths whose messages changed', () => {
    const store = createFormStore(sample());
    store.setErrors({ 'vehicle.make': ['required'], 'vehicle.power': ['too small'] });
    const make = vi.fn();
    const power = vi.fn();
    store.subscribe('vehicle.make', make);
    store.subscribe('vehicle.power', power);

    store.setErrors({ 'vehicle.make': ['required'] });

    expect(make).not.toHaveBeenCalled();
    expect(power).toHaveBeenCalledTimes(1);
    expect(store.getErrors('vehicle.power')).toBeUndefined();
  });

  it('replaces errors only within the given scope', () => {
    const store = createFormStore(sample());
    store.setErrors({ 'vehicle.make': ['required'], 'drivers.0.name': ['required'] });
    store.setErrors({}, 'vehicle.make');
    expect(store.getErrors('vehicle.make')).toBeUndefined();
    expect(store.getErrors('drivers.0.name')).toEqual(['required']);
  });

  it('drops the server message of a field once it is edited', () => {
    const store = createFormStore(sample());
    store.setServerErrors({ 'vehicle.make': 'unknown make', 'vehicle.power': 'too weak' });
    store.setValue('vehicle.make', 'BMW');
    expect(store.getServerError('vehicle.make')).toBeUndefined();
    expect(store.getServerError('vehicle.power')).toBe('too weak');
  });
});

describe('form store arrays', () => {
  it('keeps item keys through a move', () => {
    const store = createFormStore(sample());
    const [ann, bob, cid] = store.getItemKeys('drivers');
    store.moveItem('drivers', 0, 2);
    expect(store.getItemKeys('drivers')).toEqual([bob, cid, ann]);
    expect(store.getValue('drivers')).toEqual([{ name: 'Bob' }, { name: 'Cid' }, { name: 'Ann' }]);
  });

  it('moves errors and touched flags with their item', () => {
    const store = createFormStore(sample());
    store.setErrors({ 'drivers.0.name': ['required'] });
    store.touch('drivers.0.name');
    store.moveItem('drivers', 0, 2);
    expect(store.getErrors('drivers.2.name')).toEqual(['required']);
    expect(store.isTouched('drivers.2.name')).toBe(true);
    expect(store.getErrors('drivers.0.name')).toBeUndefined();
  });

  it('removes an item with its errors and renumbers the rest', () => {
    const store = createFormStore(sample());
    const [ann, , cid] = store.getItemKeys('drivers');
    store.setErrors({ 'drivers.1.name': ['bad'], 'drivers.2.name': ['worse'] });
    store.removeItem('drivers', 1);
    expect(store.getValue('drivers')).toEqual([{ name: 'Ann' }, { name: 'Cid' }]);
    expect(store.getItemKeys('drivers')).toEqual([ann, cid]);
    expect(store.getErrors('drivers.1.name')).toEqual(['worse']);
  });

  it('inserts an item with a fresh key', () => {
    const store = createFormStore(sample());
    const before = store.getItemKeys('drivers');
    store.insertItem('drivers', 1, { name: 'New' });
    const after = store.getItemKeys('drivers');
    expect(after).toHaveLength(4);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[1]);
    expect(before).not.toContain(after[1]);
  });

  it('creates the array when the first item is added', () => {
    const store = createFormStore({});
    store.insertItem('drivers', 0, { name: 'Ann' });
    expect(store.getData()).toEqual({ drivers: [{ name: 'Ann' }] });
  });
});
