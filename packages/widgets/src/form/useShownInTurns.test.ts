import { describe, expect, it } from 'vitest';
import { childrenPerTurn } from './useShownInTurns.js';

const fields = (count: number) => Array.from({ length: count }, () => false);

describe('children per render turn', () => {
  it('fills eight rows of fields, as many to a row as the object has columns', () => {
    expect(childrenPerTurn(fields(50), 3, 0)).toBe(24);
    expect(childrenPerTurn(fields(50), 3, 48)).toBe(2);
    expect(childrenPerTurn(fields(50), 1, 0)).toBe(8);
  });

  it('counts a nested object or list as a whole row', () => {
    expect(childrenPerTurn([true, ...fields(30)], 3, 0)).toBe(22);
    expect(
      childrenPerTurn(
        Array.from({ length: 12 }, () => true),
        2,
        0,
      ),
    ).toBe(8);
  });

  it('takes at least one child, however many rows it fills', () => {
    expect(childrenPerTurn([true], 20, 0)).toBe(1);
  });
});
