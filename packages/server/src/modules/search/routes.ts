import { EventSearchListSchema, FaceSearchListSchema, SearchByFaceInFacesSchema, SearchByFaceSchema, SearchByPlateSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import * as service from './service';

/**
 * Spec section 6: face search needs upload_meta_read and search_by_face (with event_read to see
 * events), search in faces upload_meta_read and search_by_face_in_faces (with face_read), plate
 * search search_by_plate (with event_read). Global search is denied to the superuser.
 */
export const searchRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const events = { 200: EventSearchListSchema, '4xx': ErrorSchema, '5xx': ErrorSchema };
  const faces = { 200: FaceSearchListSchema, '4xx': ErrorSchema, '5xx': ErrorSchema };

  app.post('/search/byface', {
    config: { access: { required: ['search_by_face', 'upload_meta_read', 'event_read'] } },
    schema: { tags: ['search'], body: SearchByFaceSchema, response: events },
    handler: async (request) => service.byFace(app.ctx, principalOf(request), request.body),
  });

  app.post('/search/byfaceinfaces', {
    config: { access: { required: ['search_by_face_in_faces', 'upload_meta_read', 'face_read'] } },
    schema: { tags: ['search'], body: SearchByFaceInFacesSchema, response: faces },
    handler: async (request) => service.byFaceInFaces(app.ctx, principalOf(request), request.body),
  });

  app.post('/search/byplate', {
    config: { access: { required: ['search_by_plate', 'event_read'] } },
    schema: { tags: ['search'], body: SearchByPlateSchema, response: events },
    handler: async (request) => service.byPlate(app.ctx, principalOf(request), request.body),
  });
};
