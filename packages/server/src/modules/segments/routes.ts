import {
  SegmentIndexQuerySchema,
  SegmentIndexSchema,
  SegmentListSchema,
  SegmentQuerySchema,
  SegmentReportResultSchema,
  SegmentReportSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import { ownMachine } from '../../lib/machine';
import * as service from './service';

/** Archive reads are part of the player: camera_read, barred to the superuser as /player is (spec section 6). */
const read = { required: ['camera_read' as const] };
const Params = Type.Object({ streamserver_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const segmentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/segments', {
    config: { access: read },
    schema: { tags: ['segments'], querystring: SegmentQuerySchema, response: { 200: SegmentListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.get('/segments/index', {
    config: { access: read },
    schema: { tags: ['segments'], querystring: SegmentIndexQuerySchema, response: { 200: SegmentIndexSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.index(app.ctx, principalOf(request), request.query),
  });

  // The media service's segment reports (finished and deleted files).
  app.post('/streamservers/:streamserver_id/segments', {
    config: { access: { machine: 'streamserver' as const } },
    schema: { tags: ['streamservers'], params: Params, body: SegmentReportSchema, response: { 200: SegmentReportResultSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.report(app.ctx, ownMachine(request, request.params.streamserver_id).id, request.body),
  });
};
