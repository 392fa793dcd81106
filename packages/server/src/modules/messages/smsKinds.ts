import { SMS_OBJECT_KINDS, SMS_PERMISSIONS, type SmsObjectKind } from '@coverline/engine';
import { PANEL_OBJECTS, type PanelObject } from '../../kit/panelObjects.js';

/** A kind of object that sends text messages: its address segment, what it stores, who may do what. */
export interface SmsKind {
  /** `/api/{path}/{id}/sms…` */
  path: SmsObjectKind;
  refType: 'quote' | 'contract';
  /** The object, for the check that the caller may read it in the tenant. */
  object: PanelObject;
  permissions: (typeof SMS_PERMISSIONS)[SmsObjectKind];
}

/** Quotes and loan applications send as quotes, policies and loans as contracts. */
export const SMS_KINDS: readonly SmsKind[] = SMS_OBJECT_KINDS.map((path) => {
  const refType = path === 'quotes' || path === 'loan-applications' ? 'quote' : 'contract';
  return { path, refType, object: PANEL_OBJECTS[refType], permissions: SMS_PERMISSIONS[path] };
});
