import {
  CLAIM_OBJECT_DEFINITIONS,
  PREDEFINED_OBJECT_DEFINITIONS,
  type ClaimContext,
  type ClaimOperation,
  type Lookup,
  type PartyType,
  type Policy,
  type PolicyTransaction,
} from '@coverline/engine';
import type { DataDefinition } from '../workspace/forms/dataDefinition.js';
import type { QuoteContext, QuoteDraft, QuoteDraftContext } from '../workspace/quotes/quote.js';

/** Test content of the workspace screens: a small motor product and the tenant's predefined party forms. */

export const VEHICLE_MAKES: Lookup = {
  id: '3d7e2a10-5b4c-4f6e-8a9b-0c1d2e3f4a5b',
  key: 'vehicleMake',
  name: 'Vehicle make',
  values: [
    { key: 'VW', name: 'Volkswagen' },
    { key: 'BMW', name: 'BMW' },
  ],
};

/** A policyholder and a vehicle with a mandatory lookup, a money field and a field shown only for trailers. */
export const MOTOR_DEFINITION: DataDefinition = {
  objectDefinitions: [
    {
      key: 'policyholder',
      objectType: 'CUSTOM',
      name: 'Policyholder',
      seq: 0,
      attributes: { controlType: 'SINGLE_OBJECT' },
      fields: [
        {
          key: 'customer',
          name: 'Customer',
          attributes: { fieldType: 'Customer', partyTypes: ['PRIVATE', 'LEGAL'], mandatory: true },
        },
      ],
    },
    {
      key: 'vehicle',
      objectType: 'CUSTOM',
      name: 'Vehicle',
      seq: 1,
      attributes: { controlType: 'SINGLE_OBJECT', columns: 2 },
      fields: [
        {
          key: 'make',
          name: 'Make',
          seq: 0,
          attributes: { fieldType: 'Lookup', lookupId: VEHICLE_MAKES.id as string, mandatory: true },
        },
        {
          key: 'marketValue',
          name: 'Market value',
          seq: 1,
          attributes: { fieldType: 'Money', mandatory: true },
        },
        { key: 'hasTrailer', name: 'Tows a trailer', seq: 2, attributes: { fieldType: 'Boolean' } },
        {
          key: 'trailerWeight',
          name: 'Trailer weight',
          seq: 3,
          attributes: {
            fieldType: 'Integer',
            mandatory: true,
            displayCondition: 'vehicle.hasTrailer == true',
          },
        },
      ],
    },
  ],
  lookups: [VEHICLE_MAKES],
  referencedObjectDefinitions: [],
  currencies: ['EUR'],
  timeZone: 'Europe/Riga',
};

export const PRODUCT_ID = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const QUOTE_ID = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';
export const PRODUCT_VERSION_ID = '5c4b3a29-1807-4f6e-9d5c-4b3a29180706';

/** A NEW motor quote as `GET /api/quotes/{id}` answers it; `changes` replace parts of the quote. */
export function motorQuote(changes: Partial<QuoteContext['quote']> = {}): QuoteContext {
  return {
    quote: {
      id: QUOTE_ID,
      quoteNr: 'Q-000042',
      productType: 'INSURANCE',
      status: 'NEW',
      actionType: 'NEW',
      product: { id: PRODUCT_ID, name: 'Motor insurance', code: 'MOTOR', iconName: 'DirectionsCar' },
      productVersion: { id: PRODUCT_VERSION_ID, name: 'Motor 2026' },
      contractee: null,
      beneficiary: null,
      startDate: null,
      endDate: null,
      issueDate: null,
      validUntil: null,
      currency: null,
      premium: null,
      sumInsured: null,
      loanTerm: null,
      annualInterestRate: null,
      maxLoanAmount: null,
      paymentDate: null,
      commissionRate: null,
      addCommissionToLoanAmount: null,
      needsGuarantor: null,
      carLoanWithPledge: null,
      data: { policyholder: {}, vehicle: { hasTrailer: false } },
      paymentSchedule: [],
      parties: [],
      incompleteReasons: null,
      currentPolicyId: null,
      targetPolicyId: null,
      currentLoanId: null,
      targetLoanId: null,
      version: 3,
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-21T09:00:00.000Z',
      ...changes,
    },
    dataDefinition: MOTOR_DEFINITION,
    coreFields: {},
    availableOperations: ['SAVE'],
    partiesChanged: [],
  };
}

/**
 * A new motor quote as `POST /api/products/{id}/init-quote` answers it: a draft with the product version's
 * defaults, not stored yet, so without id, number and version.
 */
export function motorDraft(changes: Partial<QuoteDraft> = {}): QuoteDraftContext {
  const { quote, partiesChanged: _changed, ...context } = motorQuote();
  const {
    id: _id,
    quoteNr: _quoteNr,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    parties: _parties,
    incompleteReasons: _reasons,
    currentPolicyId: _current,
    targetPolicyId: _target,
    currentLoanId: _currentLoan,
    targetLoanId: _targetLoan,
    ...draft
  } = quote;
  return { ...context, quote: { ...draft, ...changes } };
}

