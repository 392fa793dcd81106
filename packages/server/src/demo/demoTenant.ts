import { createPermissionGroup, createUser, hashPassword } from '../auth/users.js';
import type { Database } from '../db/database.js';
import { createIntermediary } from '../modules/intermediaries/service.js';
import { registerTenant } from '../modules/tenants/service.js';
import type { SecretKeeping } from '../modules/tenantSettings/integrationSecrets.js';
import { EXAMPLES_DIR, loadExamples, type LoadedExamples } from './examples.js';
import { atStandIns } from './standIns.js';
import { DEMO_INTERMEDIARY_NAME, DEMO_TENANT, DEMO_USERS, type DemoUser } from './demoUsers.js';
import { seedSampleRecords, type SeededSamples } from './sampleRecords.js';

/** A partner's everyday work on parties, quotes and contracts, under the partner restriction. */
const PARTNER_PERMISSIONS = [
  'partner:Restriction',
  'party:Create',
  'party:Read',
  'party:Update',
  'party:Find',
  'quote:Init',
  'quote:Read',
  'quote:Find',
  'quote:Save',
  'quote:Submit',
  // The loan schedule's summary, reduced by the restriction: without it a partner sees no rate or monthly payment.
  'quote:GeneratePaymentSchedule',
  'contract:Read',
  'contract:Find',
  'product:Read',
  'productVersion:Read',
  'lookup:Read',
  'labels:List',
  'labelAssociations:List',
  'dashboard:Read',
  'activity:ReadRecent',
  // A document generated for a party is a job, which the document panel polls.
  'job:Read',
];

/** The intermediary the demo partner works for: under the restriction they see its records only. */
const DEMO_INTERMEDIARY = {
  intermediary: {
    name: DEMO_INTERMEDIARY_NAME,
    code: 'BIB',
    email: 'office@balticbrokers.example.lv',
    addressLine1: 'Elizabetes iela 10',
    addressLine3: 'Rīga',
    postcode: 'LV-1010',
    country: 'LV',
  },
};

/** Every reading action of every area, nothing that changes data. */
const READ_ONLY_PERMISSIONS = ['*:Read*', '*:Find*', '*:List*'];

/** Whether the database holds no tenant yet: the server's very first start. */
export async function isFirstStart(db: Database): Promise<boolean> {
  const { rows } = await db.withSystem((tx) => tx.query('select 1 from tenant limit 1'));
  return rows.length === 0;
}

/**
 * Creates the demo tenant: registered like any tenant (its administrator holds every permission), plus a
 * partner-restricted user working for the intermediary Baltic Insurance Brokers (who starts with an empty
 * book: the sample records are the tenant's own) and a read-only user, the example products with their lookups and objects, and
 * sample records made with them (persons, quotes, a policy with a claim, a loan with payments, notes).
 * Call it once the app is built (`buildApp`): the sample records go through the operations its routes declare.
 * The examples' placeholder secrets are sealed with `secrets`, or not kept (`drop`). With `standInsOf` (the
 * server's public URL), the integrations that have a stand-in are switched on and pointed at it.
 */
export async function createDemoTenant(
  db: Database,
  code: string = DEMO_TENANT,
  secrets: SecretKeeping = 'drop',
  standInsOf?: string,
): Promise<{ tenantId: string; users: DemoUser[]; examples: LoadedExamples; samples: SeededSamples }> {
  const { administrator, partner, viewer } = DEMO_USERS;
  const tenant = await registerTenant(db, {
    tenant: code,
    email: administrator.email,
    password: administrator.password,
    confirmPassword: administrator.password,
  });
  // Hashed before the transaction, which on the embedded database holds its only session.
  const [partnerHash, viewerHash] = await Promise.all([
    hashPassword(partner.password),
    hashPassword(viewer.password),
  ]);
  const { examples, samples } = await db.withTenant(tenant.id, async (tx) => {
    const actor = { tenantId: tenant.id, userId: tenant.adminId, name: administrator.email };
    const brokers = await createIntermediary(
      tx,
      actor,
      { data: DEMO_INTERMEDIARY },
      {
        locale: 'en-GB',
        at: new Date(),
      },
    );
    for (const [user, name, permissions, passwordHash] of [
      [partner, 'Partners', PARTNER_PERMISSIONS, partnerHash],
      [viewer, 'Read only', READ_ONLY_PERMISSIONS, viewerHash],
    ] as const) {
      const group = await createPermissionGroup(tx, {
        tenantId: tenant.id,
        name,
        permissions: [...permissions],
      });
      const { id } = await createUser(tx, {
        tenantId: tenant.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash,
        permissionGroupIds: [group.id],
      });
      if (user === partner) {
        await tx.query('update user_account set affiliation = $2 where id = $1', [
          id,
          { id: brokers.id, name: brokers.name },
        ]);
      }
    }
    // Registration asks the administrator for an e-mail address only.
    await tx.query('update user_account set first_name = $2, last_name = $3 where id = $1', [
      tenant.adminId,
      administrator.firstName,
      administrator.lastName,
    ]);
    const loaded = await loadExamples(
      tx,
      actor,
      EXAMPLES_DIR,
      secrets,
      standInsOf === undefined ? undefined : atStandIns(standInsOf),
    );
    return { examples: loaded, samples: await seedSampleRecords(tx, actor) };
  });
  return { tenantId: tenant.id, users: [administrator, partner, viewer], examples, samples };
}
