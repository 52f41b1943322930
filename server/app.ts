import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { ClientConfig } from '@common/schemas/site.js';
import type { Config } from './config/env.js';
import type { Db } from './db/client.js';
import { createReadRouter } from './db/replica.js';
import { trustProxyOption } from './lib/client-network.js';
import { registerContract } from './plugins/contract.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerI18n } from './plugins/i18n.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerReadYourWrites } from './plugins/read-your-writes.js';
import { registerRequestLog, requestIdFor } from './plugins/request-log.js';
import { registerSecurity } from './plugins/security.js';
import { PAGE_HEAD_PATTERN, pageHead } from './modules/pages/page-heads.js';
import { findClientDir, registerSpa, type HeadProvider } from './plugins/spa.js';
import { loadServerPages, readManifest } from './modules/pages/server-pages.js';
import { publicPageCache } from './modules/pages/public-page-cache.js';
import { adminHead } from './modules/admin/admin-head.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js';
import { openDataRoutes } from './modules/open-data/open-data.routes.js';
import { inSeasonRoutes } from './modules/in-season/in-season.routes.js';
import { pickingRoutes } from './modules/picking/picking.routes.js';
import { seasonsRoutes } from './modules/seasons/seasons.routes.js';
import { adminImagesRoutes } from './modules/admin/admin-images.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { blogHead } from './modules/blog/blog-head.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { ambassadorsRoutes } from './modules/ambassadors/ambassadors.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { achievementsRoutes } from './modules/achievements/achievements.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { emailFlows } from './modules/accounts/email-flows.service.js';
import { unreadMessages } from './modules/messages/unread.js';
import { notificationPreferences } from './modules/notifications/notifications.service.js';
import { registerSessions, sessionService } from './modules/auth/session.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { farmHead } from './modules/farms/seo/farm-head.js';
import { farmsRoutes } from './modules/farms/farms.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { shoppersRoutes } from './modules/shoppers/shoppers.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { photosRoutes } from './modules/photos/photos.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { visitsRoutes } from './modules/visits/visits.routes.js';
import { tripsRoutes } from './modules/trips/trips.routes.js';
import { trustRoutes } from './modules/trust/trust.routes.js';
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

/** The API document's version: bumped when a route changes in a way that breaks a client. */
const API_VERSION = '1.0.0';

