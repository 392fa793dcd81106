import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_AFTER_MS, useRefreshWhileWaiting } from './useRefreshWhileWaiting.js';

interface Message {
  id: string;
  done: boolean;
}

function Refreshing({
  items,
  refresh,
}: {
  items: Message[];
  refresh: (waiting: Message[]) => Promise<unknown>;
}) {
  useRefreshWhileWaiting(items, (message) => !message.done, refresh);
  return null;
}

describe('refreshing messages still under way', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const waitARound = () => act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS));

  it('goes on while a refresh answers the very same items, and stops once none is waiting', async () => {
    const items = [
      { id: 'a', done: false },
      { id: 'b', done: true },
    ];
    const refresh = vi.fn(() => Promise.resolve());
    const view = render(<Refreshing items={items} refresh={refresh} />);
    await waitARound();
    await waitARound();
    await waitARound();
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(refresh).toHaveBeenLastCalledWith([items[0]]);

    view.rerender(<Refreshing items={[{ id: 'a', done: true }]} refresh={refresh} />);
    await waitARound();
    await waitARound();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('refreshes nothing after the list is gone', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const view = render(<Refreshing items={[{ id: 'a', done: false }]} refresh={refresh} />);
    view.unmount();
    await waitARound();
    expect(refresh).not.toHaveBeenCalled();
  });
});
