import { matchRoutes } from 'react-router';
import type { RouteEntry } from './routeTable.js';

/** What a page says about one of its address's segments, keyed by that segment's full path. */
export interface BreadcrumbOverride {
  /** Text to show instead of the route table's (e.g. a person's name instead of their id). */
  label?: string;
  /** Show the segment without a link. */
  disableLink?: boolean;
  /** Leave the segment out. */
  skip?: boolean;
}

export interface Breadcrumb {
  label: string;
  /** Absent for the last crumb and for segments without a page of their own. */
  href?: string;
}

/**
 * The breadcrumbs of an address: one per path segment, labelled from the route table
 * (the most specific matching pattern) or, without an entry, with the segment itself; page overrides win.
 * The last crumb is plain text.
 */
export function buildBreadcrumbs(
  pathname: string,
  routes: readonly RouteEntry[],
  overrides: Readonly<Record<string, BreadcrumbOverride>>,
  label: (entry: RouteEntry, params: Record<string, string | undefined>) => string | undefined,
): Breadcrumb[] {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const objects = routes.map((entry) => ({ path: entry.path, entry }));
  const crumbs: Breadcrumb[] = [];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const override = overrides[path] ?? {};
    const match = matchRoutes(objects, path)?.at(-1);
    const entry = match?.route.entry;
    if (override.skip ?? entry?.skip) return;
    const text =
      override.label ??
      (entry === undefined ? undefined : label(entry, match?.params ?? {})) ??
      decodeURIComponent(segment);
    const linked = entry !== undefined && entry.link !== false && override.disableLink !== true;
    crumbs.push(linked ? { label: text, href: path } : { label: text });
  });
  const last = crumbs.at(-1);
  if (last !== undefined) delete last.href;
  return crumbs;
}
