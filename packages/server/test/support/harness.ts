import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ensureSuperuser } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/env';
import type { AppContext } from '../../src/context';
import { openDatabase, type EngineName } from '../../src/db/engine';
import { migrateToLatest } from '../../src/db/migrate';
import { createUser, organizationByName, type NewUser } from '../../src/modules/users/service';
import { freshDatabase } from './pg-admin';
import { migratedPglite, migratedPostgres } from './templates';

/** Every suite runs on the embedded engine, and on PostgreSQL when TEST_DATABASE_URL names one. */
export const ENGINES: EngineName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN = { username: 'admin', password: 'admin-password-1' };

/** Time that moves only when a test says so. */
export class TestClock {
  ms = Date.parse('2026-06-01T10:00:00Z');
  now = () => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

/** A fresh PostgreSQL database for one suite, dropped afterwards: empty, or `migrated` (a copy of the migrated template). */
export async function freshPostgres(options: { migrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  return freshDatabase(base, 'argus_t', options.migrated ? await migratedPostgres(base) : null);
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  raw?: { body: string | Uint8Array; contentType: string };
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  request<T = Record<string, unknown>>(method: string, path: string, options?: RequestOptions): Promise<Reply<T>>;
  signIn(username: string, password: string, code?: string): Promise<Reply>;
  token(username: string, password: string): Promise<string>;
  createUser(input: Partial<NewUser> & { username: string; password: string }, organization?: string): Promise<number>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** A directory for the embedded engine (to restart on it); in memory otherwise. */
  dataDir?: string;
  /** An existing PostgreSQL URL (to restart on it); a fresh database otherwise. */
  databaseUrl?: string;
}

export async function startServer(engine: EngineName, options: StartOptions = {}): Promise<TestServer> {
  const pgdb = engine === 'postgres' && !options.databaseUrl ? await freshPostgres({ migrated: true }) : null;
  const databaseUrl = engine === 'postgres' ? (options.databaseUrl ?? pgdb?.url ?? null) : null;
  const config = loadConfig({
    ARGUS_ADMIN_USERNAME: ADMIN.username,
    ARGUS_ADMIN_PASSWORD: ADMIN.password,
    ARGUS_DATA_DIR: options.dataDir ?? 'memory://',
    // The simulated devices, stream sources and receivers of the tests listen on loopback: allowed
    // as an operator allows a restreamer on the same host (tests of the guard itself clear it).
    ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8,::1',
    // Set for the server suite (vitest.config.ts): every answer is checked against its schema.
    ARGUS_CHECK_ANSWERS: process.env.ARGUS_CHECK_ANSWERS ?? '',
    // A test's server answers few of its routes: their schemas are compiled when first used, which
    // halves its start (openapi.test.ts starts one that compiles them all at start, as in production).
    ARGUS_LAZY_SCHEMAS: process.env.ARGUS_LAZY_SCHEMAS ?? '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  // A new in-memory engine starts from the migrated template (the migrations below then find nothing to do).
  const startFrom = !config.databaseUrl && config.dataDir.startsWith('memory://') ? await migratedPglite() : undefined;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, warn: () => {}, ...(startFrom ? { startFrom } : {}) });
  await migrateToLatest(database.db);
  const clock = new TestClock();
  const ctx: AppContext = { db: database.db, database, config, clock: clock.now };
  await ensureSuperuser(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;

  const { request, signIn, token } = requester(url);

  return {
    url,
    app,
    ctx,
    clock,
    request,
    signIn,
    token,
    async createUser(input, organization = 'Acme') {
      const organizationId = input.isSuperuser ? null : await organizationByName(ctx, organization);
      return createUser(ctx, { organizationId, roleId: 1, passwordInitiallyChanged: true, ...input });
    },
    async close() {
      await app.close();
      await database.close();
      if (pgdb) await pgdb.drop();
    },
  };
}

/** Requests to a running API at `url` (an in-process server, or one started as its own processes). */
export function requester(url: string): Pick<TestServer, 'request' | 'signIn' | 'token'> {
  const request = async <T = Record<string, unknown>>(method: string, path: string, o: RequestOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | Uint8Array | undefined;
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.raw) {
      headers['content-type'] = o.raw.contentType;
      body = o.raw.body;
    }
    const res = await fetch(url + path, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const signIn = (username: string, password: string, code?: string) =>
    request('POST', '/api/v1/token', { form: { username, password, grant_type: 'password', ...(code ? { code } : {}) } });

  return {
    request,
    signIn,
    async token(username, password) {
      const r = await signIn(username, password);
      if (r.status !== 200) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(r.body)}`);
      return String(r.body.access_token);
    },
  };
}
