import { describe, expect, it } from 'vitest';
import { sharedReads } from './sharedReads.js';

/** A read whose answers the test gives by hand: `reads` lists each read's key and its resolve/reject. */
function controlledRead() {
  const reads: { key: string; resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => reads.push({ key, resolve, reject }));
  return { reads, read };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('sharedReads', () => {
  it('answers every call with a read that began after it, sharing one read among the calls that waited', async () => {
    const { reads, read } = controlledRead();
    const shared = sharedReads(read);
    const first = shared('t');
    expect(reads).toHaveLength(1);
    // Both came while the first read was under way: it may hold what was there before they asked.
    const second = shared('t');
    const third = shared('t');
    expect(reads).toHaveLength(1);
    reads[0]?.resolve(1);
    expect(await first).toBe(1);
    await settled();
    expect(reads).toHaveLength(2);
    reads[1]?.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('reads each key on its own, and anew once nothing is under way', async () => {
    const { reads, read } = controlledRead();
    const shared = sharedReads(read);
    const a = shared('a');
    const b = shared('b');
    expect(reads.map((r) => r.key)).toEqual(['a', 'b']);
    reads[0]?.resolve(1);
    reads[1]?.resolve(2);
    expect([await a, await b]).toEqual([1, 2]);
    const again = shared('a');
    expect(reads).toHaveLength(3);
    reads[2]?.resolve(3);
    expect(await again).toBe(3);
  });

  it('a failed read fails its own callers only; those waiting for the next one get it', async () => {
    const { reads, read } = controlledRead();
    const shared = sharedReads(read);
    const first = shared('t');
    const second = shared('t');
    reads[0]?.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settled();
    reads[1]?.resolve(5);
    expect(await second).toBe(5);
    expect(reads).toHaveLength(2);
  });
});
