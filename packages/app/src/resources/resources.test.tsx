import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequirePermission } from '../navigation/RequirePermission.js';
import { ROUTE_TABLE } from '../navigation/routeTable.js';
import { ROUTES } from '../routes.js';
import { defineResource, PUBLIC_SCREEN, screenPattern } from './defineResource.js';
import { isCataloguedPattern } from './permissionPattern.js';
import { resourceRouteEntries } from './resourceRoutes.js';
import {
  claims,
  loans,
  persons,
  policies,
  products,
  quotes,
  WORKSPACE_RESOURCES,
} from './workspaceResources.js';

/** Every route of the app with an address, however deeply nested. */
function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const workspaceRoutes = flatten(ROUTES).filter((route) => route.path?.startsWith('/workspace/'));
const publicScreens = WORKSPACE_RESOURCES.flatMap((resource) =>
  Object.values(resource.screens)
    .filter((screen) => screen.permission === PUBLIC_SCREEN)
    .map((screen) => screenPattern(resource, screen)),
);

/** The permission a route's page is wrapped in, if it is. */
function gateOf(route: RouteObject): string | undefined {
  const element = route.element as ReactElement<{ pattern?: string }> | undefined;
  return isValidElement(element) && element.type === RequirePermission ? element.props.pattern : undefined;
}

describe('screen resources', () => {
  it('gate every workspace route by a catalogued permission, unless it is declared public', () => {
    expect(workspaceRoutes.length).toBeGreaterThan(20);
    for (const route of workspaceRoutes) {
      if (publicScreens.includes(route.path as string)) continue;
      const gate = gateOf(route);
      expect(gate, route.path).toBeDefined();
      expect(isCataloguedPattern(gate as string), `${route.path}: ${gate}`).toBe(true);
    }
    // Public only on purpose: a saved query's page checks the query's own permission.
    expect(publicScreens).toEqual(['/workspace/query/:id']);
  });

  it('give the route table the same addresses and permissions as the router', () => {
    for (const route of workspaceRoutes) {
      const entry = ROUTE_TABLE.find((candidate) => candidate.path === route.path);
      expect(entry, route.path).toBeDefined();
      expect(entry?.permission, route.path).toBe(gateOf(route));
    }
    for (const entry of ROUTE_TABLE)
      if (entry.permission !== undefined)
        expect(isCataloguedPattern(entry.permission), `${entry.path}: ${entry.permission}`).toBe(true);
  });

  it('keep the screens of later versions at their addresses, behind their gates', () => {
    const later = defineResource({
      name: 'later',
      base: '/workspace/later',
      screens: { view: { path: ':id', permission: 'quote:Read' } },
    });
    expect(resourceRouteEntries([later])).toContainEqual({
      path: '/workspace/later/:id',
      permission: 'quote:Read',
      placeholder: true,
    });
    expect(ROUTE_TABLE.find((entry) => entry.path === '/workspace/dashboard')?.placeholder).toBeUndefined();
  });

  it('open the loan screens: the list on the kit, the page, its payments, a transaction and starting a loan operation', () => {
    for (const path of [
      '/workspace/loans',
      '/workspace/loans/:id',
      '/workspace/loans/:id/payments',
      '/workspace/loans/:contractId/actions/:actionId',
      '/workspace/loans/:id/init-quote/:action',
    ])
      expect(ROUTE_TABLE.find((entry) => entry.path === path)?.placeholder, path).toBeUndefined();
    expect(ROUTE_TABLE.find((entry) => entry.path === '/workspace/loans/:id/payments')?.permission).toBe(
      'contract:FindPayments',
    );
  });

  it('open the claim screens: the list on the kit, the page and a new claim on a policy', () => {
    for (const path of ['/workspace/claims', '/workspace/claims/:id', '/workspace/policies/:id/new-claim'])
      expect(ROUTE_TABLE.find((entry) => entry.path === path)?.placeholder, path).toBeUndefined();
    expect(gateOf(workspaceRoutes.find((route) => route.path === '/workspace/claims') as RouteObject)).toBe(
      'claim:Find',
    );
    expect(ROUTE_TABLE.find((entry) => entry.path === '/workspace/policies/:id/new-claim')?.permission).toBe(
      'claim:Create',
    );
    expect(claims.paths.view('c1')).toBe('/workspace/claims/c1');
  });

  it('open the policy screens: the list on the kit, the page, a transaction and starting a quote', () => {
    for (const path of [
      '/workspace/policies',
      '/workspace/policies/:id',
      '/workspace/policies/:policyId/actions/:actionId',
      '/workspace/policies/:id/init-quote/:action',
    ])
      expect(ROUTE_TABLE.find((entry) => entry.path === path)?.placeholder, path).toBeUndefined();
    expect(ROUTE_TABLE.find((entry) => entry.path === '/workspace/policies')?.permission).toBe(
      'contract:Find',
    );
  });

  it('gate starting a quote by quote:Init, not by reading quotes', () => {
    expect(ROUTE_TABLE.find((entry) => entry.path === '/workspace/products/:id/new')?.permission).toBe(
      'quote:Init',
    );
  });

  it('build the addresses of their screens', () => {
    expect(quotes.paths.view('q1')).toBe('/workspace/quotes/q1');
    expect(quotes.paths.list()).toBe('/workspace/quotes');
    expect(persons.paths.edit('p1')).toBe('/workspace/persons/p1/edit');
    expect(persons.paths.createLegal()).toBe('/workspace/persons/legal/new');
    expect(products.paths.newQuote('m1')).toBe('/workspace/products/m1/new');
    expect(loans.paths.action({ contractId: 'c1', actionId: 'a1' })).toBe('/workspace/loans/c1/actions/a1');
    expect(policies.paths.initQuote({ id: 'p1', action: 'cancellation' })).toBe(
      '/workspace/policies/p1/init-quote/cancellation',
    );
  });

  it('refuse a permission that is not in the catalogue when compiled', () => {
    const typo = () =>
      defineResource({
        name: 'typo',
        base: '/workspace/typo',
        // @ts-expect-error `qoute` is no permission area: the declaration does not compile.
        screens: { list: { path: '', permission: 'qoute:Find' } },
      });
    expect(isCataloguedPattern('qoute:Find')).toBe(false);
    expect(isCataloguedPattern('quote:Raed')).toBe(false);
    expect(typo().base).toBe('/workspace/typo');
  });
});
