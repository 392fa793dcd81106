import Type, { type Static } from 'typebox';
import { SMS_STATUSES } from '../domain/enumerations.js';
import { Page, WireObject } from './common.js';
import { SMS_MAX_LENGTH } from './textLimits.js';

/**
 * A text message sent from a quote or a contract: queued as PENDING, sent by a job through the SMS
 * integration, its status then the provider's. `failure` says why sending has not succeeded yet (the job
 * retries) or did not (REJECTED).
 */
export const Sms = WireObject({
  id: Type.String({ format: 'uuid' }),
  /** When the provider took it; null while it waits to be sent. */
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sentFrom: Type.String(),
  sentTo: Type.String(),
  status: Type.Enum(SMS_STATUSES),
  message: Type.String(),
  failure: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Sms = Static<typeof Sms>;

export const SmsPage = Page(Sms);
export type SmsPage = Static<typeof SmsPage>;

/** `POST /api/{kind}/{id}/sms/send`: the text to a phone number, through the SMS integration `provider` (its id or name). */
export const SendSms = WireObject({
  to: Type.String({ minLength: 3, maxLength: 32, pattern: '^\\+?[0-9 ()-]+$' }),
  message: Type.String({ minLength: 1, maxLength: SMS_MAX_LENGTH }),
  provider: Type.String({ minLength: 1, maxLength: 200 }),
});
export type SendSms = Static<typeof SendSms>;
