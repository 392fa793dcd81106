import type { PartyPage, PartySearch } from '@coverline/widgets';
import { useCan } from '../../navigation/useCan.js';
import { useFindParties } from '../../workspace/forms/useFindParties.js';

/**
 * The party search behind a customer field's value in a saved query's or a decision's condition, for those
 * who may find parties; without it the value is typed.
 */
export function useConditionPartySearch(): ((query: PartySearch) => Promise<PartyPage>) | undefined {
  const can = useCan();
  const findParties = useFindParties();
  return can('party:FindAll') ? findParties : undefined;
}
