import { DEFAULT_ROLE_PERMISSIONS, isAllowed, isErrorType } from '@argus/contracts';
import { sha256 } from '../../src/lib/secrets';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './harness';
import { arbRequest, operationsOf, type FuzzRequest, type Operation } from './fuzz';

/**
 * Malformed input over every operation of the served OpenAPI document: one hostile value at a
 * time (numeric strings, 2^31, NUL bytes, lone surrogates, cut multipart, bad paths…), as an
 * organisation's administrator and signed out. No answer may be 5xx, and every error answer
 * is the catalogue's {type, status_code, message}. The seed is fixed (FUZZ_SEED replays another);
 * FUZZ_RUNS sets the requests per operation; FUZZ_ALL=1 lists every breach, not the first of each operation.
 *
 * The operations are dealt in turn to `parts` files (fuzz.test.ts, fuzz-2.test.ts), each with its own server,
 * so that the test workers share them; every operation is in exactly one part.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const PASSWORD = 'fuzz-admin-password';

export function fuzzOperations(part: number, parts: number): void {
  describe.each(ENGINES)(`malformed input over the OpenAPI document on %s (operations, part ${part + 1} of ${parts})`, (engine) => {
    let s: TestServer;
    let token = '';
    let suToken = '';
    let email = '';
    const ids: Record<string, string> = {};
    /** The credentials of an edge and a stream server, for the routes only machines may call. */
    const machines = { edge: 'edg_fuzz-edge-credential', streamserver: 'sts_fuzz-streamserver-credential' };
    /** Machine routes (OpenAPI path and method) → the kind of machine that calls them. */
    const machineOf = new Map<string, keyof typeof machines>();

    const signIn = async () => {
      token = await s.token(email, PASSWORD);
      suToken = await s.token(ADMIN.username, ADMIN.password);
    };
    /** Operations an organisation's administrator may not call, sent as the superuser (on a spare organisation). */
    const superuserOps = new Set<string>();
    const spare: Record<string, string> = {};

    beforeAll(async () => {
      // Rate limits off: thousands of requests a minute from one token are the point here (limits: rate-limit.test).
      s = await startServer(engine, { env: { ARGUS_RATE_LIMIT_PER_MINUTE: '0', ARGUS_RATE_LIMIT_PER_ADDRESS: '0', ARGUS_RATE_LIMIT_PER_MACHINE: '0' } });
      const su = await s.token(ADMIN.username, ADMIN.password);
      const org = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Fuzz org' } });
      ids.organization_id = String(org.body.id);
      const group = await s.request('POST', '/api/v1/groups', { token: su, json: { name: 'Fuzz team', organization_id: Number(org.body.id) } });
      ids.group_id = String(group.body.id);
      email = 'fuzz-admin@fuzz.test';
      const admin = await s.request('POST', '/api/v1/users', {
        token: su,
        json: { email, password: PASSWORD, role_id: 1, organization_id: Number(org.body.id), group_ids: [Number(group.body.id)] },
      });
      expect(admin.status).toBe(200);
      // Path parameters name objects of the administrator's organisation, so that requests reach past the lookup;
      // the user is another one, so that a request that deletes or blocks it leaves the administrator signed in.
      const other = await s.request('POST', '/api/v1/users', {
        token: su,
        json: { email: 'fuzz-operator@fuzz.test', password: PASSWORD, role_id: 3, organization_id: Number(org.body.id), group_ids: [Number(group.body.id)] },
      });
      ids.user_id = String(other.body.id);
      const cg = await s.request('POST', '/api/v1/capacitygroups', {
        token: su,
        json: { name: 'Fuzz capacity', capacity: 4, organization_ids: [Number(org.body.id)] },
      });
      const capacitygroup = String(cg.body.token);
      ids.capacitygroup_token = capacitygroup;
      const ss = await s.request('POST', '/api/v1/streamservers', {
        token: su,
        json: { name: 'Fuzz media', public_url: 'http://127.0.0.1:9', internal_url: 'http://127.0.0.1:9', capacitygroup_token: capacitygroup, capacity: 0 },
      });
      ids.streamserver_id = String(ss.body.id);
      const edge = await s.request('POST', '/api/v1/edges', {
        token: su,
        json: { name: 'Fuzz edge', serial_number: 'SN-FUZZ', capacitygroup_token: capacitygroup, organization_id: Number(org.body.id) },
      });
      ids.edge_id = String(edge.body.id);
      await s.ctx.db
        .updateTable('edges')
        .set({ credential_hash: sha256(machines.edge) })
        .where('id', '=', Number(edge.body.id))
        .execute();
      await s.ctx.db
        .updateTable('streamservers')
        .set({ credential_hash: sha256(machines.streamserver) })
        .where('id', '=', Number(ss.body.id))
        .execute();
      const spareOrg = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Fuzz spare org' } });
      spare.organization_id = String(spareOrg.body.id);
      for (const route of s.app.apiRoutes) {
        const opKey = `${route.method} ${route.url.replace(/:([a-z_]+)/g, '{$1}')}`;
        if ('machine' in route.access) machineOf.set(opKey, route.access.machine);
        else if (!('public' in route.access) && !isAllowed({ is_superuser: false, permissions: DEFAULT_ROLE_PERMISSIONS[1] }, route.access))
          superuserOps.add(opKey);
      }
      await signIn();
      const made = async (path: string, json: unknown, param: string) => {
        const r = await s.request('POST', `/api/v1/${path}`, { token, json });
        if (r.status === 200) ids[param] = String(r.body.id);
      };
      await made(
        'cameras',
        { name: 'Fuzz gate', source: { body: { protocol: 'rtsp', host: '127.0.0.1', port: 9, path: '/live', transport: 'tcp' } } },
        'camera_id',
      );
      ids.stream_id = ids.camera_id ?? '1';
      await made('placecategories', { name: 'Fuzz sites' }, 'placecategory_id');
      await made('places', { name: 'Fuzz place', latitude: 51.1, longitude: 71.4 }, 'place_id');
      await made('placetags', { name: 'Fuzz tag' }, 'placetag_id');
      await made('facelists', { name: 'Fuzz faces' }, 'facelist_id');
      await made('platelists', { name: 'Fuzz plates' }, 'platelist_id');
      await made('subscriptions', { name: 'Fuzz alerts', kind: 'event' }, 'subscription_id');
    }, 120_000);
    afterAll(async () => s?.close());

    const fill = (name: string) => ids[name] ?? (name.endsWith('_id') ? '1' : 'fuzz');
    const fillSuperuser = (name: string) => spare[name] ?? fill(name);

    const send = async (req: FuzzRequest, op: Operation) => {
      const headers: Record<string, string> = {};
      const machine = machineOf.get(`${op.method} ${op.path}`);
      const superuser = superuserOps.has(`${op.method} ${op.path}`);
      if (!req.anonymous) headers.authorization = `Bearer ${machine ? machines[machine] : superuser ? suToken : token}`;
      if (req.body) headers['content-type'] = req.body.contentType;
      const res = await fetch(s.url + req.url, {
        method: req.method,
        headers,
        ...(req.body ? { body: req.body.text } : {}),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the envelope check reports it
      }
      return { status: res.status, body: body as Record<string, unknown> | null, text };
    };

    /**
     * Why an answer breaks the rules, or null. The 5xx answers that report another machine (no
     * stream server records the camera, an ONVIF device unreachable) answer well-formed requests
     * in this world without media or devices: they are not input faults.
     */
    const breach = (status: number, body: Record<string, unknown> | null, text: string): string | null => {
      const upstream = ['temporarily_unavailable', 'onvif_unreachable', 'onvif_timeout', 'onvif_unauthorized', 'onvif_fault'];
      if (status >= 500 && !(upstream.includes(String(body?.type)) && body?.status_code === status)) return `${status} ${text.slice(0, 200)}`;
      if (status < 400) return null;
      const ok = body && typeof body === 'object' && isErrorType(body.type) && body.status_code === status && typeof body.message === 'string';
      return ok ? null : `${status} without the envelope: ${text.slice(0, 200)}`;
    };

    it(`no operation answers 5xx or an error without the envelope (seed ${SEED}, ${RUNS} requests each)`, async () => {
      const doc = (await s.request('GET', '/api/docs/openapi.json')).body as unknown as Parameters<typeof operationsOf>[0];
      // Deletions last: they may remove the objects the other operations name.
      const all = operationsOf(doc);
      expect(all.length).toBeGreaterThan(200);
      const ops: Operation[] = all.filter((_, i) => i % parts === part).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      const failures: string[] = [];
      const statuses: Record<number, number> = {};
      for (const op of ops) {
        const result = await fc.check(
          fc.asyncProperty(arbRequest(op, superuserOps.has(`${op.method} ${op.path}`) ? fillSuperuser : fill), async (req) => {
            const r = await send(req, op);
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
            if (process.env.FUZZ_DEBUG && r.status === 401 && !req.anonymous)
              console.warn(`401: ${op.method} ${op.path} [${req.what}] ${r.text.slice(0, 100)}`);
            // A request that signed the caller out (revoked its token) must not spoil the rest.
            if (r.status === 401 && !req.anonymous) await signIn();
            const why = breach(r.status, r.body, r.text);
            if (process.env.FUZZ_ALL && r.body?.message === 'A value is out of range or malformed')
              console.warn(`database refusal: ${req.method} ${req.url.slice(0, 120)} [${req.what}]`);
            if (why && process.env.FUZZ_ALL) failures.push(`${req.method} ${req.url.slice(0, 200)} [${req.what}]: ${why}`);
            else if (why) throw new Error(`${req.method} ${req.url.slice(0, 200)} [${req.what}${req.anonymous ? ', signed out' : ''}]: ${why}`);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        if (result.failed)
          failures.push(
            `${op.method} ${op.path} (seed ${SEED}, path ${String(result.counterexamplePath)}): ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
          );
      }
      if (process.env.FUZZ_ALL) console.warn(`answers by status: ${JSON.stringify(statuses)}`);
      expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    }, 900_000);
  });
}
