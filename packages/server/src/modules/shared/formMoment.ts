import type { Tx } from '../../db/database.js';
import type { UserActor } from './actor.js';
import type { FormMoment } from './dataDefinition.js';

/** The caller's interface locale (read per request, as their profile holds it) and the moment `at`. */
export async function formMomentOf(tx: Tx, actor: UserActor, at: Date): Promise<FormMoment> {
  const { rows } = await tx.query<{ locale: string }>('select locale from user_account where id = $1', [
    actor.userId,
  ]);
  return { locale: rows[0]?.locale ?? 'en-GB', at };
}
