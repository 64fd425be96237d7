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
      await mkdir(tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const tmp = join(tmpDir, randomUUID());
      const out = createWriteStream(tmp, { flags: 'wx', highWaterMark: CHUNK });
      try {
        await pipeline(body, out);
        // Every byte on disk before the name appears: a crash cannot leave a short blob behind.
        const written = await open(tmp, 'r+');
        try {
          await written.sync();
        } finally {
          await written.close();
        }
        await rename(tmp, target);
      } catch (err) {
        // A body failing at once can reject the pipeline before the file's open has finished;
        // wait for the stream to close, or the file would appear after it was removed.
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
