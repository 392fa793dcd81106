import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenDrawn } from './whenIdle.js';

/** A lazily loaded component: rendered as soon as its code is there, and its code can be asked for beforehand. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code; resolves once it is there. */
  preload(): Promise<void>;
};

export interface LazyComponentOptions {
  /**
   * Its code is asked for only once the page has been drawn (and the browser is idle), not while rendering:
   * what is drawn with it never waits for it, nor shares the network with it. For what is beside or below a
   * page's content (panels, sections) and for what can stand in for a while (an editor's placeholder).
   */
  afterDrawn?: boolean;
}

/**
 * A component whose code is loaded on first use. Once its code is there (`preload`) it renders at once;
 * rendered before that, it shows `fallback` (or what it makes of the props) meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode),
  { afterDrawn = false }: LazyComponentOptions = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A later use tries again (a chunk may fail to arrive once, on a bad connection or after a deploy).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const fallbackOf = (props: P) => (typeof fallback === 'function' ? fallback(props) : fallback);
  // React.lazy loses the generic props type; the component is the one `load` gives.
  const Suspended = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function SuspendedComponent(props: P) {
    // Suspending, even for code already loaded, would show the fallback and hold the component back for a
    // while: React reveals what a fallback stood in for no sooner than 300 ms after the fallback appeared.
    // Chosen once per mount, so that the component is not mounted afresh when its code arrives.
    const [ready] = useState(() => loaded);
    if (ready !== undefined) return createElement(ready, props);
    return (
      <Suspense fallback={fallbackOf(props)}>
        <Suspended {...props} />
      </Suspense>
    );
  }
  function DrawnFirstComponent(props: P) {
    const [ready, setReady] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    const waiting = ready === undefined;
    useEffect(() => {
      if (!waiting) return;
      let current = true;
      const cancel = whenDrawn(
        () =>
          void preload().then(
            (component) => current && setReady(() => component),
            (error: unknown) => current && setFailure({ error }),
          ),
      );
      return () => {
        current = false;
        cancel();
      };
    }, [waiting]);
    // Code that could not be loaded goes to the error boundary, as a suspended component's does.
    if (failure !== undefined) throw failure.error;
    return ready === undefined ? fallbackOf(props) : createElement(ready, props);
  }
  return Object.assign(afterDrawn ? DrawnFirstComponent : SuspendedComponent, {
    preload: async () => void (await preload()),
  });
}
