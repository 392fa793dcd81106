import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.js';

/** Models whose rows a grant revocation removes (the provider's own memory adapter uses the same set). */
const GRANT_BOUND = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

const LIVE = '(expires_at is null or expires_at > now())';

/**
 * oidc-provider's storage for one tenant's issuer, in the `oidc_payload` table under that tenant's
 * row-level security: sessions, interactions, codes, refresh tokens and grants survive a restart.
 * An expired row is treated as absent and removed by the next write.
 */
export function databaseAdapter(db: Database, tenantId: string): AdapterFactory {
  return (model) => new DatabaseAdapter(db, tenantId, model);
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly tenantId: string,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const grantId = GRANT_BOUND.has(this.model) ? (payload.grantId ?? null) : null;
    await this.db.withTenant(this.tenantId, async (tx) => {
      await tx.query('delete from oidc_payload where expires_at <= now()');
      await tx.query(
        `insert into oidc_payload (tenant_id, model, id, payload, grant_id, uid, user_code, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
         on conflict (tenant_id, model, id) do update
           set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
               user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [
          this.tenantId,
          this.model,
          id,
          payload,
          grantId,
          this.model === 'Session' ? (payload.uid ?? null) : null,
          payload.userCode ?? null,
          expiresIn ?? null,
        ],
      );
    });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.withTenant(this.tenantId, (tx) =>
      tx.query(
        `update oidc_payload
            set payload = payload || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)
          where model = $1 and id = $2`,
        [this.model, id],
      ),
    );
  }

  async destroy(id: string): Promise<void> {
    await this.db.withTenant(this.tenantId, (tx) =>
      tx.query('delete from oidc_payload where model = $1 and id = $2', [this.model, id]),
    );
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.withTenant(this.tenantId, (tx) =>
      tx.query('delete from oidc_payload where grant_id = $1', [grantId]),
    );
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const { rows } = await this.db.withTenant(this.tenantId, (tx) =>
      tx.query<{ payload: AdapterPayload }>(
        `select payload from oidc_payload where model = $1 and ${column} = $2 and ${LIVE}`,
        [this.model, value],
      ),
    );
    return rows[0]?.payload;
  }
}
