import { isObjectId } from "@contract/uploads.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { resolveSession } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { isAdminUnlocked } from "../http/access.ts";
import { NotFoundError } from "../http/errors.ts";
import { parseByteRange } from "./byte-range.ts";
import { displayKey, thumbnailKey } from "./object-store.ts";
import { canReadPrivateObject, OBJECT_NOT_FOUND_MESSAGE } from "./policy.ts";
import type { ObjectRow } from "./presenter.ts";
import { findObject } from "./queries.ts";

export type Variant = "display" | "thumbnail";

export const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_CACHE = "private, no-store";

/**
 * Streams one variant of an object from the store. A private object someone may not read is
 * answered exactly like a missing one. Paths never get new bytes, so public ones cache forever.
 */
export async function serveObject(
  {
    db,
    sessions,
    config,
    objects: { store },
  }: Pick<AppContext, "db" | "sessions" | "config" | "objects">,
  request: FastifyRequest,
  reply: FastifyReply,
  objectId: string,
  variant: Variant,
) {
  const object = isObjectId(objectId) ? await findObject(db, objectId) : null;
  const readable = object && (await mayRead(request, { sessions, config }, object));
  if (!readable || (variant === "thumbnail" && !object.contentType.startsWith("image/"))) {
    throw new NotFoundError(OBJECT_NOT_FOUND_MESSAGE);
  }
  const key =
    variant === "display" ? displayKey(object.id, object.contentType) : thumbnailKey(object.id);
  // The display variant's size is on the row, so a range can be resolved before reading.
  const range =
    variant === "display" ? parseByteRange(request.headers.range, object.byteSize) : null;
  if (range === "unsatisfiable") {
    return reply.code(416).header("Content-Range", `bytes */${object.byteSize}`).send();
  }
  const stored = await store.read(key, range ?? undefined);
  if (!stored) {
    request.log.error({ key }, "object row without its bytes");
    throw new NotFoundError(OBJECT_NOT_FOUND_MESSAGE);
  }

  reply
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", object.isPrivate ? PRIVATE_CACHE : PUBLIC_CACHE)
    .header("Accept-Ranges", "bytes")
    .type(variant === "display" ? object.contentType : "image/webp");
  if (range) {
    reply
      .code(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${stored.byteSize}`)
      .header("Content-Length", range.end - range.start + 1);
  } else {
    reply.header("Content-Length", stored.byteSize);
  }
  return reply.send(stored.body);
}

/** Anyone reads a public object; only a private one needs the reader's session, and the policy. */
async function mayRead(
  request: FastifyRequest,
  context: Pick<AppContext, "sessions" | "config">,
  object: ObjectRow,
) {
  if (!object.isPrivate) return true;
  const reader = await resolveSession(request, context);
  return (
    reader !== null &&
    canReadPrivateObject.allows(reader.user, {
      ownerId: object.ownerId,
      readerIsUnlockedAdmin: isAdminUnlocked(reader),
    })
  );
}
