/**
 * The shared enumerations of the platform and the workspace, with the flags and sequences the screens and the
 * server branch on. Codes only: their labels are i18n keys in the app. The flags of a record's statuses come
 * from its workflow (`workflow/machines/`, docs/workflows.md), the one place they are declared.
 * Enumerations of the definition model (field, control, object, party and product types, integration types,
 * query objects and places, label colours and association types) live with it in `definitions/`; instalment
 * line types and statuses, payment types and actions and allocation statuses in `finance/types.ts`.
 */
import type { IntegrationType } from '../definitions/integration.js';
import type { LabelColor } from '../definitions/label.js';
import type { InstallmentLineType, PaymentAction } from '../finance/types.js';
import { CLAIM_WORKFLOW } from '../workflow/machines/claimWorkflow.js';
import { CONTRACT_WORKFLOW } from '../workflow/machines/contractWorkflow.js';
import { JOB_WORKFLOW } from '../workflow/machines/jobWorkflow.js';
import { QUOTE_WORKFLOW } from '../workflow/machines/quoteWorkflow.js';
import { SMS_WORKFLOW } from '../workflow/machines/smsWorkflow.js';
import { hasStatusFlag } from '../workflow/statusMachine.js';

/** A table of one entry per status, in the order of `statuses`. */
function byStatus<S extends string, T>(
  statuses: readonly S[],
  entry: (status: S, index: number) => T,
): Record<S, T> {
  return Object.fromEntries(statuses.map((status, index) => [status, entry(status, index)])) as Record<S, T>;
}

/** Badge of a product version. */
export const PRODUCT_VERSION_STATES = ['NEW', 'ACTIVE', 'LOCKED'] as const;
export type ProductVersionState = (typeof PRODUCT_VERSION_STATES)[number];

/** A version's badge: active, else locked, else new. */
export function productVersionState(version: { active?: boolean; locked?: boolean }): ProductVersionState {
  if (version.active) return 'ACTIVE';
  return version.locked ? 'LOCKED' : 'NEW';
}

export const USER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PERMISSION_GROUP_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type PermissionGroupStatus = (typeof PERMISSION_GROUP_STATUSES)[number];

