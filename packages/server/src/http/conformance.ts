import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pooledCompiler } from './input';

/**
 * Answers checked against the schemas their routes declare (switched on by ARGUS_CHECK_ANSWERS
 * in tests): the value a handler returned must match its status's schema, and the serialiser must
 * not drop any of its fields (a field the schema does not declare never reaches the console).
 * Each mismatch is recorded here; the tests assert there is none.
 */
export interface AnswerViolation {
  route: string;
  status: number;
  problems: string[];
}

export const answerViolations: AnswerViolation[] = [];

type Schema = Record<string, unknown>;

/** The schema of `status` among a route's answers: the exact code, then 2xx/4xx, then default. */
function schemaFor(responses: Record<string, unknown> | undefined, status: number): Schema | undefined {
  if (!responses) return undefined;
  return (responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default) as Schema | undefined;
}

/** The paths where `seen` (the answer as sent) lacks or changed what `sent` (the handler's value) had. */
function dropped(sent: unknown, seen: unknown, path = ''): string[] {
  if (isDeepStrictEqual(sent, seen)) return [];
  if (sent && seen && typeof sent === 'object' && typeof seen === 'object' && Array.isArray(sent) === Array.isArray(seen)) {
    const out: string[] = [];
    for (const [key, value] of Object.entries(sent)) {
      const at = `${path}/${key}`;
      if (!(key in seen)) out.push(`${at} is not in the schema (dropped from the answer)`);
      else out.push(...dropped(value, (seen as Schema)[key], at));
    }
    return out;
  }
  return [`${path || '/'} was changed by the serialiser`];
}

const kSent = Symbol('answer as returned');

export function registerAnswerChecks(app: FastifyInstance): void {
  type Validate = ((value: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
  type Compile = (route: { schema: Schema; method: string; url: string; httpPart: string }) => Validate;
  let compile: Compile | undefined;
  const compiled = new Map<Schema, Validate>();
  const validator = (schema: Schema, request: FastifyRequest) => {
    // Against the components (http/components.ts), once the app has them all; no coercion, no defaults.
    const options = { customOptions: { allErrors: true, coerceTypes: false, useDefaults: false, removeAdditional: false, strictNumbers: true } };
    compile ??= pooledCompiler(app.getSchemas(), options) as Compile;
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = compile({ schema, method: request.method, url: request.url, httpPart: 'response' })));
    return validate;
  };
  const record = (request: FastifyRequest, status: number, problems: string[]) =>
    answerViolations.push({ route: `${request.method} ${request.routeOptions.url ?? request.url}`, status, problems });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = schemaFor(request.routeOptions.schema?.response as Record<string, unknown> | undefined, reply.statusCode);
    if (!schema) return payload;
    // As JSON would carry it (dates as strings, undefined fields absent).
    const sent: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    (request as unknown as Record<symbol, unknown>)[kSent] = sent;
    const validate = validator(schema, request);
    if (!validate(sent))
      record(
        request,
        reply.statusCode,
        (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`),
      );
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const sent = (request as unknown as Record<symbol, unknown>)[kSent];
    if (sent === undefined || typeof payload !== 'string') return payload;
    const problems = dropped(sent, JSON.parse(payload));
    if (problems.length > 0) record(request, reply.statusCode, problems);
    return payload;
  });
}
