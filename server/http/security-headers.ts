import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config.ts";

/** Browser features the app never uses, switched off for every page and anything it embeds. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "browsing-topics=()",
].join(", ");

/**
 * Security headers on every answer (pages, API, files) through helmet, which keeps up with what
 * browsers honour. The content policy allows scripts only from this site and no inline script
 * at all; styles may be inline because the dialog and menu primitives set them at run time.
 * Uploads go straight to the S3 bucket when one is configured, so its origin may be connected
 * to. HSTS is sent only in production, where the site is served over HTTPS.
 *
 * helmet's middleware is built once, here: the Fastify plugin for it built it afresh for every
 * request (its content policy parsed again each time), 3% of a feed request's server time.
 */
export function securityHeaders(app: FastifyInstance, config: Config) {
  const production = config.env === "production";
  const uploadTargets = config.s3 ? [new URL(config.s3.endpoint).origin] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...uploadTargets],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.raw.setHeader("permissions-policy", PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, () => done());
  });
}
