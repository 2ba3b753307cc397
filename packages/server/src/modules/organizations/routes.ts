import {
  CreateOrganizationSchema,
  GroupListSchema,
  OrganizationListSchema,
  OrganizationSchema,
  OrganizationSearchSchema,
  UpdateOrganizationSchema,
  UserListSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { PageQuerySchema } from '../../http/paging';
import { ErrorSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ organization_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const superuserOnly = { superuser: 'only' as const };

export const organizationRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/organizations', {
    config: { access: superuserOnly },
    schema: { tags: ['organizations'], body: CreateOrganizationSchema, response: { 200: OrganizationSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/organizations/search', {
    config: { access: superuserOnly },
    schema: { tags: ['organizations'], body: OrganizationSearchSchema, response: { 200: OrganizationListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, request.body),
  });

  // Every signed-in user may read their own organisation; the superuser any.
  app.get('/organizations/:organization_id', {
    config: { access: { superuser: 'allowed' } },
    schema: { tags: ['organizations'], params: Params, response: { 200: OrganizationSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.organization_id),
  });

  app.put('/organizations/:organization_id', {
    config: { access: superuserOnly },
    schema: { tags: ['organizations'], params: Params, body: UpdateOrganizationSchema, response: { 200: OrganizationSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.organization_id, request.body, requestMeta(request)),
  });

  app.get('/organizations/:organization_id/members', {
    config: { access: superuserOnly },
    schema: { tags: ['organizations'], params: Params, querystring: PageQuerySchema, response: { 200: UserListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.members(app.ctx, principalOf(request), request.params.organization_id, request.query),
  });

  app.get('/organizations/:organization_id/groups', {
    config: { access: superuserOnly },
    schema: { tags: ['organizations'], params: Params, querystring: PageQuerySchema, response: { 200: GroupListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.groups(app.ctx, principalOf(request), request.params.organization_id, request.query),
  });
};
