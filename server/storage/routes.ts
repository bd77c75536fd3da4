import { mkdirSync } from "node:fs";
import { noContentSchema } from "@contract/common.ts";
import {
  INVALID_UPLOAD_LINK_MESSAGE,
  normalizeRequestSchema,
  storageUsageSchema,
  storedObjectSchema,
  uploadRequestSchema,
  uploadResponseSchema,
} from "@contract/uploads.ts";
import fastifyStatic from "@fastify/static";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { seedImagesRoot } from "./disk-store.ts";
import { normalizeUpload } from "./normalize.ts";
import { storageUsed } from "./quota.ts";
import { receiveUpload } from "./receive-upload.ts";
import { requestUpload } from "./request-upload.ts";
import { PUBLIC_CACHE, serveObject } from "./serve-object.ts";
import { scheduleStorageSweep } from "./sweep-schedule.ts";

const uploadLinkParams = z.object({ uploadId: z.uuid(INVALID_UPLOAD_LINK_MESSAGE) });
const uploadLinkQuery = z.object({
  expires: z.coerce.number(INVALID_UPLOAD_LINK_MESSAGE).check(z.int(INVALID_UPLOAD_LINK_MESSAGE)),
  signature: z
    .string(INVALID_UPLOAD_LINK_MESSAGE)
    .check(z.maxLength(100, INVALID_UPLOAD_LINK_MESSAGE)),
});
const objectParams = z.object({ objectId: z.string() });

/**
 * Uploads (ask for a signed link, PUT the bytes to it, then normalize them into an object), the
 * objects themselves at /objects/…, and the schedule that sweeps away what nothing uses.
 */
export async function objectRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const stopSweeping = scheduleStorageSweep(context, app.log);
  app.addHook("preClose", stopSweeping);

  app.post(
    "/api/objects/upload",
    {
      config: { access: "member", limits: ["upload-link"] },
      schema: { body: uploadRequestSchema, response: { 200: uploadResponseSchema } },
    },
    async (request) => requestUpload(context, currentUser(request).id, request.body),
  );

  await app.register(async (uploadScope: AppInstance) => {
    // The body is the file itself: no parser buffers it, receiveUpload reads it within its limit.
    uploadScope.removeAllContentTypeParsers();
    uploadScope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    uploadScope.put(
      "/api/objects/uploads/:uploadId",
      {
        config: { access: "owner" },
        schema: {
          params: uploadLinkParams,
          querystring: uploadLinkQuery,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        const length = request.headers["content-length"];
        const put = {
          body: request.raw,
          declaredBytes: length === undefined ? undefined : Number(length),
        };
        await receiveUpload(
          context,
          currentUser(request),
          Object.assign(put, request.params, request.query),
        ).catch((error: unknown) => {
          // The rest of a refused body is not wanted: close the connection instead of reading it.
          reply.header("connection", "close");
          throw error;
        });
        return reply.code(204).send(null);
      },
    );
  });

  app.get(
    "/api/objects/usage",
    {
      config: { access: "member" },
      schema: { response: { 200: storageUsageSchema } },
    },
    async (request) => ({
      usedBytes: await storageUsed(context.db, currentUser(request).id),
      quotaBytes: context.config.storage.quotaBytes,
    }),
  );

  app.post(
    "/api/objects/normalize",
    {
      config: { access: "member" },
      schema: { body: normalizeRequestSchema, response: { 200: storedObjectSchema } },
    },
    async (request) => normalizeUpload(context, currentUser(request), request.body.imageURL),
  );

  // Seed images have no row: they are public files the seed writes under DATA_DIR/objects/seed,
  // whichever store holds the uploads. The folder exists before the seed runs.
  const seedRoot = seedImagesRoot(context.config.dataDir);
  mkdirSync(seedRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: seedRoot,
    prefix: "/objects/seed/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cache-Control", PUBLIC_CACHE);
    },
  });

  app.get(
    "/objects/:objectId",
    { config: { access: "public" }, schema: { params: objectParams } },
    (request, reply) => serveObject(context, request, reply, request.params.objectId, "display"),
  );
  app.get(
    "/objects/:objectId/thumb",
    { config: { access: "public" }, schema: { params: objectParams } },
    (request, reply) => serveObject(context, request, reply, request.params.objectId, "thumbnail"),
  );
}
