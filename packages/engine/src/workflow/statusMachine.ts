import { hasPermission } from '../domain/permissions.js';

/**
 * A workflow as data: the statuses of a record with their flags, and the operations that move it. The server
 * enforces a machine (any other move is refused and changes nothing), the app draws the operation buttons of
 * `availableOperations`, and neither hard-codes a move.
 */
export interface StatusMachine<
  S extends string,
  O extends string,
  F extends string,
  A extends string = never,
> {
  /** The record kind the machine belongs to, e.g. `quote`. */
  name: string;
  /** The status a new record starts in. */
  initial: S;
  /** Every status with its flags (e.g. `locked`, `finished`); a flag not listed is false. */
  statuses: Readonly<Record<S, Readonly<Partial<Record<F, boolean>>>>>;
  /** What a person may do, each under a permission; the operation buttons of a record. */
  operations: Readonly<Record<O, Operation<S>>>;
  /**
   * Moves nobody asks for: time passing, a provider's report, the job worker. They need no permission and
   * are never offered as operations, so a holder of `*` is not shown a button for them.
   */
  automatic?: Readonly<Record<A, Move<S>>>;
}

/** A move between statuses. */
export interface Move<S extends string> {
  /** The statuses the move may start from. */
  from: readonly S[];
  /** The status the move leads to. */
  to: S;
  /**
   * Statuses the move may end in instead of `to`, decided by the record's rules (e.g. SUBMIT ends
   * INCOMPLETE when the data is not complete). The server chooses; the machine only allows.
   */
  otherOutcomes?: readonly S[];
}

/** A move that a person asks for. */
export interface Operation<S extends string> extends Move<S> {
  /** The permission the operation needs, e.g. `quote:Save`. */
  permission: string;
}

/**
 * Declares a machine, checking that every move names known statuses and that no name is both an operation
 * and an automatic move. The errors are the programmer's, thrown when the module loads.
 */
export function defineStatusMachine<
  S extends string,
  O extends string,
  F extends string = never,
  A extends string = never,
>(machine: StatusMachine<S, O, F, A>): StatusMachine<S, O, F, A> {
  const known = (status: S) => Object.hasOwn(machine.statuses, status);
  if (!known(machine.initial)) throw new Error(`${machine.name}: unknown initial status ${machine.initial}`);
  const automatic = Object.entries<Move<S>>(machine.automatic ?? ({} as Record<A, Move<S>>));
  for (const [name, move] of [...Object.entries<Move<S>>(machine.operations), ...automatic]) {
    for (const status of [...move.from, move.to, ...(move.otherOutcomes ?? [])]) {
      if (!known(status)) throw new Error(`${machine.name}.${name}: unknown status ${status}`);
    }
  }
  for (const [name] of automatic) {
    if (Object.hasOwn(machine.operations, name)) throw new Error(`${machine.name}.${name}: declared twice`);
  }
  return machine;
}

/** Whether a status of the machine carries a flag; false for a status the machine does not know. */
export function hasStatusFlag<S extends string, F extends string>(
  machine: StatusMachine<S, string, F, string>,
  status: string,
  flag: F,
): boolean {
  return Object.hasOwn(machine.statuses, status) ? machine.statuses[status as S][flag] === true : false;
}

/** The operations that the machine allows from `status` and the caller's permissions allow, in declaration order. */
export function availableOperations<S extends string, O extends string>(
  machine: StatusMachine<S, O, string, string>,
  status: string,
  permissions: readonly string[],
): O[] {
  return (Object.keys(machine.operations) as O[]).filter(
    (name) => checkMove(machine, status, name, permissions).allowed,
  );
}

/** Why a move is refused: the machine has no such move from the status, or the caller lacks its permission. */
export type MoveRefusal = 'notAllowedFromStatus' | 'lackPermission' | 'unknownOperation';

export type MoveCheck<S extends string> =
  { allowed: true; to: S; outcomes: readonly S[] } | { allowed: false; reason: MoveRefusal };

/**
 * Checks one move: the outcome statuses it may end in, or why it is refused. The server answers
 * `lackPermission` with 403 and the others with 409, and changes nothing.
 */
export function checkMove<S extends string, O extends string>(
  machine: StatusMachine<S, O, string, string>,
  status: string,
  operation: string,
  permissions: readonly string[],
): MoveCheck<S> {
  if (!Object.hasOwn(machine.operations, operation)) return { allowed: false, reason: 'unknownOperation' };
  const move = machine.operations[operation as O];
  if (!move.from.includes(status as S)) return { allowed: false, reason: 'notAllowedFromStatus' };
  if (!hasPermission(permissions, move.permission)) return { allowed: false, reason: 'lackPermission' };
  return { allowed: true, to: move.to, outcomes: outcomesOf(move) };
}

/**
 * Checks an automatic move (time, a provider's report, the job worker): allowed from its from-statuses, with no
 * permission; `unknownOperation` for a name that is not an automatic move, operations included.
 */
export function checkAutomaticMove<S extends string>(
  machine: StatusMachine<S, string, string, string>,
  status: string,
  name: string,
): MoveCheck<S> {
  const automatic: Readonly<Record<string, Move<S>>> = machine.automatic ?? {};
  if (!Object.hasOwn(automatic, name)) return { allowed: false, reason: 'unknownOperation' };
  const move = automatic[name] as Move<S>;
  if (!move.from.includes(status as S)) return { allowed: false, reason: 'notAllowedFromStatus' };
  return { allowed: true, to: move.to, outcomes: outcomesOf(move) };
}

/** The statuses that carry a flag, in declaration order. */
export function statusesWithFlag<S extends string, F extends string>(
  machine: StatusMachine<S, string, F, string>,
  flag: F,
): S[] {
  return (Object.keys(machine.statuses) as S[]).filter((status) => machine.statuses[status][flag] === true);
}

function outcomesOf<S extends string>(move: Move<S>): readonly S[] {
  return [move.to, ...(move.otherOutcomes ?? [])];
}
