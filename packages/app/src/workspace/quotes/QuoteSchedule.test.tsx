import type { QuoteContext } from '@coverline/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp.js';
import { MOTOR_DEFINITION, motorQuote, QUOTE_ID } from '../../testing/workspaceDefinitions.js';

const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };

/** The insured period and the premium of a motor quote, where the schedule section reads them as typed. */
const PRICED: QuoteContext['dataDefinition'] = {
  ...MOTOR_DEFINITION,
  objectDefinitions: [
    ...MOTOR_DEFINITION.objectDefinitions,
    {
      key: 'quote',
      objectType: 'QUOTE',
      name: 'Insurance period',
      seq: 5,
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [
        {
          key: 'startDate',
          name: 'Start date',
          seq: 0,
          attributes: { fieldType: 'Date', allowFutureDate: true },
        },
        {
          key: 'endDate',
          name: 'End date',
          seq: 1,
          attributes: { fieldType: 'Date', allowFutureDate: true },
        },
        { key: 'premium', name: 'Premium', seq: 2, attributes: { fieldType: 'Money' } },
      ],
    },
  ],
};

const QUOTE_DATA = {
  policyholder: {
    customer: {
      id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
      name: 'Anna Bērziņa',
      code: '120385-12345',
      partyType: 'PRIVATE',
    },
  },
  vehicle: { make: 'VW', marketValue: { amount: 15000, currency: 'EUR' }, hasTrailer: false },
  quote: { startDate: '2026-01-01', endDate: '2026-12-31', premium: { amount: 1000, currency: 'EUR' } },
};
const amounts = () =>
  screen.queryAllByLabelText(/^Amount of instalment/).map((input) => (input as HTMLInputElement).value);

describe('the payment schedule of a quote', SLOW, () => {
  it('shows a refusal for a missing schedule on its header, follows the typed premium and is saved with the quote', async () => {
    const context: QuoteContext = {
      ...motorQuote({
        premium: 1000,
        currency: 'EUR',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        data: QUOTE_DATA,
      }),
      dataDefinition: PRICED,
      coreFields: { premium: 'quote.premium' },
      availableOperations: ['SAVE', 'SUBMIT'],
    };
    const { user, server } = await renderApp({
      path: `/workspace/quotes/${QUOTE_ID}`,
      permissions: ['quote:*', 'party:*'],
      routes: {
        [`GET /api/quotes/${QUOTE_ID}`]: { body: context },
        [`POST /api/quotes/${QUOTE_ID}/submit`]: {
          status: 400,
          body: {
            statusCode: 400,
            message: 'validationFailed',
            validationErrors: { paymentSchedule: ['paymentSchedule.mustNotBeNullOrEmpty'] },
          },
        },
        'POST /api/quotes/save': { body: context },
      },
    });
    const bar = await screen.findByRole('toolbar', { name: 'Operations' }, LOADED);
    await user.click(within(bar).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('There is no payment schedule yet: generate it')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate' }).className).toContain('MuiButton-colorWarning');
    // The schedule's refusal is the section's, not a line of the form's error summary.
    expect(screen.queryByText(/^paymentSchedule/)).toBeNull();

    const count = screen.getByRole('spinbutton', { name: 'Number of instalments' });
    await user.clear(count);
    await user.type(count, '2');
    await waitFor(() => expect(amounts()).toHaveLength(2));
    expect(amounts()).toEqual(['500.00', '500.00']);

    const premium = screen.getByLabelText(/^Premium/, { selector: 'input' });
    await user.clear(premium);
    await user.type(premium, '1200');
    await waitFor(() => expect(amounts()).toEqual(['600.00', '600.00']));
    expect(screen.getByLabelText('Total').textContent).toBe('1 200.00');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === '/api/quotes/save')).toHaveLength(1),
    );
    const saved = server.requests.find((request) => request.path === '/api/quotes/save')?.body as {
      quote: { paymentSchedule: unknown };
    };
    expect(saved.quote.paymentSchedule).toEqual([
      { dueDate: '2026-01-01', startDate: '2026-01-01', endDate: '2026-07-01', amount: 600 },
      { dueDate: '2026-07-02', startDate: '2026-07-02', endDate: '2026-12-31', amount: 600 },
    ]);
  });
});
