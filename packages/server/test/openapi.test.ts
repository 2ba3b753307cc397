import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { NAMED_SCHEMAS } from '@argus/contracts';
import { readFileSync } from 'node:fs';
import { Components } from '../src/http/components';
import { operationIdOf, summaryOf, toOpenApi30 } from '../src/http/openapi';
import { API_TYPES_FILE, renderApiTypes } from '../scripts/openapi-types';
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

describe('components', () => {
  it("refer to a named entity wherever an equal copy of it stands, an array's items included; a changed copy stays inline without the name", () => {
    const point = { $id: 'Point', type: 'object', required: ['x'], properties: { x: { type: 'number' } } };
    const components = new Components(new Map([['Point', point]]));
    expect(components.refer({ ...point })).toEqual({ $ref: 'Point' });
    expect(components.refer({ type: 'array', items: { ...point } })).toEqual({ type: 'array', items: { $ref: 'Point' } });
    const { $id: _id, ...changed } = { ...point, required: [] };
    expect(components.refer({ ...changed, $id: 'Point' })).toEqual(changed);
  });
});

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    // Every route's validators and serialisers compiled at start, as in production: each schema compiles.
    server = await startServer('pglite', { env: { ARGUS_LAZY_SCHEMAS: '0' } });
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

  it('refers to a named enumeration wherever its values stand (an optional field of an entity, a multipart form field)', () => {
    const enums = new Map<string, string>();
    for (const [id, s] of Object.entries(document.components.schemas)) {
      const values = (s as { enum?: unknown[] }).enum;
      if (!values) continue;
      const key = JSON.stringify([...values].sort());
      enums.set(key, enums.has(key) ? `${enums.get(key)} or ${id}` : id);
    }
    const inline: string[] = [];
    const walk = (value: unknown, where: string, top: boolean) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}/${i}`, false));
      if (!value || typeof value !== 'object') return;
      const values = (value as { enum?: unknown[] }).enum;
      const named = values && enums.get(JSON.stringify([...values].sort()));
      if (named && !top) inline.push(`${where}: ${named}`);
      for (const [k, v] of Object.entries(value)) if (k !== 'enum') walk(v, `${where}/${k}`, false);
    };
    walk(document.paths, '#/paths', false);
    for (const [id, s] of Object.entries(document.components.schemas)) walk(s, `#/components/schemas/${id}`, true);
    expect(inline).toEqual([]);
  });

  it('describes the bodies that routes read themselves, by media type, and types every answer', () => {
    type Body = { requestBody?: { content: Record<string, { schema?: unknown }> } };
    const media = (path: string, method: string) =>
      Object.keys((document.paths[`/api/v1${path}`]?.[method] as Body | undefined)?.requestBody?.content ?? {}).sort();
    const both = ['application/json', 'multipart/form-data'];
    expect(media('/faces', 'post')).toEqual(both);
    expect(media('/plans', 'post')).toEqual(both);
    expect(media('/licenses/activate', 'post')).toEqual(both);
    expect(media('/uploads/meta', 'post')).toEqual(both);
    expect(media('/pacses/{pacs_id}/persons', 'put')).toEqual(both);
    for (const path of ['/uploads', '/faces/bulk', '/faces/{face_id}/images']) expect(media(path, 'post'), path).toEqual(['multipart/form-data']);
    for (const [path, method] of [
      ['/pacses/{pacs_id}/persons', 'delete'],
      ['/pacses/{pacs_id}/vehicles', 'put'],
      ['/pacses/{pacs_id}/vehicles', 'delete'],
    ] as const)
      expect(media(path, method), `${method} ${path}`).toEqual(['application/json']);
    // A file part is a binary string; a JSON body that is a named entity of the contract refers to it instead of repeating it.
    const content = (path: string, method: string) => (document.paths[`/api/v1${path}`]![method] as Body).requestBody!.content;
    expect(JSON.stringify(content('/faces', 'post')['multipart/form-data']!.schema)).toContain('"format":"binary"');
    for (const [path, method, entity] of [
      ['/faces', 'post', 'CreateFace'],
      ['/plans', 'post', 'CreatePlan'],
      ['/licenses/activate', 'post', 'LicenseFile'],
      ['/pacses/{pacs_id}/persons', 'put', 'PacsPersonRequest'],
      ['/pacses/{pacs_id}/vehicles', 'put', 'PacsVehicleRequest'],
      ['/pacses/{pacs_id}/vehicles', 'delete', 'PacsVehicleRequest'],
    ] as const)
      expect(content(path, method)['application/json']!.schema, `${method} ${path}`).toEqual({ $ref: `#/components/schemas/${entity}` });
    expect(Object.keys((document.components.schemas.CreateFace as { properties: object }).properties)).toContain('facelist_id');
    // POST /uploads/meta's JSON body is the contract's request, whose detection mode is optional (all_faces when absent), as the route reads it.
    expect(content('/uploads/meta', 'post')['application/json']!.schema).toEqual({ $ref: '#/components/schemas/UploadMetaRequest' });
    expect((document.components.schemas.UploadMetaRequest as { required: string[] }).required).toEqual(['upload_id']);
    expect(refsIn(content('/uploads/meta', 'post')['multipart/form-data']!.schema)).toEqual(['#/components/schemas/DetectionMode']);
    // A schema changed for one route (one field picked off an entity) stays inline, without the entity's name.
    const picked = content('/pacses/{pacs_id}/persons', 'delete')['application/json']!.schema as { properties: object };
    expect(refsIn(picked)).toEqual([]);
    expect(Object.keys(picked.properties)).toEqual(['face_id']);
    // No success answer is left untyped (an empty schema is `unknown` to the clients).
    type Answers = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
    const untyped = operations().flatMap(({ path, method, op }) =>
      Object.entries((op as Answers).responses)
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([status, r]) =>
          Object.entries(r.content ?? {})
            .filter(([, c]) => !c.schema || Object.keys(c.schema).length === 0)
            .map(() => `${method} ${path} ${status}`),
        ),
    );
    expect(untyped).toEqual([]);
    const events = document.paths['/api/v1/subscriptions/{subscription_id}/events']!.get as unknown as Answers;
    expect(refsIn(events.responses['200'])).toEqual(['#/components/schemas/SubscriptionEventList']);
  });

  it('declares the ingest answers that carry Retry-After: faces left unanswered (200) and a batch refused for want of room (503)', () => {
    type Answer = { headers?: Record<string, { schema: { type: string } }>; content: Record<string, { schema: unknown }> };
    const batch = (document.paths['/api/v1/events/batch']!.post as unknown as { responses: Record<string, Answer> }).responses;
    expect(batch['503']?.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(batch['200']?.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/EventBatchResult' });
    for (const status of ['200', '503']) expect(batch[status]?.headers?.['Retry-After']?.schema.type, status).toBe('integer');
    // Documented only where set: other answers carry no Retry-After.
    expect(batch['4XX']?.headers).toBeUndefined();
  });

  it('passes the OpenAPI linter (Redocly, recommended rules) with no errors', async () => {
    // The spec prescribes POST /videowalls/{user_id} beside /videowalls/{videowall_id}: the one pair of paths that differ only in a parameter's name.
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-identical-paths': 'off' } });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
  });

  it("is the source of the clients' types: contracts/src/openapi.gen.ts is made from this document", async () => {
    // The machine client and the console type their calls with the generated file: a field renamed in a contract schema
    // must reach them, so the file may not lag the document.
    const fresh = (await renderApiTypes(document)).split('\n');
    const committed = readFileSync(API_TYPES_FILE, 'utf8').split('\n');
    const line = fresh.findIndex((text, i) => text !== committed[i]);
    const where = line < 0 && fresh.length === committed.length ? null : `line ${line + 1}: ${fresh[line] ?? '(end)'} ≠ ${committed[line] ?? '(end)'}`;
    expect(where, 'contracts/src/openapi.gen.ts lags the API: run `npm run api:types`').toBeNull();
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
      // Read to the end: an answer left unread keeps its connection busy, and closing the server waited for it (72 s).
      expect((await reply.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const json = await fetch(`${server.url}/api/docs/json`);
    expect(((await json.json()) as Document).paths).toEqual(document.paths);
  });
});
