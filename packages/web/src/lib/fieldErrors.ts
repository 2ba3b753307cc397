import { toCamelKey } from '@argus/contracts';

/** Server validation detail (wire field paths) onto form fields; what matches no field is returned apart. */
export function mapFieldErrors(detail: Record<string, string> | undefined, fields: readonly string[]): { byField: Record<string, string>; rest: string[] } {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(detail ?? {})) {
    const key = path.split('.').map(toCamelKey).join('.');
    const hit = fields.find((f) => f === key || key.startsWith(`${f}.`));
    if (hit) byField[hit] = message;
    else rest.push(message);
  }
  return { byField, rest };
}
