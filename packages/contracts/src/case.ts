/** snake_case ⇄ camelCase conversion for wire payloads: the wire is snake_case, the console camelCase. */

type CamelString<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelString<T>>}` : S;
type SnakeString<S extends string> = S extends `${infer C}${infer R}`
  ? C extends Lowercase<C>
    ? `${C}${SnakeString<R>}`
    : `_${Lowercase<C>}${SnakeString<R>}`
  : S;

export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends Date | Uint8Array
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelString<K> : K]: Camelize<T[K]> }
      : T;

export type Snakify<T> = T extends readonly (infer U)[]
  ? Snakify<U>[]
  : T extends Date | Uint8Array
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeString<K> : K]: Snakify<T[K]> }
      : T;

export function toCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function toSnakeKey(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Keys of these maps are data (setting names, locale codes, field paths), not field names,
 * so their own keys are left as they are while their values are still converted.
 */
const OPAQUE_KEY_MAPS = new Set(['settings', 'detail', 'attributes', 'content', 'meta']);

function convert(value: unknown, mapKey: (k: string) => string, keepKeys: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, mapKey, false));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const key = keepKeys ? k : mapKey(k);
    out[key] = convert(v, mapKey, !keepKeys && OPAQUE_KEY_MAPS.has(k));
  }
  return out;
}

export function camelize<T>(value: T): Camelize<T> {
  return convert(value, toCamelKey, false) as Camelize<T>;
}

export function snakify<T>(value: T): Snakify<T> {
  return convert(value, toSnakeKey, false) as Snakify<T>;
}
