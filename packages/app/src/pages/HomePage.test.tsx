import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.js';

const MOTOR = {
  id: '7c0b6f1e-5d43-4a0e-9a57-2b1f0c8d9e10',
  version: 1,
  name: 'Motor insurance',
  code: 'MOTOR',
  seq: 0,
  parentId: 'none',
  productType: 'INSURANCE' as const,
};

describe('the landing page', () => {
  it('offers a card per section the user may use, with every link of that section', async () => {
    await renderApp({
      path: '/home',
      permissions: ['party:Find', 'party:Create', 'quote:Init', 'quote:Find'],
      catalog: { products: [MOTOR] },
    });
    const persons = within(await screen.findByRole('region', { name: 'Persons' }));
    expect(persons.getByRole('link', { name: 'All persons' }).getAttribute('href')).toBe(
      '/workspace/persons',
    );
    expect(persons.getByRole('link', { name: 'New private person' })).toBeTruthy();
    const quotes = within(screen.getByRole('region', { name: 'Quotes' }));
    // The products come with the catalogue, which may arrive after the permissions drew the cards.
    const newMotorQuote = await quotes.findByRole('link', { name: 'New quote › Motor insurance' });
    expect(newMotorQuote.getAttribute('href')).toBe(`/workspace/products/${MOTOR.id}/new`);
    expect(screen.queryByRole('region', { name: 'Claims' })).toBeNull();
  });

  it('offers nothing the user may not do', async () => {
    await renderApp({ path: '/home', permissions: ['party:Find'] });
    const persons = within(await screen.findByRole('region', { name: 'Persons' }));
    expect(persons.queryByRole('link', { name: 'New private person' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quotes' })).toBeNull();
  });
});
