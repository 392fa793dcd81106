import { describe, expect, it } from 'vitest';
import { createRecordPrefetch } from './recordPrefetch.js';

function reads() {
  const asked: string[] = [];
  const clock = { now: 0 };
  const prefetch = createRecordPrefetch(
    (path) => {
      asked.push(path);
      return path.endsWith('/gone') ? Promise.reject(new Error('404')) : Promise.resolve({ path });
    },
    () => clock.now,
  );
  return { asked, prefetch, clock };
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

  it('passes a failed read on to the fetch that takes it', async () => {
    const { prefetch } = reads();
    prefetch.start(['/api/quotes/gone']);
    await expect(prefetch.take('/api/quotes/gone')).rejects.toThrow('404');
  });
});
