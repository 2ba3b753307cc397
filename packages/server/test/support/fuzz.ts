import fc from 'fast-check';

/** Malformed requests for one operation of the served OpenAPI document. */

type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. /api/v1/users/{user_id}. */
  path: string;
  pathParams: Record<string, Schema>;
  queryParams: Record<string, Schema>;
  /** Content type → body schema. */
  bodies: Record<string, Schema>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** Without the caller's token. */
  anonymous: boolean;
  body?: { text: string | Uint8Array; contentType: string };
  /** What was done, for the failure report. */
  what: string;
}

export function operationsOf(doc: { paths: Record<string, Record<string, Schema>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const pathParams: Record<string, Schema> = {};
      const queryParams: Record<string, Schema> = {};
      for (const p of (op.parameters as Schema[] | undefined) ?? []) {
        if (p.in === 'path') pathParams[String(p.name)] = (p.schema as Schema) ?? {};
        if (p.in === 'query') queryParams[String(p.name)] = (p.schema as Schema) ?? {};
      }
      const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema?: Schema }>;
      const bodies = Object.fromEntries(Object.entries(content).map(([type, c]) => [type, c.schema ?? {}]));
      ops.push({ method: method.toUpperCase(), path, pathParams, queryParams, bodies });
    }
  }
  return ops;
}

/** A plausible value of a schema: what a careful client would send, the base that one hostile value spoils. */
export function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alt = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alt) return plausible(alt.find((s) => s.type !== 'null') ?? alt[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.filter((k) => props[k]).map((k) => [k, plausible(props[k], depth + 1)]));
    }
    case 'array':
      return Number(schema.minItems ?? 0) > 0 ? [plausible(schema.items as Schema, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return '2026-06-01T10:00:00Z';
      if (schema.format === 'date') return '2026-06-01';
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      if (schema.format === 'uri') return 'http://127.0.0.1:9/';
      return 'x'.repeat(Math.max(Number(schema.minLength ?? 1), 1));
    default:
      return null;
  }
}

/** Every property path of a schema's objects (a.b, a.0.c for arrays), to put one hostile value at. */
export function fieldPaths(schema: Schema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 4) return [];
  const alt = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alt) return alt.flatMap((s) => fieldPaths(s, prefix, depth + 1));
  const out: string[][] = [];
  for (const [k, v] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    out.push([...prefix, k]);
    out.push(...fieldPaths(v, [...prefix, k], depth + 1));
  }
  if (schema.items) out.push(...fieldPaths(schema.items as Schema, [...prefix, '0'], depth + 1));
  return out;
}

/** Marks a spot where the JSON text gets a literal that JSON.stringify cannot write (1e400). */
const RAW = '\u0001raw:';

/** Values no schema should let through to a service or the database. */
export const HOSTILE: unknown[] = [
  '1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e-400',
  `${RAW}1e400`,
  `${RAW}-1e400`,
  2 ** 31,
  2 ** 63,
  -(2 ** 31) - 1,
  `${RAW}9007199254740993`,
  -1,
  0,
  1.5,
  '2147483648',
  '12',
  '\u0000',
  'nul\u0000byte',
  '\ud800',
  'a\udfffb',
  'x'.repeat(20_000),
  true,
  null,
  [],
  {},
  [1, 2],
  [null],
  { a: { b: [] } },
  '',
  '99999-01-01',
  '0000-01-01T00:00:00Z',
  '2026-13-45T25:61:00Z',
  '-001000-01-01T00:00:00Z',
  '1e400-01-01',
  '../../etc/passwd',
  "'; drop table users; --",
  '%ff',
  '__proto__',
];

/** Path parameters (already URL text): not UTF-8, a NUL, out of range, overlong. */
const HOSTILE_PATH = [
  '%ff',
  '%00',
  '%ED%A0%80',
  '1e400',
  'Infinity',
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1.5',
  'abc',
  '9'.repeat(300),
  '%2e%2e',
  ' ',
];
/** Query values (already URL text). */
const HOSTILE_QUERY = [...HOSTILE_PATH, '', 'true', '[]', '99999-01-01', '0000-01-01T00:00:00Z', 'a%00b', '%C0%80', 'x'.repeat(5000)];

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base = target && typeof target === 'object' ? target : /^\d+$/.test(head) ? [] : {};
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = setAt((base as Record<string, unknown>)[head], rest, value);
  return copy;
}

