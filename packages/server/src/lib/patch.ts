/**
 * The fields of a partial update's body among `keys` that were given (not undefined), to set the
 * columns of the same names: a field left out keeps its value, a null clears it.
 */
export function givenFields<T extends object, K extends keyof T>(body: T, keys: readonly K[]): { [P in K]?: Exclude<T[P], undefined> } {
  const out: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const key of keys) {
    const value = body[key];
    if (value !== undefined) out[key] = value as Exclude<T[K], undefined>;
  }
  return out;
}
