export const INTEGRATION_TYPES = [
  'EMAIL',
  'SMS',
  'CREDIT_BUREAU',
  'LOAN_CALCULATOR',
  'INSTANT_MESSAGING',
] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** One setting a provider needs. Secrets are accepted but never returned by the server. */
export interface IntegrationProviderField {
  key: string;
  mandatory: boolean;
  secret: boolean;
  /** `uri`: an absolute URL. */
  format?: 'uri';
}

export interface IntegrationProvider {
  key: string;
  fields: readonly IntegrationProviderField[];
}

const required = (key: string, extra: Partial<IntegrationProviderField> = {}): IntegrationProviderField => ({
  key,
  mandatory: true,
  secret: false,
  ...extra,
});

const EMAIL_FIELDS = [
  required('apiKey', { secret: true }),
  required('apiUrl', { format: 'uri' }),
  required('domain'),
  required('sentFrom'),
];
/** A mail server of one's own, by SMTP (with STARTTLS when it offers it). */
const SMTP_FIELDS = [
  required('host'),
  required('port'),
  { key: 'username', mandatory: false, secret: false },
  { key: 'password', mandatory: false, secret: true },
  required('sentFrom'),
];
const SMS_FIELDS = [
  required('apiKey', { secret: true }),
  required('apiUrl', { format: 'uri' }),
  required('sentFrom'),
];
const CREDIT_BUREAU_FIELDS = [
  required('apiUrl', { format: 'uri' }),
  required('password', { secret: true }),
  required('strategyId'),
  required('username'),
];
const LOAN_CALCULATOR_FIELDS = [required('baseUrl', { format: 'uri' })];
/**
 * The bot token grants control of the bot, so it is kept secret too. `apiUrl` is the bot API's address when it
 * is not the service's own (a local Telegram Bot API server, a proxy).
 */
const INSTANT_MESSAGING_FIELDS = [
  required('botToken', { secret: true }),
  required('channelId'),
  { key: 'apiUrl', mandatory: false, secret: false, format: 'uri' as const },
];

/** The providers that may be chosen for each integration type, with the settings each needs. */
export const INTEGRATION_PROVIDERS = {
  EMAIL: [
    { key: 'MAILGUN', fields: EMAIL_FIELDS },
    { key: 'SMTP', fields: SMTP_FIELDS },
  ],
  SMS: [{ key: 'INFOBIP', fields: SMS_FIELDS }],
  CREDIT_BUREAU: [{ key: 'CREDITINFO', fields: CREDIT_BUREAU_FIELDS }],
  LOAN_CALCULATOR: [{ key: 'REST_API', fields: LOAN_CALCULATOR_FIELDS }],
  INSTANT_MESSAGING: [
    { key: 'TELEGRAM', fields: INSTANT_MESSAGING_FIELDS },
    { key: 'SLACK', fields: INSTANT_MESSAGING_FIELDS },
  ],
} as const satisfies Record<IntegrationType, readonly IntegrationProvider[]>;
export type IntegrationProviderKey = (typeof INTEGRATION_PROVIDERS)[IntegrationType][number]['key'];

/** A connection to an outside service; `settings` holds the provider's fields by key. */
export interface Integration {
  id?: string;
  version?: number;
  type: IntegrationType;
  provider: IntegrationProviderKey;
  /** Unique among the tenant's integrations. */
  name: string;
  icon?: string;
  enabled: boolean;
  /** Read only, set by the server. */
  lastUpdated?: string;
  /** The provider's fields by key; as read, without the secrets, which are never returned. */
  settings: Record<string, string>;
  /** Read only: the keys of the provider's secrets that hold a value ("set" rather than the value). */
  secretsSet?: string[];
}

/** The keys of the provider's secret fields (none for a provider the catalogue does not know). */
export function secretKeysOf(type: IntegrationType, provider: string): string[] {
  const providers: readonly IntegrationProvider[] = INTEGRATION_PROVIDERS[type] ?? [];
  const found = providers.find((each) => each.key === provider);
  return (found?.fields ?? []).filter((field) => field.secret).map((field) => field.key);
}
