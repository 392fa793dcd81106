import type { PartyDraft, PartyType } from '@coverline/engine';
import useSWR, { type SWRResponse } from 'swr';
import { useApi } from '../../api/ApiContext.js';

/**
 * A new person of a type to fill in (`POST /api/parties/{partyType}/init`): the form of the tenant's current
 * definitions of that type, with its defaults. A draft creates nothing, so it is read like any data.
 */
export function usePartyDraft(partyType: PartyType): SWRResponse<PartyDraft> {
  const { client } = useApi();
  const path = `/api/parties/${partyType.toLowerCase()}/init`;
  return useSWR<PartyDraft>([path, 'draft'], () => client.post<PartyDraft>(path), {
    revalidateOnReconnect: false,
  });
}
