import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './breadcrumbs.js';
import { ROUTE_TABLE, type RouteEntry } from './routeTable.js';

const labelOf = (entry: RouteEntry, params: Record<string, string | undefined>) =>
  entry.label === undefined
    ? undefined
    : typeof entry.label === 'string'
      ? entry.label
      : entry.label(params, (key) => `«${key}»`);

const crumbs = (path: string, overrides = {}) => buildBreadcrumbs(path, ROUTE_TABLE, overrides, labelOf);

describe('breadcrumbs', () => {
  it('label each segment from the route table and link all but the last', () => {
    expect(crumbs('/admin-area/users/add')).toEqual([
      { label: 'routes.adminArea', href: '/admin-area' },
      { label: 'routes.users', href: '/admin-area/users' },
      { label: 'menu.addUser' },
    ]);
  });

  it('show a segment without a label as it is, e.g. an id', () => {
    expect(crumbs('/workspace/persons/42')).toEqual([
      { label: 'routes.workspace', href: '/workspace' },
      { label: 'routes.persons', href: '/workspace/persons' },
      { label: '42' },
    ]);
  });

  it('prefer the most specific pattern: `legal/new` is a new legal person, not person "legal"', () => {
    expect(crumbs('/workspace/persons/legal/new').map((crumb) => crumb.label)).toEqual([
      'routes.workspace',
      'routes.persons',
      'routes.newLegalPerson',
    ]);
  });

  it('do not link segments that have no page of their own', () => {
    expect(crumbs('/workspace/products/p1/new')).toEqual([
      { label: 'routes.workspace', href: '/workspace' },
      { label: 'routes.products' },
      { label: 'p1' },
      { label: 'actions.new' },
    ]);
  });

  it('build labels from address parameters', () => {
    expect(crumbs('/admin-area/queries/loan-applications/new').map((crumb) => crumb.label)).toEqual([
      'routes.adminArea',
      'routes.queries',
      '«classifiers:queryObjects.LOAN_APPLICATIONS»',
      'actions.new',
    ]);
    expect(crumbs('/profile/edit').at(-1)).toEqual({ label: '«actions.edit»' });
  });

  it('let a page relabel, unlink or skip a segment', () => {
    const overrides = {
      '/workspace/persons/42': { label: 'Anna Bērziņa' },
      '/workspace/persons': { disableLink: true },
      '/workspace': { skip: true },
    };
    expect(crumbs('/workspace/persons/42/edit', overrides)).toEqual([
      { label: 'routes.persons' },
      { label: 'Anna Bērziņa', href: '/workspace/persons/42' },
      { label: '«actions.edit»' },
    ]);
  });

  it('keep the last crumb plain text even when it has a page', () => {
    expect(crumbs('/home')).toEqual([{ label: 'routes.home' }]);
  });
});
