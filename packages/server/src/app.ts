import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerWorkers } from './workers';
import { registerFaceGraph } from './modules/events/face-index';
import { registerAccessLayer } from './http/access';
import { registerCompression } from './http/compression';
import { registerAnswerChecks } from './http/conformance';
import { serveAgreements, serveConsole } from './http/console';
import { registerErrorHandling } from './http/errors';
import { serveGuide } from './http/guide';
import { startErrorReporting } from './lib/error-reporting';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { registerRateLimits } from './http/rate-limit';
import { clientErrorHandler, frameworkErrors, registerInputChecks } from './http/input';
import { schemaCompilers } from './http/components';
import { auditlogRoutes } from './modules/auditlogs/routes';
import { cameraRoutes } from './modules/cameras/routes';
import { capacitygroupRoutes } from './modules/capacitygroups/routes';
import { configRoutes } from './modules/config/routes';
import { edgeRoutes } from './modules/edges/routes';
import { facelistRoutes } from './modules/facelists/routes';
import { faceRoutes } from './modules/faces/routes';
import { fileRoutes } from './modules/events/files-routes';
import { apiKeyRoutes } from './modules/apikeys/routes';
import { eventRoutes } from './modules/events/routes';
import { groupRoutes } from './modules/groups/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { healthRoutes } from './modules/health/routes';
import { licenseRoutes } from './modules/licenses/routes';
import { liveRoutes } from './modules/live/routes';
import { meRoutes } from './modules/me/routes';
import { onvifRoutes } from './modules/onvif/routes';
import { pacsRoutes } from './modules/pacses/routes';
import { platelistRoutes } from './modules/platelists/routes';
import { plateRoutes } from './modules/plates/routes';
import { playbackRoutes } from './modules/playback/routes';
import { placecategoryRoutes } from './modules/placecategories/routes';
import { placeclusterRoutes } from './modules/placeclusters/routes';
import { placekindRoutes } from './modules/placekinds/routes';
import { placeRoutes } from './modules/places/routes';
import { placetaggroupRoutes } from './modules/placetaggroups/routes';
import { placetagRoutes } from './modules/placetags/routes';
import { planRoutes } from './modules/plans/routes';
import { roleRoutes } from './modules/roles/routes';
import { searchRoutes } from './modules/search/routes';
import { segmentRoutes } from './modules/segments/routes';
import { sensorkindRoutes } from './modules/sensorkinds/routes';
import { sensorreadingRoutes } from './modules/sensorreadings/routes';
import { sensorRoutes } from './modules/sensors/routes';
import { situationRoutes } from './modules/situations/routes';
import { statsRoutes } from './modules/stats/routes';
import { streamRoutes } from './modules/streams/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { streamserverRoutes } from './modules/streamservers/routes';
import { tfaRoutes } from './modules/tfa/routes';
import { tokenRoutes } from './modules/token/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { taskRoutes } from './modules/tasks/routes';
import { telemetryRoutes } from './modules/telemetry/routes';
import { videoclipRoutes } from './modules/videoclips/routes';
import { videomarkRoutes } from './modules/videomarks/routes';
import { videowallRoutes } from './modules/videowalls/routes';
// Recognition lists: the face and plate matchers of event ingest, and the faces/plates licence usage counters.
import './modules/matching/register';
import './modules/faces/limits';
import './modules/plates/limits';

export const API_PREFIX = '/api/v1';

export interface BuildOptions {
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

/** The pino options and redaction paths every process shares (@argus/machine-client). */
export { logOptions, REDACT } from '@argus/machine-client';

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: ctx.config.bodyLimitBytes,
    trustProxy: ctx.config.trustProxy,
    ajv: {
      // Unknown fields are refused, not silently dropped; every problem is reported at once;
      // `discriminator` for unions told apart by one field (http/discriminated.ts).
      // `strictNumbers`: Infinity and NaN are not numbers (JSON's 1e400 parses to Infinity).
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true, discriminator: true, strictNumbers: true },
    },
    // Bodies are validated without coercion (http/input.ts), answers serialised with the components they name (http/components.ts);
    // the router's and the HTTP parser's refusals answer the envelope.
    schemaController: schemaCompilers(ctx.config.lazySchemas),
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('ctx', ctx);
  app.decorate('errorReporter', await startErrorReporting(ctx.config.public, app.log));
  // Reports still queued at shutdown go out before the process ends (bounded: a receiver that does not answer cannot hold the stop).
  app.addHook('onClose', async () => void (await app.errorReporter?.flush(2_000)));
  registerErrorHandling(app);
  registerInputChecks(app);
  registerAccessLayer(app, API_PREFIX);
  // Only JSON, url-encoded and (per resource) multipart bodies are accepted.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: ctx.config.bodyLimitBytes });
  // Before compression: the check reads the answer as serialised.
  if (ctx.config.checkAnswers) registerAnswerChecks(app);
  await registerCompression(app);
  // Parses cookies for the sign-in's device cookie (token/device.ts); nothing else reads them.
  await app.register(cookie);
  await registerOpenApi(app, { prefix: API_PREFIX, version: ctx.config.public.product_version });

  registerMetrics(app);
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(
    async (api) => {
      await registerRateLimits(api, ctx);
      await api.register(tokenRoutes);
      await api.register(meRoutes);
      await api.register(tfaRoutes);
      await api.register(roleRoutes);
      await api.register(licenseRoutes);
      await api.register(organizationRoutes);
      await api.register(groupRoutes);
      await api.register(userRoutes);
      await api.register(auditlogRoutes);
      await api.register(capacitygroupRoutes);
      await api.register(cameraRoutes);
      await api.register(edgeRoutes);
      await api.register(streamserverRoutes);
      await api.register(streamRoutes);
      await api.register(onvifRoutes);
      await api.register(placecategoryRoutes);
      await api.register(placekindRoutes);
      await api.register(placetagRoutes);
      await api.register(placetaggroupRoutes);
      await api.register(placeRoutes);
      await api.register(placeclusterRoutes);
      await api.register(planRoutes);
      await api.register(sensorkindRoutes);
      await api.register(sensorRoutes);
      await api.register(sensorreadingRoutes);
      await api.register(situationRoutes);
      await api.register(facelistRoutes);
      await api.register(faceRoutes);
      await api.register(platelistRoutes);
      await api.register(plateRoutes);
      await api.register(pacsRoutes);
      await api.register(vehicleRoutes);
      await api.register(segmentRoutes);
      await api.register(playbackRoutes);
      await api.register(eventRoutes);
      await api.register(apiKeyRoutes);
      await api.register(fileRoutes);
      await api.register(liveRoutes);
      await api.register(uploadRoutes);
      await api.register(searchRoutes);
      await api.register(statsRoutes);
      await api.register(subscriptionRoutes);
      await api.register(notificationRoutes);
      await api.register(webhookRoutes);
      await api.register(videowallRoutes);
      await api.register(videomarkRoutes);
      await api.register(videoclipRoutes);
      await api.register(taskRoutes);
      await api.register(telemetryRoutes);
    },
    { prefix: API_PREFIX },
  );
  registerFaceGraph(app);
  registerWorkers(app);

  await serveGuide(app, ctx.config.public.product_title);
  if (ctx.config.agreementsDir) await serveAgreements(app, ctx.config.agreementsDir);
  if (ctx.config.webDist) await serveConsole(app, ctx.config.webDist, ctx.config.public.product_title);
  return app;
}
