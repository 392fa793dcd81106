import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../testing/renderApp.js';
import { NotificationsProvider, useNotify } from './Notifications.js';

function Saver() {
  const notify = useNotify();
  let saved = 0;
  return <button onClick={() => notify(`Saved ${(saved += 1)}`)}>save</button>;
}

describe('notices', () => {
  it('stack at most three; a fourth pushes the oldest out', async () => {
    const { user } = await renderWithTexts(
      <NotificationsProvider>
        <Saver />
      </NotificationsProvider>,
    );
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'save' }));

    expect(screen.getAllByRole('alert').map((notice) => notice.textContent)).toEqual([
      'Saved 2',
      'Saved 3',
      'Saved 4',
    ]);
  });

  it('can be dismissed', async () => {
    const { user } = await renderWithTexts(
      <NotificationsProvider>
        <Saver />
      </NotificationsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'save' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
