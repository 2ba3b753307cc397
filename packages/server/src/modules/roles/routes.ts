import { ROLES } from '@argus/contracts';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { ErrorSchema } from '../../http/schemas';

const RoleSchema = Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String(), is_internal: Type.Boolean() });

export const roleRoutes: FastifyPluginAsync = async (app) => {
  app.get('/roles', {
    config: { access: { superuser: 'allowed' } },
    schema: { tags: ['roles'], response: { 200: Type.Object({ roles: Type.Array(RoleSchema) }), '4xx': ErrorSchema } },
    handler: async () => ({ roles: ROLES }),
  });
};
