/**
 * Secrets never reach a log line: the user info of any URL in a text (rtsp://user:pass@host →
 * rtsp://host) is removed. Every process (API server, media service, edge) logs through this.
 */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;

export function redactUrls(text: string): string {
  return text.replace(URL_USERINFO, '$1');
}

/** A copy of a log argument with every string redacted (objects and errors to a small depth). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrls(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const copy = new Error(redactUrls(value.message));
    copy.name = value.name;
    if (value.stack) copy.stack = redactUrls(value.stack);
    for (const [k, v] of Object.entries(value)) (copy as unknown as Record<string, unknown>)[k] = redactValue(v, depth + 1);
    return copy;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, depth + 1)]));
}

/** Routes console.log/info/warn/error/debug through redactValue (the media service and edge log to the console). */
export function redactConsole(target: Console = console): void {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => original(...args.map((a) => redactValue(a)));
  }
}
