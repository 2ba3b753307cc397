import multipart from '@fastify/multipart';
import { CameraListSchema, CreatePlanSchema, PageSchema, PlanListSchema, PlanSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { invalid } from '../../http/errors';
import { refuseBadText } from '../../http/input';
import { FilePart, MultipartForm } from '../../http/documented-body';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import { planImageLimit } from './image';
import * as service from './service';

const Params = Type.Object({ plan_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const PlaceParams = Type.Object({ place_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/**
 * The spec has no plan permissions: plans are part of their place, so reading needs place_read
 * and changing them place_update; the cameras on a plan need camera_read as well.
 */
const read = { required: ['place_read' as const] };
const change = { required: ['place_update' as const] };
/**
 * JSON bodies name the image by upload id (kind plan); multipart bodies carry the file itself.
 * The route takes both content types, so the JSON body is checked here, not by a route schema.
 */
function readJson(body: unknown, creating: boolean): service.PlanInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid({ body: 'must be an object' });
  const b = body as Record<string, unknown>;
  const detail: Record<string, string> = {};
  for (const k of Object.keys(b)) if (!['name', 'image_id', ...(creating ? ['place_id'] : [])].includes(k)) detail[k] = 'is not a known field';
  if (b.name !== undefined && (typeof b.name !== 'string' || b.name.length > 255)) detail.name = 'must be a string of at most 255 characters';
  if (b.image_id !== undefined && (typeof b.image_id !== 'string' || b.image_id.length > 64)) detail.image_id = 'must be an upload id';
  if (b.place_id !== undefined && !(Number.isInteger(b.place_id) && (b.place_id as number) >= 1 && (b.place_id as number) <= 2147483647))
    detail.place_id = 'must be an id';
  if (Object.keys(detail).length > 0) throw invalid(detail);
  return b as service.PlanInput;
}

/** Multipart: fields name and place_id, and one file (any field name; "image" by convention). */
async function readMultipart(request: FastifyRequest): Promise<service.PlanInput> {
  const input: service.PlanInput = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (input.file) throw invalid({ image: 'only one file is accepted' });
      input.file = await part.toBuffer();
    } else if (part.fieldname === 'name') {
      input.name = String(part.value);
      refuseBadText(input, 'name');
    } else if (part.fieldname === 'place_id') {
      const id = Number(part.value);
      if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw invalid({ place_id: 'must be an id' });
      input.place_id = id;
    } else {
      throw invalid({ [part.fieldname]: 'is not a known field' });
    }
  }
  return input;
}

export const planRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One more byte than the limit so that an oversized file is told apart from a full-size one.
  await app.register(multipart, { limits: { fileSize: planImageLimit(app.ctx) + 1, files: 1, fields: 5, parts: 6 } });

  app.post('/plans', {
    config: { access: change },
    schema: {
      tags: ['plans'],
      summary: 'Create a plan: multipart (name, place_id, one image file) or JSON with image_id of a plan upload',
      documentedBody: {
        json: CreatePlanSchema,
        multipart: MultipartForm({
          name: Type.String({ maxLength: 255 }),
          place_id: Type.String({ description: 'The place (an id)' }),
          image: FilePart('The plan image (any one file field)'),
        }),
      },
      response: { 200: PlanSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const input = request.isMultipart() ? await readMultipart(request) : readJson(request.body, true);
      return service.create(app.ctx, principalOf(request), input, requestMeta(request));
    },
  });

  app.get('/plans/:plan_id', {
    config: { access: read },
    schema: { tags: ['plans'], params: Params, response: { 200: PlanSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.plan_id),
  });

  app.put('/plans/:plan_id', {
    config: { access: change },
    schema: {
      tags: ['plans'],
      consumes: ['multipart/form-data', 'application/json'],
      params: Params,
      response: { 200: PlanSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const input = request.isMultipart() ? await readMultipart(request) : readJson(request.body, false);
      if (request.isMultipart() && input.place_id !== undefined) throw invalid({ place_id: 'a plan does not move to another place' });
      return service.update(app.ctx, principalOf(request), request.params.plan_id, input, requestMeta(request));
    },
  });

  app.delete('/plans/:plan_id', {
    config: { access: change },
    schema: { tags: ['plans'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.plan_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.get('/places/:place_id/plans', {
    config: { access: read },
    schema: { tags: ['plans'], params: PlaceParams, querystring: PageSchema, response: { 200: PlanListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.ofPlace(app.ctx, principalOf(request), request.params.place_id, request.query),
  });

  app.get('/plans/:plan_id/cameras', {
    config: { access: { required: ['place_read' as const, 'camera_read' as const] } },
    schema: { tags: ['plans'], params: Params, querystring: PageSchema, response: { 200: CameraListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.cameras(app.ctx, principalOf(request), request.params.plan_id, request.query),
  });
};
