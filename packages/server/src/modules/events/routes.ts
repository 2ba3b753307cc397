import {
  CreateEventBatchSchema,
  EventBatchResultSchema,
  EventGetQuerySchema,
  EventHistogramQuerySchema,
  EventHistogramSchema,
  EventListSchema,
  EventQuerySchema,
  EventSchema,
  type CreateEventBatch,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { discriminated } from '../../http/discriminated';
import { unauthorized } from '../../http/errors';
import { ErrorSchema } from '../../http/schemas';
import { ingestBatch } from './ingest';
import { measuredIngest } from './ingest-metrics';
import { histogram } from './histogram';
import * as service from './service';

/** A full batch of 100 events with a scene each is far above the default body limit. */
const BATCH_BODY_LIMIT = 200 * 1024 * 1024;
const Params = Type.Object({ event_id: Type.String({ format: 'uuid' }) });
const CameraParams = Type.Object({ camera_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** Each event checked against its own type's schema only (see discriminated). */
const BatchBody = discriminated(CreateEventBatchSchema, 'event_type');
/** When faces left unanswered (200) or a batch of which nothing could be stored (503) may be offered again (events/face-index.ts). */
const RetryAfter = {
  'Retry-After': Type.Integer({
    minimum: 1,
    description: 'Sent when faces were left unanswered (200) or none could be stored (503): seconds to wait before sending them again',
  }),
};
/** /events is for the organisations' users (spec section 6: barred to the superuser). */
const read = { required: ['event_read' as const] };

export const eventRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/events/batch', {
    // An edge, or a third-party engine with its organisation's API key (modules/apikeys).
    config: { access: { machine: 'edge', apiKey: true } },
    bodyLimit: BATCH_BODY_LIMIT,
    schema: {
      tags: ['events'],
      body: BatchBody,
      response: { 200: EventBatchResultSchema, '4xx': ErrorSchema, 503: ErrorSchema },
      documentedHeaders: { 200: RetryAfter, 503: RetryAfter },
    },
    handler: async (request, reply) => {
      const body = request.body as CreateEventBatch;
      let result;
      if (request.apiKey) {
        const caller = { apiKeyId: request.apiKey.id, organizationId: request.apiKey.organizationId };
        result = await measuredIngest('api_key', () => ingestBatch(app.ctx, caller, body));
      } else if (request.machine) {
        const edgeId = request.machine.id;
        result = await measuredIngest('edge', () => ingestBatch(app.ctx, { edgeId }, body));
      } else throw unauthorized();
      // Faces left unanswered: when the caller may offer them again.
      const { retryAfterS, ...answer } = result;
      if (retryAfterS !== undefined) void reply.header('retry-after', String(retryAfterS));
      return answer;
    },
  });

  app.get('/events', {
    config: { access: read },
    schema: { tags: ['events'], querystring: EventQuerySchema, response: { 200: EventListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.get('/events/:event_id', {
    config: { access: read },
    schema: { tags: ['events'], params: Params, querystring: EventGetQuerySchema, response: { 200: EventSchema, '4xx': ErrorSchema } },
    handler: async (request) =>
      service.get(app.ctx, principalOf(request), request.params.event_id, request.query.event_type, request.query.with_descriptor === true),
  });

  // Ours (the spec has no per-camera count over time): the player's timeline marks every event of its window.
  app.get('/cameras/:camera_id/events/histogram', {
    config: { access: read },
    schema: { tags: ['events'], params: CameraParams, querystring: EventHistogramQuerySchema, response: { 200: EventHistogramSchema, '4xx': ErrorSchema } },
    handler: async (request) => histogram(app.ctx, principalOf(request), request.params.camera_id, request.query),
  });

  // GET /sensorreadings lives in modules/sensorreadings (readings over HTTP and MQTT).
};
