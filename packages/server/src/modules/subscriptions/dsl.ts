/**
 * The subscription filter language: a small boolean expression over an event's fields, parsed
 * once when the subscription is saved (errors answer 422 with the position) and evaluated in
 * memory for every ingested event. No code runs: the parser builds a tree of comparisons.
 *
 *   expr       := or
 *   or         := and ( "or" and )*
 *   and        := unary ( "and" unary )*
 *   unary      := "not" unary | "(" expr ")" | comparison
 *   comparison := field op value | field "in" "[" value ( "," value )* "]" | field "exists"
 *   op         := "=" | "!=" | "<" | "<=" | ">" | ">=" | "~"      ("~": contains, case-insensitive)
 *   field      := one of FIELDS, or attributes.<name>(.<name>)*
 *   value      := 'text' | "text" | number | true | false | null
 *
 * A sensor reading (subscriptions of kind sensorreading) shows sensor_id, place_id, ts and its
 * payload as attributes.<name> (for example `attributes.temperature > 40`); the event fields are
 * absent there, as sensor_id is for events.
 *
 * Keywords are case-insensitive. For the list-valued fields (list_id, entity_id) "=" and "in"
 * hold when any of the event's values matches, and "!=" when none does.
 */

/** Fields of an event the language can name (list-valued: list_id, entity_id). */
export const DSL_FIELDS = [
  'event_type',
  'reason',
  'label',
  'status',
  'camera_id',
  'camera_name',
  'place_id',
  'place_name',
  'number',
  'region',
  'matched',
  'list_id',
  'entity_id',
  'top_priority',
  'sensor_id',
] as const;

export type Scalar = string | number | boolean | null;
type Op = '=' | '!=' | '<' | '<=' | '>' | '>=' | '~';
export type DslNode =
  | { t: 'or' | 'and'; items: DslNode[] }
  | { t: 'not'; item: DslNode }
  | { t: 'cmp'; field: string; op: Op; value: Scalar }
  | { t: 'in'; field: string; values: Scalar[] }
  | { t: 'exists'; field: string };

