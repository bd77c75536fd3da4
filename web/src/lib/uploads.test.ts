import { UPLOAD_LIMITS } from "@contract/constants.ts";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import {
  absoluteUrl,
  isRefusedFile,
  UploadParametersError,
  uploadErrorMessage,
  uploadLinkErrorMessage,
  uploadRestrictions,
} from "./uploads.ts";

describe("uploadRestrictions", () => {
  it("allows one image of up to 10 MB for a post", () => {
    expect(uploadRestrictions("post")).toEqual({
      maxNumberOfFiles: 1,
      maxFileSize: 10_485_760,
      allowedFileTypes: ["image/*"],
    });
  });

  it("allows images and videos for the portfolio, within its own limit", () => {
    expect(uploadRestrictions("portfolio")).toEqual({
      maxNumberOfFiles: 1,
      maxFileSize: UPLOAD_LIMITS.portfolio,
      allowedFileTypes: ["image/*", "video/*"],
    });
  });
});

describe("absoluteUrl", () => {
  it("resolves our site-relative upload links and keeps presigned ones", () => {
    expect(absoluteUrl("/api/objects/uploads/x?expires=1&signature=s", "https://a.test")).toBe(
      "https://a.test/api/objects/uploads/x?expires=1&signature=s",
    );
    expect(
      absoluteUrl("https://bucket.s3.test/uploads/x?X-Amz-Signature=1", "https://a.test"),
    ).toBe("https://bucket.s3.test/uploads/x?X-Amz-Signature=1");
  });
});

describe("isRefusedFile", () => {
  it("is true only when the server refused the file itself", () => {
    expect(isRefusedFile(new ApiError(413, '{"message":"This file is too large"}'))).toBe(true);
    expect(isRefusedFile(new ApiError(415, '{"message":"This file type is not supported."}'))).toBe(
      true,
    );
    expect(isRefusedFile(new ApiError(500, "Internal Server Error"))).toBe(false);
    expect(isRefusedFile(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("uploadErrorMessage", () => {
  const fallback = "Failed to upload image. Please try again.";

  it("says 'Failed to get upload parameters' when no upload link could be had", () => {
    const error = new UploadParametersError(new ApiError(500, "Internal Server Error"));
    expect(uploadErrorMessage(error, fallback)).toBe("Failed to get upload parameters");
  });

  it("passes on the server's reason when it refused the file", () => {
    const tooLarge = new ApiError(413, '{"message":"This file is too large."}');
    expect(uploadErrorMessage(new UploadParametersError(tooLarge), fallback)).toBe(
      "This file is too large.",
    );
    const wrongType = new ApiError(415, '{"message":"This file type is not supported."}');
    expect(uploadErrorMessage(wrongType, fallback)).toBe("This file type is not supported.");
  });

  it("passes on the server's reason when there is no room left in the member's storage", () => {
    const full = new ApiError(
      409,
      '{"message":"There is no room for this file in your 1 GB of storage. Delete some posts or portfolio items to upload more."}',
    );
    const expected =
      "There is no room for this file in your 1 GB of storage. Delete some posts or portfolio items to upload more.";
    expect(uploadErrorMessage(new UploadParametersError(full), fallback)).toBe(expected);
    expect(uploadLinkErrorMessage(full)).toBe(expected);
    expect(uploadLinkErrorMessage(new ApiError(500, "Internal Server Error"))).toBe(
      "Failed to get upload parameters",
    );
  });

  it("falls back for anything else", () => {
    expect(uploadErrorMessage(new Error("Upload failed"), fallback)).toBe(fallback);
  });
});
