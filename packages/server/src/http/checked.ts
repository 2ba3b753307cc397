import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { invalid } from './errors';
import type { ValidationDetail } from '@argus/contracts';

const compiledOf = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * Checks a value a route reads itself (a body of either media type, JSON inside a multipart
 * field) against a contract schema, with the same field path → message detail as the routes'
 * 422 answers. Shared by the routes that take multipart bodies (faces, uploads, pacses).
 */
export function checked<T extends TSchema>(schema: T, value: unknown, field: string): Static<T> {
  // Compiled once per schema: the routes check every request with the same few.
  let compiled = compiledOf.get(schema);
  if (!compiled) compiledOf.set(schema, (compiled = Compile(schema)));
  if (compiled.Check(value)) return value as Static<T>;
  const detail: ValidationDetail = {};
  for (const e of compiled.Errors(value)) {
    const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (e.params as { requiredProperties?: string[] }).requiredProperties;
    if (missing) for (const m of missing) detail[base ? `${base}.${m}` : m] ??= 'is required';
    // An unknown field fails `additionalProperties: false` at its own path: said as the routes say it (http/errors.ts).
    else if (e.schemaPath.endsWith('/additionalProperties')) detail[base || field] ??= 'is not a known field';
    else if (e.keyword !== 'additionalProperties') detail[base || field] ??= e.message;
  }
  throw invalid(detail);
}
