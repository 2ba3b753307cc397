import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { invalid } from '../../http/errors';
import type { ValidationDetail } from '@argus/contracts';

/**
 * Checks a JSON value sent inside a multipart field against a contract schema (route schemas only
 * cover JSON bodies), with the same field path → message detail as the routes' 422 answers.
 */
export function checked<T extends TSchema>(schema: T, value: unknown, field: string): Static<T> {
  const compiled = Compile(schema);
  if (compiled.Check(value)) return value as Static<T>;
  const detail: ValidationDetail = {};
  for (const e of compiled.Errors(value)) {
    const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (e.params as { requiredProperties?: string[] }).requiredProperties;
    if (missing) for (const m of missing) detail[base ? `${base}.${m}` : m] ??= 'is required';
    else detail[base || field] ??= e.message;
  }
  throw invalid(detail);
}

export function parseJsonField(raw: string | undefined, field: string): unknown {
  if (raw === undefined) throw invalid({ [field]: 'is required' });
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalid({ [field]: 'must be JSON' });
  }
}
