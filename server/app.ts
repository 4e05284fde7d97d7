import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from './app-context.ts';
import { translate } from './i18n/messages.ts';
import { decorateClock, sendFailure } from './lib/envelope.ts';
import { lazyCompilers } from './lib/lazy-compilers.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerPortalAssets } from './plugins/portal-assets.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { ELEMENTS_PREFIX, registerElementAssets } from './plugins/element-assets.ts';
import { ICON_PREFIX, registerIconAssets } from './plugins/icon-assets.ts';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS } from './plugins/cors-grant.ts';
import { registerRouteAuth } from './plugins/route-auth.ts';
import { registerSignature } from './plugins/signature.ts';
import { authRoutes } from './modules/auth/index.ts';
import { dictRoutes } from './modules/dict/index.ts';
import { permissionRoutes } from './modules/permissions/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { personalizeRoutes } from './modules/personalize/index.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import { smsRoutes } from './modules/sms/index.ts';
import { scanLoginRoutes } from './modules/scan-login/index.ts';
import { launcherRoutes } from './modules/launcher/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { embedRoutes } from './modules/embed/index.ts';
import { noticeRoutes } from './modules/notices/index.ts';
import { announcementRoutes } from './modules/announcements/index.ts';
import { createRealtimeService, realtimeRoutes } from './modules/realtime/index.ts';
import { positionRoutes } from './modules/positions/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { folderRoutes } from './modules/folders/index.ts';
import { createReportServer, registerViewerPage, reportRoutes, warmReportsOnSignIn } from './modules/reports/index.ts';
import { importErrorRoutes } from './kit/import-route.ts';
import { roleRoutes } from './modules/roles/index.ts';
import { tenantRoutes } from './modules/tenants/index.ts';
import { departmentRoutes } from './modules/departments/index.ts';
import { menuRoutes } from './modules/menus/index.ts';
import { permissionGroupRoutes } from './modules/permission-groups/index.ts';
import { roleGrantRoutes } from './modules/role-grants/index.ts';
import { fileRoutes } from './modules/files/index.ts';
import { favouriteRoutes } from './modules/favourites/index.ts';
import { createScheduler, schedulerRoutes } from './modules/scheduler/index.ts';
import { subscriptionModuleRoutes } from './modules/subscriptions/index.ts';

/**
 * Builds the whole server: API under the configured base, the built portal at `/` with
 * history-mode fallback. Plugins load in order: external, then ours, then routes.
 */
