import { API_KEY_PREFIX, type ApiKey, type ApiKeyCreated, type CreateApiKey } from '@argus/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/secrets';
import * as repo from './repo';

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

function present(r: repo.ApiKeyRow): ApiKey {
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
  const rows = await repo.apiKeysOf(ctx.db, own(p));
  return { apikeys: rows.map(present), pagination: { cursor: null } };
}

export async function create(ctx: AppContext, p: Principal, body: CreateApiKey, meta: RequestMeta): Promise<ApiKeyCreated> {
  const secret = `${API_KEY_PREFIX}${randomToken()}`;
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.insertApiKey(tx, {
      organization_id: own(p),
      name: body.name.trim(),
      prefix: secret.slice(0, SHOWN_PREFIX),
      secret_hash: sha256(secret),
      created_by: p.userId,
      created_at: now,
    });
    await audit(tx, changeBy(p, 'apikey_create', 'apikey', r.id, now, meta, { after: { name: r.name, prefix: r.prefix } }));
    return r;
  });
  return { ...present(row), secret };
}

export async function revoke(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.lockApiKey(tx, own(p), id);
    if (!r) throw notFound('API key');
    if (r.revoked_at) return;
    await repo.revokeApiKey(tx, id, now);
    await audit(tx, changeBy(p, 'apikey_revoke', 'apikey', id, now, meta, { before: { name: r.name, prefix: r.prefix } }));
  });
}

/** The key behind a Bearer secret, if it exists and is not revoked (its last use is noted, at most once a minute). */
export async function authenticateApiKey(ctx: AppContext, secret: string): Promise<ApiKeyPrincipal | null> {
  if (!secret.startsWith(API_KEY_PREFIX)) return null;
  const row = await repo.liveKeyByHash(ctx.db, sha256(secret));
  if (!row) return null;
  const now = ctx.clock();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    await repo.noteApiKeyUse(ctx.db, row.id, now);
  }
  return { id: row.id, organizationId: row.organization_id };
}
