import { PANEL_OBJECTS, type PanelObject } from '../../kit/panelObjects.js';

/** A kind of object that takes documents: the address segment, the stored type, who may list and change. */
export interface DocumentKind {
  /** `/api/{path}/{id}/documents…` */
  path: string;
  refType: string;
  /** The object, for the check that the caller may read it in the tenant. */
  object: PanelObject;
  permissions: { list: string; change: string };
}

const QUOTE_RIGHTS = {
  object: PANEL_OBJECTS.quote,
  permissions: { list: 'quote:FindDocuments', change: 'quote:Save' },
};

/**
 * Quotes and loan applications are both quotes, kept apart by their type; loans join when they have a table.
 * The catalogue names only FindDocuments: uploading, renaming and deleting need the right to change the object.
 */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  {
    path: 'parties',
    refType: 'party',
    object: PANEL_OBJECTS.party,
    permissions: { list: 'party:FindDocuments', change: 'party:Update' },
  },
  { path: 'quotes', refType: 'quote', ...QUOTE_RIGHTS },
  { path: 'loan-applications', refType: 'loan-application', ...QUOTE_RIGHTS },
  {
    path: 'policies',
    refType: 'contract',
    object: PANEL_OBJECTS.contract,
    permissions: { list: 'contract:FindDocuments', change: 'contract:Change' },
  },
  {
    path: 'claims',
    refType: 'claim',
    object: PANEL_OBJECTS.claim,
    permissions: { list: 'claim:Read', change: 'claim:Update' },
  },
];
