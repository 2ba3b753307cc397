import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The device side of HTTP digest authentication (RFC 7616, MD5, qop="auth"), written from the RFC
 * independently of the client in src/modules/pacses/vendors/digest.ts so the two check each
 * other. Nonces are the device's own; an unknown nonce (e.g. from before a restart) is answered
 * with stale=true; a replayed nonce count is refused.
 */
export class DigestGuard {
  private readonly nonces = new Map<string, number>();
  /** Every Authorization header seen, for tests. */
  readonly seen: string[] = [];

  constructor(
    private readonly realm: string,
    public username: string,
    public password: string,
  ) {}

  private md5(s: string): string {
    return createHash('md5').update(s).digest('hex');
  }

  private challenge(res: ServerResponse, stale: boolean): void {
    const nonce = randomBytes(16).toString('hex');
    this.nonces.set(nonce, 0);
    res.statusCode = 401;
    res.setHeader(
      'www-authenticate',
      `Digest realm="${this.realm}", qop="auth", nonce="${nonce}", opaque="${randomBytes(8).toString('hex')}", algorithm=MD5${stale ? ', stale=TRUE' : ''}`,
    );
    res.setHeader('content-type', 'text/plain');
    res.end('Unauthorized');
  }

  /** True when the request is authenticated; else the 401 has been sent. */
  check(req: IncomingMessage, res: ServerResponse): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Digest ')) {
      this.challenge(res, false);
      return false;
    }
    this.seen.push(header);
    const params = new Map<string, string>();
    for (const m of header.slice(7).matchAll(/([a-z]+)=(?:"((?:[^"\\]|\\.)*)"|([^,\s]+))/gi))
      params.set(m[1]!.toLowerCase(), (m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1'));
    const nonce = params.get('nonce') ?? '';
    const last = this.nonces.get(nonce);
    if (last === undefined) {
      this.challenge(res, true);
      return false;
    }
    const nc = parseInt(params.get('nc') ?? '0', 16);
    const ha1 = this.md5(`${this.username}:${this.realm}:${this.password}`);
    const ha2 = this.md5(`${req.method}:${params.get('uri') ?? ''}`);
    const expected = this.md5(`${ha1}:${nonce}:${params.get('nc')}:${params.get('cnonce')}:${params.get('qop')}:${ha2}`);
    const ok =
      params.get('username') === this.username &&
      params.get('realm') === this.realm &&
      params.get('uri') === req.url &&
      params.get('qop') === 'auth' &&
      nc > last &&
      params.get('response') === expected;
    if (!ok) {
      this.challenge(res, false);
      return false;
    }
    this.nonces.set(nonce, nc);
    return true;
  }

  /** Forgets every nonce (a device reboot): the next request is answered stale=true. */
  reboot(): void {
    this.nonces.clear();
  }
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The parts of a multipart/form-data body. */
export function multipartParts(body: Buffer, contentType: string): { name: string; contentType: string; data: Buffer }[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const b = boundary?.[1] ?? boundary?.[2];
  if (!b) return [];
  const delimiter = Buffer.from(`--${b}`);
  const parts: { name: string; contentType: string; data: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      parts.push({
        name: /name="([^"]*)"/i.exec(headers)?.[1] ?? '',
        contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '',
        data: chunk.subarray(headerEnd + 4),
      });
    }
    start = next;
  }
  return parts;
}
