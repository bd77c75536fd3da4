import { FOREIGN_UPLOAD_LINK_MESSAGE, UPLOAD_NOT_FOUND_MESSAGE } from "@contract/uploads.ts";
import { policy } from "../http/authorize.ts";

type Owned = { ownerId: string };
type ReadRequest = Owned & { readerIsUnlockedAdmin: boolean };

/** An upload link carries its bytes only for the member it was made for. */
export const canUseUploadLink = policy<Owned>(
  FOREIGN_UPLOAD_LINK_MESSAGE,
  (actor, upload) => upload.ownerId === actor.id,
);

/**
 * Only the uploader finishes an upload; to anyone else it is answered as missing, so an id
 * tells a stranger nothing.
 */
export const canFinishUpload = policy<Owned>(
  UPLOAD_NOT_FOUND_MESSAGE,
  (actor, upload) => upload.ownerId === actor.id,
  { hides: true },
);

export const OBJECT_NOT_FOUND_MESSAGE = "Not found";

/**
 * Who may read a private object (an identity document): its owner, and an admin whose session
 * has unlocked the panel (to review it). A refused reader is answered exactly like a missing
 * object.
 */
export const canReadPrivateObject = policy<ReadRequest>(
  OBJECT_NOT_FOUND_MESSAGE,
  (actor, object) => object.ownerId === actor.id || object.readerIsUnlockedAdmin,
  { hides: true },
);
