import { hasPermission } from '../domain/permissions.js';

/**
 * A workflow as data: the statuses of a record with their flags, and the operations that move it. The server
 * enforces a machine (any other move is refused and changes nothing), the app draws the operation buttons of
 * `availableOperations`, and neither hard-codes a move.
 */
export interface StatusMachine<S extends string, O extends string, F extends string> {
  /** The record kind the machine belongs to, e.g. `quote`; also the area of its permissions. */
  name: string;
  /** The status a new record starts in. */
  initial: S;
  /** Every status with its flags (e.g. `locked`, `finished`); a flag not listed is false. */
  statuses: Readonly<Record<S, Readonly<Partial<Record<F, boolean>>>>>;
  operations: Readonly<Record<O, Operation<S>>>;
}

export interface Operation<S extends string> {
  /** The statuses the operation may start from. */
  from: readonly S[];
  /** The status the operation leads to. */
  to: S;
  /**
   * Statuses the operation may end in instead of `to`, decided by the record's rules (e.g. SUBMIT ends
   * INCOMPLETE when the data is not complete). The server chooses; the machine only allows.
   */
  otherOutcomes?: readonly S[];
  /** The permission the operation needs, e.g. `quote:Save`. */
  permission: string;
}

/** Declares a machine, checking that every move names known statuses. */
export function defineStatusMachine<S extends string, O extends string, F extends string = never>(
  machine: StatusMachine<S, O, F>,
): StatusMachine<S, O, F> {
  const known = (status: S) => Object.hasOwn(machine.statuses, status);
  if (!known(machine.initial)) throw new Error(`${machine.name}: unknown initial status ${machine.initial}`);
  for (const [name, operation] of Object.entries<Operation<S>>(machine.operations)) {
    for (const status of [...operation.from, operation.to, ...(operation.otherOutcomes ?? [])]) {
      if (!known(status)) throw new Error(`${machine.name}.${name}: unknown status ${status}`);
    }
  }
  return machine;
}

/** Whether a status of the machine carries a flag; false for a status the machine does not know. */
export function hasStatusFlag<S extends string, F extends string>(
  machine: StatusMachine<S, string, F>,
  status: string,
  flag: F,
): boolean {
  return Object.hasOwn(machine.statuses, status) ? machine.statuses[status as S][flag] === true : false;
}

/** The operations that the machine allows from `status` and the caller's permissions allow, in declaration order. */
export function availableOperations<S extends string, O extends string>(
  machine: StatusMachine<S, O, string>,
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
  machine: StatusMachine<S, O, string>,
  status: string,
  operation: string,
  permissions: readonly string[],
): MoveCheck<S> {
  if (!Object.hasOwn(machine.operations, operation)) return { allowed: false, reason: 'unknownOperation' };
  const move = machine.operations[operation as O];
  if (!move.from.includes(status as S)) return { allowed: false, reason: 'notAllowedFromStatus' };
  if (!hasPermission(permissions, move.permission)) return { allowed: false, reason: 'lackPermission' };
  return { allowed: true, to: move.to, outcomes: [move.to, ...(move.otherOutcomes ?? [])] };
}
