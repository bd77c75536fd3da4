import { z } from "zod/mini";

/** The OpenAPI document's outline; the rest of it passes through as the generator wrote it. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The readable reference, an HTML page. */
export const referencePageSchema = z.string();
