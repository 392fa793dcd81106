import type { Intermediary } from '@coverline/engine';
import type { SignedInTenant } from './signedInTenant.js';
import { addTestUser, type TestUser } from './tenants.js';

/** The test environment acting as `user` by default. */
export function actingAs(env: SignedInTenant, user: TestUser): SignedInTenant {
  return { ...env, call: (method, path, body, who = user) => env.call(method, path, body, who) };
}

/**
 * A new intermediary named `name` and a user of the tenant working for it with `permissions`: a partner,
 * whose records carry the intermediary and who sees only its book.
 */
export async function partnerOf(
  env: SignedInTenant,
  name: string,
  permissions: string[],
): Promise<{ user: TestUser; intermediaryId: string }> {
  const created = await env.call('POST', '/api/intermediaries', {
    data: { intermediary: { name, code: name.toUpperCase() } },
  });
  const intermediary = created.body as Intermediary;
  const user = await addTestUser(env.server, env.tenant, permissions);
  await env.server.db.withTenant(env.tenant.id, (tx) =>
    tx.query('update user_account set affiliation = $2 where email = $1', [
      user.email,
      { id: intermediary.id, name },
    ]),
  );
  return { user, intermediaryId: intermediary.id };
}
