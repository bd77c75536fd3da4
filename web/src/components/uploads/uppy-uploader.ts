/*
 * The Uppy side of uploads, loaded only when a member first opens an upload dialog.
 * Ask for an upload link, PUT the file to it in one request, then normalize the link into an
 * object path. Uppy's own restrictions and messages apply.
 */
import type { UploadPurpose } from "@contract/uploads.ts";
import AwsS3 from "@uppy/aws-s3";
import Uppy, { type Body, type Meta } from "@uppy/core";
import { normalizeUpload, requestUploadUrl } from "@web/features/uploads/api/upload-links.ts";
import {
  absoluteUrl,
  type UploadedObject,
  UploadParametersError,
  uploadLinkErrorMessage,
  uploadRestrictions,
} from "@web/lib/uploads.ts";

export type UploaderEvents = {
  /** Upload parameters are being requested: the form shows it is uploading. */
  onUploadStart?: () => void;
  /** The file is stored and normalized. */
  onUploaded: (object: UploadedObject) => void;
  /** Getting a link, sending the file or normalizing it failed. */
  onUploadError?: (error: unknown) => void;
  /** The upload is over, whichever way it went. */
  onUploadEnd?: () => void;
};

export type Uploader = Uppy<Meta, Body>;

/** One Uppy instance for one form: one file, uploaded only after the member confirms. */
export function createUploader(purpose: UploadPurpose, events: () => UploaderEvents): Uploader {
  const uppy = new Uppy<Meta, Body>({
    id: `upload-${purpose}`,
    autoProceed: false,
    restrictions: uploadRestrictions(purpose),
  });

  // The upload link of each file, by its Uppy id: normalize needs the link exactly as issued.
  const uploadLinks = new Map<string, string>();
  const failures = new Map<string, unknown>();

  uppy.use(AwsS3, {
    // Single PUT: never multipart.
    shouldUseMultipart: false,
    generateObjectKey: (file) => file.id,
    async signRequest(request) {
      events().onUploadStart?.();
      const file = uppy.getFile(request.key);
      try {
        const { uploadURL } = await requestUploadUrl(purpose, file?.size ?? undefined);
        uploadLinks.set(request.key, uploadURL);
        return {
          url: absoluteUrl(uploadURL, window.location.origin),
          headers: { "Content-Type": file?.type || "application/octet-stream" },
        };
      } catch (error) {
        failures.set(request.key, new UploadParametersError(error));
        // Uppy shows this under the file.
        throw new Error(uploadLinkErrorMessage(error));
      }
    },
  });

  uppy.on("complete", async (result) => {
    const current = events();
    const file = result.successful?.[0];
    const link = file ? uploadLinks.get(file.id) : undefined;
    try {
      if (file && link) {
        current.onUploaded(await normalizeUpload(link));
      } else {
        const failed = result.failed?.[0];
        const cause = failed ? (failures.get(failed.id) ?? failed.error) : undefined;
        current.onUploadError?.(cause ?? new Error("Upload failed"));
      }
    } catch (error) {
      current.onUploadError?.(error);
    } finally {
      uploadLinks.clear();
      failures.clear();
      current.onUploadEnd?.();
    }
  });

  return uppy;
}
