import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../pages/Busy.js';

/** A page component loaded on first render, with a loading notice meanwhile. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React.lazy loses the generic props type; the component is the one `load` gives.
  const Page = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
