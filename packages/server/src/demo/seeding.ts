import {
  applyDateOperations,
  localNow,
  type DateOperation,
  type NoteCreate,
  type PanelObjectType,
  type PartyReference,
} from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { PANEL_OBJECTS, requireReadableObject } from '../kit/panelObjects.js';
import { createNote } from '../modules/notes/service.js';
import type { UserActor } from '../modules/shared/actor.js';
import type { FormMoment } from '../modules/shared/dataDefinition.js';
import { instantOn, type SampleContext } from './sampleData.js';

/** What every sample record is made with: who makes it, when, in which language; and its notes. */

/** A note as the sample files give it: its text in every language (`sampleData.ts`). */
export type SampleNote = Omit<NoteCreate, 'refId'>;

/** The administrator's: every permission. */
export const EVERY_PERMISSION = ['*'];

/** Who makes the samples, in which language and time zone, and the persons made so far. */
export interface Seeding {
  tx: Tx;
  actor: UserActor;
  locale: string;
  timeZone: string;
  /** The real moment of seeding: what "today" is for records made today. */
  now: Date;
  persons: Map<string, PartyReference>;
}

/** The tenant's today at the moment of seeding. */
export function todayOf(seeding: Seeding): string {
  return localNow(seeding.now, seeding.timeZone).slice(0, 10);
}

/** The moment of a record made `madeOn` (operations on the tenant's today), and its sample context. */
export function momentOf(seeding: Seeding, madeOn: DateOperation[] | undefined): [FormMoment, SampleContext] {
  const at =
    madeOn === undefined
      ? seeding.now
      : instantOn(applyDateOperations(`${todayOf(seeding)}T12:00:00`, madeOn, 'Date'), seeding.timeZone);
  const context = {
    localNow: localNow(at, seeding.timeZone),
    locale: seeding.locale,
    persons: seeding.persons,
  };
  return [{ locale: seeding.locale, at }, context];
}

/** Notes by the administrator on an object, checked like the notes' calls check them; answers how many. */
export async function addNotes(
  seeding: Seeding,
  type: PanelObjectType,
  refId: string,
  notes: SampleNote[],
): Promise<number> {
  const object = PANEL_OBJECTS[type];
  for (const note of notes) {
    await requireReadableObject(seeding.tx, object, refId, EVERY_PERMISSION);
    await createNote(seeding.tx, seeding.actor, object, { ...note, refId });
  }
  return notes.length;
}
