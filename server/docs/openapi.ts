import swagger, { type SwaggerTransform } from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { sessionCookieName } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";

/** How a route's declared access is spelled in the document, beside its security requirement. */
export const ACCESS_EXTENSION = "x-access";
const SESSION_SCHEME = "session";

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/**
 * Each documented operation is a route that declared its access: its zod schemas become JSON
 * schemas (inputs as clients send them, responses as the server writes them), grouped by the
 * path's first word after /api, with the access level as an extension and, unless public, the
 * session cookie as its security requirement. Routes without a declared access (the web app's
 * pages and files) are not part of the API and are left out.
 */
const documentRoute: SwaggerTransform = (document) => {
  const access = document.route.config?.access;
  if (!access) return { url: document.url, schema: { hide: true } };
  // The WebSocket plugin hides its routes from the document; ours are part of the API all the same.
  const websocket = Boolean(document.route.websocket);
  const { hide: _hidden, ...declared } = document.schema ?? {};
  const { schema, url } = zodToJsonSchema(Object.assign({}, document, { schema: declared }));
  const [, first, second] = url.split("/");
  return {
    url,
    schema: Object.assign(
      {},
      schema,
      websocket ? { description: "Upgraded to a WebSocket carrying JSON messages both ways." } : {},
      {
        tags: [first === "api" ? (second ?? "api") : (first ?? "api")],
        [ACCESS_EXTENSION]: access,
      },
      access === "public" ? {} : { security: [{ [SESSION_SCHEME]: [] }] },
    ),
  };
};

/**
 * Collects the OpenAPI document from every route registered after it; the routes serving it
 * are in ./routes.ts. Registered before the domains, because it learns of routes as they are
 * added.
 */
export const openApiDocument = fp(
  async (app: FastifyInstance, { context }: { context: AppContext }) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Atelier API",
          description:
            "The social and professional network for UK creative professionals. Every operation " +
            `says who may call it in \`${ACCESS_EXTENSION}\`: public (anyone), member (signed in), ` +
            "owner (signed in and owning the resource named), business (a business account) or " +
            "admin (an unlocked admin session). Signed-in calls carry the session cookie set by " +
            "POST /api/auth/login; changes (POST, PUT, DELETE) are accepted only from the site's own pages.",
          version: "1",
        },
        servers: [{ url: context.config.publicUrl }],
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: "apiKey",
              in: "cookie",
              name: sessionCookieName(context.config.secureCookies),
            },
          },
        },
      },
      transform: documentRoute,
    });
  },
);
