// SHA-256 of an upload on its way to the store: on the event loop (the default; each chunk costs
// tens of microseconds), or, for uploads larger than UPLOAD_HASH_WORKER_FROM, on a worker thread
// beside the loop, for CPUs where hashing is slow: bytes are copied into 1 MiB buffers that are
// handed over (transferred, not copied again) and come back for reuse, with at most a few in
// flight per upload (memory stays flat; a slow hasher slows the upload down). bench:upload times
// both ways.
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';

const HASH_BUFFER = 1024 * 1024;
const HASH_IN_FLIGHT = 4;

export interface Hasher {
  /** Takes the chunk's bytes now; `ready` runs when the next chunk may come (or with an error). */
  update(chunk: Buffer, ready: (err?: Error) => void): void;
  digest(): Promise<string>;
  /** Forgets the upload (it failed). */
  abort(): void;
}

function inlineHasher(): Hasher {
  const hash = createHash('sha256');
  return {
    update(chunk, ready) {
      hash.update(chunk);
      ready();
    },
    digest: async () => hash.digest('hex'),
    abort() {},
  };
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const sessions = new Map();
parentPort.on('message', (m) => {
  if (m.op === 'data') {
    let hash = sessions.get(m.id);
    if (!hash) sessions.set(m.id, (hash = createHash('sha256')));
    hash.update(new Uint8Array(m.buf, 0, m.len));
    parentPort.postMessage({ op: 'ack', id: m.id, buf: m.buf }, [m.buf]);
  } else if (m.op === 'end') {
    const hash = sessions.get(m.id) || createHash('sha256');
    sessions.delete(m.id);
    parentPort.postMessage({ op: 'digest', id: m.id, hex: hash.digest('hex') });
  } else if (m.op === 'drop') {
    sessions.delete(m.id);
  }
});
`;

interface HashSession {
  onAck(buf: ArrayBuffer): void;
  onDigest(hex: string): void;
  onFailure(err: Error): void;
}

let hashWorker: Worker | null = null;
const hashSessions = new Map<number, HashSession>();
let nextHashSession = 1;

function sharedHashWorker(): Worker {
  if (hashWorker) return hashWorker;
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  worker.on('message', (m: { op: string; id: number; buf?: ArrayBuffer; hex?: string }) => {
    const session = hashSessions.get(m.id);
    if (!session) return;
    if (m.op === 'ack' && m.buf) session.onAck(m.buf);
    else if (m.op === 'digest' && m.hex) session.onDigest(m.hex);
  });
  const fail = (err: Error) => {
    if (hashWorker === worker) hashWorker = null;
    for (const session of hashSessions.values()) session.onFailure(err);
    hashSessions.clear();
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('hash worker exited')));
  // Last: listeners added after unref() would hold the process open again.
  worker.unref();
  hashWorker = worker;
  return worker;
}

function workerHasher(): Hasher {
  const worker = sharedHashWorker();
  const id = nextHashSession++;
  const free: ArrayBuffer[] = [];
  let current: Buffer | null = null;
  let filled = 0;
  let inFlight = 0;
  let waiting: ((err?: Error) => void) | null = null;
  let failure: Error | null = null;
  let settle: { resolve: (hex: string) => void; reject: (err: Error) => void } | null = null;

  const send = () => {
    if (!current || filled === 0) return;
    const buf = current.buffer as ArrayBuffer;
    worker.postMessage({ op: 'data', id, buf, len: filled }, [buf]);
    inFlight++;
    current = null;
    filled = 0;
  };
  hashSessions.set(id, {
    onAck(buf) {
      inFlight--;
      free.push(buf);
      if (waiting && inFlight < HASH_IN_FLIGHT) {
        const ready = waiting;
        waiting = null;
        ready();
      }
    },
    onDigest(hex) {
      hashSessions.delete(id);
      settle?.resolve(hex);
    },
    onFailure(err) {
      failure = err;
      waiting?.(err);
      waiting = null;
      settle?.reject(err);
    },
  });

  return {
    update(chunk, ready) {
      if (failure) return ready(failure);
      let offset = 0;
      while (offset < chunk.length) {
        if (!current) {
          const reused = free.pop();
          // A fresh ArrayBuffer of its own (never a slice of Node's shared pool): it is transferred.
          current = reused ? Buffer.from(reused) : Buffer.from(new ArrayBuffer(HASH_BUFFER));
        }
        const n = chunk.copy(current, filled, offset);
        filled += n;
        offset += n;
        if (filled === current.length) send();
      }
      if (inFlight < HASH_IN_FLIGHT) ready();
      else waiting = ready;
    },
    digest() {
      if (failure) return Promise.reject(failure);
      return new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
        send();
        worker.postMessage({ op: 'end', id });
      });
    },
    abort() {
      hashSessions.delete(id);
      worker.postMessage({ op: 'drop', id });
    },
  };
}

/**
 * The hasher for an upload of `expectedBytes` (from Content-Length; unknown hashes inline): on a
 * worker when it is larger than `onWorkerFrom` (0: never).
 */
export const hasherFor = (expectedBytes: number | undefined, onWorkerFrom: number): Hasher =>
  onWorkerFrom > 0 && expectedBytes !== undefined && expectedBytes > onWorkerFrom
    ? workerHasher()
    : inlineHasher();
