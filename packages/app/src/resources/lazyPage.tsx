import {
  createElement,
  isValidElement,
  lazy,
  Suspense,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  useState,
} from 'react';
import { Loading } from '../pages/Busy.js';

/** A lazily loaded component: rendered as soon as its code is there, and its code can be asked for beforehand. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code; resolves once it is there. */
  preload(): Promise<void>;
};

/** A page loaded lazily (see lazyPage). */
export type LazyPage<P extends object> = LazyComponent<P> & { readonly page: true };

/**
 * A component whose code is loaded on first use. Once its code is there (`preload`) it renders at once;
 * rendered before that, it shows `fallback` meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  // React.lazy loses the generic props type; the component is the one `load` gives.
  const Suspended = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function LazyComponent(props: P) {
    // Suspending, even for code already loaded, would show the fallback and hold the component back for a
    // while: React reveals what a fallback stood in for no sooner than 300 ms after the fallback appeared.
    // Chosen once per mount, so that the component is not mounted afresh when its code arrives.
    const [ready] = useState(() => loaded);
    if (ready !== undefined) return createElement(ready, props);
    return (
      <Suspense fallback={fallback}>
        <Suspended {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: async () => void (await preload()) });
}

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
