import { TaskSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import { ownMachine } from '../../lib/machine';
import * as machine from './machine';
import * as service from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ServerParams = Type.Object({ streamserver_id: Id });
const ServerTaskParams = Type.Object({ streamserver_id: Id, task_id: Id });

const ClipTask = Type.Object({
  id: Id,
  kind: Type.Literal('videoclip_export'),
  status: Type.Union([Type.Literal('pending'), Type.Literal('running')]),
  camera_id: Id,
  stream_id: Type.String(),
  range_start: Type.String(),
  range_end: Type.String(),
});
const TaskReport = Type.Object(
  {
    status: Type.Union([Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed')]),
    progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    error: Type.Optional(Type.String({ maxLength: 1000 })),
    result: Type.Optional(Type.Object({ bytes: Type.Integer({ minimum: 0 }), duration: Type.Number({ minimum: 0 }) })),
  },
  { additionalProperties: false },
);

export const taskRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  // The task's own user aborts it (no permission beyond starting it; the superuser starts none).
  app.post('/tasks/:task_id/abort', {
    config: { access: { superuser: 'denied' as const } },
    schema: { tags: ['tasks'], params: Type.Object({ task_id: Id }), response: { 200: TaskSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.abort(app.ctx, principalOf(request), request.params.task_id, requestMeta(request)),
  });

  // The stream server that holds the camera's files does the work (packages/media/src/clips/).
  app.get('/streamservers/:streamserver_id/tasks', {
    config: { access: { machine: 'streamserver' as const } },
    schema: {
      tags: ['streamservers'],
      params: ServerParams,
      response: { 200: Type.Object({ tasks: Type.Array(ClipTask), keep: Type.Array(Id) }), '4xx': ErrorSchema },
    },
    handler: async (request) => machine.tasksOf(app.ctx, ownMachine(request, request.params.streamserver_id).id),
  });

  app.put('/streamservers/:streamserver_id/tasks/:task_id', {
    config: { access: { machine: 'streamserver' as const } },
    schema: {
      tags: ['streamservers'],
      params: ServerTaskParams,
      body: TaskReport,
      response: { 200: Type.Object({ id: Id, status: Type.String() }), '4xx': ErrorSchema },
    },
    handler: async (request) => machine.report(app.ctx, ownMachine(request, request.params.streamserver_id).id, request.params.task_id, request.body),
  });
};
