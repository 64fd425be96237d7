// Where file bytes live: a folder under DATA_DIR by default, an S3-compatible bucket with S3_*.
// Keys are chosen by the server (never from user-supplied names). Writes are streamed: a blob is
// either stored whole or not at all (a failed or aborted write leaves nothing behind).
import type { Readable } from 'node:stream';

/** One stored blob, as a listing sees it. */
export interface ListedBlob {
  key: string;
  size: number;
  /** When it was written. */
  modifiedAt: Date;
}

/** What a sweep of interrupted writes removed; null where the store cannot list them. */
export type SweptWrites = { count: number; bytes: number } | null;

export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key`; rejects (and leaves no object) when the stream errors or aborts. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes of `key`; rejects with BlobNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Size in bytes, or null when there is no such blob. */
  size(key: string): Promise<number | null>;
  /** Removes `key`; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every stored blob (never a write still under way), a page at a time. */
  list(): AsyncIterable<ListedBlob>;
  /**
   * Removes what interrupted writes left behind and nobody has touched since `before`: temporary
   * files of the local store, incomplete multipart uploads on S3 (a crash or kill -9 mid-upload).
   */
  sweepUnfinished(before: Date): Promise<SweptWrites>;
  /** Releases clients and handles. */
  close(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob not found: ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

/** A whole blob in memory, for what needs every byte at once (a PDF to seal or to check). */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
