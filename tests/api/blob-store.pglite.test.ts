// The blob stores behave the same: the local folder (temp dir) and S3 over real HTTP against a local
// s3rver. Streams round-trip byte for byte, a write that fails or is aborted half-way leaves no
// object and no leftovers, and a missing blob is a BlobNotFoundError. No database needed.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../../server/adapters/blob/index.js';
import { localBlobStore } from '../../server/adapters/blob/local.js';
import { BlobNotFoundError, type BlobStore } from '../../server/adapters/blob/store.js';

const MiB = 1024 * 1024;
const SECRET = 'S3RVER';

/** s3rver 3.7 ships no types: just what these tests use. */
interface S3rverApp {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  logger: { close(): void };
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  directory: string;
  silent: boolean;
}) => S3rverApp;

/** `size` bytes of random data in 64 KiB chunks; `failAt` bytes in, it errors (or just stops). */
function generated(size: number, opts: { failAt?: number; abort?: boolean } = {}) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (opts.failAt !== undefined && sent >= opts.failAt) {
        this.destroy(opts.abort ? undefined : new Error('fonte interrompida'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface Harness {
  store: BlobStore;
  /** Keys of every stored blob. */
  keys(): Promise<string[]>;
  /** Leftovers of unfinished writes: temp files (local) or pending multipart uploads (S3). */
  pending(): Promise<string[]>;
}

/** The behaviour every BlobStore must have. */
function behavesLikeABlobStore(harness: () => Harness) {
  const key = () => `7/${randomUUID()}`;

  it('streams ~20 MiB in and out with the same SHA-256, and reports its size', async () => {
    const { store, keys } = harness();
    const k = key();
    const size = 20 * MiB + 12_345;
    const body = generated(size);
    await store.put(k, body.stream);
    expect(await keys()).toContain(k);
    expect(await store.size(k)).toBe(size);
    expect(await sha256Of(await store.get(k))).toBe(body.sha256());
  });

  it('takes any Readable, even a counting Transform with `size`/`length` fields of its own', async () => {
    const { store } = harness();
    const k = key();
    // Like the upload inspector: counts bytes in a `size` field that starts at 0.
    class Counting extends Transform {
      size = 0;
      length = 0;
      override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
        this.size += chunk.length;
        done(null, chunk);
      }
    }
    const body = generated(17 * MiB + 1);
    const counting = new Counting({ highWaterMark: MiB });
    body.stream.pipe(counting);
    await store.put(k, counting);
    expect(counting.size).toBe(17 * MiB + 1);
    expect(await store.size(k)).toBe(17 * MiB + 1);
    expect(await sha256Of(await store.get(k))).toBe(body.sha256());
  });

  it('stores a small blob and gives back exactly its bytes', async () => {
    const { store } = harness();
    const k = key();
    await store.put(k, Readable.from([Buffer.from('%PDF-1.4\n'), Buffer.from('olá')]));
    expect(await store.size(k)).toBe(Buffer.byteLength('%PDF-1.4\nolá'));
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get(k)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('%PDF-1.4\nolá');
  });

  it('deletes a blob, and deleting a missing one is fine', async () => {
    const { store, keys } = harness();
    const k = key();
    await store.put(k, Readable.from([Buffer.from('x'.repeat(1000))]));
    await store.delete(k);
    expect(await keys()).not.toContain(k);
    expect(await store.size(k)).toBeNull();
    await expect(store.get(k)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.delete(k)).resolves.toBeUndefined();
    await expect(store.delete(key())).resolves.toBeUndefined();
  });

  it('lists every stored blob with its size and write time, never a write still under way', async () => {
    const { store, keys } = harness();
    const k = key();
    const before = Date.now();
    await store.put(k, Readable.from([Buffer.from('listado')]));
    // A write half-way: some of its bytes have arrived, but it is no blob yet.
    const slow = new Readable({ read() {} });
    slow.push(Buffer.alloc(64 * 1024, 1));
    const unfinished = key();
    const writing = store.put(unfinished, slow);
    try {
      const stored = await keys();
      const listed: { key: string; size: number; modifiedAt: Date }[] = [];
      for await (const blob of store.list()) listed.push(blob);
      expect(listed.map((b) => b.key).sort()).toEqual([...stored].sort());
      expect(listed.map((b) => b.key)).not.toContain(unfinished);
      const mine = listed.find((b) => b.key === k);
      expect(mine?.size).toBe(7);
      // S3 keeps times to the second; a little slack for clocks.
      expect(mine?.modifiedAt.getTime()).toBeGreaterThan(before - 2000);
    } finally {
      slow.push(null);
      await writing;
    }
  });

  it('answers a missing key with BlobNotFoundError and a null size', async () => {
    const { store } = harness();
    const k = key();
    await expect(store.get(k)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.size(k)).toBeNull();
  });

  it('rejects a body that errors half-way and keeps nothing of it', async () => {
    const { store, keys, pending } = harness();
    const k = key();
    const body = generated(20 * MiB, { failAt: 10 * MiB });
    await expect(store.put(k, body.stream)).rejects.toThrow('fonte interrompida');
    expect(await keys()).not.toContain(k);
    expect(await store.size(k)).toBeNull();
    await expect(store.get(k)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await pending()).toEqual([]);
  });

  it('rejects a body that errors at once and keeps nothing of it', async () => {
    const { store, keys, pending } = harness();
    const k = key();
    await expect(store.put(k, generated(MiB, { failAt: 0 }).stream)).rejects.toThrow('fonte interrompida');
    expect(await keys()).not.toContain(k);
    expect(await pending()).toEqual([]);
  });

  it('rejects a body aborted half-way (destroyed without an error) and keeps nothing of it', async () => {
    const { store, keys, pending } = harness();
    const k = key();
    await expect(
      store.put(k, generated(20 * MiB, { failAt: 9 * MiB, abort: true }).stream),
    ).rejects.toThrow();
    expect(await keys()).not.toContain(k);
    expect(await store.size(k)).toBeNull();
    expect(await pending()).toEqual([]);
  });
}

/** Every file under `dir`, as keys relative to it, leaving out `skip`. */
function walk(dir: string, skip: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .filter((k) => !k.startsWith(`${skip}/`));
}

describe('local blob store', () => {
  let dir: string;
  let store: BlobStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cofre-blobs-'));
    store = localBlobStore(join(dir, 'blobs'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  behavesLikeABlobStore(() => ({
    store,
    keys: async () => walk(join(dir, 'blobs'), '.tmp'),
    pending: async () => walk(join(dir, 'blobs', '.tmp'), ''),
  }));

  it('refuses keys that could leave its folder', async () => {
    for (const bad of ['../x', '/abs', '1/../../x', '', '.tmp/x', 'a\\..\\x']) {
      await expect(store.put(bad, Readable.from([Buffer.from('x')]))).rejects.toThrow('unsafe blob key');
      await expect(store.get(bad)).rejects.toThrow('unsafe blob key');
      await expect(store.size(bad)).rejects.toThrow('unsafe blob key');
      await expect(store.delete(bad)).rejects.toThrow('unsafe blob key');
    }
    expect(existsSync(join(dir, 'x'))).toBe(false);
    expect(existsSync('/abs')).toBe(false);
  });

  it('writes again after its folders were removed behind its back (it remembers which exist)', async () => {
    await store.put('77/first', Readable.from([Buffer.from('one')]));
    rmSync(join(dir, 'blobs', '77'), { recursive: true, force: true });
    await store.put('77/second', Readable.from([Buffer.from('two')]));
    expect(await readAll(await store.get('77/second'))).toEqual(Buffer.from('two'));
    rmSync(join(dir, 'blobs', '.tmp'), { recursive: true, force: true });
    await store.put('77/third', Readable.from([Buffer.from('three')]));
    expect(await readAll(await store.get('77/third'))).toEqual(Buffer.from('three'));
    await store.delete('77/second');
    await store.delete('77/third');
  });

  it('sweeps the temporary files of writes nobody has touched since the cut-off, and only those', async () => {
    const tmp = join(dir, 'blobs', '.tmp');
    mkdirSync(tmp, { recursive: true });
    // What kill -9 mid-upload leaves: a temporary file that stopped growing two hours ago.
    writeFileSync(join(tmp, 'abandoned'), Buffer.alloc(1000));
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(tmp, 'abandoned'), twoHoursAgo, twoHoursAgo);
    writeFileSync(join(tmp, 'in-progress'), Buffer.alloc(10));
    try {
      expect(await store.sweepUnfinished(new Date(Date.now() - 3600_000))).toEqual({ count: 1, bytes: 1000 });
      expect(readdirSync(tmp)).toEqual(['in-progress']);
    } finally {
      rmSync(join(tmp, 'in-progress'), { force: true });
    }
  });

  it('is chosen by createBlobStore for the local configuration', async () => {
    const other = await createBlobStore({ kind: 'local', dir: join(dir, 'other') });
    expect(other.kind).toBe('local');
    await other.put('1/a', Readable.from([Buffer.from('abc')]));
    expect(walk(join(dir, 'other'), '.tmp')).toEqual(['1/a']);
  });
});

describe('S3 blob store (s3rver over HTTP)', () => {
  const BUCKET = 'cofre-blobs';
  let dir: string;
  let s3rver: S3rverApp;
  let server: Server;
  let endpoint: string;
  let admin: S3Client;
  let store: BlobStore;
  /** `METHOD /path?query` of every request s3rver was sent. */
  const requests: string[] = [];

  /** The parts s3rver still holds for unfinished multipart uploads of `bucket`. */
  const uploadsDir = (bucket: string) => join(dir, bucket, '._S3rver_uploads');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cofre-s3rver-'));
    s3rver = new S3rver({ directory: dir, silent: true });
    const handle = s3rver.callback();
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      const url = new URL(req.url ?? '/', 'http://s3');
      const uploadId = url.searchParams.get('uploadId');
      // s3rver 3.7 implements neither AbortMultipartUpload nor ListMultipartUploads: answer the
      // abort as S3 does (the parts are dropped) so the tests can see that the store sends it.
      if (req.method === 'DELETE' && uploadId) {
        const bucket = url.pathname.split('/')[1] ?? '';
        rmSync(join(uploadsDir(bucket), uploadId), { recursive: true, force: true });
        res.statusCode = 204;
        res.end();
        return;
      }
      handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
    });
    store = await createBlobStore({
      kind: 's3',
      endpoint,
      bucket: BUCKET,
      accessKey: 'S3RVER',
      secretKey: SECRET,
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await store?.close();
    admin?.destroy();
    await new Promise((resolve) => server?.close(resolve));
    s3rver?.logger.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const keysIn = async (bucket: string) => {
    const out = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (out.Contents ?? []).map((o) => o.Key ?? '');
  };
  const pendingIn = async (bucket: string) =>
    existsSync(uploadsDir(bucket)) ? readdirSync(uploadsDir(bucket)) : [];

  behavesLikeABlobStore(() => ({
    store,
    keys: () => keysIn(BUCKET),
    pending: async () => pendingIn(BUCKET),
  }));

  it('is an S3 store that uploads big bodies in 8 MiB parts', async () => {
    expect(store.kind).toBe('s3');
    const k = `9/${randomUUID()}`;
    const before = requests.length;
    await store.put(k, generated(20 * MiB).stream);
    const sent = requests.slice(before);
    expect(sent.filter((r) => r.startsWith(`POST /${BUCKET}/${k}?uploads`))).toHaveLength(1);
    expect(
      sent.filter((r) => r.startsWith(`PUT /${BUCKET}/${k}?`) && r.includes('partNumber=')),
    ).toHaveLength(3);
    expect(await store.size(k)).toBe(20 * MiB);
  });

  it('aborts the multipart upload it started when the body fails', async () => {
    const k = `9/${randomUUID()}`;
    const before = requests.length;
    await expect(store.put(k, generated(30 * MiB, { failAt: 17 * MiB }).stream)).rejects.toThrow(
      'fonte interrompida',
    );
    const sent = requests.slice(before);
    expect(sent.some((r) => r.startsWith(`POST /${BUCKET}/${k}?uploads`))).toBe(true);
    expect(sent.filter((r) => r.startsWith(`DELETE /${BUCKET}/${k}?uploadId=`))).toHaveLength(1);
    expect(await keysIn(BUCKET)).not.toContain(k);
    expect(await pendingIn(BUCKET)).toEqual([]);
  });

  it('reports a vanished bucket as a fault: writes rejected (body no longer read), reads not "missing"', async () => {
    const bucket = `sumira-${randomUUID().slice(0, 8)}`;
    const doomed = await createBlobStore({
      kind: 's3',
      endpoint,
      bucket,
      accessKey: 'S3RVER',
      secretKey: SECRET,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    try {
      await admin.send(new DeleteBucketCommand({ Bucket: bucket }));
      const body = generated(30 * MiB);
      await expect(doomed.put('1/a', body.stream)).rejects.toMatchObject({ name: 'NoSuchBucket' });
      expect(body.stream.destroyed).toBe(true);
      await expect(doomed.put('1/b', Readable.from([Buffer.from('abc')]))).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
      // A vanished bucket is a fault to report, not a missing blob.
      await expect(doomed.get('1/a')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      await doomed.close();
    }
  });

  it('says so when the service cannot list unfinished multipart uploads (s3rver): a lifecycle rule must', async () => {
    expect(await store.sweepUnfinished(new Date())).toBeNull();
  });

  it('creates a missing bucket when the store is created', async () => {
    const bucket = `novo-${randomUUID().slice(0, 8)}`;
    await expect(admin.send(new HeadBucketCommand({ Bucket: bucket }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
    const created = await createBlobStore({
      kind: 's3',
      endpoint,
      bucket,
      accessKey: 'S3RVER',
      secretKey: SECRET,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    try {
      await expect(admin.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
      await created.put('1/a', Readable.from([Buffer.from('abc')]));
      expect(await keysIn(bucket)).toEqual(['1/a']);
    } finally {
      await created.close();
    }
  });

  it('uses an existing bucket as it is', async () => {
    const bucket = `existente-${randomUUID().slice(0, 8)}`;
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    await admin.send(new PutObjectCommand({ Bucket: bucket, Key: 'antigo', Body: 'x' }));
    const existing = await createBlobStore({
      kind: 's3',
      endpoint,
      bucket,
      accessKey: 'S3RVER',
      secretKey: SECRET,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    await existing.close();
    expect(await keysIn(bucket)).toEqual(['antigo']);
  });

  it('fails at creation with a clear error naming endpoint and bucket, never the secret', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadEndpoint = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const secret = 'super-SECRETA-chave-123';
    const error = await createBlobStore({
      kind: 's3',
      endpoint: deadEndpoint,
      bucket: 'cofre-x',
      accessKey: 'S3RVER',
      secretKey: secret,
      region: 'us-east-1',
      forcePathStyle: true,
    }).then(
      () => null,
      (err: Error) => err,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toContain(deadEndpoint);
    expect(error?.message).toContain('cofre-x');
    expect(error?.message).not.toContain(secret);
  });
});
