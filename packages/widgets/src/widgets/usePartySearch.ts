import { useCallback, useEffect, useRef, useState } from 'react';
import type { PartyReference, PartyType, WidgetsSettings } from '../context/WidgetsContext.js';

/** Parties per page of a Customer search (the spec's page size for party look-ups). */
export const PARTY_PAGE_SIZE = 10;
/** Quiet time after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchState {
  parties: PartyReference[];
  count: number;
  loading: boolean;
}

/**
 * Debounced, paged party search for one open Customer field: a new text starts again at page 0, `loadMore`
 * appends the next page, and answers to superseded requests are dropped.
 */
export function usePartySearch(
  search: WidgetsSettings['searchParties'],
  partyTypes: readonly PartyType[],
  text: string,
  active: boolean,
) {
  const [state, setState] = useState<SearchState>({ parties: [], count: 0, loading: false });
  const request = useRef(0);

  const fetchPage = useCallback(
    (page: number, previous: PartyReference[]) => {
      if (!search) return;
      const id = ++request.current;
      setState((current) => ({ ...current, loading: true }));
      search({ search: text, partyTypes, page, limit: PARTY_PAGE_SIZE })
        .then(({ items, count }) => {
          if (id === request.current) setState({ parties: [...previous, ...items], count, loading: false });
        })
        .catch(() => {
          if (id === request.current) setState((current) => ({ ...current, loading: false }));
        });
    },
    [search, text, partyTypes],
  );

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => fetchPage(0, []), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, fetchPage]);

  const hasMore = state.parties.length < state.count;
  return {
    ...state,
    loadMore: () => {
      if (hasMore && !state.loading) fetchPage(state.parties.length / PARTY_PAGE_SIZE, state.parties);
    },
  };
}
