import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  CLAIM_STATUS_FLAGS,
  CLAIM_STATUSES,
  CONTRACT_OPERATION_ACTION_TYPES,
  CONTRACT_STATUS_FLAGS,
  CONTRACT_STATUSES,
  CALCULATED_LINE_TYPES,
  INVOICE_LINE_TYPES,
  isClosedClaimStatus,
  JOB_STATE_FLAGS,
  JOB_STATES,
  LABEL_COLOR_PALETTE,
  productVersionState,
  QUOTE_STATUS_FLAGS,
  QUOTE_STATUSES,
  SMS_STATUS_FLAGS,
  SMS_STATUSES,
} from './enumerations.js';
import { isFinishedQuoteStatus, isLockedQuoteStatus } from '../workflow/machines/quoteWorkflow.js';
import { LABEL_COLORS } from '../definitions/label.js';

const having = <K extends string, F>(flags: Readonly<Record<K, F>>, flag: keyof F) =>
  (Object.keys(flags) as K[]).filter((key) => flags[key][flag]);

describe('quote statuses', () => {
  it('chain by sequence from NEW to ISSUED, with the terminal statuses after', () => {
    const bySequence = [...QUOTE_STATUSES].sort(
      (a, b) => QUOTE_STATUS_FLAGS[a].sequence - QUOTE_STATUS_FLAGS[b].sequence,
    );
    expect(bySequence).toEqual([
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
    ]);
    expect(new Set(QUOTE_STATUSES.map((s) => QUOTE_STATUS_FLAGS[s].value)).size).toBe(QUOTE_STATUSES.length);
  });

  it('flag initial, locked, issue-in-progress and finished statuses as the spec lists them', () => {
    expect(having(QUOTE_STATUS_FLAGS, 'initial')).toEqual(['NEW']);
    expect(having(QUOTE_STATUS_FLAGS, 'locked')).toEqual([
      'READY',
      'QUOTED',
      'ACCEPTED',
      'ISSUING',
      'ISSUED',
      'REJECTED',
      'EXPIRED',
      'DELETED',
    ]);
    expect(having(QUOTE_STATUS_FLAGS, 'issue')).toEqual(['ACCEPTED', 'ISSUING']);
    expect(having(QUOTE_STATUS_FLAGS, 'finished')).toEqual(['ISSUED', 'REJECTED', 'EXPIRED', 'DELETED']);
  });

  it('answer locked and finished for any text, unknown statuses being neither', () => {
    expect(isLockedQuoteStatus('QUOTED')).toBe(true);
    expect(isLockedQuoteStatus('APPROVED')).toBe(false);
    expect(isFinishedQuoteStatus('ISSUING')).toBe(false);
    expect(isFinishedQuoteStatus('EXPIRED')).toBe(true);
    expect(isLockedQuoteStatus('SOMETHING_NEW')).toBe(false);
    expect(isLockedQuoteStatus('toString')).toBe(false);
  });
});

describe('contract statuses', () => {
  it('only ACTIVE is active; ACTIVE and TERMINATED have a full schedule', () => {
    expect(having(CONTRACT_STATUS_FLAGS, 'active')).toEqual(['ACTIVE']);
    expect(having(CONTRACT_STATUS_FLAGS, 'hasFullSchedule')).toEqual(['ACTIVE', 'TERMINATED']);
    expect(Object.keys(CONTRACT_STATUS_FLAGS)).toEqual([...CONTRACT_STATUSES]);
  });

  it('operations start quotes of their action type', () => {
    expect(CONTRACT_OPERATION_ACTION_TYPES).toEqual({
      CHANGE: 'CHANGE',
      CANCEL: 'CANCELLATION',
      RENEW: 'RENEWAL',
      TERMINATE: 'TERMINATION',
      REINSTATEMENT: 'REINSTATEMENT',
    });
    for (const actionType of Object.values(CONTRACT_OPERATION_ACTION_TYPES))
      expect(ACTION_TYPES).toContain(actionType);
  });
});

describe('claims, SMS and jobs', () => {
  it('claims are closed when CLOSED or REJECTED', () => {
    expect(having(CLAIM_STATUS_FLAGS, 'closed')).toEqual(['CLOSED', 'REJECTED']);
    expect(CLAIM_STATUSES.filter(isClosedClaimStatus)).toEqual(['CLOSED', 'REJECTED']);
  });

  it('an SMS that failed is completed, and a pending one is neither', () => {
    for (const status of SMS_STATUSES) {
      if (SMS_STATUS_FLAGS[status].failed) expect(SMS_STATUS_FLAGS[status].completed, status).toBe(true);
    }
    expect(SMS_STATUS_FLAGS.PENDING).toEqual({ completed: false, failed: false });
    expect(SMS_STATUS_FLAGS.DELIVERED).toEqual({ completed: true, failed: false });
  });

  it('jobs are complete once failed, succeeded or deleted', () => {
    expect(JOB_STATES.filter((state) => JOB_STATE_FLAGS[state].complete)).toEqual([
      'FAILED',
      'SUCCEEDED',
      'DELETED',
    ]);
  });
});

describe('instalment lines', () => {
  it('added by hand are never the calculated interest, penalty or principal', () => {
    expect(INVOICE_LINE_TYPES.filter((type) => CALCULATED_LINE_TYPES.includes(type))).toEqual([]);
  });
});

describe('product version state', () => {
  it('is active, else locked, else new', () => {
    expect(productVersionState({ active: true, locked: true })).toBe('ACTIVE');
    expect(productVersionState({ locked: true })).toBe('LOCKED');
    expect(productVersionState({})).toBe('NEW');
  });
});

describe('label colours', () => {
  /** WCAG 2 contrast ratio of two #RRGGBB colours. */
  function contrast(a: string, b: string): number {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  }

  it('give each of the 16 label colours its own background', () => {
    expect(new Set(LABEL_COLORS.map((c) => LABEL_COLOR_PALETTE[c].background)).size).toBe(16);
  });

  it.each(LABEL_COLORS)('%s text is readable on its background (WCAG AA)', (color) => {
    const { background, text } = LABEL_COLOR_PALETTE[color];
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
