import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link } from 'react-router';
import { AppRouter, usePageParams } from './pageParams.js';

afterEach(cleanup);

/** A list whose search is kept in its address, and a record page whose loader waits until `open` is called. */
function listAndRecord() {
  let open = () => {};
  const loaded = new Promise<null>((resolve) => (open = () => resolve(null)));
  function List() {
    const [params, setParams] = usePageParams();
    return (
      <>
        <p>Searched: {params.get('search') ?? ''}</p>
        <button type="button" onClick={() => setParams({ search: 'Bērziņa' }, { replace: true })}>
          Search
        </button>
        <Link to="/record">Open</Link>
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      { path: '/record', element: <p>Record</p>, loader: () => loaded },
    ],
    { initialEntries: ['/list'] },
  );
  render(<AppRouter router={router} />);
  return { router, open };
}

describe('usePageParams', () => {
  it('changes the page’s address parameters', async () => {
    const { router } = listAndRecord();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?search=B%C4%93rzi%C5%86a');
    expect(screen.getByText('Searched: Bērziņa')).toBeTruthy();
  });

  it('leaves them be while a navigation to another page is under way, which goes on to that page', async () => {
    const { router, open } = listAndRecord();
    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(router.state.navigation.state).toBe('loading');
    // A search handed on once the typing paused, after the user had opened a row.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(async () => open());
    expect(await screen.findByText('Record')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/record');
  });
});
