import { TELEMETRY, TELEMETRY_SESSION_HEADER, TELEMETRY_SESSION_PATTERN, TelemetryBatchSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../http/access';
import { ApiError } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import { count } from './metrics';

/** Batches one console session may send a minute; beyond, 429 with Retry-After (the console waits as told). */
const BATCHES_PER_MINUTE = 120;

export const telemetryRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const perSession = app.createRateLimit({
    timeWindow: 60_000,
    max: BATCHES_PER_MINUTE,
    keyGenerator: (r) => `telemetry:${principalOf(r).userId}:${String(r.headers[TELEMETRY_SESSION_HEADER])}`,
  });

  // POST /m (spec document 2, section 7): any signed-in user's console, the superuser's too.
  app.post('/m', {
    config: { access: { superuser: 'allowed' } },
    schema: {
      tags: ['telemetry'],
      summary: 'Session telemetry of a console (counted, not stored)',
      body: TelemetryBatchSchema,
      response: { 204: NoContentSchema, '4xx': ErrorSchema },
    },
    handler: async (request, reply) => {
      if (!app.ctx.config.public.enable_metrics) throw new ApiError('not_found', 'Telemetry is off on this installation (enable_metrics)');
      const session = request.headers[TELEMETRY_SESSION_HEADER];
      if (typeof session !== 'string' || !TELEMETRY_SESSION_PATTERN.test(session)) {
        throw new ApiError('validation', `The ${TELEMETRY_SESSION_HEADER} header must name the console's session`, { [TELEMETRY_SESSION_HEADER]: 'required' });
      }
      await enforceLimit(perSession, request, (max) => `At most ${max} telemetry batches a minute per session`, TELEMETRY.retryAfterDefaultS);
      count(request.body.items);
      return reply.status(204).send(null);
    },
  });
};
