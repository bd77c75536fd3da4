import type { StoredObject, UploadPurpose, UploadResponse } from "@contract/uploads.ts";
import { expect } from "vitest";
import type { TestClient, TestResponse } from "../test/client.ts";

export async function requestUploadUrl(
  client: TestClient,
  purpose?: UploadPurpose,
  byteSize?: number,
): Promise<string> {
  const response = await client.post<UploadResponse>(
    "/api/objects/upload",
    purpose || byteSize ? { purpose, byteSize } : undefined,
  );
  expect(response.status).toBe(200);
  return response.body.uploadURL;
}

/** PUTs bytes as a browser would, with the member's cookie (S3 ignores it). */
export async function putBytes(
  client: TestClient,
  uploadUrl: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<TestResponse<{ message?: string } | string>> {
  const url = uploadUrl.startsWith("http") ? uploadUrl : `${client.baseUrl}${uploadUrl}`;
  const response = await fetch(url, {
    method: "PUT",
    // A copy typed as fetch wants it (a Buffer may sit on a shared ArrayBuffer).
    body: new Uint8Array(bytes),
    headers: { "content-type": contentType, cookie: client.cookieHeader },
  });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("application/json");
  return {
    status: response.status,
    body: isJson ? JSON.parse(text) : text,
    text,
    headers: response.headers,
  };
}

export function normalize(client: TestClient, uploadUrl: string) {
  return client.post<StoredObject & { message?: string }>("/api/objects/normalize", {
    imageURL: uploadUrl,
  });
}

/** The whole flow for a file that should be accepted. */
export async function uploadObject(
  client: TestClient,
  bytes: Uint8Array,
  contentType: string,
  purpose?: UploadPurpose,
): Promise<StoredObject> {
  const uploadUrl = await requestUploadUrl(client, purpose);
  const put = await putBytes(client, uploadUrl, bytes, contentType);
  expect(put.status, put.text).toBeLessThan(300);
  const normalized = await normalize(client, uploadUrl);
  expect(normalized.status, normalized.text).toBe(200);
  return normalized.body;
}

/** GETs an object path and returns its bytes. */
export async function fetchObject(
  client: TestClient,
  objectPath: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${client.baseUrl}${objectPath}`, {
    headers: { cookie: client.cookieHeader, ...headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
