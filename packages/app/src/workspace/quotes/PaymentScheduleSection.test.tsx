import { premiumSchedule, type PaymentScheduleRow } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../../testing/renderApp.js';
import { SCHEDULE_MISSING } from './paymentSchedule.js';
import type { ScheduleBasis } from './scheduleBasis.js';
import { PaymentScheduleSection } from './PaymentScheduleSection.js';

const PERIOD = { startDate: '2026-01-01', endDate: '2026-12-31' };
const BASIS: ScheduleBasis = { premium: 1000, currency: 'EUR', ...PERIOD };

/** The section as the quote form holds it: the rows in state, every edit recorded. */
function Editable(props: {
  basis?: ScheduleBasis;
  rows?: PaymentScheduleRow[];
  errors?: Record<string, string[]>;
  edits: PaymentScheduleRow[][];
}) {
  const [rows, setRows] = useState(props.rows ?? []);
  return (
    <PaymentScheduleSection
      basis={props.basis ?? BASIS}
      rows={rows}
      errors={props.errors ?? {}}
      onChange={(next) => {
        props.edits.push(next);
        setRows(next);
      }}
    />
  );
}

const amounts = () =>
  screen.queryAllByLabelText(/^Amount of instalment/).map((input) => (input as HTMLInputElement).value);

describe('the payment schedule section', () => {
  it('says on its header that a schedule is missing, and generates the engine’s rows after the count changes', async () => {
    const edits: PaymentScheduleRow[][] = [];
    const { user } = await renderWithTexts(
      <Editable edits={edits} errors={{ paymentSchedule: [SCHEDULE_MISSING] }} />,
    );
    expect(screen.getByText('There is no payment schedule yet: generate it')).toBeTruthy();
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate.className).toContain('MuiButton-colorWarning');
    expect(generate.className).toContain('MuiButton-contained');

    const count = screen.getByRole('spinbutton', { name: 'Number of instalments' });
    await user.clear(count);
    await user.type(count, '3');
    // Recalculated once the typing pauses, not at every keystroke.
    await waitFor(() => expect(amounts()).toEqual(['333.34', '333.33', '333.33']));
    expect(edits).toHaveLength(1);
    expect(edits[0]).toEqual(premiumSchedule({ ...PERIOD, premium: 1000, currency: 'EUR', instalments: 3 }));
    expect(edits[0]?.map((row) => row.dueDate)).toEqual(['2026-01-01', '2026-05-02', '2026-08-31']);
    // Shown in the engine's date format, whatever the browser's language.
    expect(screen.getByRole('group', { name: 'Due date of instalment 2' }).textContent).toContain(
      '2026/05/02',
    );
    expect(screen.getByLabelText('Total').textContent).toBe('1 000.00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the total’s difference from the premium and the server’s other errors under the total', async () => {
    const edits: PaymentScheduleRow[][] = [];
    const rows = premiumSchedule({ ...PERIOD, premium: 1000, currency: 'EUR', instalments: 2 });
    const { user } = await renderWithTexts(
      <Editable
        edits={edits}
        rows={rows}
        errors={{ 'paymentSchedule.1.dueDate': ['paymentSchedule.totalMustEqualPremium'] }}
      />,
    );
    expect(screen.getByText('Instalment 2: The instalments must add up to the premium')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate' }).className).not.toContain('MuiButton-contained');
    const first = screen.getByLabelText('Amount of instalment 1');
    await user.clear(first);
    await user.type(first, '450');
    expect(screen.getByLabelText('Total').textContent).toBe('950.00');
    expect(screen.getByText('The total differs from the premium 1 000.00 by -50.00')).toBeTruthy();
    expect(edits.at(-1)?.map((row) => row.amount)).toEqual([450, 500]);
  });

  it('takes 1 to 100 instalments, says when the period is too short, and opens expanded below 7', async () => {
    const { user } = await renderWithTexts(
      <Editable edits={[]} basis={{ ...BASIS, endDate: '2026-01-02' }} />,
    );
    const count = screen.getByRole('spinbutton', { name: 'Number of instalments' });
    await user.clear(count);
    await user.type(count, '101');
    expect(screen.getByText('From 1 to 100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveProperty('disabled', true);
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert').textContent).toBe('At most 2 instalments fit the period');

    const seven = premiumSchedule({ ...PERIOD, premium: 700, currency: 'EUR', instalments: 7 });
    const { container } = await renderWithTexts(<PaymentScheduleSection basis={BASIS} rows={seven} />);
    const header = within(container).getByRole('button', { name: /Payment schedule/ });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(within(container).queryByRole('button', { name: 'Generate' })).toBeNull();
    const six = await renderWithTexts(<PaymentScheduleSection basis={BASIS} rows={seven.slice(0, 6)} />);
    expect(
      within(six.container)
        .getByRole('button', { name: /Payment schedule/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
