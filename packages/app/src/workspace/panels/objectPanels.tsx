import {
  DOCUMENT_PERMISSIONS,
  ENRICHMENT_PERMISSIONS,
  PANEL_PERMISSIONS,
  EMAIL_PERMISSIONS,
  SMS_PERMISSIONS,
  type DocumentObjectKind,
  type EnrichedObjectKind,
  type MessageObjectKind,
  type LabelAssociationType,
  type PanelObjectType,
} from '@coverline/engine';
import type { PanelDeclaration } from '../../resources/defineResource.js';
import { lazyPage } from '../../resources/lazyPage.js';

// Loaded with the first record page that shows them, not with the first screen.
const NotesPanel = lazyPage(async () => (await import('./NotesPanel.js')).NotesPanel);
const HistoryPanel = lazyPage(async () => (await import('./HistoryPanel.js')).HistoryPanel);
const AssignmentPanel = lazyPage(async () => (await import('./AssignmentPanel.js')).AssignmentPanel);
const DocumentsPanel = lazyPage(async () => (await import('./DocumentsPanel.js')).DocumentsPanel);
const LabelsPanel = lazyPage(async () => (await import('./LabelsPanel.js')).LabelsPanel);
const SmsPanel = lazyPage(async () => (await import('./SmsPanel.js')).SmsPanel);
const EmailPanel = lazyPage(async () => (await import('./EmailPanel.js')).EmailPanel);
const EnrichmentPanel = lazyPage(
  async () => (await import('../enrichments/EnrichmentPanel.js')).EnrichmentPanel,
);
const CreditReportsPanel = lazyPage(
  async () => (await import('../enrichments/CreditReportsPanel.js')).CreditReportsPanel,
);

/** What an object page's panels are about: the object's panel type and, where it takes labels, their type. */
export interface PanelObjectKind {
  type: PanelObjectType;
  labels?: LabelAssociationType;
  /** Where it takes documents: the address segment of its API (`quotes`). */
  documents?: DocumentObjectKind;
  /** Where it sends text messages and e-mails: the address segment of its API (`loans`). */
  messages?: MessageObjectKind;
  /** Where it is enriched with outside data (a credit bureau's report): the address segment of its API. */
  enrichment?: EnrichedObjectKind;
  /** A person's own credit reports. */
  creditReports?: boolean;
}

/**
 * The panels of a kind of object, to declare on its resource in one line
 * (`panels: objectPanels({ type: 'quote', labels: 'QUOTE', documents: 'quotes', messages: 'quotes' })`):
 * notes, documents, text messages, e-mails, enrichment or credit reports, history, assignment and labels,
 * each a tab shown to holders of its permission.
 */
export function objectPanels({
  type,
  labels,
  documents,
  messages,
  enrichment,
  creditReports = false,
}: PanelObjectKind): PanelDeclaration[] {
  const permissions = PANEL_PERMISSIONS[type];
  return [
    {
      id: 'notes',
      label: 'UI-context:workspace.panels.notes',
      permission: permissions.notes.list,
      render: (refId) => <NotesPanel type={type} refId={refId} />,
    },
    ...(documents === undefined
      ? []
      : [
          {
            id: 'documents',
            label: 'UI-context:workspace.panels.documents',
            permission: DOCUMENT_PERMISSIONS[documents].list,
            render: (refId: string) => <DocumentsPanel kind={documents} refId={refId} />,
          } satisfies PanelDeclaration,
        ]),
    ...(messages === undefined
      ? []
      : [
          {
            id: 'sms',
            label: 'UI-context:workspace.panels.sms',
            permission: SMS_PERMISSIONS[messages].find,
            render: (refId: string) => <SmsPanel kind={messages} refId={refId} />,
          } satisfies PanelDeclaration,
          {
            id: 'emails',
            label: 'UI-context:workspace.panels.emails',
            permission: EMAIL_PERMISSIONS[messages].find,
            render: (refId: string) => <EmailPanel kind={messages} refId={refId} />,
          } satisfies PanelDeclaration,
        ]),
    ...(enrichment === undefined
      ? []
      : [
          {
            id: 'enrichment',
            label: 'UI-context:workspace.panels.enrichment',
            permission: permissions.read,
            render: (refId: string) => <EnrichmentPanel kind={enrichment} refId={refId} />,
          } satisfies PanelDeclaration,
        ]),
    ...(creditReports
      ? [
          {
            id: 'creditReports',
            label: 'UI-context:workspace.panels.creditReports',
            permission: ENRICHMENT_PERMISSIONS.creditReport,
            render: (refId: string) => <CreditReportsPanel refId={refId} />,
          } satisfies PanelDeclaration,
        ]
      : []),
    {
      id: 'history',
      label: 'UI-context:workspace.panels.history',
      permission: permissions.history,
      render: (refId) => <HistoryPanel type={type} refId={refId} />,
    },
    {
      id: 'assignment',
      label: 'UI-context:workspace.panels.assignment',
      permission: 'userAssignment:Read',
      render: (refId) => <AssignmentPanel type={type} refId={refId} />,
    },
    ...(labels === undefined
      ? []
      : [
          {
            id: 'labels',
            label: 'UI-context:workspace.panels.labels',
            permission: 'labelAssociations:List',
            render: (refId: string) => <LabelsPanel type={labels} refId={refId} />,
          } satisfies PanelDeclaration,
        ]),
  ];
}
