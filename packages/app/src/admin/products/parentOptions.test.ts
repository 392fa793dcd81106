import { describe, expect, it } from 'vitest';
import { parentOptions } from './parentOptions.js';

const groups = [
  { id: 'vehicles', parentId: 'none' },
  { id: 'cars', parentId: 'vehicles' },
  { id: 'electric', parentId: 'cars' },
  { id: 'property', parentId: null },
];
const ids = (list: { id: string }[]) => list.map((group) => group.id);

describe('parentOptions', () => {
  it('offers every group for a new node or a product', () => {
    expect(ids(parentOptions(groups))).toEqual(['vehicles', 'cars', 'electric', 'property']);
  });

  it('leaves out the edited group and every group below it', () => {
    expect(ids(parentOptions(groups, 'cars'))).toEqual(['vehicles', 'property']);
  });

  it('stops at a cycle in stored data instead of looping', () => {
    const cyclic = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
      { id: 'c', parentId: 'none' },
    ];
    expect(ids(parentOptions(cyclic, 'c'))).toEqual(['a', 'b']);
  });
});
