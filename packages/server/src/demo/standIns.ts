import type { Integration, TenantSettings } from '@coverline/engine';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { loanCalculatorStandIn } from '../integrations/loanCalculator/standIn.js';
import { infobipStandIn } from '../integrations/sms/standIn.js';
import type { StandInHandler } from '../integrations/standInHttp.js';
import { tenantByCode } from '../auth/tenantByCode.js';

/**
 * The demo's third parties: local stand-ins that speak the real services' protocols, answered by the demo
 * server itself under `/stand-ins/{service}/…`, so that a newcomer can send a text message and see it
 * delivered without an account anywhere. Only in demo mode.
 */
export const STAND_INS_PATH = '/stand-ins';

/** The API key the demo's Infobip stand-in takes (not a secret: it opens nothing but the stand-in). */
export const DEMO_SMS_API_KEY = 'demo-infobip-key';

/** Where each integration type's stand-in answers, and the setting that holds its address. */
const STAND_INS: Partial<Record<Integration['type'], { service: string; urlSetting: string }>> = {
  SMS: { service: 'infobip', urlSetting: 'apiUrl' },
  LOAN_CALCULATOR: { service: 'loan-calculator', urlSetting: 'baseUrl' },
};

export const demoStandInsPlugin = fp(async (app) => {
  const handlers: Readonly<Record<string, StandInHandler>> = {
    infobip: infobipStandIn(DEMO_SMS_API_KEY).handle,
    'loan-calculator': loanCalculatorStandIn().handle,
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

/** The examples' integrations that have a stand-in, switched on and pointed at this server's stand-ins. */
export function atStandIns(publicUrl: string) {
  return (settings: TenantSettings): TenantSettings => ({
    ...settings,
    integrations: (settings.integrations ?? []).map((integration) => {
      const standIn = STAND_INS[integration.type];
      if (standIn === undefined) return integration;
      return {
        ...integration,
        enabled: true,
        settings: {
          ...integration.settings,
          [standIn.urlSetting]: `${publicUrl}${STAND_INS_PATH}/${standIn.service}`,
          ...(integration.type === 'SMS' ? { apiKey: DEMO_SMS_API_KEY } : {}),
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
      const standIn = STAND_INS[integration.type];
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
