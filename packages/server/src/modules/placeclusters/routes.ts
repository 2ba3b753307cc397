import { PlaceclusterListSchema, PlaceclusterQuerySchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import * as service from './service';

export const placeclusterRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  /** ?x_min&y_min&x_max&y_max (degrees; x_min > x_max crosses the antimeridian) and zoom (0..24). */
  app.get('/placeclusters', {
    config: { access: { required: ['place_read' as const] } },
    schema: { tags: ['places'], querystring: PlaceclusterQuerySchema, response: { 200: PlaceclusterListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.clusters(app.ctx, principalOf(request), request.query),
  });
};
