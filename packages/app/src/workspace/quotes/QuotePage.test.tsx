import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureRoutes, FixtureServer } from '../../testing/fixtureServer.js';
import { recordTextboxes } from '../../testing/recordFields.js';
import { renderApp } from '../../testing/renderApp.js';
import { motorQuote, partyDefinition, QUOTE_ID } from '../../testing/workspaceDefinitions.js';
import type { QuoteContext } from './quote.js';

/** The workspace screens' code arrives on first use; forms typed into take a while on a busy machine. */
const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 60_000 };
const STAFF = ['quote:*', 'party:*'];
const ANNA = { id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e', name: 'Anna Bērziņa', code: '120385-12345' };

async function openQuote(context: QuoteContext, permissions = STAFF, routes: FixtureRoutes = {}) {
  return renderApp({
    path: `/workspace/quotes/${QUOTE_ID}`,
    permissions,
    routes: { [`GET /api/quotes/${QUOTE_ID}`]: { body: context }, ...routes },
  });
}

const card = (title: string) => screen.getByRole('region', { name: title });
const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
/** The message shown under a field (its description for assistive technology). */
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
const saves = (server: FixtureServer) =>
  server.requests.filter((request) => request.method === 'POST' && request.path === '/api/quotes/save');

describe('the quote page', SLOW, () => {
  it('saves an incomplete quote, warning of what is missing, and shows the server’s refusals on the fields', async () => {
    const { user, server } = await openQuote(motorQuote(), STAFF, {
      'POST /api/quotes/save': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'validationFailed',
          validationErrors: {
            'vehicle.make': ['Choose one of the offered values.'],
            'coverage.deductible': ['This object is no longer offered.'],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Q-000042' }, LOADED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(saves(server)[0]?.body).toEqual({
      quote: {
        id: QUOTE_ID,
        version: 3,
        data: { policyholder: {}, vehicle: { hasTrailer: false } },
        paymentSchedule: [],
      },
      product: { id: motorQuote().quote.product.id },
    });
    await waitFor(() =>
      expect(messageOf(input('Make', card('Vehicle')))).toBe('Choose one of the offered values.'),
    );
    expect(messageOf(input('Market value', card('Vehicle')))).toBe('This field is required');
    expect(await screen.findByText('coverage.deductible: This object is no longer offered.')).toBeTruthy();
    expect(screen.queryByText('Quote saved')).toBeNull();
  });

  it('saves what was typed, says so and shows the values the server saved', async () => {
    const saved = motorQuote({
      version: 4,
      data: {
        policyholder: {},
        vehicle: { make: 'VW', marketValue: { amount: 15000, currency: 'EUR' }, hasTrailer: false },
      },
    });
    const { user, server } = await openQuote(motorQuote(), STAFF, {
      'POST /api/quotes/save': { body: saved },
    });
    const make = await screen.findByLabelText(/^Make/, { selector: 'input' }, LOADED);
    await user.type(make, 'Volks');
    await user.click(await screen.findByRole('option', { name: 'Volkswagen' }));
    await user.type(input('Market value', card('Vehicle')), '15000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Quote saved')).toBeTruthy();
    expect(saves(server).map((request) => request.body)).toEqual([
      {
        quote: {
          id: QUOTE_ID,
          version: 3,
          data: {
            policyholder: {},
            vehicle: { make: 'VW', marketValue: { amount: 15000, currency: 'EUR' }, hasTrailer: false },
          },
          paymentSchedule: [],
        },
        product: { id: saved.quote.product.id },
      },
    ]);
    expect(input('Make', card('Vehicle'))).toHaveProperty('value', 'Volkswagen');
    expect(input('Market value', card('Vehicle'))).toHaveProperty('value', '15 000.00');
  });

  it('shows a quote in a locked status read-only, without Save', async () => {
    await openQuote(
      motorQuote({
        status: 'QUOTED',
        data: {
          policyholder: { customer: { ...ANNA, partyType: 'PRIVATE' } },
          vehicle: { make: 'BMW', marketValue: { amount: 32000, currency: 'EUR' }, hasTrailer: false },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Q-000042' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Quoted')).toBeTruthy();
    expect(within(card('Vehicle')).getByText('BMW')).toBeTruthy();
    expect(within(card('Vehicle')).getByText('32 000.00 EUR')).toBeTruthy();
    expect(within(card('Policyholder')).getByText('Anna Bērziņa (120385-12345)')).toBeTruthy();
    expect(recordTextboxes()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('keeps what a cancellation keeps from its policy: the holder read-only, the rest editable', async () => {
    await openQuote(
      motorQuote({
        actionType: 'CANCELLATION',
        data: {
          policyholder: { customer: { ...ANNA, partyType: 'PRIVATE' } },
          vehicle: { make: 'BMW', marketValue: { amount: 32000, currency: 'EUR' }, hasTrailer: false },
        },
      }),
    );
    expect(await screen.findByLabelText(/^Make/, { selector: 'input' }, LOADED)).toBeTruthy();
    expect(within(card('Policyholder')).getByText('Anna Bērziņa (120385-12345)')).toBeTruthy();
    expect(within(card('Policyholder')).queryByRole('combobox')).toBeNull();
    expect(input('Market value', card('Vehicle'))).toHaveProperty('value', '32 000.00');
  });

  it('hides customer fields from users who may not read parties, and saves their value as it was', async () => {
    const customer = { ...ANNA, partyType: 'PRIVATE' };
    const { user, server } = await openQuote(
      motorQuote({ data: { policyholder: { customer }, vehicle: { hasTrailer: false } } }),
      ['quote:*'],
      { 'POST /api/quotes/save': { body: motorQuote({ version: 4 }) } },
    );
    expect(await screen.findByLabelText(/^Make/, { selector: 'input' }, LOADED)).toBeTruthy();
    expect(screen.queryByLabelText(/^Customer/)).toBeNull();
    expect(screen.queryByText(/Anna/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(saves(server)[0]?.body).toMatchObject({ quote: { data: { policyholder: { customer } } } });
  });

  it('finds the policyholder among the parties, ten at a time', async () => {
    const { user, server } = await openQuote(motorQuote(), STAFF, {
      'GET /api/parties/find-all': { body: { count: 1, items: [{ ...ANNA, partyType: 'PRIVATE' }] } },
      'POST /api/quotes/save': { body: motorQuote({ version: 4 }) },
    });
    await user.type(await screen.findByLabelText(/^Customer/, { selector: 'input' }, LOADED), 'Anna');
    // The typed name is searched once typing pauses; the answer is the same for any search here.
    const searches = () =>
      server.requests.filter((request) => request.path.startsWith('/api/parties/find-all'));
    await waitFor(() =>
      expect(searches().at(-1)?.path).toBe(
        '/api/parties/find-all?page=0&limit=10&name=Anna&partyTypes=PRIVATE%2CLEGAL',
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'Anna Bērziņa (120385-12345)' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(saves(server)[0]?.body).toMatchObject({
      quote: { data: { policyholder: { customer: { ...ANNA, partyType: 'PRIVATE' } } } },
    });
  });

  it('creates a new policyholder in a dialog and puts them into the quote', async () => {
    const created = { ...ANNA, partyType: 'PRIVATE', version: 0, data: {} };
    const { user, server } = await openQuote(motorQuote(), STAFF, {
      'POST /api/parties/private/init': {
        body: {
          party: { partyType: 'PRIVATE', data: { person: {} } },
          dataDefinition: partyDefinition('PRIVATE'),
        },
      },
      'POST /api/parties/legal/init': {
        body: {
          party: { partyType: 'LEGAL', data: { company: {} } },
          dataDefinition: partyDefinition('LEGAL'),
        },
      },
      'POST /api/parties': { body: created },
    });
    await user.click(await screen.findByRole('button', { name: 'Create new' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'New person' });
    expect(within(dialog).getByRole('button', { name: 'Legal person' })).toBeTruthy();
    await user.type(await within(dialog).findByLabelText(/^First name/, { selector: 'input' }), 'Anna');
    await user.type(within(dialog).getByLabelText(/^Last name/, { selector: 'input' }), 'Bērziņa');
    await user.type(within(dialog).getByLabelText(/^Personal code/, { selector: 'input' }), '120385-12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('Customer', card('Policyholder'))).toHaveProperty('value', 'Anna Bērziņa (120385-12345)');
    expect(screen.getByText('Party saved')).toBeTruthy();
    expect(server.requests.find((request) => request.path === '/api/parties')?.body).toEqual({
      partyType: 'PRIVATE',
      data: { person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: '120385-12345' } },
    });
    expect(saves(server)).toEqual([]);
  });
});

describe('the loan application page', SLOW, () => {
  it('is titled with the borrower and saves through the loan application calls', async () => {
    const application = motorQuote({
      productType: 'LENDING',
      quoteNr: 'LA-000007',
      contractee: { ...ANNA, partyType: 'PRIVATE' },
    });
    const { user, server } = await renderApp({
      path: `/workspace/loan-applications/${QUOTE_ID}`,
      permissions: STAFF,
      routes: {
        [`GET /api/loan-applications/${QUOTE_ID}`]: { body: application },
        'POST /api/loan-applications/save': { body: application },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Anna Bērziņa' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Motor insurance · LA-000007')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Loan application saved')).toBeTruthy();
    expect(server.requests.filter((request) => request.path === '/api/loan-applications/save')).toHaveLength(
      1,
    );
  });
});
