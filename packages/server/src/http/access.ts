import { API_KEY_PREFIX, isAllowed, type AccessRule } from '@argus/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onceMoreIfSessionLost } from '../db/sessions';
import { authenticateMachine, type MachineKind, type MachinePrincipal } from '../lib/machine';
import { authenticateApiKey, type ApiKeyPrincipal } from '../modules/apikeys/service';
import { AuthFeed } from '../modules/token/listener';
import { authenticate } from '../modules/token/service';
import { UserView } from '../modules/users/view';
import { ApiError, forbidden, unauthorized } from './errors';
import type { Principal, RequestMeta } from './principal';

/**
 * Every API route declares who may call it. `public` routes need no token; the rest need a valid
 * access token and pass the rule (permissions and superuser mode, as the console's guards).
 * `tfaExempt` routes stay open to a user who must still enable two-factor sign-in.
 * `machine` routes are for edge and stream-server processes only: the Bearer token is the
 * machine's registration credential (not a user token; users get 401), resolved into
 * `request.machine`; the handler checks that the id in the path is the caller's own. A machine
 * route with `apiKey` also takes an organisation API key (`oak_…`), resolved into `request.apiKey`.
 */
export type RouteAccess = { public: true } | { machine: MachineKind; apiKey?: boolean } | (AccessRule & { tfaExempt?: boolean });

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, as registered (for the authorisation matrix and docs). */
    apiRoutes: ApiRoute[];
    /** This app's revocation view and its feed (modules/token/listener.ts). */
    authFeed: AuthFeed;
    /** The users this app answers GET /users/me with, kept current by the same feed (modules/users/view.ts). */
    userView: UserView;
  }
  interface FastifyRequest {
    principal: Principal | null;
    machine: MachinePrincipal | null;
    apiKey: ApiKeyPrincipal | null;
  }
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
}

/** The principal of an authenticated route; the access layer guarantees it is there. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAccessLayer(app: FastifyInstance, apiPrefix: string): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('machine', null);
  app.decorateRequest('apiKey', null);
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  const feed = new AuthFeed(app.ctx, (m) => app.log.warn(m));
  app.decorate('authFeed', feed);
  const users = new UserView();
  feed.watch(users);
  app.decorate('userView', users);
  app.addHook('onReady', () => feed.start());
  app.addHook('onClose', () => feed.stop());
  // A request that may have changed a token, a user or a group answers only once this process has
  // heard of the change, so that the caller's next request here already sees it.
  app.addHook('onSend', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access && !('machine' in access) && !READS.has(request.method)) await feed.sync();
  });

  // A route without an access declaration is a programming error: refuse to start.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = bearer(request);
    if (!token) throw unauthorized();
    if ('machine' in access) {
      // A lookup (and the key's last use, a time set again) is safe to repeat when PostgreSQL ended
      // the session under it: machines' requests are served across a restart (db/sessions.ts).
      if (access.apiKey && token.startsWith(API_KEY_PREFIX)) {
        request.apiKey = await onceMoreIfSessionLost(() => authenticateApiKey(app.ctx, token));
        if (!request.apiKey) throw unauthorized('API key is invalid or revoked');
        return;
      }
      request.machine = await onceMoreIfSessionLost(() => authenticateMachine(app.ctx, access.machine, token));
      if (!request.machine) throw unauthorized('Machine credential is invalid');
      return;
    }
    const principal = await authenticate(app.ctx, token, feed.view);
    if (!principal) throw unauthorized('Token is invalid, expired or revoked');
    request.principal = principal;
    if (principal.tfaRequired && !principal.tfaEnabled && !access.tfaExempt) {
      throw new ApiError('tfa_required', 'Two-factor sign-in must be enabled first');
    }
    const subject = { is_superuser: principal.isSuperuser, permissions: principal.permissions };
    if (!isAllowed(subject, access)) throw forbidden();
  });
}
