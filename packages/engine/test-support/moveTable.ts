/**
 * A status machine's moves as a table, found by asking `checkMove` about every (status, operation) pair, so a
 * test that compares it with the expected table also proves every pair it leaves out is refused.
 */
import { checkAutomaticMove, checkMove, type StatusMachine } from '../src/workflow/statusMachine.js';

/** `{ 'STATUS OPERATION': outcomes }` for every allowed operation, then every allowed automatic move. */
export function moveTable(
  machine: StatusMachine<string, string, string, string>,
): Record<string, readonly string[]> {
  const table: Record<string, readonly string[]> = {};
  const statuses = Object.keys(machine.statuses);
  for (const status of statuses) {
    for (const operation of Object.keys(machine.operations)) {
      const check = checkMove(machine, status, operation, ['*']);
      if (check.allowed) table[`${status} ${operation}`] = check.outcomes;
    }
    for (const name of Object.keys(machine.automatic ?? {})) {
      const check = checkAutomaticMove(machine, status, name);
      if (check.allowed) table[`${status} ${name}`] = check.outcomes;
    }
  }
  return table;
}

/** The statuses reachable from the initial one by any move. */
export function reachableStatuses(machine: StatusMachine<string, string, string, string>): Set<string> {
  const moves = [...Object.values(machine.operations), ...Object.values(machine.automatic ?? {})];
  const reached = new Set([machine.initial]);
  for (let grown = true; grown;) {
    grown = false;
    for (const move of moves) {
      if (!move.from.some((status) => reached.has(status))) continue;
      for (const status of [move.to, ...(move.otherOutcomes ?? [])]) {
        if (!reached.has(status)) grown = reached.add(status) !== undefined;
      }
    }
  }
  return reached;
}
