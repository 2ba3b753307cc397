import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { NAMED_SCHEMAS } from '@argus/contracts';
import { operationIdOf, summaryOf, toOpenApi30 } from '../src/http/openapi';
import { startServer, type TestServer } from './support/harness';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: { schemas: Record<string, unknown> };
}

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('operation names', () => {
  it('are read off the method and the path', () => {
    expect(operationIdOf('GET', '/api/v1/cameras/:camera_id/events/histogram', '/api/v1')).toBe('getCamerasByCameraIdEventsHistogram');
    expect(operationIdOf('POST', '/api/v1/2fa', '/api/v1')).toBe('post2fa');
    expect(operationIdOf('GET', '/config.json', '/api/v1')).toBe('getConfigJson');
    expect(summaryOf('getCamerasByCameraId')).toBe('Get cameras by camera id');
  });
  it('are written in OpenAPI 3.0 schema terms: exclusive bounds as booleans, field pairings in words', () => {
    expect(toOpenApi30({ type: 'number', exclusiveMinimum: 0, maximum: 9 })).toEqual({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 9 });
    expect(toOpenApi30({ type: 'object', description: 'A source.', dependencies: { username: ['password'] } })).toEqual({
      type: 'object',
      description: 'A source. username requires password.',
    });
    // A property named "dependencies" stays a property.
    expect(toOpenApi30({ type: 'object', properties: { dependencies: { type: 'string' } } })).toEqual({
      type: 'object',
      properties: { dependencies: { type: 'string' } },
    });
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

  it('lists every named entity of the contract once, as a component that the operations refer to', () => {
    const schemas = document.components.schemas;
    for (const id of NAMED_SCHEMAS.keys()) expect(schemas[id], id).toBeDefined();
    expect(schemas.Error).toBeDefined();
    const refs = refsIn(document);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
    // The events' answers and the cameras' bodies name their entity instead of repeating it.
    const camera = document.paths['/api/v1/cameras/{camera_id}']!.get as unknown as { responses: Record<string, unknown> };
    expect(refsIn(camera.responses['200'])).toEqual(['#/components/schemas/Camera']);
    expect(refsIn(camera.responses['4XX'] ?? camera.responses['4xx'])).toEqual(['#/components/schemas/Error']);
    // Inlined, the document was 1.06 MB (every entity repeated where used).
    const size = JSON.stringify(document).length;
    console.warn(`OpenAPI document: ${size} bytes, ${Object.keys(schemas).length} components, ${refs.length} references`);
    expect(size).toBeLessThan(500_000);
  });

  it('passes the OpenAPI linter (Redocly, recommended rules) with no errors', async () => {
    // The spec prescribes POST /videowalls/{user_id} beside /videowalls/{videowall_id}: the one pair of paths that differ only in a parameter's name.
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-identical-paths': 'off' } });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
  });

  it('is browsable at /api/docs without a token, from files shipped with the server', async () => {
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    // Every script and stylesheet the page loads is served here, none from another host.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      expect(asset, 'a relative URL').not.toMatch(/^(https?:)?\/\//);
      const reply = await fetch(new URL(asset, `${server.url}/api/docs/`));
      expect(reply.status, asset).toBe(200);
    }
    const json = await fetch(`${server.url}/api/docs/json`);
    expect(((await json.json()) as Document).paths).toEqual(document.paths);
  });
});
