import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf, summaryOf } from '../src/http/openapi';
import { startServer, type TestServer } from './support/harness';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
}

describe('operation names', () => {
  it('are read off the method and the path', () => {
    expect(operationIdOf('GET', '/api/v1/cameras/:camera_id/events/histogram', '/api/v1')).toBe('getCamerasByCameraIdEventsHistogram');
    expect(operationIdOf('POST', '/api/v1/2fa', '/api/v1')).toBe('post2fa');
    expect(operationIdOf('GET', '/config.json', '/api/v1')).toBe('getConfigJson');
    expect(summaryOf('getCamerasByCameraId')).toBe('Get cameras by camera id');
  });
});

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startServer('pglite');
    const reply = await server.request<Document>('GET', '/api/docs/openapi.json');
    expect(reply.status).toBe(200);
    document = reply.body;
  });
  afterAll(() => server?.close());

  const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

  it('names every operation once, in camelCase, with a summary and one declared tag', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const declared = new Set(document.tags.map((t) => t.name));
    const seen = new Map<string, string>();
    for (const { path, method, op } of all) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(seen.get(op.operationId!), `${where} repeats the operationId of`).toBeUndefined();
      seen.set(op.operationId!, where);
      expect(op.summary?.trim(), where).toBeTruthy();
      expect(op.tags, where).toHaveLength(1);
      expect(declared.has(op.tags![0]!), where).toBe(true);
    }
  });
});
