import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { ClientConfig } from '@common/schemas/site.js';
import type { Config } from './config/env.js';
import type { Db } from './db/client.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa, type HeadProvider } from './plugins/spa.js';
import { adminHead } from './modules/admin/admin-head.js';
import { adminImagesRoutes } from './modules/admin/admin-images.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { blogHead } from './modules/blog/blog-head.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { ambassadorsRoutes } from './modules/ambassadors/ambassadors.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { achievementsRoutes } from './modules/achievements/achievements.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { registerSessions, sessionService } from './modules/auth/session.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { farmHead } from './modules/farms/seo/farm-head.js';
import { farmsRoutes } from './modules/farms/farms.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { photosRoutes } from './modules/photos/photos.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { visitsRoutes } from './modules/visits/visits.routes.js';
import { tripsRoutes } from './modules/trips/trips.routes.js';
import { createLiveHub } from './modules/live/live.hub.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { bulkRoutes, messagesRoutes } from './modules/messages/messages.routes.js';
import { emailUnsubscribeRoutes } from './modules/notifications/email-unsubscribe.routes.js';
import { setNotificationOrigin } from './modules/notifications/notify.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { devOutboxRoute, queueAdminRoutes } from './modules/queue-admin/queue-admin.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { sponsorsRoutes } from './modules/sponsors/sponsors.routes.js';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: boolean | object;
  /** Called for every route as it is registered (the security tests list them all this way). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole app without listening: the server and the tests (`app.inject()`) share it. */
export async function buildApp({ config, db, logger = false, onRoute }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  registerErrorHandler(app);
  // Responses (JSON, HTML pages, feeds) are sent compressed when the client accepts it: a phone on a country
  // road gets a list of stands in a fifth of the bytes. Before @fastify/static (registerSpa), which serves
  // the build's own precompressed .br/.gz files. Request bodies are never inflated: a compressed upload
  // could expand past the body limit after it was checked.
  await app.register(compress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  await registerSecurity(app, config);
  const sessions = sessionService(db, config);
  registerSessions(app, sessions);
  registerIdempotency(app, db);

  let vapidKeys: Promise<VapidKeys> | undefined;
  const vapid = () => (vapidKeys ??= loadVapidKeys(db, config).catch((err) => ((vapidKeys = undefined), Promise.reject(err))));

  setNotificationOrigin(config.appOrigin);
  const live = createLiveHub(db, (msg, err) => app.log.error({ err }, msg));
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', () => live.close());

  const deps = { db, config, sessions, vapid, live };
  healthRoutes(app, deps);
  authRoutes(app, deps);
  accountsRoutes(app, deps);
  siteRoutes(app, deps);
  sponsorsRoutes(app, deps);
  newsletterRoutes(app, deps);
  analyticsRoutes(app, deps);
  pushRoutes(app, deps);
  farmsRoutes(app, deps);
  geoRoutes(app, deps);
  favoritesRoutes(app, deps);
  achievementsRoutes(app, deps);
  reviewsRoutes(app, deps);
  visitsRoutes(app, deps);
  tripsRoutes(app, deps);
  dashboardRoutes(app, deps);
  liveRoutes(app, deps);
  messagesRoutes(app, deps);
  bulkRoutes(app, deps);
  notificationsRoutes(app, deps);
  await emailUnsubscribeRoutes(app, deps);
  queueAdminRoutes(app, deps);
  devOutboxRoute(app, deps);
  await photosRoutes(app, deps);
  await importsRoutes(app, deps);
  adminRoutes(app, deps);
  blogRoutes(app, deps);
  await adminImagesRoutes(app, deps);
  supportRoutes(app, deps);
  ambassadorsRoutes(app, deps);

  const heads: Array<{ pattern: RegExp; provider: HeadProvider }> = [
    { pattern: /^\/farm\/(?<id>\d+)\/?$/, provider: farmHead(db, config) },
    { pattern: /^\/blog\/(?<slug>[^/]+)\/?$/, provider: blogHead(db, config) },
    { pattern: /^\/admin(?:\/.*)?$/, provider: adminHead(sessions) },
  ];
  await registerSpa(app, { appOrigin: config.appOrigin, clientConfig: clientConfig(config), heads });
  return app;
}

export function clientConfig(config: Config): ClientConfig {
  return {
    ...config.client,
    mapTileUrl: config.map.tileUrl,
    mapAttribution: config.map.attribution,
  };
}
