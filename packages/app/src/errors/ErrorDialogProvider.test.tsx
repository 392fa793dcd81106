import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALREADY_MODIFIED_MESSAGE, ApiError } from '../api/ApiError.js';
import { renderWithTexts } from '../testing/renderApp.js';
import { ErrorDialogProvider, useShowError } from './ErrorDialogProvider.js';

/** Buttons that report errors the way screens do. */
function Reporter({ errors }: { errors: Record<string, unknown> }) {
  const showError = useShowError();
  return (
    <>
      {Object.entries(errors).map(([label, error]) => (
        <button key={label} onClick={() => showError(error)}>
          {label}
        </button>
      ))}
    </>
  );
}

const ERRORS = {
  forbidden: new ApiError(403, 'lackPermission'),
  conflict: new ApiError(409, ALREADY_MODIFIED_MESSAGE),
  failure: new ApiError(500, 'Internal Server Error', undefined, 'req-7f3a'),
  signedOut: new ApiError(401, 'Unauthorized'),
};

describe('error dialogs', () => {
  it('tell a user without permission so', async () => {
    const { user } = await renderWithTexts(
      <ErrorDialogProvider>
        <Reporter errors={ERRORS} />
      </ErrorDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'forbidden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'No permission' });
    expect(within(dialog).getByText('You do not have permission to do this.')).toBeTruthy();
  });

  it('offer Refresh and Cancel when the data was changed by someone else', async () => {
    let reloaded = 0;
    const { user } = await renderWithTexts(
      <ErrorDialogProvider reload={() => (reloaded += 1)}>
        <Reporter errors={ERRORS} />
      </ErrorDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'conflict' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Data already modified' });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(reloaded).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('show only one dialog at a time: later errors are dropped while one is open', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderWithTexts(
      <ErrorDialogProvider>
        <Reporter errors={ERRORS} />
      </ErrorDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'failure' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText('Reference: req-7f3a')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(ERRORS.failure);

    screen.getByRole('button', { name: 'forbidden', hidden: true }).click();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { name: 'No permission' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'forbidden' }));
    expect(await screen.findByRole('alertdialog', { name: 'No permission' })).toBeTruthy();
    logged.mockRestore();
  });

  it('show nothing for a 401: the user is signed out instead', async () => {
    const { user } = await renderWithTexts(
      <ErrorDialogProvider>
        <Reporter errors={ERRORS} />
      </ErrorDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'signedOut' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
