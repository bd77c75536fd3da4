import type { Config } from "../config.ts";
import { createDiskStore, objectsRoot } from "./disk-store.ts";
import type { ObjectStore } from "./object-store.ts";
import { createS3Store } from "./s3-store.ts";
import { createUploadSigner, type UploadSigner } from "./upload-tokens.ts";

/** What the object routes need from the context: where bytes go, and how links are signed. */
export type ObjectStorage = {
  store: ObjectStore;
  signer: UploadSigner;
};

/** The S3 bucket when S3_* is configured, otherwise files under DATA_DIR/objects. */
export function createObjectStorage(config: Config, sessionSecret: string): ObjectStorage {
  return {
    store: config.s3 ? createS3Store(config.s3) : createDiskStore(objectsRoot(config.dataDir)),
    signer: createUploadSigner(sessionSecret),
  };
}
