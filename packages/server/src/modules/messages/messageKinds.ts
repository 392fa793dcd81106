import {
  EMAIL_PERMISSIONS,
  MESSAGE_OBJECT_KINDS,
  SMS_PERMISSIONS,
  type MessageObjectKind,
} from '@coverline/engine';
import { PANEL_OBJECTS, type PanelObject } from '../../kit/panelObjects.js';

/** A kind of object that sends messages: its address segment, what it stores, who may do what. */
export interface MessageKind {
  /** `/api/{path}/{id}/sms…`, `/api/{path}/{id}/emails…` */
  path: MessageObjectKind;
  refType: 'quote' | 'contract';
  /** The object, for the check that the caller may read it in the tenant. */
  object: PanelObject;
  sms: (typeof SMS_PERMISSIONS)[MessageObjectKind];
  email: (typeof EMAIL_PERMISSIONS)[MessageObjectKind];
}

/** Quotes and loan applications send as quotes, policies and loans as contracts. */
export const MESSAGE_KINDS: readonly MessageKind[] = MESSAGE_OBJECT_KINDS.map((path) => {
  const refType = path === 'quotes' || path === 'loan-applications' ? 'quote' : 'contract';
  return {
    path,
    refType,
    object: PANEL_OBJECTS[refType],
    sms: SMS_PERMISSIONS[path],
    email: EMAIL_PERMISSIONS[path],
  };
});
