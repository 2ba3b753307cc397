import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@argus/contracts';
import Type from 'typebox';
import { invalid } from './errors';

export const PageQuerySchema = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 500 })),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  },
  { additionalProperties: false },
);

/** Keyset cursors: the sort key of the last row, opaque to the client. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, arity: number): (string | number)[] | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === arity && key.every((k) => typeof k === 'string' || typeof k === 'number')) {
      return key as (string | number)[];
    }
  } catch {
    // fall through
  }
  throw invalid({ cursor: 'is not a cursor this list gave out' });
}

/** Fetch limit + 1 rows; this trims the extra and says where the next page starts. */
export function page<T>(rows: T[], limit: number, keyOf: (row: T) => (string | number)[]) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const cursor = rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null;
  return { items, pagination: { cursor } };
}
