import { createContext, useCallback, useContext, useMemo } from 'react';
import {
  RouterProvider,
  useLocation,
  useSearchParams,
  type DataRouter,
  type SetURLSearchParams,
} from 'react-router';

/** The path the router is on its way to, read at the moment it is asked; undefined when it is not navigating. */
const PendingPathContext = createContext<() => string | undefined>(() => undefined);

/** The app's router, telling usePageParams where it is going while a navigation waits for its page's code. */
export function AppRouter({ router }: { router: DataRouter }) {
  const pendingPath = useCallback(() => {
    const { navigation } = router.state;
    return navigation.state === 'idle' ? undefined : navigation.location.pathname;
  }, [router]);
  return (
    <PendingPathContext.Provider value={pendingPath}>
      <RouterProvider router={router} />
    </PendingPathContext.Provider>
  );
}

/**
 * The search parameters of what a page keeps in its address (search, page, sorting), as useSearchParams. A change
 * made while a navigation to another page is under way comes to nothing: it would cancel that navigation, and a
 * search handed on once the typing paused would keep the user on the list whose row they had just opened.
 */
export function usePageParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pendingPath = useContext(PendingPathContext);
  const setHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      const going = pendingPath();
      if (going === undefined || going === pathname) setParams(next, options);
    },
    [setParams, pendingPath, pathname],
  );
  return useMemo(() => [params, setHere], [params, setHere]);
}
