import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
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
 * Security headers on every answer (pages, API, files) through @fastify/helmet, which keeps
 * up with what browsers honour. The content policy allows scripts only from this site and
 * no inline script at all; styles may be inline because the dialog and menu primitives set
 * them at run time. Uploads go straight to the S3 bucket when one is configured, so its origin
 * may be connected to. HSTS is sent only in production, where the site is served over HTTPS.
 */
export async function securityHeaders(app: FastifyInstance, config: Config) {
  const production = config.env === "production";
  const uploadTargets = config.s3 ? [new URL(config.s3.endpoint).origin] : [];
  await app.register(helmet, {
    global: true,
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
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
}