/** The tenant's own definitions of a party type: those a new tenant starts with. */
export function partyDefinition(partyType: PartyType): DataDefinition {
  return {
    objectDefinitions: PREDEFINED_OBJECT_DEFINITIONS.filter(
      (definition) => definition.objectType === partyType,
    ),
    lookups: [],
    referencedObjectDefinitions: [],
    currencies: ['EUR'],
    timeZone: 'Europe/Riga',
  };
}

/** A new person of a type whose form has no objects: for tests of the shell around the person pages. */
export function emptyPartyDraft(partyType: PartyType) {
  return {
    party: { partyType, data: {} },
    dataDefinition: { ...partyDefinition(partyType), objectDefinitions: [] },
  };
}

export const POLICY_ID = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
const ANNA_REFERENCE = {
  id: '0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e',
  name: 'Anna Bērziņa',
  code: '120385-12345',
  partyType: 'PRIVATE' as const,
};

/** The NEW transaction of the motor policy: 1 200.00 EUR for 2026, paid in two instalments. */
export function motorTransaction(changes: Partial<PolicyTransaction> = {}): PolicyTransaction {
  return {
    actionId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    sequence: 1,
    actionType: 'NEW',
    quoteId: QUOTE_ID,
    quoteNr: 'Q-000042',
    issueDate: '2025-12-20',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    currency: 'EUR',
    premium: 1200,
    sumInsured: 15000,
    parties: [{ role: 'PH', party: ANNA_REFERENCE }],
    paymentSchedule: [
      { dueDate: '2026-01-01', startDate: '2026-01-01', endDate: '2026-07-01', amount: 600 },
      { dueDate: '2026-07-02', startDate: '2026-07-02', endDate: '2026-12-31', amount: 600 },
    ],
    summary: {
      previousPremium: null,
      premium: 1200,
      deltaPremium: 1200,
      totalPremium: 1200,
      prorationMethod: 'DAYS',
      previousRemaining: null,
      remaining: null,
      proRataRefund: null,
      holdbackPercent: null,
      holdback: null,
      refund: null,
    },
    createdAt: '2025-12-20T10:00:00.000Z',
    ...changes,
  };
}

/** An ACTIVE motor policy as `GET /api/policies/{id}` answers it; `changes` replace parts of it. */
export function motorPolicy(changes: Partial<Policy> = {}): Policy {
  return {
    id: POLICY_ID,
    contractNr: 'P-000007',
    status: 'ACTIVE',
    product: { id: PRODUCT_ID, name: 'Motor insurance', code: 'MOTOR', iconName: 'DirectionsCar' },
    productVersion: { id: PRODUCT_VERSION_ID, name: 'Motor 2026' },
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    issueDate: '2025-12-20',
    currency: 'EUR',
    premium: 1200,
    sumInsured: 15000,
    contractee: ANNA_REFERENCE,
    parties: [{ role: 'PH', party: ANNA_REFERENCE }],
    data: {},
    renewalOf: null,
    renewedBy: null,
    transactions: [motorTransaction()],
    availableOperations: ['CHANGE', 'CANCEL', 'RENEW'],
    activeQuote: null,
    version: 1,
    createdAt: '2025-12-20T10:00:00.000Z',
    updatedAt: '2025-12-20T10:00:00.000Z',
    ...changes,
  };
}

export const CLAIM_ID = '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a';

/** A claim on the motor policy, status NEW, as `GET /api/claims/{id}` answers it; `changes` replace parts. */
export function motorClaim(
  changes: Partial<ClaimContext['claim']> = {},
  availableOperations: ClaimOperation[] = [],
): ClaimContext {
  const claim: ClaimContext['claim'] = {
    id: CLAIM_ID,
    claimNr: 'C-000003',
    status: 'NEW',
    policy: {
      id: POLICY_ID,
      contractNr: 'P-000007',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      issueDate: '2025-12-20',
      currency: 'EUR',
      contractee: ANNA_REFERENCE,
      parties: [{ role: 'PH', party: ANNA_REFERENCE }],
      transactions: [
        {
          sequence: 1,
          actionType: 'NEW',
          issueDate: '2025-12-20',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          premium: 1200,
        },
      ],
    },
    product: { id: PRODUCT_ID, name: 'Motor insurance', code: 'MOTOR', iconName: 'DirectionsCar' },
    applicant: ANNA_REFERENCE,
    eventDateTime: '2026-03-10T14:30:00',
    applicationDate: '2026-03-12',
    lossAmount: 850.5,
    lossCurrency: 'EUR',
    deductibleAmount: null,
    deductibleCurrency: null,
    expensesAmount: null,
    expensesCurrency: null,
    description: 'Rear bumper dented in a car park',
    data: {
      claim: {
        applicant: ANNA_REFERENCE,
        eventDateTime: '2026-03-10T14:30:00',
        applicationDate: '2026-03-12',
        lossAmount: { amount: 850.5, currency: 'EUR' },
        description: 'Rear bumper dented in a car park',
      },
    },
    version: 2,
    createdAt: '2026-03-12T09:00:00.000Z',
    updatedAt: '2026-03-12T09:00:00.000Z',
    ...changes,
  };
  return {
    claim,
    dataDefinition: {
      objectDefinitions: [...CLAIM_OBJECT_DEFINITIONS],
      lookups: [],
      referencedObjectDefinitions: [],
      currencies: ['EUR'],
      timeZone: 'Europe/Riga',
    },
    availableOperations,
    assignedTo: null,
  };
}
