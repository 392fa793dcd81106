import type { SavedQuery } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG } from '../api/objectCatalog.js';
import type { NavigationContext } from './navigationContext.js';
import { savedQueryItems } from './savedQueryItems.js';

const query = (id: string, overrides: Partial<SavedQuery>) => ({
  id,
  version: 0,
  name: `Query ${id}`,
  queryObject: 'LOANS' as const,
  columns: ['contractNumber'],
  visibleIn: ['TREE_MENU' as const],
  ...overrides,
});

const context = (permissions: string[]): NavigationContext => ({
  permissions,
  productTypes: ['LENDING'],
  catalog: {
    ...EMPTY_CATALOG,
    queries: [
      query('loans', { iconName: 'AccountBalance' }),
      query('portfolio', { queryObject: 'LOAN_PORTFOLIO' }),
      query('internal', { permission: 'internal:Restriction' }),
      query('elsewhere', { visibleIn: ['VIEW_PERSON'] }),
    ],
  },
  locale: 'en-GB',
  translate: (key) => key,
});

const address = (id: string) => `/workspace/query/${id}`;
const ids = (permissions: string[], queryObject: 'LOANS' | 'LOAN_PORTFOLIO') =>
  savedQueryItems(context(permissions), queryObject, address).map((item) => item.id);

describe('the saved queries of the sidebar', () => {
  it("offers a tree-menu query with its own icon, or the saved queries' icon", () => {
    const [loans, internal] = savedQueryItems(context(['*']), 'LOANS', address);
    expect(loans).toEqual({
      id: 'query-loans',
      label: 'Query loans',
      icon: 'savedQuery',
      iconName: 'AccountBalance',
      to: '/workspace/query/loans',
    });
    expect(internal?.iconName).toBeUndefined();
  });

  it('offers only the queries the user may run: the records, their schedule figures, the restriction', () => {
    const staff = ['query:Read', 'contract:Find', 'contract:ReadSummary', 'internal:Restriction'];
    expect(ids(staff, 'LOANS')).toEqual(['query-loans', 'query-internal']);
    expect(ids(staff, 'LOAN_PORTFOLIO')).toEqual(['query-portfolio']);
    const partner = ['query:Read', 'contract:*', 'partner:Restriction'];
    expect(ids(partner, 'LOANS')).toEqual(['query-loans']);
    expect(ids(partner, 'LOAN_PORTFOLIO')).toEqual([]);
    expect(ids(['query:Read'], 'LOANS')).toEqual([]);
  });
});
