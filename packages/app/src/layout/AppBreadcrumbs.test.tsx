import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { BreadcrumbProvider, useBreadcrumbOverride } from '../navigation/BreadcrumbContext.js';
import { renderApp, renderWithTexts } from '../testing/renderApp.js';
import { emptyPartyDraft } from '../testing/workspaceDefinitions.js';
import { AppBreadcrumbs } from './AppBreadcrumbs.js';

describe('the header’s breadcrumbs', () => {
  it('show the translated trail with links and the current page as plain text', async () => {
    await renderApp({
      path: '/workspace/persons/legal/new',
      permissions: ['party:Create'],
      locale: 'de-DE',
      profile: { locale: 'de-DE' },
      routes: { 'POST /api/parties/legal/init': { body: emptyPartyDraft('LEGAL') } },
    });
    await screen.findByRole('heading', { name: 'Neue juristische Person' }, { timeout: 4000 });
    const trail = within(screen.getByRole('navigation', { name: 'Navigationspfad' }));

    expect(trail.getByRole('link', { name: 'Arbeitsbereich' }).getAttribute('href')).toBe('/workspace');
    expect(trail.getByRole('link', { name: 'Personen' }).getAttribute('href')).toBe('/workspace/persons');
    const current = trail.getByText('Neue juristische Person');
    expect(current.tagName).not.toBe('A');
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});

function PersonPage() {
  useBreadcrumbOverride('/workspace/persons/42', { label: 'Anna Bērziņa' });
  useBreadcrumbOverride('/workspace', { skip: true });
  return null;
}

describe('breadcrumb overrides', () => {
  it('let the page on screen relabel and skip segments of its address', async () => {
    await renderWithTexts(
      <MemoryRouter initialEntries={['/workspace/persons/42/edit']}>
        <BreadcrumbProvider>
          <PersonPage />
          <AppBreadcrumbs />
        </BreadcrumbProvider>
      </MemoryRouter>,
    );
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb trail' }));
    expect(trail.getByRole('link', { name: 'Anna Bērziņa' }).getAttribute('href')).toBe(
      '/workspace/persons/42',
    );
    expect(trail.queryByText('Workspace')).toBeNull();
    expect(trail.getByText('Edit').getAttribute('aria-current')).toBe('page');
  });
});
