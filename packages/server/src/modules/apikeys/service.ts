import { API_KEY_PREFIX, type ApiKey, type ApiKeyCreated, type CreateApiKey } from '@argus/contracts';
import { sql, type Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { OrganizationApiKeysTable } from '../../db/types';
import { notFound } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/secrets';
import { PREPARED } from '../../db/prepared';

/**
 * Organisation API keys for third-party event ingest. A key is `oak_` and 256 random bits; only
 * its SHA-256 is stored, the secret is answered once by create and is never listed, logged or
 * written to the audit log. Revoking keeps the row (for the record) and the key is refused from
 * then on. A key acts for its organisation only: it may post events of that organisation's cameras.
 */
const SHOWN_PREFIX = API_KEY_PREFIX.length + 6;

export interface ApiKeyPrincipal {
  id: number;
  organizationId: number;
}

function present(r: Selectable<OrganizationApiKeysTable>): ApiKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    last_used_at: r.last_used_at ? r.last_used_at.toISOString() : null,
    revoked_at: r.revoked_at ? r.revoked_at.toISOString() : null,
  };
}

const own = (p: Principal) => p.organizationId ?? -1;

export async function list(ctx: AppContext, p: Principal): Promise<{ apikeys: ApiKey[]; pagination: { cursor: null } }> {
  const rows = await ctx.db.selectFrom('organization_api_keys').selectAll().where('organization_id', '=', own(p)).orderBy('id', 'desc').execute();
  return { apikeys: rows.map(present), pagination: { cursor: null } };
}

export async function create(ctx: AppContext, p: Principal, body: CreateApiKey, meta: RequestMeta): Promise<ApiKeyCreated> {
  const secret = `${API_KEY_PREFIX}${randomToken()}`;
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await tx
      .insertInto('organization_api_keys')
      .values({
        organization_id: own(p),
        name: body.name.trim(),
        prefix: secret.slice(0, SHOWN_PREFIX),
        secret_hash: sha256(secret),
        created_by: p.userId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(tx, changeBy(p, 'apikey_create', 'apikey', r.id, now, meta, { after: { name: r.name, prefix: r.prefix } }));
    return r;
  });
  return { ...present(row), secret };
}

export async function revoke(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const r = await tx
      .selectFrom('organization_api_keys')
      .selectAll()
      .where('id', '=', id)
      .where('organization_id', '=', own(p))
      .forUpdate()
      .executeTakeFirst();
    if (!r) throw notFound('API key');
    if (r.revoked_at) return;
    await tx.updateTable('organization_api_keys').set({ revoked_at: now }).where('id', '=', id).execute();
    await audit(tx, changeBy(p, 'apikey_revoke', 'apikey', id, now, meta, { before: { name: r.name, prefix: r.prefix } }));
  });
}

/** The key behind a Bearer secret, if it exists and is not revoked (its last use is noted, at most once a minute). */
export async function authenticateApiKey(ctx: AppContext, secret: string): Promise<ApiKeyPrincipal | null> {
  if (!secret.startsWith(API_KEY_PREFIX)) return null;
  const row = await ctx.db
    .selectFrom('organization_api_keys')
    .modifyFront(sql.raw(PREPARED))
    .select(['id', 'organization_id', 'last_used_at'])
    .where('secret_hash', '=', sha256(secret))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const now = ctx.clock();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    await ctx.db.updateTable('organization_api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return { id: row.id, organizationId: row.organization_id };
}
