import { CreateGroupSchema, GroupListSchema, GroupMembersSchema, GroupSchema, GroupSearchSchema, UpdateGroupSchema, UserListSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { PageQuerySchema } from '../../http/paging';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ group_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
// A page of members; adding or removing answers the first page.
const Members = UserListSchema;
const rule = (permission: 'group_create' | 'group_read' | 'group_update' | 'group_delete') => ({ required: [permission], superuser: 'allowed' as const });

export const groupRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/groups', {
    config: { access: rule('group_create') },
    schema: { tags: ['groups'], body: CreateGroupSchema, response: { 200: GroupSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/groups/search', {
    config: { access: rule('group_read') },
    schema: { tags: ['groups'], body: GroupSearchSchema, response: { 200: GroupListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/groups/:group_id', {
    config: { access: rule('group_read') },
    schema: { tags: ['groups'], params: Params, response: { 200: GroupSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.group_id),
  });

  app.put('/groups/:group_id', {
    config: { access: rule('group_update') },
    schema: { tags: ['groups'], params: Params, body: UpdateGroupSchema, response: { 200: GroupSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.group_id, request.body, requestMeta(request)),
  });

  app.delete('/groups/:group_id', {
    config: { access: rule('group_delete') },
    schema: { tags: ['groups'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.group_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.get('/groups/:group_id/members', {
    config: { access: rule('group_read') },
    schema: { tags: ['groups'], params: Params, querystring: PageQuerySchema, response: { 200: Members, '4xx': ErrorSchema } },
    handler: async (request) => service.members(app.ctx, principalOf(request), request.params.group_id, request.query),
  });

  app.post('/groups/:group_id/members', {
    config: { access: rule('group_update') },
    schema: { tags: ['groups'], params: Params, body: GroupMembersSchema, response: { 200: Members, '4xx': ErrorSchema } },
    handler: async (request) => service.addMembers(app.ctx, principalOf(request), request.params.group_id, request.body, requestMeta(request)),
  });

  app.delete('/groups/:group_id/members', {
    config: { access: rule('group_update') },
    schema: { tags: ['groups'], params: Params, body: GroupMembersSchema, response: { 200: Members, '4xx': ErrorSchema } },
    handler: async (request) => service.removeMembers(app.ctx, principalOf(request), request.params.group_id, request.body, requestMeta(request)),
  });
};