export const LOGO_TYPES = ['LOGO', 'WALLPAPER'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const MESSAGE_TEMPLATE_TYPES = ['TXT', 'MJML', 'HTML'] as const;
export type MessageTemplateType = (typeof MESSAGE_TEMPLATE_TYPES)[number];

export const DOCUMENT_OUTPUT_TYPES = ['PDF', 'DOCX'] as const;
export type DocumentOutputType = (typeof DOCUMENT_OUTPUT_TYPES)[number];

export const QUOTE_STATUSES = [
  'NEW',
  'INCOMPLETE',
  'READY',
  'APPROVED',
  'QUOTED',
  'ACCEPTED',
  'ISSUING',
  'ISSUED',
  'REJECTED',
  'EXPIRED',
  'DELETED',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export interface QuoteStatusFlags {
  /** A new quote starts here. */
  initial: boolean;
  /** Read-only: the quote page shows the view instead of the form. */
  locked: boolean;
  /** Issuing is in progress. */
  issue: boolean;
  /** No further operation; the Issue button is not offered. */
  finished: boolean;
  /** Stable numeric code of the status. */
  value: number;
  /** Position in the chain NEW → … → ISSUED; the terminal REJECTED, EXPIRED, DELETED come after it. */
  sequence: number;
}

/** The flags as the quote workflow declares them; the codes are the positions in `QUOTE_STATUSES`. */
export const QUOTE_STATUS_FLAGS: Readonly<Record<QuoteStatus, QuoteStatusFlags>> = byStatus(
  QUOTE_STATUSES,
  (status, value) => ({
    initial: QUOTE_WORKFLOW.initial === status,
    locked: hasStatusFlag(QUOTE_WORKFLOW, status, 'locked'),
    issue: hasStatusFlag(QUOTE_WORKFLOW, status, 'issue'),
    finished: hasStatusFlag(QUOTE_WORKFLOW, status, 'finished'),
    value,
    sequence: value + 1,
  }),
);

export const QUOTE_OPERATIONS = [
  'SAVE',
  'ISSUE',
  'SUBMIT',
  'APPROVE',
  'REJECT',
  'DELETE',
  'REINSTATE',
  'INQUIRE',
  'LEND',
  'EXPIRE',
  'CLARIFY',
] as const;
export type QuoteOperation = (typeof QUOTE_OPERATIONS)[number];

export const ACTION_TYPES = [
  'NEW',
  'RENEWAL',
  'CHANGE',
  'EXPIRY',
  'CANCELLATION',
  'REINSTATEMENT',
  'REWRITE',
  'EXTENSION',
  'TERMINATION',
  'CEDING',
  'WRITEOFF',
  'REPAYMENT',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const CONTRACT_STATUSES = [
  'ACTIVE',
  'EXPIRED',
  'CANCELLED',
  'RENEWED',
  'REPAID',
  'TERMINATED',
  'CEDED',
  'WRITEOFF',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export interface ContractStatusFlags {
  /** In force: claims can be created. Only ACTIVE. */
  active: boolean;
  /** Instalments and payments apply (ACTIVE and TERMINATED): the payments page is offered. */
  hasFullSchedule: boolean;
}

/** The flags as the contract workflow declares them. */
export const CONTRACT_STATUS_FLAGS: Readonly<Record<ContractStatus, ContractStatusFlags>> = byStatus(
  CONTRACT_STATUSES,
  (status) => ({
    active: hasStatusFlag(CONTRACT_WORKFLOW, status, 'active'),
    hasFullSchedule: hasStatusFlag(CONTRACT_WORKFLOW, status, 'hasFullSchedule'),
  }),
);

export const CONTRACT_OPERATIONS = ['CHANGE', 'CANCEL', 'RENEW', 'TERMINATE', 'REINSTATEMENT'] as const;
export type ContractOperation = (typeof CONTRACT_OPERATIONS)[number];

/** The action type of the quote that a contract operation starts. */
export const CONTRACT_OPERATION_ACTION_TYPES: Readonly<Record<ContractOperation, ActionType>> = {
  CHANGE: 'CHANGE',
  CANCEL: 'CANCELLATION',
  RENEW: 'RENEWAL',
  TERMINATE: 'TERMINATION',
  REINSTATEMENT: 'REINSTATEMENT',
};

/**
 * Roles of parties in a transaction: policy holder, borrower, beneficiary, insurer, lender, guarantor,
 * reinsurer, intermediary, underwriter, user.
 */
export const PARTY_ROLES = ['PH', 'BO', 'BNF', 'INS', 'LN', 'GTR', 'RE', 'IM', 'UW', 'USR'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const CLAIM_STATUSES = ['NEW', 'APPROVED', 'PAID', 'CLOSED', 'REJECTED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A new claim starts in this status. */
export const INITIAL_CLAIM_STATUS: ClaimStatus = CLAIM_WORKFLOW.initial;

/** Closed claims are read-only; as the claim workflow declares them. */
export const CLAIM_STATUS_FLAGS: Readonly<Record<ClaimStatus, { closed: boolean }>> = byStatus(
  CLAIM_STATUSES,
  (status) => ({ closed: hasStatusFlag(CLAIM_WORKFLOW, status, 'closed') }),
);

/** Whether a claim in `status` is closed (read-only); false for a status this version does not know. */
export function isClosedClaimStatus(status: string): boolean {
  return hasStatusFlag(CLAIM_WORKFLOW, status, 'closed');
}

/** Line types a user may put on an invoice added by hand. */
export const INVOICE_LINE_TYPES: readonly InstallmentLineType[] = [
  'PERMIT_PREPARATION',
  'COMMISSION',
  'DEBT_COLLECTION',
  'VEHICLE_REPOSSESSION',
  'REINSTATEMENT_FEE',
  'AMENDMENT_FEE',
];

/** Lines the loan calculation produces; they cannot be deleted from an instalment by hand. */
export const CALCULATED_LINE_TYPES: readonly InstallmentLineType[] = ['INTEREST', 'PENALTY', 'PRINCIPAL'];

/** Payment actions offered only on a terminated loan. */
export const TERMINATED_LOAN_PAYMENT_ACTIONS: readonly PaymentAction[] = ['CESSION', 'WRITEOFF'];

export const SMS_STATUSES = [
  'PENDING',
  'DELIVERED',
  'UNDELIVERED',
  'EXPIRED',
  'CANCELED',
  'REJECTED',
  'UNKNOWN',
] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export interface SmsStatusFlags {
  /** The provider will not change the status any more; incomplete messages are refreshed. */
  completed: boolean;
  /** The message did not reach its recipient. */
  failed: boolean;
}

/** As the SMS workflow declares them: UNKNOWN is not completed, so it is refreshed like PENDING. */
export const SMS_STATUS_FLAGS: Readonly<Record<SmsStatus, SmsStatusFlags>> = byStatus(
  SMS_STATUSES,
  (status) => ({
    completed: hasStatusFlag(SMS_WORKFLOW, status, 'completed'),
    failed: hasStatusFlag(SMS_WORKFLOW, status, 'failed'),
  }),
);

export const JOB_STATES = ['SCHEDULED', 'ENQUEUED', 'PROCESSING', 'FAILED', 'SUCCEEDED', 'DELETED'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Complete jobs are no longer polled; as the job workflow declares them. */
export const JOB_STATE_FLAGS: Readonly<Record<JobState, { complete: boolean }>> = byStatus(
  JOB_STATES,
  (state) => ({
    complete: hasStatusFlag(JOB_WORKFLOW, state, 'complete'),
  }),
);

/**
 * The kinds of outside data a quote is enriched with; each is asked of the enabled integration of the same
 * type (a credit bureau).
 */
export const ENRICHMENT_TYPES = ['CREDIT_BUREAU'] as const satisfies readonly IntegrationType[];
export type EnrichmentType = (typeof ENRICHMENT_TYPES)[number];

/** Chip colours of a label: light tints with a dark text of the same hue, readable at WCAG AA. */
export const LABEL_COLOR_PALETTE: Readonly<Record<LabelColor, { background: string; text: string }>> = {
  default: { background: '#E0E0E0', text: '#212121' },
  color1: { background: '#FFCDD2', text: '#B71C1C' },
  color2: { background: '#F8BBD0', text: '#880E4F' },
  color3: { background: '#E1BEE7', text: '#4A148C' },
  color4: { background: '#D1C4E9', text: '#311B92' },
  color5: { background: '#C5CAE9', text: '#1A237E' },
  color6: { background: '#BBDEFB', text: '#0D47A1' },
  color7: { background: '#B2EBF2', text: '#006064' },
  color8: { background: '#B2DFDB', text: '#004D40' },
  color9: { background: '#C8E6C9', text: '#1B5E20' },
  color10: { background: '#DCEDC8', text: '#33691E' },
  color11: { background: '#F0F4C3', text: '#5C5A00' },
  color12: { background: '#FFECB3', text: '#6D4C00' },
  color13: { background: '#FFE0B2', text: '#8A3A00' },
  color14: { background: '#D7CCC8', text: '#3E2723' },
  color15: { background: '#CFD8DC', text: '#263238' },
};
