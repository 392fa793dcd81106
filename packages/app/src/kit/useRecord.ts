import { useCallback } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator } from 'swr';
import { isListKey, recordKey, type RecordApi } from './recordKeys.js';
import { useLeaveOnLoadError } from './useLeaveOnLoadError.js';

export interface RecordState<T> {
  /** The record as the server answered, once loaded. */
  data: T | undefined;
  /** Replaces the cached record, e.g. with what a save answered. */
  mutate: KeyedMutator<T>;
}

/**
 * One record of a resource (`GET {api}/{id}`), cached under the resource's key. A record that cannot be
 * loaded leaves the page by the one load-error policy; the error itself is shown by the shared handler.
 */
export function useRecord<T>(resource: RecordApi, id: string): RecordState<T> {
  const { data, error, mutate } = useSWR<T>(recordKey(resource, id));
  useLeaveOnLoadError(error);
  return { data, mutate };
}

/**
 * Stores what the server answered for a saved record under its key, and has the resource's lists read again
 * (a list opened later reads itself again anyway), so the record's page opens without another call.
 */
export function useRecordSaved<T>(resource: RecordApi): (id: string, saved: T) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, saved: T) => {
      await mutate(recordKey(resource, id), saved, { revalidate: false });
      await mutate((key) => isListKey(resource, key));
    },
    [mutate, resource],
  );
}

/**
 * Marks a record changed by another record's operation (a policy by the quote issued on it): its keys — the
 * record, its summaries — and the resource's lists are read again when next shown, never from a copy cached
 * just before the change.
 */
export function useRecordChanged(resource: RecordApi): (id: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      const record = recordKey(resource, id);
      await mutate(
        (key) =>
          isListKey(resource, key) ||
          (typeof key === 'string' && (key === record || key.startsWith(`${record}/`))),
        undefined,
      );
    },
    [mutate, resource],
  );
}
