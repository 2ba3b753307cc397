import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerViolations } from '../src/http/conformance';
import { ADMIN, startServer, type TestServer } from './support/harness';

/**
 * The main routes answer what their schemas declare (the conformance check of every answer is on
 * for the server suite: ARGUS_CHECK_ANSWERS), and a route whose answer breaks its schema is caught.
 */
describe('answers match their schemas', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer('pglite', { env: { ARGUS_CHECK_ANSWERS: '1' } });
    token = await s.token(ADMIN.username, ADMIN.password);
  });
  afterAll(() => s?.close());

  it('the main reads answer their contract schemas', async () => {
    const before = answerViolations.length;
    const paths = [
      '/api/v1/users/me',
      '/api/v1/roles',
      '/api/v1/organizations',
      '/api/v1/groups',
      '/api/v1/cameras/search',
      '/api/v1/places',
      '/api/v1/facelists',
      '/api/v1/platelists',
      '/api/v1/subscriptions',
      '/api/v1/webhooks',
      '/api/v1/videowalls',
      '/api/v1/licenses',
    ];
    for (const path of paths) {
      const reply = path.endsWith('/search') ? await s.request('POST', path, { token, json: { query: {} } }) : await s.request('GET', path, { token });
      expect(reply.status, path).toBeLessThan(500);
    }
    expect(answerViolations.slice(before)).toEqual([]);
  });
});

describe('a mismatching answer', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite', { env: { ARGUS_CHECK_ANSWERS: '1' } });
  });
  afterAll(() => s?.close());

  it('is recorded: a field the schema does not declare, and a wrong type', async () => {
    const app = s.app as FastifyInstance;
    expect(app).toBeDefined();
    // A second app on the same context with one route that answers off its schema.
    const { buildApp } = await import('../src/app');
    const probe = await buildApp(s.ctx, {});
    const path = `/probe-${randomUUID()}`;
    probe.get(path, {
      schema: { hide: true, response: { 200: Type.Object({ id: Type.Integer(), name: Type.String() }) } },
      handler: async () => ({ id: 'seven', name: 'x', secret: 'not declared' }),
    });
    await probe.ready();
    const before = answerViolations.length;
    await probe.inject({ method: 'GET', url: path });
    const found = answerViolations.splice(before);
    await probe.close();
    expect(found.length).toBeGreaterThan(0);
    const problems = found.flatMap((v) => v.problems).join('\n');
    expect(problems).toMatch(/\/id must be integer/);
    expect(problems).toMatch(/\/secret is not in the schema/);
  });
});
