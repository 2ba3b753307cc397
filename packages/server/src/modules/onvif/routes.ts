import { ONVIF_IMAGE_SETTINGS, type OnvifPtzMove } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requestMeta } from '../../http/access';
import * as ptz from './ptz-service';
import * as schema from './schema';
import * as service from './service';

/**
 * ONVIF under /onvif/{camera_id} (spec document 2, section 7). Reads need camera_read, changes
 * camera_update; like /cameras they are barred to the superuser (cameras are the organisations').
 */
const read = { required: ['camera_read' as const] };
const update = { required: ['camera_update' as const] };

export const onvifRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/onvif/:camera_id';

  app.get(base, {
    config: { access: read },
    schema: schema.DeviceRoute,
    handler: async (request) => service.device(app.ctx, principalOf(request), request.params.camera_id),
  });

  app.get(`${base}/network`, {
    config: { access: read },
    schema: schema.NetworkRoute,
    handler: async (request) => service.network(app.ctx, principalOf(request), request.params.camera_id),
  });

  app.put(`${base}/network`, {
    config: { access: update },
    schema: schema.UpdateNetworkRoute,
    handler: async (request) => service.updateNetwork(app.ctx, principalOf(request), request.params.camera_id, request.body, requestMeta(request)),
  });

  app.get(`${base}/streams`, {
    config: { access: read },
    schema: schema.StreamsRoute,
    handler: async (request) => service.streams(app.ctx, principalOf(request), request.params.camera_id),
  });

  app.put(`${base}/stream/encoder`, {
    config: { access: update },
    schema: schema.UpdateEncoderRoute,
    handler: async (request) => service.updateEncoder(app.ctx, principalOf(request), request.params.camera_id, request.body, requestMeta(request)),
  });

  app.get(`${base}/image`, {
    config: { access: read },
    schema: schema.ImageRoute,
    handler: async (request) => service.image(app.ctx, principalOf(request), request.params.camera_id),
  });

  for (const setting of ONVIF_IMAGE_SETTINGS) {
    app.put(`${base}/image/${setting}`, {
      config: { access: update },
      schema: schema.UpdateImageRoute,
      handler: async (request) =>
        service.updateImage(app.ctx, principalOf(request), request.params.camera_id, setting, request.body.value, requestMeta(request)),
    });
  }

  app.get(`${base}/ptz`, {
    config: { access: read },
    schema: schema.PtzRoute,
    handler: async (request) => ptz.getPtz(app.ctx, principalOf(request), request.params.camera_id),
  });

  app.put(`${base}/ptz`, {
    config: { access: update },
    schema: schema.MoveRoute,
    handler: async (request) => ptz.move(app.ctx, principalOf(request), request.params.camera_id, request.body as OnvifPtzMove, requestMeta(request)),
  });

  app.put(`${base}/ptz/home/apply`, {
    config: { access: update },
    schema: schema.HomeRoute,
    handler: async (request) => ptz.applyHome(app.ctx, principalOf(request), request.params.camera_id, request.body, requestMeta(request)),
  });

  app.post(`${base}/ticket`, {
    config: { access: read },
    schema: schema.TicketRoute,
    handler: async (request) => service.ticket(app.ctx, principalOf(request), request.params.camera_id, requestMeta(request)),
  });
};
