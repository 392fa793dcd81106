import type { Integration, TenantSettings } from '@coverline/engine';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { mailgunStandIn } from '../integrations/email/mailgunStandIn.js';
import { creditinfoStandIn } from '../integrations/creditBureau/standIn.js';
import { loanCalculatorStandIn } from '../integrations/loanCalculator/standIn.js';
import { infobipStandIn } from '../integrations/sms/standIn.js';
import type { StandInHandler } from '../integrations/standInHttp.js';
import { tenantByCode } from '../auth/tenantByCode.js';
import { DEMO_CREDITINFO_ACCOUNT, DEMO_MAILGUN_API_KEY, DEMO_SMS_API_KEY } from './standInAccounts.js';

/**
 * The demo's third parties: local stand-ins that speak the real services' protocols, answered by the demo
 * server itself under `/stand-ins/{service}/…`, so that a newcomer can send a text message and see it
 * delivered, or run a credit report, without an account anywhere. Only in demo mode.
 */
export const STAND_INS_PATH = '/stand-ins';

/** Where each provider's stand-in answers, the setting that holds its address, and the account it takes. */
const STAND_INS: Partial<
  Record<Integration['provider'], { service: string; urlSetting: string; account?: Record<string, string> }>
> = {
  INFOBIP: { service: 'infobip', urlSetting: 'apiUrl', account: { apiKey: DEMO_SMS_API_KEY } },
  MAILGUN: { service: 'mailgun', urlSetting: 'apiUrl', account: { apiKey: DEMO_MAILGUN_API_KEY } },
  REST_API: { service: 'loan-calculator', urlSetting: 'baseUrl' },
  CREDITINFO: { service: 'creditinfo', urlSetting: 'apiUrl', account: DEMO_CREDITINFO_ACCOUNT },
};

export const demoStandInsPlugin = fp(async (app) => {
  const handlers: Readonly<Record<string, StandInHandler>> = {
    infobip: infobipStandIn(DEMO_SMS_API_KEY).handle,
    mailgun: mailgunStandIn(DEMO_MAILGUN_API_KEY).handle,
    'loan-calculator': loanCalculatorStandIn().handle,
    creditinfo: creditinfoStandIn(DEMO_CREDITINFO_ACCOUNT).handle,
  };
  app.addHook('onRequest', async (request, reply) => {
    const match = /^\/stand-ins\/([a-z-]+)(\/.*)?$/.exec(request.url);
    const handle = match === null ? undefined : handlers[match[1] as string];
    if (match === null || handle === undefined) return;
    reply.hijack();
    request.raw.url = match[2] ?? '/';
    handle(request.raw, reply.raw);
  });
});

/** The examples' integrations whose provider has a stand-in, switched on and pointed at this server's stand-ins. */
export function atStandIns(publicUrl: string) {
  return (settings: TenantSettings): TenantSettings => ({
    ...settings,
    integrations: (settings.integrations ?? []).map((integration) => {
      const standIn = STAND_INS[integration.provider];
      if (standIn === undefined) return integration;
      return {
        ...integration,
        enabled: true,
        settings: {
          ...integration.settings,
          [standIn.urlSetting]: `${publicUrl}${STAND_INS_PATH}/${standIn.service}`,
          ...standIn.account,
        },
      };
    }),
  });
}

/**
 * Keeps the demo tenant's stand-in integrations pointed at this server when it starts on another address
 * than the one that made the tenant (another port): only addresses under `/stand-ins/` move.
 */
export async function moveDemoStandIns(db: Database, code: string, publicUrl: string): Promise<void> {
  const tenant = await tenantByCode(db, code);
  if (tenant === undefined) return;
  await db.withTenant(tenant.id, async (tx) => {
    const { rows } = await tx.query<{ settings: TenantSettings }>(
      'select settings from tenant_settings for update',
    );
    const settings = rows[0]?.settings;
    if (settings === undefined) return;
    let moved = false;
    const integrations = (settings.integrations ?? []).map((integration) => {
      const standIn = STAND_INS[integration.provider];
      const url = standIn === undefined ? undefined : integration.settings[standIn.urlSetting];
      const path = url?.match(/\/stand-ins\/[a-z-]+$/)?.[0];
      if (standIn === undefined || path === undefined || url === `${publicUrl}${path}`) return integration;
      moved = true;
      return {
        ...integration,
        settings: { ...integration.settings, [standIn.urlSetting]: `${publicUrl}${path}` },
      };
    });
    if (moved) await tx.query('update tenant_settings set settings = $1', [{ ...settings, integrations }]);
  });
}
