// The default blob store: files in a folder under DATA_DIR. A write goes to a temporary file
// first, is flushed to disk and only then renamed into place, so a failed or aborted upload (or a
// crash mid-write) never leaves a partial blob where a reader could find it.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, type BlobStore, type ListedBlob } from './store.js';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/;
const CHUNK = 1024 * 1024;

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

export function localBlobStore(dir: string): BlobStore {
  // Folders known to exist (the store never removes one): a put makes no mkdir call for them.
  const made = new Set<string>();
  const ensureDir = async (path: string) => {
    if (made.has(path)) return;
    await mkdir(path, { recursive: true });
    made.add(path);
  };
  /** Creates a temporary file (and its folder, when new or removed behind our back). */
  const openTemp = async (path: string) => {
    if (!made.has(tmpDir)) await ensureDir(tmpDir);
    try {
      return await open(path, 'wx');
    } catch (err) {
      if (!isMissing(err)) throw err;
      made.delete(tmpDir);
      await ensureDir(tmpDir);
      return open(path, 'wx');
    }
  };
  /** Renames into place, making the key's folder if it is new (or was removed behind our back). */
  const renameInto = async (from: string, to: string) => {
    const folder = dirname(to);
    if (!made.has(folder)) await ensureDir(folder);
    try {
      await rename(from, to);
    } catch (err) {
      if (!isMissing(err)) throw err;
      made.delete(folder);
      await ensureDir(folder);
      await rename(from, to);
    }
  };
  const root = resolve(dir);
  const tmpDir = join(root, '.tmp');
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe blob key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`unsafe blob key: ${key}`);
    return path;
  };

  return {
    kind: 'local',
    async put(key, body: Readable) {
      const target = pathOf(key);
      const tmp = join(tmpDir, randomUUID());
      const file = await openTemp(tmp);
      // `flush`: the stream fsyncs before it closes, so every byte is on disk before the name
      // appears and a crash cannot leave a short blob behind.
      const out = createWriteStream(tmp, { fd: file, highWaterMark: CHUNK, flush: true });
      try {
        await pipeline(body, out);
        await renameInto(tmp, target);
      } catch (err) {
        // A failed pipeline has destroyed the stream: let it close the file before it goes.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const path = pathOf(key);
      // Open first (not stat then open): a blob deleted in between is a clean BlobNotFoundError,
      // never a stream that fails once the response has started.
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(path, 'r');
      } catch (err) {
        if (isMissing(err)) throw new BlobNotFoundError(key);
        throw err;
      }
      try {
        if (!(await handle.stat()).isFile()) throw new BlobNotFoundError(key);
      } catch (err) {
        await handle.close();
        throw err;
      }
      return handle.createReadStream({ highWaterMark: CHUNK });
    },
    async size(key) {
      const path = pathOf(key);
      try {
        const s = await stat(path);
        return s.isFile() ? s.size : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      yield* walk(root, root, tmpDir);
    },
    async sweepUnfinished(before) {
      let count = 0;
      let bytes = 0;
      let names: string[];
      try {
        names = await readdir(tmpDir);
      } catch (err) {
        if (isMissing(err)) return { count, bytes };
        throw err;
      }
      for (const name of names) {
        const path = join(tmpDir, name);
        // A write under way touches its file all the time: only an abandoned one is this old.
        const s = await stat(path).catch(() => null);
        if (!s?.isFile() || s.mtime >= before) continue;
        await rm(path, { force: true });
        count++;
        bytes += s.size;
      }
      return { count, bytes };
    },
    async close() {},
  };
}

/** The blobs under `dir` (depth first, names sorted), skipping the temporary folder. */
async function* walk(root: string, dir: string, tmpDir: string): AsyncGenerator<ListedBlob> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== tmpDir) yield* walk(root, path, tmpDir);
    } else if (entry.isFile()) {
      const s = await stat(path).catch(() => null);
      if (s) yield { key: relative(root, path).split(sep).join('/'), size: s.size, modifiedAt: s.mtime };
    }
  }
}
