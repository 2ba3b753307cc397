import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/errors';
import type { SourceErrors, SourceField } from '../../lib/cameraSource';
import { SOURCE_RULE_MESSAGES } from './SourceFields';

/** The section-5 rules as words, per field. */
export function ruleTexts(intl: IntlShape, errors: SourceErrors): Partial<Record<SourceField, string>> {
  const out: Partial<Record<SourceField, string>> = {};
  for (const [f, rule] of Object.entries(errors)) out[f as SourceField] = intl.formatMessage({ id: SOURCE_RULE_MESSAGES[rule] ?? 'form.required' });
  return out;
}

const SNAKE_TO_FIELD: Record<string, SourceField> = { event_type: 'eventType' };

/**
 * A validation answer split into source fields (`source.body.host` → host; `source.url` → the
 * address mismatch) and the rest as "path: message" lines.
 */
export function splitServerErrors(error: unknown): { source: Partial<Record<SourceField, string>>; mismatch: string | null; rest: string[] } {
  const out = { source: {} as Partial<Record<SourceField, string>>, mismatch: null as string | null, rest: [] as string[] };
  if (!isApiError(error) || !error.detail) return out;
  for (const [path, message] of Object.entries(error.detail)) {
    const m = /^source\.body\.(\w+)$/.exec(path);
    if (m?.[1]) out.source[SNAKE_TO_FIELD[m[1]] ?? (m[1] as SourceField)] = message;
    else if (path === 'source.url') out.mismatch = message;
    else out.rest.push(`${path}: ${message}`);
  }
  return out;
}
