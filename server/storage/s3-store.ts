import type { Readable } from "node:stream";
import type { Config } from "../config.ts";
import type { ObjectStore } from "./object-store.ts";

type S3Config = NonNullable<Config["s3"]>;

/** The SDK and its client, loaded with the first call: a server storing on disk never needs them. */
async function connect(s3: S3Config) {
  const [sdk, { getSignedUrl }] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@aws-sdk/s3-request-presigner"),
  ]);
  const client = new sdk.S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    // S3-compatible stores address buckets by path; virtual hosts need DNS they rarely have.
    forcePathStyle: true,
    // Checksums only where S3 demands them: a presigned PUT with a checksum of an empty body
    // fails for every real file, and several S3-compatible stores reject the extra headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return { sdk, client, getSignedUrl };
}

/** Objects in an S3 bucket (AWS, R2, MinIO…); the browser PUTs uploads straight to it. */
export function createS3Store(s3: S3Config): ObjectStore {
  let connection: ReturnType<typeof connect> | undefined;
  const bucket = () => (connection ??= connect(s3));
  const Bucket = s3.bucket;

  return {
    async presignUpload(key, { expiresInSeconds, byteSize }) {
      const { sdk, client, getSignedUrl } = await bucket();
      // With a known size the signature covers Content-Length, so S3 refuses any other size.
      const command = new sdk.PutObjectCommand({ Bucket, Key: key, ContentLength: byteSize });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    async write(key, body) {
      const { sdk, client } = await bucket();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body }));
    },

    async read(key, range) {
      const { sdk, client } = await bucket();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // ContentRange ("bytes 0-99/1234") carries the whole size when a range was asked for.
        const total = answer.ContentRange?.split("/")[1];
        return {
          body: answer.Body as Readable,
          byteSize: total ? Number(total) : (answer.ContentLength ?? 0),
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },

    async delete(keys) {
      const { sdk, client } = await bucket();
      // One DeleteObjects call takes at most 1000 keys.
      for (let first = 0; first < keys.length; first += 1000) {
        const batch = keys.slice(first, first + 1000).map((Key) => ({ Key }));
        await client.send(
          new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
      }
    },
  };
}
