/**
 * A small namespace-aware XML reader and writer for the ONVIF device simulator: enough for the
 * SOAP 1.2 envelopes ONVIF clients send (elements, attributes, text, xmlns declarations,
 * comments, the XML declaration and the five predefined entities). Not a general XML parser.
 */

export interface XmlNode {
  /** Local name, without prefix. */
  local: string;
  /** Namespace URI ('' when none). */
  uri: string;
  /** Attributes by local name (xmlns declarations excluded). */
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const ATTR = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

interface Open {
  node: XmlNode;
  qname: string;
  ns: Record<string, string>;
}

/** Parses a document; throws on a malformed one (unbalanced tags, text outside the root). */
export function parseXml(xml: string): XmlNode {
  const stack: Open[] = [];
  let root: XmlNode | null = null;
  let consumed = 0;
  for (const m of xml.matchAll(TOKEN)) {
    if (m.index !== consumed) throw new Error('malformed XML');
    consumed = m.index + m[0].length;
    const [whole, closing, qname, rawAttrs, selfClosing, text] = m;
    if (whole.startsWith('<!--') || whole.startsWith('<?')) continue;
    const top = stack[stack.length - 1];
    if (text !== undefined) {
      if (top) top.node.text += decode(text);
      else if (text.trim()) throw new Error('text outside the root element');
      continue;
    }
    if (!qname) throw new Error('malformed XML');
    if (closing) {
      if (!top || top.qname !== qname) throw new Error(`unexpected </${qname}>`);
      stack.pop();
      continue;
    }
    if (!top && root) throw new Error('more than one root element');
    const ns = { ...(top?.ns ?? {}) };
    const attrs: Record<string, string> = {};
    for (const a of (rawAttrs ?? '').matchAll(ATTR)) {
      const name = a[1] ?? '';
      const value = decode(a[2] ?? a[3] ?? '');
      if (name === 'xmlns') ns[''] = value;
      else if (name.startsWith('xmlns:')) ns[name.slice(6)] = value;
      else attrs[name.includes(':') ? name.slice(name.indexOf(':') + 1) : name] = value;
    }
    const colon = qname.indexOf(':');
    const prefix = colon >= 0 ? qname.slice(0, colon) : '';
    const node: XmlNode = { local: colon >= 0 ? qname.slice(colon + 1) : qname, uri: ns[prefix] ?? '', attrs, children: [], text: '' };
    if (prefix && ns[prefix] === undefined) throw new Error(`undeclared prefix ${prefix}`);
    if (top) top.node.children.push(node);
    else root = node;
    if (!selfClosing) stack.push({ node, qname, ns });
  }
  if (consumed !== xml.length || stack.length > 0 || !root) throw new Error('malformed XML');
  return root;
}

/** The first child with this local name (and namespace, when given). */
export function child(node: XmlNode | undefined, local: string, uri?: string): XmlNode | undefined {
  return node?.children.find((c) => c.local === local && (uri === undefined || c.uri === uri));
}

/** Follows a path of local names. */
export function path(node: XmlNode | undefined, ...locals: string[]): XmlNode | undefined {
  let at = node;
  for (const local of locals) at = child(at, local);
  return at;
}

export function textOf(node: XmlNode | undefined, ...locals: string[]): string | undefined {
  const at = path(node, ...locals);
  return at ? at.text.trim() : undefined;
}

export function numberOf(node: XmlNode | undefined, ...locals: string[]): number | undefined {
  const t = textOf(node, ...locals);
  if (t === undefined || t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Formats a float the way ONVIF clients parse it: plain decimal, no exponent. */
export function num(n: number): string {
  return String(Number(n.toFixed(6)));
}
