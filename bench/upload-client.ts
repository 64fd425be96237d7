// The upload bench's client: the file's bytes (deterministic, so the server process can hash and
// write the very same ones for its baseline) and a streamed multipart POST of them. Run as a
// script it uploads once and prints the result as JSON, so the client has a process (and a CPU)
// of its own, as a browser would, instead of sharing the server's event loop.
//   node --import tsx bench/upload-client.ts <url> <token> <bytes>
import { createCipheriv, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MiB = 1024 * 1024;
const CHUNK = MiB;
const POOL = 8;

/** Pseudo-random 1 MiB chunk `n` (AES-CTR over zeros with a fixed key): the same in every process. */
function poolChunk(n: number): Buffer {
  const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, n));
  return cipher.update(Buffer.alloc(CHUNK));
}

const first = poolChunk(POOL);
first.write('%PDF-1.4\n', 0, 'latin1');
const pool = Array.from({ length: POOL }, (_, n) => poolChunk(n));

/** The file: a PDF signature so the type sniffer accepts it, then the pool round-robin. */
export function* fileChunks(total: number): Generator<Buffer> {
  let sent = 0;
  for (let i = 0; sent < total; i++) {
    const chunk = i === 0 ? first : (pool[i % POOL] as Buffer);
    const size = Math.min(CHUNK, total - sent);
    yield size === CHUNK ? chunk : chunk.subarray(0, size);
    sent += size;
  }
}

export const byteStream = (chunks: Iterable<Buffer>) =>
  Readable.from(chunks, { objectMode: false, highWaterMark: CHUNK });

export interface UploadResult {
  status: number;
  body: { data?: { id?: number; sha256?: string; tamanho?: number } } | string | undefined;
  ms: number;
  /** CPU time (user + system) the client process spent on the upload, ms. */
  cpuMs: number;
}

/** Streams a multipart/form-data body with one part `file` (bench.pdf) through http.request. */
export function upload(url: string, token: string, total: number, chunked = false): Promise<UploadResult> {
  const boundary = `----cofre-bench-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  function* body(): Generator<Buffer> {
    yield head;
    yield* fileChunks(total);
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(chunked ? {} : { 'content-length': String(head.length + total + tail.length) }),
        },
      },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          const cpu = process.cpuUsage(cpuStart);
          const cpuMs = (cpu.user + cpu.system) / 1000;
          const text = Buffer.concat(parts).toString('utf8');
          let parsed: UploadResult['body'] = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON: keep the text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms, cpuMs });
        });
      },
    );
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    // An early answer (413, 422…) may cut the body short: the answer is what counts then.
    pipeline(byteStream(body()), req).catch((err) => {
      setTimeout(() => {
        if (!answered) reject(err);
      }, 2000);
    });
  });
}

if (process.argv[1]?.endsWith('upload-client.ts')) {
  const [url, token, bytes, chunked] = process.argv.slice(2);
  if (!url || !token || !bytes) throw new Error('usage: upload-client.ts <url> <token> <bytes> [chunked]');
  upload(url, token, Number(bytes), chunked === 'chunked').then(
    (result) => {
      process.stdout.write(JSON.stringify(result));
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
