import { describe, expect, it } from 'vitest';
import { bySeq } from './bySeq.js';

describe('bySeq', () => {
  it('orders by seq, keeping the given order for ties and putting entities without seq last', () => {
    const entities = [
      { key: 'c' },
      { key: 'b', seq: 2 },
      { key: 'a', seq: 1 },
      { key: 'd', seq: 2 },
      { key: 'e' },
    ];
    expect(bySeq(entities).map(({ key }) => key)).toEqual(['a', 'b', 'd', 'c', 'e']);
  });
});
