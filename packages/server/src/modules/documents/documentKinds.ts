import { DOCUMENT_PERMISSIONS, type DocumentObjectKind } from '@coverline/engine';
import { PANEL_OBJECTS, type PanelObject } from '../../kit/panelObjects.js';

/** A kind of object that takes documents: the address segment, the stored type, who may list and change. */
export interface DocumentKind {
  /** `/api/{path}/{id}/documents…` */
  path: DocumentObjectKind;
  refType: string;
  /** The object, for the check that the caller may read it in the tenant. */
  object: PanelObject;
  permissions: { list: string; change: string; generate: string };
}

const kind = (path: DocumentObjectKind, refType: string, object: PanelObject): DocumentKind => ({
  path,
  refType,
  object,
  permissions: DOCUMENT_PERMISSIONS[path],
});

/** Quotes and loan applications are both quotes, kept apart by their type; policies and loans are contracts. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  kind('parties', 'party', PANEL_OBJECTS.party),
  kind('quotes', 'quote', PANEL_OBJECTS.quote),
  kind('loan-applications', 'loan-application', PANEL_OBJECTS.quote),
  kind('policies', 'contract', PANEL_OBJECTS.contract),
  kind('loans', 'contract', PANEL_OBJECTS.contract),
  kind('claims', 'claim', PANEL_OBJECTS.claim),
];
