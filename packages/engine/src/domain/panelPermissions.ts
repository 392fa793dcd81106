import type { PanelObjectType } from '../contracts/workspacePanels.js';

/** The permissions of one kind of object's panels: reading the object, its notes and its history. */
export interface PanelPermissions {
  /** Reading the object itself: every panel of an object needs it. */
  read: string;
  notes: { list: string; create: string; update: string; delete: string };
  history: string;
}

const notes = <Area extends string, List extends string>(area: Area, list: List) =>
  ({
    list: `${area}:${list}`,
    create: `${area}:CreateNote`,
    update: `${area}:UpdateNote`,
    delete: `${area}:DeleteNote`,
  }) as const;

/**
 * Who may do what in the panels of each kind of object, for the server to enforce and the app to offer the
 * same. Quotes and loan applications are both `quote`; a contract action is read with its contract. The
 * catalogue gives claims no note or history actions: claim:Read shows them, claim:Update writes notes.
 */
export const PANEL_PERMISSIONS = {
  party: { read: 'party:Read', notes: notes('party', 'ListNotes'), history: 'party:ListHistory' },
  quote: { read: 'quote:Read', notes: notes('quote', 'FindNotes'), history: 'quote:ListHistory' },
  contract: { read: 'contract:Read', notes: notes('contract', 'FindNotes'), history: 'contract:ListHistory' },
  'contract-action': {
    read: 'contract:Read',
    notes: notes('contractAction', 'FindNotes'),
    history: 'contract:ListHistory',
  },
  claim: {
    read: 'claim:Read',
    notes: { list: 'claim:Read', create: 'claim:Update', update: 'claim:Update', delete: 'claim:Update' },
    history: 'claim:Read',
  },
} as const satisfies Record<PanelObjectType, PanelPermissions>;

const quoteDocuments = {
  list: 'quote:FindDocuments',
  change: 'quote:Save',
  generate: 'quote:GenerateDocument',
} as const;
const contractDocuments = {
  list: 'contract:FindDocuments',
  change: 'contract:Change',
  generate: 'contract:GenerateDocument',
} as const;

/**
 * Who may list (and download), who may change (upload, rename, delete) and who may generate (from a
 * template) the documents of each kind of object, by the address segment of its API
 * (`/api/{kind}/{id}/documents…`). Changing documents needs the right to change the object; parties have no
 * GenerateDocument of their own, so generating needs the right to change the party.
 */
export const DOCUMENT_PERMISSIONS = {
  parties: { list: 'party:FindDocuments', change: 'party:Update', generate: 'party:Update' },
  quotes: quoteDocuments,
  'loan-applications': quoteDocuments,
  policies: contractDocuments,
  loans: contractDocuments,
  claims: { list: 'claim:Read', change: 'claim:Update', generate: 'claim:GenerateDocument' },
} as const satisfies Record<string, { list: string; change: string; generate: string }>;
export type DocumentObjectKind = keyof typeof DOCUMENT_PERMISSIONS;

/** The kinds of object that send text messages and e-mails, by the address segment of their API. */
export const MESSAGE_OBJECT_KINDS = ['quotes', 'loan-applications', 'policies', 'loans'] as const;
export type MessageObjectKind = (typeof MESSAGE_OBJECT_KINDS)[number];

const areaOf = (kind: MessageObjectKind) =>
  kind === 'quotes' || kind === 'loan-applications' ? 'quote' : 'contract';
const byKind = <T>(permissions: (area: 'quote' | 'contract') => T) =>
  Object.fromEntries(MESSAGE_OBJECT_KINDS.map((kind) => [kind, permissions(areaOf(kind))])) as Readonly<
    Record<MessageObjectKind, T>
  >;

/**
 * Who may list, send, resend and refresh the text messages of each kind of object that sends them
 * (`/api/{kind}/{id}/sms…`). Sending also needs an enabled SMS integration.
 */
export const SMS_PERMISSIONS = byKind(
  (area) =>
    ({
      find: `${area}:FindSms`,
      send: `${area}:SendSms`,
      resend: `${area}:ResendSms`,
      refresh: `${area}:RefreshSmsStatus`,
    }) as const,
);

/**
 * Who may list (and download the attachments of), send and resend the e-mails of each kind of object
 * (`/api/{kind}/{id}/emails…`). Sending also needs an enabled e-mail integration.
 */
export const EMAIL_PERMISSIONS = byKind(
  (area) =>
    ({ find: `${area}:FindEmails`, send: `${area}:SendEmail`, resend: `${area}:ResendEmail` }) as const,
);

/** The kinds of quote that are enriched with outside data, by the address segment of their API. */
export const ENRICHED_OBJECT_KINDS = ['quotes', 'loan-applications'] as const;
export type EnrichedObjectKind = (typeof ENRICHED_OBJECT_KINDS)[number];

/**
 * Who may enrich a quote or loan application (`…/{id}/enrich/{type}`) and who may run a person's credit
 * report (`/api/parties/{id}/prepare-credit-report-document`, and read the reports kept). Both also need the
 * right to read the object and an enabled integration of the enrichment's type.
 */
/**
 * What a screen needs to follow a job it started (a document generated, an enrichment, a credit report): it
 * polls `GET /api/jobs/{id}` until the job is complete.
 */
export const JOB_POLLING_PERMISSION = 'job:Read';

export const ENRICHMENT_PERMISSIONS = {
  enrich: 'quote:Enrich',
  creditReport: 'party:PrepareCreditReportDocument',
} as const;
