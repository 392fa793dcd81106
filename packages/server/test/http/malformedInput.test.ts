import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { malformedRequests } from '../support/malformedRequests.js';
import { signedInTenant } from '../support/signedInTenant.js';

/** Tables that change as a side effect of signing in or of the journal, not of the data a route keeps. */
const NOT_DATA = new Set(['history', 'activity', 'oidc_payload', 'oidc_key', 'tenant']);

describe('malformed input on every route', () => {
  const env = signedInTenant('fuzz');
  let tables: string[];
  beforeAll(async () => {
    const { rows } = await env.server.db.withSystem((tx) =>
      tx.query<{ table_name: string }>(
        `select table_name from information_schema.columns
          where column_name = 'tenant_id' and table_schema = current_schema() order by table_name`,
      ),
    );
    tables = rows.map((row) => row.table_name).filter((table) => !NOT_DATA.has(table));
  });

  /** Every row the tenant keeps, as text: equal before and after means nothing changed. */
  const fingerprint = () =>
    env.server.db.withTenant(env.tenant.id, async (tx) => {
      const parts: string[] = [];
      for (const table of tables) {
        const { rows } = await tx.query<{ rows: string | null }>(
          `select string_agg(t::text, '\n' order by t::text) as rows from ${table} t`,
        );
        parts.push(`${table}: ${rows[0]?.rows ?? ''}`);
      }
      return parts.join('\n');
    });

  it('never answers 5xx, refuses it, and changes nothing', { timeout: 300_000 }, async () => {
    const before = await fingerprint();
    const fill = (url: string) =>
      url.replace(/:tenantId/g, env.tenant.id).replace(/:\w+/g, () => randomUUID());
    const failures: string[] = [];
    let sent = 0;
    for (const route of env.server.app.apiRoutes) {
      for (const request of malformedRequests(route, fill)) {
        const response = await env.server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { authorization: `Bearer ${env.tenant.admin.token}`, ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        const accepted = request.method !== 'GET' && request.refused && response.statusCode < 300;
        if (response.statusCode >= 500 || accepted) {
          failures.push(
            `${route.method} ${route.url} [${request.label}] → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });
});
