import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { License, LicenseFile, UsageCounter } from '@argus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { resolveSupplierKeys } from '../src/modules/licenses/keys';
import { organizationByName } from '../src/modules/users/service';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { cli, multipart } from './support/licenses';

/** The supplier's key pair and another supplier's, made with the CLI once for every engine (each CLI run starts a TypeScript process). */
let cliKeys: { keys: string; other: string } | undefined;
const keysDir = mkdtempSync(path.join(tmpdir(), 'argus-license-keys-'));
afterAll(() => rmSync(keysDir, { recursive: true, force: true }));
function keygen(): { keys: string; other: string } {
  if (!cliKeys) {
    const pair = { keys: path.join(keysDir, 'keys'), other: path.join(keysDir, 'other') };
    cli('keygen', '--out', pair.keys);
    cli('keygen', '--out', pair.other);
    cliKeys = pair;
  }
  return cliKeys;
}

describe.each(ENGINES)('licences from the supplier CLI on %s', (engine) => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'argus-license-'));
    s = await startServer(engine, { env: { ARGUS_LICENSE_PUBLIC_KEY: path.join(keygen().keys, 'public.pem') } });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('issues with the CLI, verifies, and the customer activates the file', async () => {
    await s.createUser({ username: 'cli-admin', password: 'admin-password' }, 'Cli');
    const orgId = await organizationByName(s.ctx, 'Cli');
    const token = await s.token('cli-admin', 'admin-password');
    const out = path.join(dir, 'cli.json');
    cli(
      'issue',
      '--key',
      path.join(keygen().keys, 'private.pem'),
      '--organization',
      String(orgId),
      '--expires',
      '2099-12-31',
      '--support-expires',
      '2098-12-31',
      '--limit',
      'cameras=3',
      '--limit',
      'fr=1',
      '--consent',
      'fr=true',
      '--out',
      out,
    );
    expect(cli('verify', '--key', path.join(keygen().keys, 'public.pem'), out)).toMatch(/signature valid/);
    const text = readFileSync(out, 'utf8');
    const file = JSON.parse(text) as LicenseFile;
    expect(file.document).toMatchObject({ organization_id: orgId, expiry_date: '2099-12-31T23:59:59.999Z', limits: { cameras: 3, fr: 1 } });

    const { body, contentType } = await multipart(text);
    const r = await s.request<License>('POST', '/api/v1/licenses/activate', { token, raw: { body, contentType } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: file.document.id, is_active: true, support_expiry_date: '2098-12-31T23:59:59.999Z' });
    const listed = await s.request<{ licenses: License[] }>('GET', '/api/v1/licenses?only_active=true', { token });
    expect(listed.body.licenses.map((l) => l.id)).toEqual([file.document.id]);
    const again = await s.request<LicenseFile>('GET', `/api/v1/licenses/${file.document.id}/file`, { token });
    expect(again.body).toEqual(file);
    const usage = await s.request<{ usage: UsageCounter[] }>('GET', '/api/v1/licenses/usage', { token });
    expect(usage.body.usage.find((c) => c.name === 'cameras')?.limit).toBe(3);

    // An already expired file from the CLI is refused; so is POST /licenses without the private key.
    const old = path.join(dir, 'old.json');
    cli(
      'issue',
      '--key',
      path.join(keygen().keys, 'private.pem'),
      '--organization',
      String(orgId),
      '--issued',
      '2020-01-01',
      '--expires',
      '2020-12-31',
      '--out',
      old,
    );
    const expired = await s.request('POST', '/api/v1/licenses/activate', { token, raw: await multipart(readFileSync(old, 'utf8')) });
    expect(expired.body.type).toBe('license_expired');
    const su = await s.token(ADMIN.username, ADMIN.password);
    const unsigned = await s.request('POST', '/api/v1/licenses', {
      token: su,
      json: { organization_id: orgId, expiry_date: '2099-01-01T00:00:00Z', consents: [] },
    });
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.type).toBe('license_signing_unavailable');
  });

  it('refuses a file signed by another supplier', async () => {
    await s.createUser({ username: 'cli-admin2', password: 'admin-password' }, 'Cli2');
    const orgId = await organizationByName(s.ctx, 'Cli2');
    const other = keygen().other;
    const out = path.join(dir, 'foreign.json');
    cli('issue', '--key', path.join(other, 'private.pem'), '--organization', String(orgId), '--expires', '2099-12-31', '--out', out);
    expect(() => cli('verify', '--key', path.join(keygen().keys, 'public.pem'), out)).toThrow();
    const token = await s.token('cli-admin2', 'admin-password');
    const r = await s.request('POST', '/api/v1/licenses/activate', { token, raw: await multipart(readFileSync(out, 'utf8')) });
    expect(r.status).toBe(422);
    expect(r.body.type).toBe('license_invalid_signature');
  });
});

describe('licence supplier keys', () => {
  it('generates a pair under the data directory once and reuses it; refuses a private key of another pair', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'argus-keys-'));
    try {
      const config = loadConfig({ ARGUS_DATA_DIR: dir });
      const first = resolveSupplierKeys(config);
      expect(first.origin).toMatch(/generated a supplier key pair/);
      expect(statSync(path.join(dir, 'license', 'private.pem')).mode & 0o777).toBe(0o600);
      const second = resolveSupplierKeys(config);
      expect(second.origin).toMatch(/using the supplier key pair/);
      expect(second.publicKey.equals(first.publicKey)).toBe(true);
      expect(second.privateKey).not.toBeNull();

      cli('keygen', '--out', path.join(dir, 'other'));
      const mismatched = loadConfig({
        ARGUS_DATA_DIR: dir,
        ARGUS_LICENSE_PUBLIC_KEY: path.join(dir, 'license', 'public.pem'),
        ARGUS_LICENSE_PRIVATE_KEY: path.join(dir, 'other', 'private.pem'),
      });
      expect(() => resolveSupplierKeys(mismatched)).toThrow(ConfigError);
      const publicOnly = resolveSupplierKeys(
        loadConfig({ ARGUS_DATA_DIR: dir, ARGUS_LICENSE_PUBLIC_KEY: readFileSync(path.join(dir, 'other', 'public.pem'), 'utf8') }),
      );
      expect(publicOnly.privateKey).toBeNull();
      expect(() => resolveSupplierKeys(loadConfig({ ARGUS_DATA_DIR: dir, ARGUS_LICENSE_PUBLIC_KEY: '/no/such/key.pem' }))).toThrow(
        /neither a PEM key nor a readable file/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
