import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../testing/renderApp.js';
import { EntityPage } from './EntityPage.js';
import { QUOTE_OPERATION_STYLES } from './operationStyles.js';

describe('the entity page', () => {
  it('shows title, number, status and the offered operations in their colours, running the one clicked', async () => {
    const ran: string[] = [];
    const { user } = await renderWithTexts(
      <EntityPage
        title="Q-000042"
        overline="Motor insurance"
        status={{ label: 'Ready', color: 'primary' }}
        operations={(['APPROVE', 'REJECT'] as const).map((operation) => ({
          operation,
          label: operation === 'APPROVE' ? 'Approve' : 'Reject',
          style: QUOTE_OPERATION_STYLES[operation],
          onRun: () => ran.push(operation),
        }))}
      >
        <p>The quote’s view</p>
      </EntityPage>,
    );
    expect(screen.getByRole('heading', { name: 'Q-000042' })).toBeTruthy();
    expect(screen.getByText('Motor insurance')).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
    const bar = screen.getByRole('toolbar', { name: 'Operations' });
    const approve = within(bar).getByRole('button', { name: 'Approve' });
    const reject = within(bar).getByRole('button', { name: 'Reject' });
    expect(approve.className).toContain('MuiButton-colorSuccess');
    expect(reject.className).toContain('MuiButton-colorError');
    await user.click(reject);
    expect(ran).toEqual(['REJECT']);
    expect(screen.getByText('The quote’s view')).toBeTruthy();
  });

  it('has no operations bar when the record offers none', async () => {
    await renderWithTexts(
      <EntityPage title="New quote">
        <p>The draft’s form</p>
      </EntityPage>,
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('the quote operation colours', () => {
  it('are the app’s: save primary with a success notice, reject red with a warning and asking first', () => {
    expect(QUOTE_OPERATION_STYLES.SAVE).toEqual({ buttonColor: 'primary', notificationColor: 'success' });
    expect(QUOTE_OPERATION_STYLES.REJECT).toEqual({
      buttonColor: 'error',
      notificationColor: 'warning',
      confirm: true,
    });
    expect(QUOTE_OPERATION_STYLES.REINSTATE).toEqual({ buttonColor: 'secondary', notificationColor: 'info' });
  });
});
