import { PlaybackRequestSchema, PlaybackSchema, StreamserverTicketsSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import { ownMachine } from '../../lib/machine';
import * as service from './service';

const CameraParams = Type.Object({ camera_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const EdgeCameraParams = Type.Object({
  edge_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  camera_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
const ServerParams = Type.Object({ streamserver_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const playbackRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  // Playing a camera is the player's (camera_read; the superuser is barred as from /player).
  app.post('/cameras/:camera_id/playback', {
    config: { access: { required: ['camera_read' as const] } },
    schema: {
      tags: ['cameras'],
      params: CameraParams,
      body: Type.Optional(PlaybackRequestSchema),
      response: { 200: PlaybackSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
    },
    handler: async (request) => service.playback(app.ctx, principalOf(request), request.params.camera_id, request.body),
  });

  // The edge reads its cameras' frames from their stream server, as a player would.
  app.post('/edges/:edge_id/cameras/:camera_id/playback', {
    config: { access: { machine: 'edge' as const } },
    schema: { tags: ['edges'], params: EdgeCameraParams, response: { 200: PlaybackSchema, '4xx': ErrorSchema, '5xx': ErrorSchema } },
    handler: async (request) => service.edgePlayback(app.ctx, ownMachine(request, request.params.edge_id).id, request.params.camera_id),
  });

  app.get('/streamservers/:streamserver_id/tickets', {
    config: { access: { machine: 'streamserver' as const } },
    schema: { tags: ['streamservers'], params: ServerParams, response: { 200: StreamserverTicketsSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.ticketsOf(app.ctx, ownMachine(request, request.params.streamserver_id).id),
  });
};
