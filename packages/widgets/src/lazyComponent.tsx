import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded component: rendered as soon as its code is there, and its code can be asked for beforehand. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code; resolves once it is there. */
  preload(): Promise<void>;
};

/**
 * A component whose code is loaded on first use. Once its code is there (`preload`) it renders at once;
 * rendered before that, it shows `fallback` (or what it makes of the props) meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode),
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
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Suspended {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: async () => void (await preload()) });
}
