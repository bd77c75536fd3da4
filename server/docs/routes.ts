import { openApiDocumentSchema, referencePageSchema } from "@contract/docs.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { type OpenApiDocument, renderReferencePage } from "./reference-page.ts";

export const OPENAPI_JSON_PATH = "/api/docs/openapi.json";

/** The API's own reference, for anyone: the OpenAPI document and a page to read it on. */
export async function docsRoutes(app: AppInstance) {
  const publicAccess = { access: "public" } as const;
  let page: string | undefined;

  app.get(
    OPENAPI_JSON_PATH,
    { config: publicAccess, schema: { response: { 200: openApiDocumentSchema } } },
    async () => app.swagger() as unknown as OpenApiDocument,
  );

  app.get(
    "/api/docs",
    { config: publicAccess, schema: { response: { 200: referencePageSchema } } },
    async (_request, reply) => {
      // Routes are all known once the server listens, so the page is built once.
      page ??= renderReferencePage(app.swagger() as unknown as OpenApiDocument, OPENAPI_JSON_PATH);
      return reply.type("text/html; charset=utf-8").send(page);
    },
  );
}
