import { PREDEFINED_OBJECT_DEFINITIONS, type TenantRegistration } from '@coverline/engine';
import { newPasswordErrors } from '../../auth/passwordRules.js';
import { createPermissionGroup, createUser, emailErrors, hashPassword } from '../../auth/users.js';
import type { Database, Tx } from '../../db/database.js';
import { APP_ROLE } from '../../db/database.js';
import { httpError, type ValidationErrors } from '../../http/errors.js';
import { objectDefinitionService } from '../objectDefinitions/service.js';
import { createDefaultSettings } from '../tenantSettings/service.js';

/** The self-registration form, as the wire contract declares it. */
export type Registration = TenantRegistration;

export interface Tenant {
  id: string;
  code: string;
}

export const TENANT_CODE_MIN = 3;
export const TENANT_CODE_MAX = 50;
const TENANT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]*$/;

/** The message the registration screen shows when the account name is taken. */
export const TENANT_EXISTS = 'An account with this name already exists';
/** The message the tenant selection screen shows for an unknown account name. */
export const TENANT_NOT_FOUND = 'No account with this name exists';

/** The field errors of a registration, one message key per broken rule. */
export function registrationErrors(registration: Registration): ValidationErrors {
  const errors: ValidationErrors = {};
  const code = registration.tenant?.trim() ?? '';
  const codeErrors: string[] = [];
  if (code === '') codeErrors.push('codeRequired');
  else {
    if (code.length < TENANT_CODE_MIN) codeErrors.push('codeLengthMin');
    if (code.length > TENANT_CODE_MAX) codeErrors.push('codeLengthMax');
    if (!TENANT_CODE_PATTERN.test(code)) codeErrors.push('matchPattern');
  }
  if (codeErrors.length > 0) errors.tenant = codeErrors;
  const email = emailErrors(registration.email);
  if (email.length > 0) errors.email = email;
  return { ...errors, ...newPasswordErrors(registration) };
}

/**
 * Creates a tenant with everything it needs to be used at once: default settings, an
 * "Administrators" group holding every permission, the registrant as its administrator, and the predefined
 * object definitions. All or nothing: one transaction. Only the tenant row is written as the owner; the
 * rest runs as the application role inside the new tenant, under row-level security.
 */
export async function registerTenant(
  db: Database,
  registration: Registration,
): Promise<Tenant & { adminId: string }> {
  const errors = registrationErrors(registration);
  if (Object.keys(errors).length > 0) throw httpError(400, 'validationFailed', errors);
  const code = (registration.tenant as string).trim();
  const email = (registration.email as string).trim();
  // Before the transaction: on the embedded database it holds the only session for as long as it lasts.
  const passwordHash = await hashPassword(registration.password as string);
  return db.withSystem(async (tx) => {
    const id = await insertTenant(tx, code);
    await tx.query(`select set_config('role', $1, true), set_config('app.tenant_id', $2, true)`, [
      APP_ROLE,
      id,
    ]);
    await createDefaultSettings(tx, id);
    const administrators = await createPermissionGroup(tx, {
      tenantId: id,
      name: 'Administrators',
      permissions: ['*'],
    });
    const admin = await createUser(tx, {
      tenantId: id,
      email,
      passwordHash,
      permissionGroupIds: [administrators.id],
    });
    const actor = { tenantId: id, userId: admin.id, name: email };
    for (const [seq, definition] of PREDEFINED_OBJECT_DEFINITIONS.entries()) {
      await objectDefinitionService.create(tx, actor, { ...definition, seq });
    }
    return { id, code, adminId: admin.id };
  });
}

async function insertTenant(tx: Tx, code: string): Promise<string> {
  try {
    const { rows } = await tx.query<{ id: string }>(
      'insert into tenant (code, name) values ($1, $1) returning id',
      [code],
    );
    return (rows[0] as { id: string }).id;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw httpError(400, TENANT_EXISTS, { tenant: ['codeTaken'] });
    }
    throw error;
  }
}

/** The tenant of an account name, ignoring case (as typed on the tenant selection screen). */
export async function tenantByAccountName(db: Database, name: string): Promise<Tenant | undefined> {
  const { rows } = await db.withSystem((tx) =>
    tx.query<Tenant>('select id, code from tenant where lower(code) = lower($1)', [name]),
  );
  return rows[0];
}

export async function tenantById(db: Database, id: string): Promise<Tenant | undefined> {
  const { rows } = await db.withSystem((tx) =>
    tx.query<Tenant>('select id, code from tenant where id = $1', [id]),
  );
  return rows[0];
}
