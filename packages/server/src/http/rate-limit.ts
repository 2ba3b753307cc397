import rateLimit from '@fastify/rate-limit';
import { API_KEY_PREFIX } from '@argus/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { CREDENTIAL_PREFIX } from '../lib/machine';
import { sha256 } from '../lib/secrets';
import { ApiError } from './errors';

/**
 * Request rate limits of the API, per minute: per bearer token (a user's access token, an API
 * key) and per client address; a machine (edge or stream-server credential posting batches and
 * heartbeats, or an organisation API key: third-party event ingest) has its own, larger budget per
 * credential and per address. Loopback addresses have
 * no address limit: behind a reverse proxy without ARGUS_TRUST_PROXY every client would share it.
 * Signed file URLs (/files/…: event thumbnails, a page of them at a time) have none either: they
 * carry no token and cost one HMAC to refuse.
 * Counters live in each process (a replica counts its own requests). 0 turns a limit off.
 */

const MACHINE_PREFIXES = [...Object.values(CREDENTIAL_PREFIX), API_KEY_PREFIX];
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FILES = '/api/v1/files/';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

const isMachine = (token: string | null) => token !== null && MACHINE_PREFIXES.some((p) => token.startsWith(p));

export async function registerRateLimits(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { perToken, perAddress, perMachine } = ctx.config.rateLimit;
  await api.register(rateLimit, { global: false });
  const minute = 60_000;
  // The key carries the budget: t (token), m (machine credential), a (address), ma (machine address).
  const byToken = api.createRateLimit({
    timeWindow: minute,
    keyGenerator: (r) => {
      const token = bearer(r);
      return token === null ? '' : `${isMachine(token) ? 'm' : 't'}:${sha256(token).slice(0, 32)}`;
    },
    max: (_r, key) => (key.startsWith('m:') ? perMachine : perToken),
    allowList: (_r, key) => key === '' || (key.startsWith('m:') ? perMachine : perToken) === 0,
  });
  const byAddress = api.createRateLimit({
    timeWindow: minute,
    keyGenerator: (r) => `${isMachine(bearer(r)) ? 'ma' : 'a'}:${r.ip}`,
    max: (_r, key) => (key.startsWith('ma:') ? perMachine : perAddress),
    allowList: (r, key) => LOOPBACK.test(r.ip) || r.url.startsWith(FILES) || (key.startsWith('ma:') ? perMachine : perAddress) === 0,
  });
  api.addHook('onRequest', async (request) => {
    for (const limiter of [byAddress, byToken]) {
      await enforceLimit(limiter, request, (max, retryS) => `Too many requests; at most ${max} a minute. Try again in ${retryS} s`);
    }
  });
}

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts the request against a limiter; over the limit it answers the spec's 429
 * too_many_requests with Retry-After in whole seconds (at least 1; `defaultRetryS` when the
 * limiter gives none), the one refusal every limited route shares.
 */
export async function enforceLimit(
  limiter: Limiter,
  request: FastifyRequest,
  message: (max: number, retryS: number) => string,
  defaultRetryS = 1,
): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  const retryS = Math.max(1, result.ttlInSeconds || defaultRetryS);
  const error = new ApiError('too_many_requests', message(result.max, retryS));
  // Sent by the error handler, as for every refusal that says when to come back.
  error.retryAfterS = retryS;
  throw error;
}
