import {
  INTEGRATION_PROVIDERS,
  type Integration,
  type IntegrationProvider,
  type IntegrationProviderField,
  type IntegrationType,
  type IntegrationView,
} from '@coverline/engine';

/** An integration being edited in the dialog: type and provider empty until chosen. */
export interface IntegrationDraft {
  id?: string;
  version?: number;
  icon?: string;
  type: IntegrationType | '';
  provider: string;
  name: string;
  enabled: boolean;
  /** The provider's fields as typed; a secret left empty keeps the stored one. */
  settings: Record<string, string>;
  /** The secrets the stored integration holds (never their values). */
  secretsSet: readonly string[];
}

/** A field's problem in the dialog, as a key of `frontend-validations:integration`. */
export type IntegrationErrors = Record<string, 'required' | 'notUnique'>;

/** The providers of a type. */
export function providersOf(type: IntegrationType | ''): readonly IntegrationProvider[] {
  return type === '' ? [] : INTEGRATION_PROVIDERS[type];
}

/** The fields of the chosen provider, in the provider's order. */
export function fieldsOf(
  draft: Pick<IntegrationDraft, 'type' | 'provider'>,
): readonly IntegrationProviderField[] {
  return providersOf(draft.type).find((provider) => provider.key === draft.provider)?.fields ?? [];
}

/** An integration as read, to edit. */
export function draftOf(integration: IntegrationView): IntegrationDraft {
  return {
    ...(integration.id === undefined ? {} : { id: integration.id }),
    ...(integration.version === undefined ? {} : { version: integration.version }),
    ...(integration.icon === undefined ? {} : { icon: integration.icon }),
    type: integration.type,
    provider: integration.provider ?? '',
    name: integration.name,
    enabled: integration.enabled,
    settings: { ...integration.settings },
    secretsSet: integration.secretsSet ?? [],
  };
}

export const NEW_INTEGRATION: IntegrationDraft = {
  type: '',
  provider: '',
  name: '',
  enabled: true,
  settings: {},
  secretsSet: [],
};

/**
 * Whether a secret left empty keeps the stored one: the integration holds it and every address it is sent to
 * is the stored one (the server asks for a secret again when it would go somewhere else).
 */
export function keepsSecret(
  draft: IntegrationDraft,
  stored: IntegrationView | undefined,
  key: string,
): boolean {
  if (stored === undefined || !draft.secretsSet.includes(key) || stored.provider !== draft.provider)
    return false;
  return fieldsOf(draft)
    .filter((field) => field.format === 'uri')
    .every((field) => (draft.settings[field.key] ?? '') === (stored.settings?.[field.key] ?? ''));
}

/**
 * The dialog's rules, checked when it is saved (not on every change): a type, then a provider, then a name
 * unique among the other integrations (ignoring case) and every mandatory field of the provider, a secret
 * the integration already holds excepted.
 */
export function integrationErrors(
  draft: IntegrationDraft,
  others: readonly { name: string }[],
  stored?: IntegrationView,
): IntegrationErrors {
  const errors: IntegrationErrors = {};
  if (draft.type === '') return { type: 'required' };
  if (draft.provider === '') return { provider: 'required' };
  const name = draft.name.trim().toLowerCase();
  if (name === '') errors.name = 'required';
  else if (others.some((other) => other.name.trim().toLowerCase() === name)) errors.name = 'notUnique';
  for (const field of fieldsOf(draft)) {
    const empty = (draft.settings[field.key] ?? '').trim() === '';
    if (field.mandatory && empty && !(field.secret && keepsSecret(draft, stored, field.key)))
      errors[`settings.${field.key}`] = 'required';
  }
  return errors;
}

/**
 * The integration as the settings save sends it: the provider's fields only, a secret left empty not sent
 * (the server keeps the stored one).
 */
export function integrationOf(draft: IntegrationDraft): IntegrationView {
  const settings: Record<string, string> = {};
  for (const field of fieldsOf(draft)) {
    const value = draft.settings[field.key] ?? '';
    if (!(field.secret && value === '')) settings[field.key] = value;
  }
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    ...(draft.version === undefined ? {} : { version: draft.version }),
    ...(draft.icon === undefined ? {} : { icon: draft.icon }),
    type: draft.type as IntegrationType,
    provider: draft.provider as Integration['provider'],
    name: draft.name.trim(),
    enabled: draft.enabled,
    settings,
    secretsSet: draft.secretsSet.filter((key) => settings[key] === undefined),
  };
}

/** Integrations as the settings save sends them: without what the server only reports. */
export function integrationPayloads(integrations: readonly IntegrationView[]): Integration[] {
  return integrations.map(({ secretsSet: _set, lastUpdated: _updated, ...rest }) => rest as Integration);
}
