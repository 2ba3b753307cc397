import http from 'node:http';
import https from 'node:https';
import { guardedLookup, OutboundRefused, refusedHost, type OutboundPolicy } from '@argus/outbound';
import { digestAuthorization, parseChallenge, supported, type DigestChallenge } from './digest';

/**
 * One device connection: HTTP requests with digest authentication. The challenge of the last 401
 * is kept and answered up front on the next requests (nonce count growing), so a sync of many
 * persons costs one round trip each; a stale or rejected nonce gets one fresh try.
 *
 * Devices live on private networks, so private addresses are allowed; the outbound guard
 * (@argus/outbound) refuses the rest: the address in any spelling before connecting, what a name
 * resolves to at connect. Port 443 speaks HTTPS
 * without certificate checks (devices carry self-signed certificates); any other port HTTP.
 */

export type PacsFailure = 'unreachable' | 'unauthorized' | 'rejected';

export class PacsError extends Error {
  constructor(
    readonly failure: PacsFailure,
    message: string,
    /** Worth trying again later (network trouble, a busy or failing device). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface Connection {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Where connections may go (the server's ARGUS_OUTBOUND_ALLOW_CIDRS). */
  policy: OutboundPolicy;
}

export interface DeviceReply {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface DeviceRequest {
  method: string;
  path: string;
  body?: Buffer;
  contentType?: string;
}

const TIMEOUT_MS = Number(process.env.ARGUS_PACS_TIMEOUT_MS ?? 10_000);
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

function send(c: Connection, r: DeviceRequest, authorization: string | null): Promise<DeviceReply & { challenge: string | string[] | undefined }> {
  const secure = c.port === 443;
  const lib = secure ? https : http;
  const headers: Record<string, string> = { accept: '*/*', 'user-agent': 'Argus-Pacs/1' };
  if (authorization) headers.authorization = authorization;
  if (r.body) {
    headers['content-type'] = r.contentType ?? 'application/octet-stream';
    headers['content-length'] = String(r.body.length);
  }
  const refused = refusedHost('pacs', c.host, c.port, c.policy);
  if (refused) return Promise.reject(new PacsError('unreachable', `${c.host} ${refused}`, false));
  return new Promise((resolve, reject) => {
    const req = lib.request(
      {
        host: c.host.replace(/^\[|\]$/g, ''),
        port: c.port,
        method: r.method,
        path: r.path,
        headers,
        lookup: guardedLookup('pacs', c.port, c.policy) as never,
        timeout: TIMEOUT_MS,
        ...(secure ? { rejectUnauthorized: false } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) req.destroy(new Error('the answer is too large'));
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
            challenge: res.headers['www-authenticate'],
          }),
        );
        res.on('error', (err) => reject(new PacsError('unreachable', err.message, true)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof OutboundRefused) return reject(new PacsError('unreachable', err.message, false));
      reject(new PacsError('unreachable', `${c.host}:${c.port} ${err.code ?? ''} ${err.message}`.replace(/\s+/g, ' ').trim(), true));
    });
    req.end(r.body);
  });
}

export class DigestSession {
  private challenge: DigestChallenge | null = null;
  private nc = 0;

  constructor(private readonly c: Connection) {}

  private authorize(r: DeviceRequest): string | null {
    if (!this.challenge) return null;
    this.nc += 1;
    return digestAuthorization(this.challenge, {
      username: this.c.username,
      password: this.c.password,
      method: r.method,
      uri: r.path,
      nc: this.nc,
      ...(r.body ? { body: r.body } : {}),
    });
  }

  /** The device's answer; 401 twice (or a challenge we cannot answer) is PacsError 'unauthorized'. */
  async request(r: DeviceRequest): Promise<DeviceReply> {
    let reply = await send(this.c, r, this.authorize(r));
    if (reply.status === 401) {
      const challenge = parseChallenge(reply.challenge);
      if (!challenge || !supported(challenge)) throw new PacsError('unauthorized', 'the device asks for an authentication other than HTTP digest', false);
      // A new (or stale) nonce: answer it once; a second 401 means the credentials are wrong.
      this.challenge = challenge;
      this.nc = 0;
      reply = await send(this.c, r, this.authorize(r));
      if (reply.status === 401) {
        this.challenge = parseChallenge(reply.challenge) ?? this.challenge;
        this.nc = 0;
        throw new PacsError('unauthorized', 'the device refused the username or password', false);
      }
    }
    return { status: reply.status, contentType: reply.contentType, body: reply.body };
  }
}
