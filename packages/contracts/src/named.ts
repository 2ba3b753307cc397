import * as entities from './entities';

type Node = Record<string, unknown>;

const isObjectLike = (schema: Node): boolean =>
  schema.type === 'object' || (['anyOf', 'oneOf', 'allOf'] as const).some((k) => Array.isArray(schema[k]) && (schema[k] as Node[]).every(isObjectLike));

/**
 * Whether an exported schema is a named entity of the contract: an object (or a union of
 * objects) or an enumeration. Scalars (ids, timestamps) and bare arrays stay inline: they are
 * formats, and an array's bounds depend on the field that holds it.
 */
export function isNamedEntity(schema: unknown): schema is Node {
  if (!schema || typeof schema !== 'object') return false;
  const node = schema as Node;
  return isObjectLike(node) || (Array.isArray(node.enum) && node.enum.every((v) => typeof v === 'string'));
}

/** The component name of an exported schema: `EventSchema` → `Event`. */
export const componentName = (exportName: string): string => exportName.replace(/Schema$/, '');

/**
 * Gives every named entity of the contract its `$id` (its export name without "Schema"), once,
 * where the schemas are defined: the OpenAPI document lists each as a component and every use
 * of it refers to it. A schema exported under two names keeps the shorter (an alias of a read
 * shape, e.g. EdgeListItemSchema = EdgeSchema, is Edge). Not the first: a module's exports are
 * listed alphabetically by Node and in source order by bundlers, and the document must not
 * depend on which loaded it.
 */
export function nameSchemas(module: Record<string, unknown>): Map<string, Node> {
  const named = new Map<string, Node>();
  const byLength = Object.entries(module).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of byLength) {
    // Query strings are read as parameters, one by one: they are no entity.
    if (!name.endsWith('Schema') || name.endsWith('QuerySchema') || !isNamedEntity(value)) continue;
    value.$id ??= componentName(name);
    named.set(value.$id as string, value);
  }
  return named;
}

/** The named entities of the contract by `$id`. */
export const NAMED_SCHEMAS = nameSchemas(entities);