export interface AppDeps {
  config: Config;
  db: Db;
  /** A read replica for public search and the map (DATABASE_READ_URL); `db` when there is none. */
  readDb?: Db;
  logger?: boolean | object;
  /** Called for every route as it is registered (the security tests list them all this way). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole app without listening: the server and the tests (`app.inject()`) share it. */
export async function buildApp({ config, db, readDb = db, logger = false, onRoute }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // One line per request, ours (plugins/request-log.ts): Fastify's own two log the raw URL, tokens and all.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdFor,
  });
  registerRequestLog(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  registerErrorHandler(app);
  // Before any route: every route after this is validated, serialized and documented from its schemas.
  registerContract(app, { strictResponses: config.env === 'test' });
  await registerOpenApi(app, { version: API_VERSION, appOrigin: config.appOrigin });
  // Responses (JSON, HTML pages, feeds) are sent compressed when the client accepts it: a phone on a country
  // road gets a list of stands in a fifth of the bytes. Before @fastify/static (registerSpa), which serves
  // the build's own precompressed .br/.gz files. Request bodies are never inflated: a compressed upload
  // could expand past the body limit after it was checked.
  // Answers made per request get Brotli quality 1 up to 32 KB, 3 above (brotliFor, below); a 256 KB window is
  // plenty for answers of tens of KB. The build's static files are compressed once at the highest quality instead.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    // Answers up to 256 KB are compressed in one synchronous call (~0.1 ms for 40 KB at quality 3). Above the
    // default (8 KB on two cores) each answer got a streaming encoder with a 4 MB window instead: a map answer
    // cost 8 ms of CPU under load, most of it allocating encoders (bench/README.md).
    syncThreshold: 256 * 1024,
    zlib: { brotliCompressSync: (payload: Buffer, options: zlib.BrotliOptions) => zlib.brotliCompressSync(payload, brotliFor(options, payload.length)) },
  });
  await app.register(cookie);
  registerI18n(app);
  await registerSecurity(app, config);
  const sessions = sessionService(db, config);
  registerSessions(app, sessions);
  registerIdempotency(app, db);

  let vapidKeys: Promise<VapidKeys> | undefined;
  const vapid = () => (vapidKeys ??= loadVapidKeys(db, config).catch((err) => ((vapidKeys = undefined), Promise.reject(err))));

  setNotificationOrigin(config.appOrigin);
  const live = createLiveHub(db, { maxStreams: config.liveMaxStreams, log: (msg, err) => app.log.error({ err }, msg) });
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', () => live.close());

  const reads = createReadRouter(db, readDb === db ? null : readDb, { maxLagMs: config.databaseReadMaxLagMs });
  app.addHook('onClose', () => reads.close());
  registerReadYourWrites(app, reads, config);
  registerMetrics(app, { db, reads, config, liveStreams: () => live.openStreams() });

  const deps = { db, reads, config, sessions, vapid, live };
  healthRoutes(app, deps);
  authRoutes(app, { ...deps, sendVerification: emailFlows(db, config).sendVerification });
  accountsRoutes(app, { ...deps, notificationPreferences: (userId) => notificationPreferences(db, userId) });
  siteRoutes(app, deps);
  sponsorsRoutes(app, deps);
  newsletterRoutes(app, deps);
  analyticsRoutes(app, deps);
  pushRoutes(app, deps);
  farmsRoutes(app, deps);
  inSeasonRoutes(app, deps);
  await alertsRoutes(app, deps);
  geoRoutes(app, deps);
  favoritesRoutes(app, deps);
  shoppersRoutes(app, deps);
  achievementsRoutes(app, deps);
  reviewsRoutes(app, deps);
  visitsRoutes(app, deps);
  trustRoutes(app, deps);
  pickingRoutes(app, deps);
  seasonsRoutes(app, deps);
  tripsRoutes(app, deps);
  dashboardRoutes(app, deps);
  liveRoutes(app, deps);
  messagesRoutes(app, deps);
  bulkRoutes(app, deps);
  notificationsRoutes(app, { ...deps, unreadMessages: unreadMessages(db) });
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
  apiKeysRoutes(app, deps);
  await openDataRoutes(app, deps);

  const heads: Array<{ pattern: RegExp; provider: HeadProvider }> = [
    // Any /farm/<x>, not just digits: a mistyped or old link (/farm/abc) must be a 404 to crawlers too, not a 200 shell.
    { pattern: /^\/farm\/(?<id>[^/]+)\/?$/, provider: farmHead(db, config) },
    { pattern: /^\/blog\/(?<slug>[^/]+)\/?$/, provider: blogHead(db, config) },
    { pattern: /^\/admin(?:\/.*)?$/, provider: adminHead(sessions) },
    { pattern: PAGE_HEAD_PATTERN, provider: pageHead },
  ];
  const clientDir = findClientDir();
  const manifest = clientDir ? readManifest(clientDir) : null;
  const renderPage = clientDir ? await loadServerPages(clientDir, manifest, { db, sessions }) : null;
  // Signed-out visitors' pages from a cache of rendered, compressed HTML, forgotten when their data changes (decision 066).
  const pageCache = renderPage ? publicPageCache(db, sessions, config) : null;
  if (pageCache) app.addHook('onClose', () => pageCache.close());
  await registerSpa(app, { appOrigin: config.appOrigin, clientConfig: clientConfig(config), heads, clientDir, manifest, renderPage, pageCache });
  return app;
}

/**
 * Brotli settings for an answer of `size` bytes. Told the size, Brotli sizes its tables to it (a 14 KB search page
 * took a third of the CPU, same bytes). Up to 32 KB an answer compresses to under 10 KB at any quality (JSON to
 * about a tenth, a page's HTML to about a quarter): inside TCP's first flight of ten packets, so a phone gets it no
 * later at quality 1, which costs half the CPU of quality 3 (a search page of 18 KB: 0.06 against 0.13 ms, 1.7
 * against 1.4 KB). Larger answers (a map view, a long page) keep quality 3, within 3 % of quality 4's size at a
 * third of its CPU: there the bytes saved can save a round trip on a slow network.
 */
const brotliFor = (options: zlib.BrotliOptions, size: number): zlib.BrotliOptions => ({
  ...options,
  params: { ...options.params, [zlib.constants.BROTLI_PARAM_QUALITY]: size <= 32 * 1024 ? 1 : 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

export function clientConfig(config: Config): ClientConfig {
  return {
    ...config.client,
    mapTileUrl: config.map.tileUrl,
    mapAttribution: config.map.attribution,
  };
}
