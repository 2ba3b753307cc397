/**
 * The webhook body template language: logic-less substitution, nothing else. No code runs, no
 * helpers, no loops, no partials; a template is text with placeholders:
 *
 *   {{path}}    the value at `path`, escaped for the webhook's content type:
 *               application/json: JSON string escaping without the quotes (write "…{{path}}…");
 *               application/x-www-form-urlencoded: percent-encoded; text/plain: as is.
 *               Objects and arrays are written as JSON first.
 *   {{{path}}}  the value as a JSON literal (numbers, booleans, null, objects, "quoted strings"),
 *               for application/json bodies: {"event": {{{event}}}}.
 *
 *   path := name ( "." name )*      name := [A-Za-z0-9_]+    (array items by index: matches.0.list_id)
 *
 * Roots: `event` (the event as GET /events/{id} answers it; deliveries of event subscriptions),
 * `reading` (deliveries of sensorreading subscriptions: {id, sensor_id, payload, ts, origin:
 * {sensor_id, sensor_name, sensor_kind, place_id, place_name}}, e.g. {{reading.payload.celsius}}),
 * `subscription` ({id, name}), `webhook` ({id, name}), `delivery` ({id, attempt}). A body carries
 * either `event` or `reading`; a missing value renders as empty text (or null with triple braces).
 * Whitespace inside the braces is allowed.
 */

const PLACEHOLDER = /\{\{\{\s*([^{}]*?)\s*\}\}\}|\{\{\s*([^{}]*?)\s*\}\}/g;
const PATH = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;
const ROOTS = new Set(['event', 'reading', 'subscription', 'webhook', 'delivery']);

/** null when the template is well formed; else what is wrong. */
export function checkTemplate(template: string): string | null {
  let m: RegExpExecArray | null;
  PLACEHOLDER.lastIndex = 0;
  while ((m = PLACEHOLDER.exec(template))) {
    const path = m[1] ?? m[2] ?? '';
    if (!PATH.test(path)) return `"${m[0]}" at position ${m.index + 1} is not a placeholder (write {{event.number}})`;
    const root = path.split('.')[0] ?? '';
    if (!ROOTS.has(root)) return `"${path}" at position ${m.index + 1} starts with an unknown name (known: ${[...ROOTS].join(', ')})`;
  }
  // Braces left over are almost always a typo ({{ without }}).
  const rest = template.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) return 'unbalanced {{ or }}';
  return null;
}

function lookup(data: Record<string, unknown>, path: string): unknown {
  let v: unknown = data;
  for (const part of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export function renderTemplate(template: string, data: Record<string, unknown>, contentType: string): string {
  return template.replace(PLACEHOLDER, (_all, raw: string | undefined, escaped: string | undefined) => {
    if (raw !== undefined) {
      const v = lookup(data, raw);
      return JSON.stringify(v === undefined ? null : v);
    }
    const value = text(lookup(data, escaped ?? ''));
    if (contentType === 'application/json') return JSON.stringify(value).slice(1, -1);
    if (contentType === 'application/x-www-form-urlencoded') return encodeURIComponent(value);
    return value;
  });
}
