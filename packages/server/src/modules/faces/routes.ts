import multipart from '@fastify/multipart';
import { CreateFaceSchema, FaceListSchema, FaceSchema, FaceSearchSchema, UpdateFaceSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { invalid } from '../../http/errors';
import { FileParts, MultipartForm } from '../../http/documented-body';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import { BULK_MODES, enrol, MAX_BULK_FILES, type BulkMode } from './bulk';
import { maxPhotoBytes } from './detect';
import { readMultipart } from './multipart';
import * as service from './service';
import { checked } from '../../http/checked';
import { parseJsonField } from './validate';

const Params = Type.Object({ face_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** Lists and their entries are the organisations' (spec section 6: barred to the superuser). */
const rule = (...required: ('face_create' | 'face_read' | 'face_update' | 'face_delete' | 'upload_create')[]) => ({ required });
/** The face fields of a multipart POST /faces (its photos are the files). */
const FaceFieldsSchema = Type.Object(
  Object.fromEntries(Object.entries(CreateFaceSchema.properties).filter(([k]) => k !== 'images')) as Omit<typeof CreateFaceSchema.properties, 'images'>,
  { additionalProperties: false },
);

const BulkItemSchema = Type.Object({
  file_name: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('failed'), Type.Literal('skipped')]),
  face_id: Type.Union([Type.Integer(), Type.Null()]),
  full_name: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.Object({ type: Type.String(), message: Type.String() }), Type.Null()]),
});
const BulkResultSchema = Type.Object({ results: Type.Array(BulkItemSchema), created: Type.Integer(), failed: Type.Integer() });

export const faceRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One byte over the limit is enough to know a photo is too large (the part is then cut short).
  await app.register(multipart, { limits: { fileSize: maxPhotoBytes(app.ctx) + 1, files: MAX_BULK_FILES, fields: 10, parts: MAX_BULK_FILES + 10 } });

  app.post('/faces', {
    config: { access: rule('face_create') },
    schema: {
      tags: ['faces'],
      summary: 'Enrol a face: JSON with upload ids (images), or multipart with the fields as JSON in `face` and the photos in `upload_data`',
      documentedBody: {
        json: CreateFaceSchema,
        multipart: MultipartForm({
          face: Type.String({ description: 'The face fields (those of the JSON body but images) as a JSON object' }),
          upload_data: FileParts('The photos'),
        }),
      },
      response: { 200: FaceSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const p = principalOf(request);
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request);
        const body = checked(FaceFieldsSchema, parseJsonField(fields.face, 'face'), 'face');
        if (files.length === 0) throw invalid({ upload_data: 'is required: at least one photo' });
        if (files.length > service.MAX_IMAGES_PER_FACE) throw invalid({ upload_data: `at most ${service.MAX_IMAGES_PER_FACE} photos` });
        await service.writableFacelist(app.ctx, p, body.facelist_id);
        service.checkFaceFields(app.ctx, body, true);
        return service.create(app.ctx, p, body, await service.describeFiles(app.ctx, files), requestMeta(request));
      }
      const { images, ...body } = checked(CreateFaceSchema, request.body, 'body');
      await service.writableFacelist(app.ctx, p, body.facelist_id);
      service.checkFaceFields(app.ctx, body, true);
      return service.create(app.ctx, p, body, await service.describeUploads(app.ctx, p, images), requestMeta(request));
    },
  });

  app.post('/faces/bulk', {
    config: { access: rule('face_create', 'face_update', 'upload_create') },
    schema: {
      tags: ['faces'],
      summary:
        'Bulk enrolment: multipart with facelist_id, mode (per_file | all_or_nothing), an optional names CSV (field or file `names`) and the photos in `upload_data`',
      documentedBody: {
        multipart: MultipartForm({
          facelist_id: Type.String({ description: 'The face list (an id)' }),
          mode: Type.Optional(Type.Enum(BULK_MODES)),
          names: Type.Optional(Type.String({ description: 'A CSV of file name and full name, as a field or a file' })),
          upload_data: FileParts('The photos'),
        }),
      },
      response: { 200: BulkResultSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw invalid({ body: 'must be multipart/form-data' });
      const { fields, files } = await readMultipart(request);
      const facelistId = Number(fields.facelist_id);
      if (!Number.isInteger(facelistId) || facelistId < 1 || facelistId > 2147483647) throw invalid({ facelist_id: 'is required: a face list id' });
      const mode = (fields.mode ?? 'per_file') as BulkMode;
      if (!BULK_MODES.includes(mode)) throw invalid({ mode: `must be one of ${BULK_MODES.join(', ')}` });
      const namesFile = files.find((f) => f.field === 'names');
      const names = namesFile ? namesFile.data.toString('utf8') : (fields.names ?? null);
      const photos = files.filter((f) => f.field !== 'names');
      return enrol(app.ctx, principalOf(request), { facelistId, mode, names, files: photos }, requestMeta(request));
    },
  });

  app.post('/faces/search', {
    config: { access: rule('face_read') },
    schema: { tags: ['faces'], body: FaceSearchSchema, response: { 200: FaceListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/faces/:face_id', {
    config: { access: rule('face_read') },
    schema: { tags: ['faces'], params: Params, response: { 200: FaceSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.face_id),
  });

  app.put('/faces/:face_id', {
    config: { access: rule('face_update') },
    schema: { tags: ['faces'], params: Params, body: UpdateFaceSchema, response: { 200: FaceSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.face_id, request.body, requestMeta(request)),
  });

  app.post('/faces/:face_id/images', {
    config: { access: rule('face_update') },
    schema: {
      tags: ['faces'],
      summary: 'Add photos to a face (multipart, files in upload_data): all of them or none',
      documentedBody: { multipart: MultipartForm({ upload_data: FileParts('The photos') }) },
      params: Params,
      response: { 200: FaceSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const p = principalOf(request);
      await service.visibleFace(app.ctx, p, request.params.face_id);
      if (!request.isMultipart()) throw invalid({ upload_data: 'is required: send the photos as multipart/form-data' });
      const { files } = await readMultipart(request);
      return service.addImages(app.ctx, p, request.params.face_id, await service.describeFiles(app.ctx, files), requestMeta(request));
    },
  });

  app.delete('/faces/:face_id', {
    config: { access: rule('face_delete') },
    schema: { tags: ['faces'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.face_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
