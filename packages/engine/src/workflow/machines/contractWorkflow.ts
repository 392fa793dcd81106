import type { ContractOperation, ContractStatus } from '../../domain/enumerations.js';
import { defineStatusMachine } from '../statusMachine.js';

/**
 * `active`: in force, claims can be created (only ACTIVE). `hasFullSchedule`: instalments and payments apply,
 * so the payments page is offered (ACTIVE and TERMINATED, whose debt is still collected).
 */
export type ContractStatusFlag = 'active' | 'hasFullSchedule';

/**
 * A policy's or a loan's life after issue (see docs/workflows.md). Each operation starts a quote of its action
 * type (`CONTRACT_OPERATION_ACTION_TYPES`); the contract moves when that quote is issued. EXPIRED, REPAID,
 * CEDED and WRITEOFF are reached by the end date and by payments, which the insurance and lending work adds.
 */
export const CONTRACT_WORKFLOW = defineStatusMachine<ContractStatus, ContractOperation, ContractStatusFlag>({
  name: 'contract',
  initial: 'ACTIVE',
  statuses: {
    ACTIVE: { active: true, hasFullSchedule: true },
    EXPIRED: {},
    CANCELLED: {},
    RENEWED: {},
    REPAID: {},
    TERMINATED: { hasFullSchedule: true },
    CEDED: {},
    WRITEOFF: {},
  },
  operations: {
    CHANGE: { from: ['ACTIVE'], to: 'ACTIVE', permission: 'contract:Change' },
    CANCEL: { from: ['ACTIVE'], to: 'CANCELLED', permission: 'contract:Cancel' },
    // A renewal may be issued in the days after the end date too, once the contract has expired.
    RENEW: { from: ['ACTIVE', 'EXPIRED'], to: 'RENEWED', permission: 'contract:Renew' },
    TERMINATE: { from: ['ACTIVE'], to: 'TERMINATED', permission: 'contract:Terminate' },
    REINSTATEMENT: { from: ['CANCELLED'], to: 'ACTIVE', permission: 'contract:Reinstatement' },
  },
});
