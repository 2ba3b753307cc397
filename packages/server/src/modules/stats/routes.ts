import { CameraStatsSchema, STATS_ANSWERS, type StatsAnswers } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import * as service from './service';

const Range = Type.Object(
  {
    date_from: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })),
    date_to: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })),
    list_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
/** The dashboard is for the organisations' users (spec section 6: denied to the superuser). */
const events = { required: ['event_read' as const] };

export const statsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Each answer is typed by its contract schema (StatsAnswers); the route serialises with that schema.
  const get = <N extends keyof StatsAnswers>(name: N, handler: (p: ReturnType<typeof principalOf>, q: Type.Static<typeof Range>) => Promise<StatsAnswers[N]>) =>
    app.get(`/stats/${name}`, {
      config: { access: events },
      schema: { tags: ['stats'], querystring: Range, response: { 200: STATS_ANSWERS[name] as Type.TSchema, '4xx': ErrorSchema } },
      handler: async (request) => handler(principalOf(request), request.query),
    });

  app.get('/stats/cameras', {
    config: { access: { required: ['camera_read'] } },
    schema: { tags: ['stats'], response: { 200: CameraStatsSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.cameras(app.ctx, principalOf(request)),
  });
  get('eventsbytype', (p, q) => service.eventsByType(app.ctx, p, q));
  get('eventmatchesbypriority', (p, q) => service.matchesByPriority(app.ctx, p, q));
  get('eventsbystream', (p, q) => service.eventsByStream(app.ctx, p, q));
  get('eventsbyline', (p, q) => service.eventsByZone(app.ctx, p, q, 'line'));
  get('eventsbyroi', (p, q) => service.eventsByZone(app.ctx, p, q, 'roi'));
  get('activitytracking', (p, q) => service.activityTracking(app.ctx, p, q));
  get('cohorttracking', (p, q) => service.cohortTracking(app.ctx, p, q));
  get('cohorts', (p, q) => service.cohorts(app.ctx, p, q));
};