export async function buildApp(ctx: AppContext, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The documented client calls some paths with a trailing slash (getUserInfoByToken/?token=).
    routerOptions: { ignoreTrailingSlash: true },
    // A URL Fastify cannot decode is answered in the envelope like any other 400.
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
    // Each route's schemas compile at its first request, not at start (lib/lazy-compilers.ts).
    schemaController: lazyCompilers(),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Before anything that answers: every envelope's timestamp reads it (lib/envelope.ts).
  decorateClock(app, ctx.now);

  // Plugins that give routes their hooks when the routes are added (onRoute) come before
  // any route, the preflight route of @fastify/cors included.
  const securityHeaders = registerSecurityHeaders(app, ctx);
  registerSignature(app, ctx);
  registerInputGuard(app);

  await app.register(fastifyCors, {
    // Same-origin calls carry no Origin check; other origins must be on the allowlist.
    // A refused origin gets no CORS header at all, preflight included.
    origin: (origin, cb) => cb(null, !origin || ctx.config.allowedOrigins.includes(origin)),
    // @fastify/cors grants only GET, HEAD and POST by default; the notice calls PUT and DELETE.
    methods: [...CORS_ALLOWED_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    // A download's name (a report's, an export's) is in Content-Disposition, which a page on
    // another origin may read only when exposed (`<dkp-report>`'s downloads).
    exposedHeaders: ['Content-Disposition'],
    credentials: false,
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'DKP API', version: '0.1.0' }, servers: [{ url: ctx.config.apiBase }] },
  });
  await app.register(fastifyWebsocket, {
    options: {
      // The notice socket's only protocol value is the session token (portal-shell §7); a
      // browser drops a socket whose handshake does not echo it, so the first one offered is
      // selected (ws's default, stated here because the handshake depends on it).
      handleProtocols: (protocols) => protocols.values().next().value ?? false,
      // Clients only send heartbeats; anything large is not ours.
      maxPayload: 4096,
    },
  });
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRouteAuth(app, ctx);

  const dicts = ctx.dicts;
  const realtime = await createRealtimeService(ctx, (message) => app.log.warn(message));
  // Before the onClose hooks, among them the server's closing of its database (start.ts): a
  // push under way ends (or is dropped) while the database is still there.
  app.addHook('preClose', async () => realtime.close());
  app.decorate('realtime', realtime);
  const reports = createReportServer(ctx, (message) => app.log.warn(message));
  app.addHook('onClose', async () => reports.runner.close());
  warmReportsOnSignIn(ctx, (message) => app.log.warn(message));
  // Scheduled jobs (issue 13): every process looks for due fires once it is ready, unless
  // DKP_SCHEDULER is off (tests drive it by hand: `app.scheduler.tick()`); it stops before the
  // database closes, its runs under way ending or left to their leases.
  const scheduler = createScheduler({
    db: ctx.db, now: ctx.now, timeZone: ctx.config.timeZone, pollMs: ctx.config.scheduler.pollMs, leaseMs: ctx.config.scheduler.leaseMs,
    context: () => ({ ...ctx, log: app.log }), log: app.log,
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => {
    if (ctx.config.scheduler.enabled) await scheduler.start();
  });
  app.addHook('preClose', async () => scheduler.stop());
  await app.register(async (api) => {
    await authRoutes(api, ctx, dicts);
    await permissionRoutes(api, ctx);
    await userRoutes(api, ctx);
    await personalizeRoutes(api, ctx);
    await accountRoutes(api, ctx);
    await launcherRoutes(api, ctx);
    await searchRoutes(api, ctx);
    await dictRoutes(api, ctx, dicts);
    await systemRoutes(api, ctx);
    await smsRoutes(api, ctx, dicts);
    await scanLoginRoutes(api, ctx, dicts);
    await embedRoutes(api, ctx);
    await noticeRoutes(api, ctx);
    await announcementRoutes(api, ctx);
    await realtimeRoutes(api, ctx, realtime);
    await importErrorRoutes(api, ctx);
    await positionRoutes(api, ctx);
    await contentRoutes(api, ctx);
    await folderRoutes(api, ctx);
    const roles = await roleRoutes(api, ctx);
    await tenantRoutes(api, ctx);
    await departmentRoutes(api, ctx);
    await menuRoutes(api, ctx);
    await permissionGroupRoutes(api, ctx);
    await roleGrantRoutes(api, ctx, roles);
    await fileRoutes(api, ctx);
    await favouriteRoutes(api, ctx);
    await reportRoutes(api, ctx, reports);
    await schedulerRoutes(api, ctx);
    await subscriptionModuleRoutes(api, ctx);
  }, { prefix: ctx.config.apiBase });
  await registerViewerPage(app, ctx.config.portalDir, reports);

  await registerIconAssets(app);
  await registerElementAssets(app, ctx.config.elementsDir);
  const hasPortal = await registerPortalAssets(app, ctx.config.portalDir);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === ctx.config.apiBase || request.url.startsWith(ctx.config.apiBase + '/');
    const isAsset = request.url.startsWith(ICON_PREFIX) || request.url.startsWith(ELEMENTS_PREFIX);
    const portalPage = !isApi && !isAsset && hasPortal && request.method === 'GET';
    securityHeaders.notFound(request, reply, { document: portalPage });
    if (portalPage) return reply.sendFile('index.html');
    const message = translate(request.locale, 'notFound');
    return sendFailure(reply, 404, message);
  });

  return app;
}
