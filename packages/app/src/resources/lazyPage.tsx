import { lazyComponent, type LazyComponent } from '@coverline/widgets';
import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Loading } from '../pages/Busy.js';

/** A page loaded lazily (see lazyPage). */
export type LazyPage<P extends object> = LazyComponent<P> & { readonly page: true };

/**
 * A page component loaded on first use. The routes' loaders load its code before a navigation shows it (see
 * withRouteLoaders), so it renders at once; rendered before that, it shows a loading notice.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return Object.assign(lazyComponent(load, <Loading />), { page: true as const });
}

/** The lazy pages in `node`: the element itself or any it wraps (a permission gate around a page). */
export function lazyPagesIn(node: ReactNode): LazyPage<object>[] {
  if (!isValidElement(node)) return [];
  const { type, props } = node as ReactElement<{ children?: ReactNode }>;
  const own = typeof type === 'function' && 'page' in type ? [type as LazyPage<object>] : [];
  const children = Array.isArray(props.children) ? props.children : [props.children];
  return [...own, ...children.flatMap((child: ReactNode) => lazyPagesIn(child))];
}
