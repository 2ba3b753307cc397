import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { unauthorized } from '../../http/errors';
import { ErrorSchema } from '../../http/schemas';
import { trackLiveConnections } from '../../lib/metrics';
import { LiveHub, write } from './hub';
import { startRelay } from './relay';
import { issueTicket, redeemTicket } from './tickets';

/**
 * Live push over Server-Sent Events, one connection per console tab:
 *   POST /live/ticket (Bearer access token) → {ticket, expires_in}
 *   GET  /live?ticket=… → text/event-stream with events `ready`, `event.created`, `camera.state`
 *   (and `closed` when the token stops being valid, or with reason `resync` when messages were
 *   lost: the console reconnects and refetches); `: ping` comments every minute.
 * See hub.ts for who receives what, relay.ts for several replicas.
 */
export const liveRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const hub = new LiveHub(app.ctx);
  // The users of open connections are held as they are now: changes of users and of their groups come on the revocation view's feed.
  const unwatch = app.authFeed.watch(hub.feed);
  // A batch that cannot be delivered (the database went away under it) is lost to the open
  // consoles: they are asked to reconnect and fetch again (hub.resync), as after a relay outage.
  const deliver = (m: Parameters<LiveHub['deliver']>[0]) =>
    void hub.deliver(m).catch((error: unknown) => {
      app.log.warn({ err: error }, 'live delivery failed; open consoles are asked to resynchronise');
      hub.resync();
    });
  // This replica's messages delivered without the relay's order (nothing listens): the changes
  // committed before them are heard first (on the embedded engine they are heard already).
  const deliverLocal = (m: Parameters<LiveHub['deliver']>[0]) => void app.authFeed.sync().then(() => deliver(m));
  const stopRelay = await startRelay(
    app.ctx,
    deliverLocal,
    deliver,
    (m) => app.log.warn(m),
    () => hub.resync(),
    // The relay hears changes in order with the messages (relay.ts): before each message, the users as they are when it was sent.
    (payload) => hub.viewers.changed(payload),
  );
  const untrack = trackLiveConnections(() => hub.size);
  app.addHook('preClose', async () => {
    untrack();
    unwatch();
    hub.close();
    await stopRelay();
  });

  app.post('/live/ticket', {
    config: { access: { superuser: 'allowed' } },
    schema: { tags: ['live'], response: { 200: Type.Object({ ticket: Type.String(), expires_in: Type.Integer() }), '4xx': ErrorSchema } },
    handler: async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      return issueTicket(app.ctx, token);
    },
  });

  app.get('/live', {
    // Public at the access layer: the ticket in the query is the credential.
    config: { access: { public: true } },
    schema: { tags: ['live'], querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 200 }) }), response: { '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      const redeemed = await redeemTicket(app.ctx, request.query.ticket);
      if (!redeemed) throw unauthorized('Live ticket is invalid, used or expired');
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const remove = hub.add({ principal: redeemed.principal, tokenHash: redeemed.tokenHash, res });
      request.raw.on('close', remove);
      write(res, 'ready', { user_id: redeemed.principal.userId });
    },
  });
};
