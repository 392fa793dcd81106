import type { PartyPage, PartySearch } from '@coverline/widgets';
import { useCallback } from 'react';
import { useApi } from '../../api/ApiContext.js';

/**
 * The party search behind Customer fields: `GET /api/parties/find-all` by name and party types, a page of
 * `limit` (the widget asks for 10, debounced as the user types).
 */
export function useFindParties(): (query: PartySearch) => Promise<PartyPage> {
  const { client } = useApi();
  return useCallback(
    ({ search, partyTypes, page, limit }: PartySearch) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (search.trim() !== '') query.set('name', search.trim());
      if (partyTypes.length > 0) query.set('partyTypes', partyTypes.join(','));
      return client.get<PartyPage>(`/api/parties/find-all?${query}`);
    },
    [client],
  );
}
