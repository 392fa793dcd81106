import { describe, expect, it } from 'vitest';
import { createRecordPrefetch } from './recordPrefetch.js';

function reads() {
  const asked: string[] = [];
  const clock = { now: 0 };
  /** The keys the data cache holds a record of. */
  const cached = new Set<string>();
  const prefetch = createRecordPrefetch(
    (path) => {
      asked.push(path);
      return path.endsWith('/gone') ? Promise.reject(new Error('404')) : Promise.resolve({ path });
    },
    (key) => cached.has(key),
    () => clock.now,
  );
  return { asked, prefetch, clock, cached };
}

describe('record prefetch', () => {
  it('hands a started read to the first fetch of its key, and only to the first', async () => {
    const { asked, prefetch } = reads();
    prefetch.start(['/api/quotes/q-1']);
    await expect(prefetch.take('/api/quotes/q-1')).resolves.toEqual({ path: '/api/quotes/q-1' });
    expect(prefetch.take('/api/quotes/q-1')).toBeUndefined();
    expect(asked).toEqual(['/api/quotes/q-1']);
  });

  it('drops what an earlier navigation started and nobody took', () => {
    const { prefetch } = reads();
    prefetch.start(['/api/quotes/q-1']);
    prefetch.start(['/api/quotes/q-2']);
    expect(prefetch.take('/api/quotes/q-1')).toBeUndefined();
    expect(prefetch.take('/api/quotes/q-2')).toBeDefined();
  });

  it('hands out no answer older than ten seconds: its page did not show then', () => {
    const { prefetch, clock } = reads();
    prefetch.start(['/api/quotes/q-1']);
    clock.now = 10_001;
    expect(prefetch.take('/api/quotes/q-1')).toBeUndefined();
  });

  it('does not read ahead a record the data cache holds: its page shows it at once', () => {
    const { asked, prefetch, cached } = reads();
    cached.add('/api/loans/l-1');
    prefetch.start(['/api/loans/l-1']);
    expect(asked).toEqual([]);
    expect(prefetch.take('/api/loans/l-1')).toBeUndefined();
  });

  it('hands no read to the fetch of a record the cache got meanwhile: that fetch is a refresh after a save', () => {
    const { prefetch, cached } = reads();
    prefetch.start(['/api/loans/l-1']);
    // The page showed the record from another read, and a payment changed it since.
    cached.add('/api/loans/l-1');
    expect(prefetch.take('/api/loans/l-1')).toBeUndefined();
  });

  it('passes a failed read on to the fetch that takes it', async () => {
    const { prefetch } = reads();
    prefetch.start(['/api/quotes/gone']);
    await expect(prefetch.take('/api/quotes/gone')).rejects.toThrow('404');
  });
});
