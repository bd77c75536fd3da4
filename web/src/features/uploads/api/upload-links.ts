import { storedObjectSchema, type UploadPurpose, uploadResponseSchema } from "@contract/uploads.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { isRefusedFile, type UploadedObject } from "@web/lib/uploads.ts";

/** Upload, step 1: ask for a one-time upload link for a file of this size. */
export function requestUploadUrl(purpose: UploadPurpose, byteSize?: number) {
  return apiRequest("POST", "/api/objects/upload", { purpose, byteSize }, uploadResponseSchema);
}

/**
 * Upload, step 3: turn the upload link into an object path. A failure is only logged and the raw
 * link is used instead, unless the server refused the file itself.
 */
export async function normalizeUpload(uploadURL: string): Promise<UploadedObject> {
  try {
    return await apiRequest(
      "POST",
      "/api/objects/normalize",
      { imageURL: uploadURL },
      storedObjectSchema,
    );
  } catch (error) {
    if (isRefusedFile(error)) throw error;
    console.warn("Could not normalize the upload; using the upload URL", error);
    return { objectPath: uploadURL };
  }
}
