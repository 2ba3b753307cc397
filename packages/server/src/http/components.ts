import { NAMED_SCHEMAS } from '@argus/contracts';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DocumentedBody } from './documented-body';
import { boundNumbers, onFirstUse, validatorCompilers } from './input';
import { ErrorSchema } from './schemas';
import { forSerializer } from './serializer-schema';

type Node = Record<string, unknown>;

/**
 * The contract's named entities as shared schemas (OpenAPI components), each used by reference.
 * A route's schema embeds them by value (TypeBox composes objects); at registration every
 * embedded copy equal to a named entity becomes a `$ref` to it, so the validators, the
 * serialisers and the document all read the one definition. A changed copy (a union turned
 * discriminated, a schema rewritten for one route) stays inline without its `$id`.
 */
export class Components {
  /** Each entity as requests are checked (numbers bounded, http/input.ts), with the JSON of both forms. */
  private readonly known = new Map<string, { bounded: Node; forms: Set<string> }>();

  constructor(named: Map<string, Node>) {
    for (const [id, schema] of named) {
      const bounded = boundNumbers(schema) as Node;
      this.known.set(id, { bounded, forms: new Set([JSON.stringify(schema), JSON.stringify(bounded)]) });
    }
  }

  /** The shared schemas: each entity with the entities inside it referenced. */
  shared(): Node[] {
    return [...this.known].map(([id, { bounded }]) => this.refer(bounded, id) as Node);
  }

  /** A copy of `schema` whose embedded entities are references (`keep`: the `$id` of the schema being defined). */
  refer(schema: unknown, keep?: string): unknown {
    if (Array.isArray(schema)) return schema.map((s) => this.refer(s));
    if (!schema || typeof schema !== 'object') return schema;
    const node = schema as Node;
    const id = typeof node.$id === 'string' && node.$id !== keep ? node.$id : undefined;
    if (id !== undefined && this.known.get(id)?.forms.has(JSON.stringify(node))) return { $ref: id };
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) if (!(key === '$id' && id !== undefined)) out[key] = this.refer(value);
    return out;
  }
}

type RouteParts = Record<string, unknown> & { response?: Record<string, unknown>; documentedBody?: DocumentedBody };

/**
 * Registers the components and rewrites each route's schema to refer to them. Query strings,
 * path parameters and headers keep their own object at the top (they are documented as
 * parameters, one by one). The bodies a route reads itself (http/documented-body.ts) refer to
 * them too: the document names their entity instead of repeating it.
 */
export function registerComponents(app: FastifyInstance): Components {
  const components = new Components(new Map([...NAMED_SCHEMAS, ['Error', ErrorSchema as unknown as Node]]));
  for (const schema of components.shared()) app.addSchema(schema);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RouteParts | undefined;
    if (!schema) return;
    const parts: RouteParts = { ...schema };
    for (const part of ['querystring', 'params', 'headers']) {
      if (parts[part]) parts[part] = components.refer(parts[part], (parts[part] as Node).$id as string | undefined);
      if (parts[part]) delete (parts[part] as Node).$id;
    }
    if (parts.body) parts.body = components.refer(parts.body);
    if (parts.response) parts.response = Object.fromEntries(Object.entries(parts.response).map(([code, s]) => [code, components.refer(s)]));
    if (parts.documentedBody)
      parts.documentedBody = Object.fromEntries(Object.entries(parts.documentedBody).map(([media, s]) => [media, components.refer(s)])) as DocumentedBody;
    route.schema = parts;
  });
  return components;
}

/** The ids a schema refers to, and those they refer to in turn, among `shared`. */
export function referencedIds(schema: unknown, shared: Record<string, unknown>, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) referencedIds(s, shared, into);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.split('#')[0]!;
        if (id && !into.has(id) && shared[id]) {
          into.add(id);
          referencedIds(shared[id], shared, into);
        }
      } else referencedIds(value, shared, into);
    }
  }
  return into;
}

type Serializer = (data: unknown) => string;

/**
 * The serialisers made in this process, by their schemas and options: a serialiser is a pure function of them, and a
 * process that builds the app more than once (each server of a test file) reuses it instead of compiling it again.
 */
const serializers = new Map<string, Serializer>();
type BuildSerializer = (externalSchemas: Record<string, unknown>, options: Record<string, unknown> | undefined) => (route: { schema: unknown }) => Serializer;

/**
 * Validators as http/input.ts builds them; serialisers given only the components their answer
 * refers to (fast-json-stringify checks every schema it is given, for every answer of every
 * route: all of them would triple the start-up time). `lazy` (ARGUS_LAZY_SCHEMAS): validators and
 * serialisers are compiled on their first use, not at start (a test's server uses few of its routes).
 */
export function schemaCompilers(lazy = false): NonNullable<FastifyServerOptions['schemaController']> {
  const buildSerializer: BuildSerializer = (externalSchemas, options) => (route) => {
    const compile = () => {
      const used = referencedIds(route.schema, externalSchemas);
      // Unions rewritten to be told apart without validating each value against them (http/serializer-schema.ts).
      const resolve = (id: string) => externalSchemas[id];
      const schema = Object.fromEntries([...used].map((id) => [id, forSerializer(externalSchemas[id], resolve)]));
      const answer = forSerializer(route.schema, resolve);
      const make = () => fastJsonStringify(answer as never, { ...options, schema: schema as never }) as Serializer;
      // Options holding code (a custom rounding, say) cannot be compared as JSON: such a serialiser is not shared.
      if (Object.values(options ?? {}).some((v) => typeof v === 'function')) return make();
      const key = JSON.stringify([answer, schema, options ?? null]);
      let serializer = serializers.get(key);
      if (!serializer) serializers.set(key, (serializer = make()));
      return serializer;
    };
    return lazy ? onFirstUse(compile) : compile();
  };
  return { compilersFactory: { ...validatorCompilers(lazy).compilersFactory, buildSerializer: buildSerializer as never } };
}
