/** Page state kept in the URL hash: one parameter per field, each value JSON-encoded. */
export type RouteState = Record<string, unknown>;

/** A plain string stays readable in the hash unless it would read back as another JSON value. */
function looksLikeJson(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}

export function encodeRouteState(state: RouteState): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(state).sort()) {
    const value = state[key];
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' && !looksLikeJson(value) ? value : JSON.stringify(value));
  }
  const s = params.toString();
  return s ? `#${s}` : '';
}

function decodeValue(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function decodeRouteState(hash: string): RouteState {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!body) return {};
  const out: RouteState = {};
  try {
    for (const [k, v] of new URLSearchParams(body)) out[k] = decodeValue(v);
  } catch {
    return {};
  }
  return out;
}

/** Merges a patch; undefined or null removes a field. */
export function patchRouteState(state: RouteState, patch: RouteState): RouteState {
  const out: RouteState = { ...state };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

let counter = 0;
export function newRouteStateId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}`;
}
