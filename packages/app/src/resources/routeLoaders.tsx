import type { Params, RouteObject } from 'react-router';
import type { RecordPrefetch } from '../api/recordPrefetch.js';
import { Loading } from '../pages/Busy.js';
import { lazyPagesIn } from './lazyPage.js';

/** What a route's `handle` may tell its loader. */
export interface RouteHandle {
  /** The records its page reads (API paths, which are their cache keys), by the route's parameters. */
  records?: (params: Params) => string[];
}

/**
 * The routes with loaders that fetch, in parallel, the code of the lazy pages in a route's element and the
 * records its page reads (`handle.records`): the router shows the next page once its code is there, keeping
 * the current one on screen meanwhile (on the first load, a loading notice), and the page finds its records
 * on their way instead of asking for them only once it has rendered.
 */
export function withRouteLoaders(routes: readonly RouteObject[], prefetch: RecordPrefetch): RouteObject[] {
  return routes.map((route) => {
    const children =
      route.children === undefined ? {} : { children: withRouteLoaders(route.children, prefetch) };
    const records = (route.handle as RouteHandle | undefined)?.records;
    const pages = lazyPagesIn(route.element);
    if (route.loader !== undefined || (pages.length === 0 && records === undefined))
      return { ...route, ...children } as RouteObject;
    return {
      ...route,
      ...children,
      loader: async ({ params }) => {
        if (records !== undefined) prefetch.start(records(params));
        await Promise.all(pages.map((page) => page.preload()));
        return null;
      },
      hydrateFallbackElement: <Loading />,
    } as RouteObject;
  });
}
