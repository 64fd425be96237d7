// Blob store on an S3-compatible service (AWS S3, MinIO, s3rver…). Writes are streamed as a
// multipart upload (8 MiB parts, 4 in flight), so a file is never held whole in memory; the object
// only appears when the upload completes, and a failed or aborted write aborts the multipart upload
// so no object (and, where the service supports it, no pending part) is left behind.

import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.js';
import { BlobNotFoundError, type BlobStore } from './store.js';

export type S3BlobConfig = Extract<Config['blob'], { kind: 's3' }>;

export const S3_PART_SIZE = 8 * 1024 * 1024;
export const S3_QUEUE_SIZE = 4;

// Keys are chosen by the server (`<empresa>/<uuid>`); anything else is a programming error.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/;
const checkKey = (key: string) => {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`unsafe blob key: ${key}`);
};

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  errors?: { code?: string }[];
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (err: unknown) => (err as SdkError)?.$metadata?.httpStatusCode;
/** The key is missing (a missing bucket is a configuration fault, not a missing blob). */
const isNotFound = (err: unknown) => {
  const name = (err as SdkError)?.name;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
};

/** What went wrong, in a few words (status, S3 error name or network code), never credentials. */
function summarize(err: unknown): string {
  const e = (err ?? {}) as SdkError;
  const code = e.code ?? e.errors?.find((x) => x.code)?.code;
  const status = statusOf(err);
  const parts = [
    status ? `HTTP ${status}` : undefined,
    e.name && e.name !== 'Error' && e.name !== 'Unknown' ? e.name : undefined,
    code,
  ];
  const text = parts.filter(Boolean).join(' ');
  return text || e.message || 'unknown error';
}

/**
 * Connects to the bucket, creating it when it does not exist (handy for MinIO or s3rver). Fails
 * with an Error naming the endpoint and the bucket when the service cannot be reached or refuses.
 */
export async function s3BlobStore(config: S3BlobConfig): Promise<BlobStore> {
  const { bucket } = config;
  const where = `S3 bucket "${bucket}" at ${config.endpoint ?? `AWS (${config.region})`}`;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // Checksums only when an operation requires them: older S3-compatible services reject the
    // CRC32 headers the SDK would add by default. The vault keeps its own SHA-256 of every file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 10_000 },
  });

  try {
    await ensureBucket(client, config, where);
  } catch (err) {
    client.destroy();
    throw err;
  }

  return {
    kind: 's3',
    async put(key, body: Readable) {
      checkKey(key);
      // The stream's own error (or premature end) is the one worth reporting, not whatever the
      // multipart abort that follows it answers.
      let bodyError: unknown;
      const onError = (err: unknown) => {
        bodyError ??= err;
      };
      body.on('error', onError);
      // Wrapped: lib-storage guesses the total length from a body's own `size`, `length` or `path`
      // (a counting Transform's `size = 0` made it expect 0 parts and fail); a plain stream is
      // just read to its end. The body's errors and premature end reach lib-storage through the
      // iteration; the listener only keeps a late error on the wrapper from going unhandled.
      const source = Readable.from(body, { objectMode: false });
      source.on('error', () => {});
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: source },
        partSize: S3_PART_SIZE,
        queueSize: S3_QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // A refused upload leaves the source unread: destroy it so whoever feeds it stops too.
        source.destroy();
        if (!body.destroyed) body.destroy();
        throw bodyError ?? err;
      } finally {
        body.off('error', onError);
      }
    },
    async get(key) {
      checkKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream');
        return out.Body;
      } catch (err) {
        if (isNotFound(err)) throw new BlobNotFoundError(key);
        throw err;
      }
    },
    async size(key) {
      checkKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return out.ContentLength ?? null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      checkKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date() };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async sweepUnfinished(before) {
      // An upload cut by a crash stays as an incomplete multipart upload (its parts billed, never
      // an object). Services without the listing (s3rver) leave it to the bucket's lifecycle rule.
      let count = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListMultipartUploadsCommand({
              Bucket: bucket,
              KeyMarker: keyMarker,
              UploadIdMarker: uploadIdMarker,
            }),
          );
          for (const u of page.Uploads ?? []) {
            if (!u.Key || !u.UploadId || !u.Initiated || u.Initiated >= before) continue;
            await client.send(
              new AbortMultipartUploadCommand({ Bucket: bucket, Key: u.Key, UploadId: u.UploadId }),
            );
            count++;
          }
          keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
          uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
        } while (keyMarker);
      } catch (err) {
        if ((err as SdkError)?.name === 'NotImplemented' || statusOf(err) === 501) return null;
        throw err;
      }
      // S3 does not say how many bytes the parts held without a call per upload.
      return { count, bytes: 0 };
    },
    async close() {
      client.destroy();
    },
  };
}

async function ensureBucket(client: S3Client, config: S3BlobConfig, where: string) {
  const { bucket, region } = config;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (err) {
    const status = statusOf(err);
    if (status === 403 || status === 401)
      throw new Error(`${where}: access refused (${summarize(err)}); check S3_ACCESS_KEY and S3_SECRET_KEY`);
    const name = (err as SdkError)?.name;
    if (!(status === 404 || name === 'NotFound' || name === 'NoSuchBucket'))
      throw new Error(`${where} is not reachable (${summarize(err)})`);
  }
  try {
    await client.send(
      new CreateBucketCommand({
        Bucket: bucket,
        // us-east-1 is the default location and must not be named explicitly.
        ...(region === 'us-east-1'
          ? {}
          : { CreateBucketConfiguration: { LocationConstraint: region as BucketLocationConstraint } }),
      }),
    );
  } catch (err) {
    // Another instance created it in the meantime: fine.
    if ((err as SdkError)?.name === 'BucketAlreadyOwnedByYou') return;
    throw new Error(`${where} does not exist and could not be created (${summarize(err)})`);
  }
}
