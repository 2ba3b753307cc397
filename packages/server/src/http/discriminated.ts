import type { TSchema } from 'typebox';

type Node = Record<string, unknown>;

const constOf = (branch: unknown, property: string): unknown => {
  const properties = (branch as Node | null)?.properties as Record<string, Node> | undefined;
  const required = (branch as Node | null)?.required;
  return Array.isArray(required) && required.includes(property) ? properties?.[property]?.const : undefined;
};

/**
 * The schema with each `anyOf` whose branches are objects told apart by a constant `property`
 * (event_type of an event) turned into `oneOf` with a `discriminator` (ajv's `discriminator`
 * option): the validator checks a value against its own branch only. Under `anyOf` it tried the
 * branches in turn, reporting every failed one — an lpr event missing its number was answered
 * with the fr branch's complaints about event_type and fields fr does not know — and spent as long
 * again on each branch tried before the right one.
 */
export function discriminated<T extends TSchema>(schema: T, property: string): T {
  return rewrite(schema, property) as T;
}

function rewrite(value: unknown, property: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, property));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Node;
  const out: Node = {};
  // Enumerable keys only: TypeBox keeps its own marks (`~kind`) hidden from validators.
  for (const key of Object.keys(node)) out[key] = rewrite(node[key], property);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length > 1 && branches.every((b) => typeof constOf(b, property) === 'string')) {
    delete out.anyOf;
    return { ...out, type: 'object', required: [property], discriminator: { propertyName: property }, oneOf: branches };
  }
  return out;
}