export class DslError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position + 1}`);
  }
}

type Token = { k: 'word' | 'str' | 'num' | 'op' | 'punct'; v: string; at: number };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const op = /^(<=|>=|!=|=|<|>|~)/.exec(rest);
    if (op) {
      out.push({ k: 'op', v: op[1] as string, at: i });
      i += (op[1] as string).length;
      continue;
    }
    if ('()[],'.includes(c)) {
      out.push({ k: 'punct', v: c, at: i });
      i++;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let v = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        v += text[j];
        j++;
      }
      if (j >= text.length) throw new DslError('unterminated text', i);
      out.push({ k: 'str', v, at: i });
      i = j + 1;
      continue;
    }
    const num = /^-?\d+(\.\d+)?/.exec(rest);
    if (num) {
      out.push({ k: 'num', v: num[0], at: i });
      i += num[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(rest);
    if (word) {
      out.push({ k: 'word', v: word[0], at: i });
      i += word[0].length;
      continue;
    }
    throw new DslError(`unexpected character "${c}"`, i);
  }
  return out;
}

function validField(name: string): boolean {
  if ((DSL_FIELDS as readonly string[]).includes(name)) return true;
  return /^attributes(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(name);
}

const MAX_NODES = 200;

/** Parses an expression or throws DslError (message with a 1-based position). */
export function parseDsl(text: string): DslNode {
  const tokens = tokenize(text);
  let pos = 0;
  let nodes = 0;
  const end = text.length;
  const peek = () => tokens[pos];
  const isWord = (t: Token | undefined, w: string) => t?.k === 'word' && t.v.toLowerCase() === w;
  const fail = (message: string): never => {
    throw new DslError(message, peek()?.at ?? end);
  };
  const count = () => {
    if (++nodes > MAX_NODES) fail(`more than ${MAX_NODES} conditions`);
  };

  const value = (): Scalar => {
    const t = peek();
    if (!t) return fail('a value is expected');
    pos++;
    if (t.k === 'str') return t.v;
    if (t.k === 'num') return Number(t.v);
    if (t.k === 'word') {
      const w = t.v.toLowerCase();
      if (w === 'true') return true;
      if (w === 'false') return false;
      if (w === 'null') return null;
    }
    pos--;
    return fail(`a value is expected, not "${t.v}"`);
  };

  const comparison = (): DslNode => {
    const t = peek();
    if (!t || t.k !== 'word') return fail('a field name is expected');
    if (!validField(t.v)) throw new DslError(`unknown field "${t.v}" (known: ${DSL_FIELDS.join(', ')}, attributes.<name>)`, t.at);
    pos++;
    count();
    const field = t.v;
    const o = peek();
    if (isWord(o, 'exists')) {
      pos++;
      return { t: 'exists', field };
    }
    if (isWord(o, 'in')) {
      pos++;
      if (peek()?.v !== '[') fail('"[" is expected after in');
      pos++;
      const values = [value()];
      while (peek()?.v === ',') {
        pos++;
        values.push(value());
      }
      if (peek()?.v !== ']') fail('"]" or "," is expected');
      pos++;
      return { t: 'in', field, values };
    }
    if (o?.k !== 'op') return fail('an operator (=, !=, <, <=, >, >=, ~, in, exists) is expected');
    pos++;
    return { t: 'cmp', field, op: o.v as Op, value: value() };
  };

  const unary = (): DslNode => {
    if (isWord(peek(), 'not')) {
      pos++;
      count();
      return { t: 'not', item: unary() };
    }
    if (peek()?.v === '(') {
      pos++;
      const inner = or();
      if (peek()?.v !== ')') fail('")" is expected');
      pos++;
      return inner;
    }
    return comparison();
  };
  const chain = (t: 'and' | 'or', next: () => DslNode) => (): DslNode => {
    const items = [next()];
    while (isWord(peek(), t)) {
      pos++;
      items.push(next());
    }
    return items.length === 1 ? (items[0] as DslNode) : { t, items };
  };
  const and = chain('and', unary);
  const or = chain('or', and);

  if (tokens.length === 0) throw new DslError('the expression is empty', 0);
  const tree = or();
  if (pos < tokens.length) fail(`unexpected "${peek()?.v}"`);
  return tree;
}

/** What the language sees of an event: each field's value (list-valued fields as arrays). */
export type DslRecord = Record<string, unknown>;

function lookup(record: DslRecord, field: string): unknown {
  if (!field.startsWith('attributes.')) return record[field];
  let v: unknown = record.attributes;
  for (const part of field.split('.').slice(1)) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

function compare(actual: unknown, op: Op, expected: Scalar): boolean {
  if (op === '=') return actual === expected || (actual === undefined && expected === null);
  if (op === '!=') return !compare(actual, '=', expected);
  if (op === '~') return typeof actual === 'string' && typeof expected === 'string' && actual.toLowerCase().includes(expected.toLowerCase());
  if (typeof actual !== typeof expected || (typeof actual !== 'number' && typeof actual !== 'string')) return false;
  const a = actual as number | string;
  const b = expected as number | string;
  return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
}

export function evaluateDsl(node: DslNode, record: DslRecord): boolean {
  switch (node.t) {
    case 'or':
      return node.items.some((n) => evaluateDsl(n, record));
    case 'and':
      return node.items.every((n) => evaluateDsl(n, record));
    case 'not':
      return !evaluateDsl(node.item, record);
    case 'exists': {
      const v = lookup(record, node.field);
      return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null;
    }
    case 'in': {
      const v = lookup(record, node.field);
      const values = Array.isArray(v) ? v : [v];
      return values.some((x) => node.values.some((want) => compare(x, '=', want)));
    }
    case 'cmp': {
      const v = lookup(record, node.field);
      if (!Array.isArray(v)) return compare(v, node.op, node.value);
      if (node.op === '!=') return !v.some((x) => compare(x, '=', node.value));
      return v.some((x) => compare(x, node.op, node.value));
    }
  }
}
