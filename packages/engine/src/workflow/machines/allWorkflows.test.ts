import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reachableStatuses } from '../../../test-support/moveTable.js';
import { hasPermission, PERMISSION_KEYS } from '../../domain/permissions.js';
import type { Move, StatusMachine } from '../statusMachine.js';
import { CLAIM_WORKFLOW } from './claimWorkflow.js';
import { CONTRACT_WORKFLOW } from './contractWorkflow.js';
import { INSTALLMENT_WORKFLOW } from './installmentWorkflow.js';
import { JOB_WORKFLOW } from './jobWorkflow.js';
import { QUOTE_WORKFLOW } from './quoteWorkflow.js';
import { SMS_WORKFLOW } from './smsWorkflow.js';

const MACHINES: readonly StatusMachine<string, string, string, string>[] = [
  QUOTE_WORKFLOW,
  CLAIM_WORKFLOW,
  CONTRACT_WORKFLOW,
  INSTALLMENT_WORKFLOW,
  SMS_WORKFLOW,
  JOB_WORKFLOW,
];

/** Statuses that moves still to come reach: a contract's end date, repayment and the payment actions. */
const NOT_YET_REACHED: Readonly<Record<string, readonly string[]>> = {
  contract: ['EXPIRED', 'REPAID', 'CEDED', 'WRITEOFF'],
};

const DOC = readFileSync(new URL('../../../docs/workflows.md', import.meta.url), 'utf8');

/** The rows of a machine's table in docs/workflows.md, one per operation, then one per automatic move. */
function documentedRows(machine: StatusMachine<string, string, string, string>): string[] {
  const row = (name: string, move: Move<string>, permission: string) =>
    `| ${name} | ${move.from.join(', ')} | ${move.to} | ${move.otherOutcomes?.join(', ') ?? '—'} | ${permission} |`;
  return [
    ...Object.entries(machine.operations).map(([name, move]) => row(name, move, `\`${move.permission}\``)),
    ...Object.entries(machine.automatic ?? {}).map(([name, move]) => row(`${name} (automatic)`, move, '—')),
  ];
}

describe.each(MACHINES.map((machine) => [machine.name, machine] as const))(
  'the %s workflow',
  (name, machine) => {
    it('needs only permissions that permission groups can grant', () => {
      for (const [operation, { permission }] of Object.entries(machine.operations)) {
        // A pattern (an SMS belongs to a quote or a contract) must still name catalogued permissions.
        const granted = permission.includes('*')
          ? PERMISSION_KEYS.some((key) => hasPermission([key], permission))
          : PERMISSION_KEYS.includes(permission);
        expect(granted, `${operation}: ${permission}`).toBe(true);
      }
    });

    it('is documented move by move in docs/workflows.md', () => {
      const table = [
        '| Operation | From | To | Other outcomes | Permission |',
        '| --- | --- | --- | --- | --- |',
        ...documentedRows(machine),
      ].join('\n');
      expect(DOC).toContain(table);
    });

    it('reaches every status from the initial one', () => {
      const unreached = Object.keys(machine.statuses).filter(
        (status) => !reachableStatuses(machine).has(status),
      );
      expect(unreached).toEqual(NOT_YET_REACHED[name] ?? []);
    });
  },
);
