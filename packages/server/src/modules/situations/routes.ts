import {
  CreateSituationSchema,
  PageQuery,
  SITUATION_EVENT_TYPES,
  SituationListSchema,
  SituationSchema,
  SituationSearchSchema,
  UpdateSituationSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ situation_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** The situations modals need situation_*; situations are organisation data, barred to the superuser. */
const rule = (permission: 'situation_create' | 'situation_read' | 'situation_update' | 'situation_delete') => ({ required: [permission] });
const ListQuery = PageQuery({
  text: Type.Optional(Type.String({ maxLength: 255 })),
  place_id: Type.Optional(Type.Integer({ minimum: 1 })),
  event_type: Type.Optional(Type.Enum(SITUATION_EVENT_TYPES)),
});

export const situationRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/situations', {
    config: { access: rule('situation_read') },
    schema: { tags: ['situations'], querystring: ListQuery, response: { 200: SituationListSchema, '4xx': ErrorSchema } },
    handler: async (request) => {
      const { cursor, limit, ...query } = request.query;
      return service.search(app.ctx, principalOf(request), { cursor, limit, query });
    },
  });

  app.post('/situations', {
    config: { access: rule('situation_create') },
    schema: { tags: ['situations'], body: CreateSituationSchema, response: { 200: SituationSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/situations/search', {
    config: { access: rule('situation_read') },
    schema: { tags: ['situations'], body: SituationSearchSchema, response: { 200: SituationListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/situations/:situation_id', {
    config: { access: rule('situation_read') },
    schema: { tags: ['situations'], params: Params, response: { 200: SituationSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.situation_id),
  });

  app.put('/situations/:situation_id', {
    config: { access: rule('situation_update') },
    schema: { tags: ['situations'], params: Params, body: UpdateSituationSchema, response: { 200: SituationSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.situation_id, request.body, requestMeta(request)),
  });

  app.delete('/situations/:situation_id', {
    config: { access: rule('situation_delete') },
    schema: { tags: ['situations'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.situation_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
