import { DEFAULT_PUBLIC_CONFIG, PublicConfigSchema } from '@argus/contracts';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalmem } from 'node:os';
import { ConfigError, loadConfig, loadPublicConfig } from '../src/config/env';
import { startServer, type TestServer } from './support/harness';

describe('environment configuration', () => {
  it('has every field of the spec with its default', () => {
    expect(Value.Check(PublicConfigSchema, DEFAULT_PUBLIC_CONFIG)).toBe(true);
    expect(loadPublicConfig({})).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(DEFAULT_PUBLIC_CONFIG).toMatchObject({
      fallback_locale: 'ru',
      min_password_length: 8,
      videoclips_range_min: 5,
      videoclips_range_max: 300,
      ticket_ttl: 300000,
      webhook_rate_limit: 16535,
      pacs: { hikvision: { ratio: 0.8, max_size_kb: 200 }, dahua: { ratio: 0.8, max_size_kb: 100 } },
    });
  });

  it('overrides fields from ARGUS_<FIELD>, typed by the default, merging objects', () => {
    const c = loadPublicConfig({
      ARGUS_PRODUCT_TITLE: 'City Watch',
      ARGUS_MIN_PASSWORD_LENGTH: '12',
      ARGUS_TEMPORARY_BLOCK_ENABLED: 'false',
      ARGUS_AVAILABLE_LOCALES: '["en","ru"]',
      ARGUS_MAINTENANCE: '{"show":true}',
    });
    expect(c.product_title).toBe('City Watch');
    expect(c.min_password_length).toBe(12);
    expect(c.temporary_block_enabled).toBe(false);
    expect(c.available_locales).toEqual(['en', 'ru']);
    expect(c.maintenance).toEqual({ planned_at: null, show: true });
  });

  it('refuses malformed values with a message naming the variable', () => {
    expect(() => loadPublicConfig({ ARGUS_MIN_PASSWORD_LENGTH: 'eight' })).toThrow(/ARGUS_MIN_PASSWORD_LENGTH/);
    expect(() => loadPublicConfig({ ARGUS_MAP: '[1]' })).toThrow(ConfigError);
    expect(() => loadPublicConfig({ ARGUS_AVAILABLE_LOCALES: '{' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/PORT/);
  });

  it("sizes the embedded engine's page cache from the machine, within 128 MB and 1 GB, unless told", () => {
    expect(loadConfig({}).dbCacheMb).toBe(Math.min(1024, Math.max(128, Math.floor(totalmem() / 16 / 2 ** 20))));
    expect(loadConfig({ ARGUS_DB_CACHE_MB: '256' }).dbCacheMb).toBe(256);
    expect(loadConfig({ ARGUS_DB_CACHE_MB: '8192' }).dbCacheMb).toBe(1024);
    expect(() => loadConfig({ ARGUS_DB_CACHE_MB: '8' })).toThrow(/ARGUS_DB_CACHE_MB/);
  });

  it('runs several API processes only on PostgreSQL', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
    expect(loadConfig({ ARGUS_API_PROCESSES: '3', DATABASE_URL: 'postgres://db/argus' }).apiProcesses).toBe(3);
    expect(() => loadConfig({ ARGUS_API_PROCESSES: '2' })).toThrow(/ARGUS_API_PROCESSES.*PostgreSQL/);
    expect(() => loadConfig({ ARGUS_API_PROCESSES: '0', DATABASE_URL: 'postgres://db/argus' })).toThrow(ConfigError);
  });

  it('caps the hourly failure limit at 100', () => {
    expect(loadConfig({ ARGUS_LOGIN_HOURLY_CAP: '1000' }).login.hourlyCap).toBe(100);
  });
});

describe('public endpoints', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite', { env: { ARGUS_PRODUCT_TITLE: 'City Watch' } });
  });
  afterAll(async () => s?.close());

  it('GET /config.json answers the whole public config without a token', async () => {
    const r = await s.request('GET', '/config.json');
    expect(r.status).toBe(200);
    expect(Value.Check(PublicConfigSchema, r.body)).toBe(true);
    expect(r.body.product_title).toBe('City Watch');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const r = await s.request<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('GET', '/api/docs/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    expect(Object.keys(r.body.paths)).toEqual(expect.arrayContaining(['/api/v1/token', '/api/v1/users/me', '/api/v1/2fa', '/api/v1/users/{user_id}/2fa']));
    expect(r.body.paths['/api/v1/token']).toHaveProperty('post');
  });

  it('GET /healthz reports the engine', async () => {
    const r = await s.request('GET', '/healthz');
    expect(r.body).toEqual({ status: 'ok', engine: 'pglite', vector: true, trgm: true, database: 'up' });
  });

  it('every API route declares an access rule (the server refuses to start otherwise)', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAccessLayer } = await import('../src/http/access');
    const app = Fastify();
    registerAccessLayer(app, '/api/v1');
    expect(() => app.get('/api/v1/undeclared', async () => ({}))).toThrow(/declares no access rule/);
    expect(() => app.get('/api/v1/declared', { config: { access: { public: true } } }, async () => ({}))).not.toThrow();
    await app.close();
  });
});
