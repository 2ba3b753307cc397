import { createHash, randomBytes } from 'node:crypto';

/**
 * HTTP digest access authentication, client side (RFC 7616, compatible with RFC 2617 and the
 * qop-less RFC 2069 form that older firmware still sends). Both vendors' devices answer 401 with
 * `WWW-Authenticate: Digest realm=…, nonce=…, qop="auth"` (MD5 in practice; SHA-256 and the
 * -sess variants are supported too). The npm packages for this were either fetch wrappers that
 * mishandle qop lists and request URIs, or server-side only, hence this small implementation.
 */

export interface DigestChallenge {
  realm: string;
  nonce: string;
  opaque: string | null;
  /** Upper-case algorithm name: MD5, MD5-SESS, SHA-256, SHA-256-SESS, SHA-512-256, SHA-512-256-SESS. */
  algorithm: string;
  /** The algorithm as the server spelled it (echoed back). */
  algorithmToken: string;
  /** The qop values offered (empty: the RFC 2069 form). */
  qop: string[];
  stale: boolean;
}

const HASHES: Record<string, string> = { MD5: 'md5', 'SHA-256': 'sha256', 'SHA-512-256': 'sha512-256' };

/** Splits `a=b, c="d, e"` into pairs, honouring quoted strings and backslash escapes. */
function authParams(text: string): { params: Map<string, string>; rest: string } {
  const params = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    while (i < text.length && (text[i] === ' ' || text[i] === ',' || text[i] === '\t')) i++;
    const m = /^([A-Za-z0-9_-]+)\s*=\s*/.exec(text.slice(i));
    if (!m?.[1]) break; // the next scheme (a token not followed by "=") or the end
    const name = m[1].toLowerCase();
    i += m[0].length;
    let value = '';
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i];
        i++;
      }
      i++;
    } else {
      const end = text.slice(i).search(/[,\s]/);
      value = end === -1 ? text.slice(i) : text.slice(i, i + end);
      i += value.length;
    }
    params.set(name, value);
  }
  return { params, rest: text.slice(i) };
}

/** The Digest challenge of a WWW-Authenticate header (which may also name other schemes); null without one. */
export function parseChallenge(header: string | string[] | undefined): DigestChallenge | null {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const value of values) {
    let text = value;
    for (;;) {
      const m = /(?:^|[\s,])([A-Za-z][A-Za-z0-9_-]*)\s+(?=[A-Za-z0-9_-]+\s*=)/.exec(text);
      if (!m?.[1]) break;
      const after = text.slice(m.index + m[0].length);
      const { params, rest } = authParams(after);
      if (m[1].toLowerCase() === 'digest') {
        const realm = params.get('realm');
        const nonce = params.get('nonce');
        if (realm === undefined || !nonce) return null;
        const algorithmToken = params.get('algorithm') ?? 'MD5';
        const algorithm = algorithmToken.toUpperCase();
        const qop = (params.get('qop') ?? '')
          .split(',')
          .map((q) => q.trim().toLowerCase())
          .filter(Boolean);
        return {
          realm,
          nonce,
          opaque: params.get('opaque') ?? null,
          algorithm,
          algorithmToken,
          qop,
          stale: (params.get('stale') ?? '').toLowerCase() === 'true',
        };
      }
      text = rest;
    }
  }
  return null;
}

export function supported(challenge: DigestChallenge): boolean {
  const base = challenge.algorithm.replace(/-SESS$/, '');
  return base in HASHES && (challenge.qop.length === 0 || challenge.qop.includes('auth') || challenge.qop.includes('auth-int'));
}

function hash(algorithm: string, data: string | Buffer): string {
  const base = algorithm.replace(/-SESS$/, '');
  return createHash(HASHES[base] ?? 'md5')
    .update(data)
    .digest('hex');
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export interface DigestRequest {
  username: string;
  password: string;
  method: string;
  /** The request-target as sent: path and query. */
  uri: string;
  /** The request body (for qop=auth-int only). */
  body?: Buffer;
  /** Nonce count: 1 for the first request with this nonce, then 2, 3 … */
  nc: number;
  /** Client nonce (random when omitted). */
  cnonce?: string;
}

/** The Authorization header value answering the challenge. */
export function digestAuthorization(c: DigestChallenge, r: DigestRequest): string {
  const cnonce = r.cnonce ?? randomBytes(12).toString('hex');
  const qop = c.qop.includes('auth') ? 'auth' : c.qop.includes('auth-int') ? 'auth-int' : null;
  const nc = r.nc.toString(16).padStart(8, '0');
  let ha1 = hash(c.algorithm, `${r.username}:${c.realm}:${r.password}`);
  if (c.algorithm.endsWith('-SESS')) ha1 = hash(c.algorithm, `${ha1}:${c.nonce}:${cnonce}`);
  const ha2 =
    qop === 'auth-int' ? hash(c.algorithm, `${r.method}:${r.uri}:${hash(c.algorithm, r.body ?? Buffer.alloc(0))}`) : hash(c.algorithm, `${r.method}:${r.uri}`);
  const response = qop ? hash(c.algorithm, `${ha1}:${c.nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : hash(c.algorithm, `${ha1}:${c.nonce}:${ha2}`);
  const parts = [
    `username=${quote(r.username)}`,
    `realm=${quote(c.realm)}`,
    `nonce=${quote(c.nonce)}`,
    `uri=${quote(r.uri)}`,
    `algorithm=${c.algorithmToken}`,
    `response=${quote(response)}`,
  ];
  if (c.opaque !== null) parts.push(`opaque=${quote(c.opaque)}`);
  if (qop) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce=${quote(cnonce)}`);
  return `Digest ${parts.join(', ')}`;
}
