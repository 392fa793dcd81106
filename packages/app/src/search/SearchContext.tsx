import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

const SearchDialog = lazy(() => import('./SearchDialog.js'));

interface SearchContextValue {
  openSearch: () => void;
}

const SearchContext = createContext<SearchContextValue | undefined>(undefined);

export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext);
  if (value === undefined) throw new Error('useSearch needs a SearchProvider');
  return value;
}

/** Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}

/** The global search dialog, loaded on first use, and its keyboard shortcut while `enabled`. */
export function SearchProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openSearch = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, openSearch]);

  const value = useMemo(() => ({ openSearch }), [openSearch]);
  return (
    <SearchContext.Provider value={value}>
      {children}
      {enabled && loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </SearchContext.Provider>
  );
}
