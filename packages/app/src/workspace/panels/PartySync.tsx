import { lazyComponent } from '@coverline/widgets';
import type { PartyChange } from '@coverline/engine';

/** The notice's code comes with the first record whose parties changed: most records have none. */
const PartySyncNotice = lazyComponent<PartySyncProps<unknown>>(
  async () => (await import('./PartySyncNotice.js')).PartySyncNotice,
  null,
);

/** The kinds of record whose copies of parties the dialog reviews: its texts name the record. */
export type PartySyncRecord = 'quote' | 'loan';

export interface PartySyncProps<Answer> {
  /** Names the record in the texts (`…_loan` variants). */
  record: PartySyncRecord;
  /** The record's parties that changed since it took its copy of them. */
  changed: readonly PartyChange[];
  /** Whether the update is offered: the user's permission, and a record that may still change. */
  maySync: boolean;
  /** The record's address in the API; the update is `PUT {recordPath}/sync-party/{partyId}`. */
  recordPath: string;
  /** Takes the server's answer (the record as updated) and gives the parties still changed. */
  onSynced: (answer: Answer) => readonly PartyChange[];
}

/**
 * The party-difference notice of a record that keeps copies of its parties (a quote, a loan), when any of them
 * changed since: its dialog lists each party's changes field by field, and the update takes the party's values
 * into the record.
 */
export function PartySync<Answer>(props: PartySyncProps<Answer>) {
  if (props.changed.length === 0) return null;
  return <PartySyncNotice {...(props as PartySyncProps<unknown>)} />;
}
