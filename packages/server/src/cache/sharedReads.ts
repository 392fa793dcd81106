interface Reading<V> {
  answer: Promise<V>;
  /** The read that begins when this one ends, for the calls that came while it was under way. */
  next?: Promise<V>;
}

/**
 * `read(key)` for many callers at once, each answered by a read that began after it asked, yet without a
 * read per caller: a call while a read of its key is under way waits for the next one, which begins when
 * that read ends and answers every call that came in the meantime. What a caller learns is never older
 * than its call — as fresh as a read of its own — while a busy key costs a read per round trip, not per
 * caller.
 */
export function sharedReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const underWay = new Map<K, Reading<V>>();

  function begin(key: K): Promise<V> {
    const reading: Reading<V> = { answer: read(key) };
    underWay.set(key, reading);
    const ended = () => {
      if (underWay.get(key) === reading && reading.next === undefined) underWay.delete(key);
    };
    reading.answer.then(ended, ended);
    return reading.answer;
  }

  return (key) => {
    const reading = underWay.get(key);
    if (reading === undefined) return begin(key);
    // The read under way may have begun before this call, so it cannot answer it.
    const beginNext = () => begin(key);
    return (reading.next ??= reading.answer.then(beginNext, beginNext));
  };
}