function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${RAW}([^"]*)"`, 'g'), '$1');
}

function cutMultipart(fields: Record<string, unknown>): { text: Uint8Array; contentType: string } {
  const boundary = 'fuzzboundary';
  let text = '';
  for (const [k, v] of Object.entries(fields))
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`;
  text += `--${boundary}\r\nContent-Disposition: form-data; name="upload_data"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
  return { text: new TextEncoder().encode(text), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One malformed request for `op`: one hostile value in one place, the rest plausible. */
export function arbRequest(op: Operation, fill: (name: string) => string): fc.Arbitrary<FuzzRequest> {
  const pathNames = Object.keys(op.pathParams);
  const queryNames = Object.keys(op.queryParams);
  const [bodyType, bodySchema] = Object.entries(op.bodies).find(([t]) => t === 'application/json') ?? Object.entries(op.bodies)[0] ?? [];
  const base = bodySchema ? plausible(bodySchema) : undefined;
  const paths = bodySchema ? fieldPaths(bodySchema) : [];

  const url = (pathValue?: [string, string], query?: [string, string]) => {
    let u = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (pathValue && pathValue[0] === name ? pathValue[1] : fill(name)));
    if (query) u += `?${query[0]}=${query[1]}`;
    return u;
  };
  const plain = (what: string, body?: FuzzRequest['body'], anonymous = false): FuzzRequest => ({
    method: op.method,
    url: url(),
    anonymous,
    what,
    ...(body ? { body } : {}),
  });

  const choices: fc.Arbitrary<FuzzRequest>[] = [];
  if (pathNames.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...pathNames), fc.constantFrom(...HOSTILE_PATH)).map(([name, v]) => ({
        ...plain(`path ${name}=${v.slice(0, 40)}`, base !== undefined ? { text: toJsonText(base), contentType: 'application/json' } : undefined),
        url: url([name, v]),
      })),
    );
  }
  const queryName = fc.constantFrom(...(queryNames.length ? queryNames : ['unknown_field']), 'limit', 'cursor');
  choices.push(
    fc.tuple(queryName, fc.constantFrom(...HOSTILE_QUERY)).map(([name, v]) => ({
      ...plain(`query ${name}=${v.slice(0, 40)}`),
      url: url(undefined, [name, v]),
    })),
  );
  if (bodySchema) {
    const hostile = fc.constantFrom(...HOSTILE);
    if (paths.length) {
      choices.push(
        fc
          .tuple(fc.constantFrom(...paths), hostile)
          .map(([at, v]) =>
            plain(`body ${at.join('.')}=${JSON.stringify(v)?.slice(0, 40)}`, { text: toJsonText(setAt(base, at, v)), contentType: 'application/json' }),
          ),
      );
    }
    choices.push(
      hostile.map((v) =>
        plain(`body extra field=${JSON.stringify(v)?.slice(0, 40)}`, { text: toJsonText(setAt(base, ['fuzz_extra'], v)), contentType: 'application/json' }),
      ),
    );
    choices.push(hostile.map((v) => plain(`body=${JSON.stringify(v)?.slice(0, 40)}`, { text: toJsonText(v), contentType: 'application/json' })));
    choices.push(
      fc.constantFrom(
        plain('malformed JSON', { text: '{"a": ', contentType: 'application/json' }),
        plain('JSON with a NUL key', { text: '{"\\u0000": 1}', contentType: 'application/json' }),
        plain('empty JSON body', { text: '', contentType: 'application/json' }),
        plain('text/plain body', { text: 'hello', contentType: 'text/plain' }),
        plain('form body', { text: 'a=1&a=2&limit=1e400&name=%00', contentType: 'application/x-www-form-urlencoded' }),
        plain('cut multipart', cutMultipart(base && typeof base === 'object' ? (base as Record<string, unknown>) : {})),
        plain('multipart without its boundary', { text: '--x\r\n', contentType: 'multipart/form-data' }),
        plain('multipart with a cut body', {
          text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          contentType: 'multipart/form-data; boundary=x',
        }),
        plain(
          `plausible body, signed out`,
          { text: toJsonText(base), contentType: bodyType === 'application/json' ? 'application/json' : 'application/json' },
          true,
        ),
      ),
    );
  } else if (op.method !== 'GET') {
    choices.push(
      fc.constantFrom(
        plain('unexpected JSON body', { text: '{"x":"\\u0000"}', contentType: 'application/json' }),
        plain('malformed JSON', { text: '{', contentType: 'application/json' }),
      ),
    );
  }
  // Signed out: about one request in ten (its answer is the access layer's, not the validation's).
  const signedOut = fc.constant(plain('signed out', undefined, true));
  return fc.oneof(...choices.map((arbitrary) => ({ arbitrary, weight: 9 })), { arbitrary: signedOut, weight: choices.length });
}
