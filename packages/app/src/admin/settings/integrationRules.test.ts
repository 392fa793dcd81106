import type { IntegrationView } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  integrationErrors,
  integrationOf,
  keepsSecret,
  NEW_INTEGRATION,
  providersOf,
} from './integrationRules.js';

const stored: IntegrationView = {
  id: 'a6d1c4b2-0000-4000-8000-000000000001',
  type: 'EMAIL',
  provider: 'MAILGUN',
  name: 'Customer e-mail',
  enabled: true,
  settings: { apiUrl: 'https://api.mailgun.net/v3', domain: 'mg.test', sentFrom: 'Acme' },
  secretsSet: ['apiKey'],
};

describe('the integration dialog rules', () => {
  it('offer the providers of the chosen type only', () => {
    expect(providersOf('').map((each) => each.key)).toEqual([]);
    expect(providersOf('INSTANT_MESSAGING').map((each) => each.key)).toEqual(['TELEGRAM', 'SLACK']);
    expect(providersOf('SMS').map((each) => each.key)).toEqual(['INFOBIP']);
  });

  it('ask for a type, then a provider, then a name and every mandatory field', () => {
    expect(integrationErrors(NEW_INTEGRATION, [])).toEqual({ type: 'required' });
    expect(integrationErrors({ ...NEW_INTEGRATION, type: 'SMS' }, [])).toEqual({ provider: 'required' });
    expect(integrationErrors({ ...NEW_INTEGRATION, type: 'SMS', provider: 'INFOBIP' }, [])).toEqual({
      name: 'required',
      'settings.apiKey': 'required',
      'settings.apiUrl': 'required',
      'settings.sentFrom': 'required',
    });
  });

  it('want a name no other integration has, ignoring case; editing keeps its own', () => {
    const texts = { ...NEW_INTEGRATION, type: 'SMS' as const, provider: 'INFOBIP', name: 'CUSTOMER E-MAIL ' };
    expect(integrationErrors(texts, [stored]).name).toBe('notUnique');
    expect(integrationErrors(draftOf(stored), [], stored)).toEqual({});
  });

  it('keep a stored secret left empty, unless an address it is sent to changes', () => {
    const draft = draftOf(stored);
    expect(draft.settings).not.toHaveProperty('apiKey');
    expect(keepsSecret(draft, stored, 'apiKey')).toBe(true);
    const moved = { ...draft, settings: { ...draft.settings, apiUrl: 'https://elsewhere.test' } };
    expect(keepsSecret(moved, stored, 'apiKey')).toBe(false);
    expect(integrationErrors(moved, [], stored)).toEqual({ 'settings.apiKey': 'required' });
  });

  it('send a secret only when typed', () => {
    expect(integrationOf(draftOf(stored)).settings).toEqual(stored.settings);
    const typed = draftOf(stored);
    typed.settings.apiKey = 'new-key';
    expect(integrationOf(typed).settings).toMatchObject({ apiKey: 'new-key' });
  });
});
