import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_AFTER_MS, useRefreshWhileWaiting } from './useRefreshWhileWaiting.js';

type Message = { id: string; sent: boolean };

describe('useRefreshWhileWaiting', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every two seconds while a message waits, also when a refresh answers the same items', async () => {
    const items: Message[] = [{ id: 'a', sent: false }];
    const refresh = vi.fn(async () => undefined);
    renderHook(() => useRefreshWhileWaiting(items, (message) => !message.sent, refresh));
    for (const expected of [1, 2, 3]) {
      await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS));
      expect(refresh).toHaveBeenCalledTimes(expected);
    }
    expect(refresh).toHaveBeenLastCalledWith(items);
  });

  it('stops once nothing waits', async () => {
    const refresh = vi.fn(async () => undefined);
    const { rerender } = renderHook(
      ({ items }: { items: Message[] }) => useRefreshWhileWaiting(items, (message) => !message.sent, refresh),
      { initialProps: { items: [{ id: 'a', sent: false }] } },
    );
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS));
    rerender({ items: [{ id: 'a', sent: true }] });
    await act(() => vi.advanceTimersByTimeAsync(5 * REFRESH_AFTER_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
