import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { accountRoutes } from "./account/routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { closeMainPagesWhenSwitchedOff } from "./admin/site-settings.ts";
import { aiRoutes } from "./ai/routes.ts";
import { sessionPlugin } from "./auth/plugin.ts";
import { authRoutes } from "./auth/routes.ts";
import { sessionCookieName } from "./auth/sessions.ts";
import { availabilityRoutes } from "./availability/routes.ts";
import type { AppContext } from "./context.ts";
import { openApiDocument } from "./docs/openapi.ts";
import { docsRoutes } from "./docs/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { accessControl } from "./http/access.ts";
import { fastifyTrustProxy } from "./http/client-address.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { closeConnectionsAfterShutdown } from "./http/graceful-close.ts";
import { logAnsweredRequests, loggerOptions } from "./http/logging.ts";
import { refuseNulCharacters } from "./http/nul-guard.ts";
import { rateLimiting } from "./http/rate-limiting.ts";
import { closeRefusedUpgrades } from "./http/refused-upgrades.ts";
import { responseSerializer } from "./http/response-serializer.ts";
import { refuseCrossSiteChanges } from "./http/same-site.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { registerWebApp } from "./http/web.ts";
import { jobRoutes } from "./jobs/routes.ts";
import { kycRoutes } from "./kyc/routes.ts";
import { messageRoutes } from "./messages/routes.ts";
import { moderationRoutes } from "./moderation/routes.ts";
import { notificationRoutes } from "./notifications/routes.ts";
import { portfolioRoutes } from "./portfolio/routes.ts";
import { postRoutes } from "./posts/routes.ts";
import { profileRoutes } from "./profiles/routes.ts";
import { realtimeRoutes } from "./realtime/routes.ts";
import { savedRoutes } from "./saved/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { objectRoutes } from "./storage/routes.ts";
import { supportRoutes } from "./support/routes.ts";
import { userRoutes } from "./users/routes.ts";

export type BuildAppOptions = {
  context: AppContext;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string | undefined;
  /** Log as the config says (the running server); API tests stay quiet. */
  logger?: boolean;
};

/** Assembles the server: framework plugins, then our plugins, then each domain's routes. */
export async function buildApp({ context, webRoot, logger = false }: BuildAppOptions) {
  const limits = context.config.http;
  const app = Fastify({
    // A client that sends slowly holds a socket: past these it is cut off (408) instead.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // A socket silent this long mid-request or mid-answer is closed (ws clears it on upgrade).
    connectionTimeout: limits.connectionTimeoutMs,
    bodyLimit: limits.bodyLimitBytes,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      maxHeaderSize: 16_384,
      // Node checks the timeouts this often; by default only every 30 s.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(limits.headersTimeoutMs / 4)),
    },
    trustProxy: fastifyTrustProxy(context.config.trustProxy),
    // Lets SIGTERM finish in-flight requests while refusing new keep-alive reuse.
    return503OnClosing: true,
    ...(logger ? loggerOptions(context.config) : { logger: false }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  closeConnectionsAfterShutdown(app, context.config.http.shutdownGraceMs);
  refuseCrossSiteChanges(app, context.config.allowedOrigins);
  closeRefusedUpgrades(app);
  refuseNulCharacters(app);
  logAnsweredRequests(app);

  securityHeaders(app, context.config);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { context });
  await app.register(rateLimiting, { context });
  await app.register(accessControl, { now: context.now });
  closeMainPagesWhenSwitchedOff(app, context);
  await app.register(openApiDocument, { context });

  const domains = [
    healthRoutes,
    authRoutes,
    searchRoutes,
    postRoutes,
    jobRoutes,
    userRoutes,
    objectRoutes,
    profileRoutes,
    portfolioRoutes,
    availabilityRoutes,
    savedRoutes,
    settingsRoutes,
    accountRoutes,
    messageRoutes,
    notificationRoutes,
    kycRoutes,
    supportRoutes,
    moderationRoutes,
    aiRoutes,
    realtimeRoutes,
    adminRoutes,
    docsRoutes,
  ];
  for (const domain of domains) await app.register(domain, { context });

  await registerWebApp(app, webRoot, {
    sessionCookie: sessionCookieName(context.config.secureCookies),
    demoMode: context.config.demoMode,
  });
  return app;
}
