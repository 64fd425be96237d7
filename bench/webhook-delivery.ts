// Webhook delivery benchmark (issue 19): the real app (startTestApp) with its delivery worker, and a
// receiver in a process of its own (this file run with --receiver) that checks every signature with
// the `standardwebhooks` package and writes one line per request to a file before it answers (a line
// survives the receiver's SIGKILL; an answer never comes before its line), taking RECEIVER_WORK_MS
// to answer, as a receiver that stores what it got.
// Baselines, in the same run, a quarter of the phases' size each:
//  - database only: the worker's own statements (claimDeliveries of one, recordAttempt delivered),
//    WEBHOOK_CONCURRENCY loops, no HTTP: what the database allows the queue;
//  - HTTP only: the signed POSTs of deliverOnce (the worker's function, a connection each) straight
//    to the receiver, WEBHOOK_CONCURRENCY at a time, no database: what the receiver allows.
// Idle: 16 single events 600 ms apart (every other one queued inside a transaction, as file events
// are): the latency of one event on a quiet queue.
// 1) Healthy: 10,000 events queued through emitWebhook (transactions of 100, 2 in parallel, as fast
//    as the database takes them) for one subscribed endpoint: time from the first event queued to
//    the last delivered, events/s, p50/p95/p99 from the event's creation (its body's `timestamp`) to
//    its first 200 at the receiver.
// 2) Chaos: 10,000 more; at 30 % delivered the receiver hangs (records requests, answers none) for
//    100 ms and is killed with SIGKILL, stays down 3 s, comes back answering 500 for 3 s, then 200.
//    The same figures, and the ratio to phase 1.
// Each phase waits until none of its deliveries is pending or sending, then checks: every seq
// received with a 200 (none lost), every repeat of a seq under the first one's webhook-id, no two
// events sharing an id, no bad signature, every delivery row `delivered` in the database.
// Run: npm run bench:webhooks   (PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set: a fresh
//   database is created there and dropped at the end; PGlite otherwise)
//   BENCH_WEBHOOK_EVENTS=10000 changes the size; WEBHOOK_CONCURRENCY, WEBHOOK_POLL_MS,
//   WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_SCHEDULE (default 0.2,0.5,1,2 here) reach the app.
// Exits 1 when an event is lost, a repeat comes under another id or a signature is bad.
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../server/context.js';
import { selectRows } from '../server/db/raw.js';
import { intEnv } from './env.js';

const RECEIVER_FLAG = '--receiver';
const EVENTS = intEnv('BENCH_WEBHOOK_EVENTS', 10_000);
const BASELINE_EVENTS = Math.ceil(EVENTS / 4);
const TX_EVENTS = 100;
const EMITTERS = 2;
const RECEIVER_WORK_MS = 5;
const IDLE_EVENTS = 16;
const IDLE_GAP_MS = 600;
const KILL_AT = 0.3;
const HOLD_MS = 100;
const DOWN_MS = 3000;
const ERRORS_MS = 3000;
const DRAIN_TIMEOUT_MS = 120_000;
const EVENT_TYPE = 'message.status';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nowMs = () => performance.timeOrigin + performance.now();
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

// ---------------------------------------------------------------------------------------------------
// The receiver (this file with --receiver): BENCH_RECEIVER_PORT, _LOG (appended to), _SECRET and
// _ANSWER (the status to answer until the parent sends { answer }; { hold } stops all answers).

/** One request as the receiver wrote it. */
interface Line {
  phase: string;
  seq: number;
  id: string;
  /** Arrival, ms since the epoch. */
  at: number;
  /** The event's creation (its body's timestamp), ms since the epoch. */
  created: number;
  status: number;
  signed: boolean;
}

function runReceiver() {
  const log = openSync(process.env.BENCH_RECEIVER_LOG ?? '', 'a');
  const hook = new Webhook(process.env.BENCH_RECEIVER_SECRET ?? '');
  let answer = Number(process.env.BENCH_RECEIVER_ANSWER ?? 200);
  let held = false;
  process.on('message', (m: { answer?: number; hold?: boolean }) => {
    if (m.answer) answer = m.answer;
    if (m.hold) held = true;
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = nowMs();
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      let signed = true;
      try {
        hook.verify(body, {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        });
      } catch {
        signed = false;
      }
      let phase = '?';
      let seq = -1;
      let created = Number.NaN;
      try {
        const json = JSON.parse(body) as { timestamp: string; data: { phase: string; seq: number } };
        phase = json.data.phase;
        seq = json.data.seq;
        created = Date.parse(json.timestamp);
      } catch {
        /* a body that is not the bench's event: never matches a seq */
      }
      const status = answer;
      writeSync(
        log,
        `${phase}\t${seq}\t${header('webhook-id')}\t${at.toFixed(1)}\t${created}\t${status}\t${signed ? 1 : 0}\n`,
      );
      if (held) return;
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'falhou'),
        RECEIVER_WORK_MS,
      );
    });
  });
  server.listen(Number(process.env.BENCH_RECEIVER_PORT), '127.0.0.1', () => process.send?.('ready'));
}

/** The receiver's file, read as it grows. */
class LogTail {
  private fd: number;
  private partial = '';
  private buffer = Buffer.alloc(1 << 20);
  readonly lines: Line[] = [];
  /** Per phase, the seqs answered 200 so far. */
  private ok = new Map<string, Set<number>>();

  constructor(path: string) {
    this.fd = openSync(path, 'a+');
  }

  /** Every line so far (the new ones parsed now). */
  read(): Line[] {
    let text = this.partial;
    for (;;) {
      const n = readSync(this.fd, this.buffer, 0, this.buffer.length, null);
      if (n <= 0) break;
      text += this.buffer.toString('utf8', 0, n);
    }
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    for (const p of parts) {
      const [phase = '', seq, id = '', at, created, status, signed] = p.split('\t');
      const line = {
        phase,
        seq: Number(seq),
        id,
        at: Number(at),
        created: Number(created),
        status: Number(status),
        signed: signed === '1',
      };
      this.lines.push(line);
      if (line.status !== 200) continue;
      const ok = this.ok.get(phase) ?? new Set();
      this.ok.set(phase, ok.add(line.seq));
    }
    return this.lines;
  }

  /** Distinct seqs of the phase answered 200 so far (read first). */
  delivered(phase: string): number {
    return this.ok.get(phase)?.size ?? 0;
  }

  close() {
    closeSync(this.fd);
  }
}

/** Children still running: killed when this process exits, however it exits. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function startReceiver(o: { port: number; log: string; secret: string; answer: number }) {
  const child = fork(fileURLToPath(import.meta.url), [RECEIVER_FLAG], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_RECEIVER_PORT: String(o.port),
      BENCH_RECEIVER_LOG: o.log,
      BENCH_RECEIVER_SECRET: o.secret,
      BENCH_RECEIVER_ANSWER: String(o.answer),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const [first] = await Promise.race([once(child, 'message'), once(child, 'exit')]);
  if (first !== 'ready') throw new Error(`the receiver did not start (${String(first)})`);
  return child;
}

/** The receiver running now (a restart replaces the child). */
interface ReceiverHandle {
  child: ChildProcess;
  restart(answer: number): Promise<ChildProcess>;
}

async function stopReceiver(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = once(child, 'exit');
  child.kill(signal);
  await gone;
}

// ---------------------------------------------------------------------------------------------------
// The bench's side: the server's modules (loaded only here: the receiver needs none of them).

async function loadServer() {
  return {
    ...(await import('../server/db/queries/webhooks.js')),
    ...(await import('../server/modules/integrations/emit.js')),
    ...(await import('../server/modules/integrations/deliver.js')),
    ...(await import('../server/jobs/webhookQueue.js')),
  };
}

interface Bench {
  ctx: AppContext;
  s: Awaited<ReturnType<typeof loadServer>>;
  empresaId: number;
  tail: LogTail;
}

interface PhaseFigures {
  label: string;
  events: number;
  /** From the first event queued (or sent) to the last first-200. */
  seconds: number;
  throughput: number;
  /** Event created → first 200 (NaN for the database baseline). */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  errorAnswers: number;
  /** Requests answered 200 beyond each seq's first. */
  duplicates: number;
  attemptsPerEvent: number;
  lost: number;
  otherId: number;
  sharedIds: number;
  badSignatures: number;
  /** The rows not delivered, by status ('' when all are). */
  notDelivered: string;
}

type States = Map<string, { rows: number; attempts: number }>;

/** Queues `count` events of the phase through emitWebhook, TX_EVENTS a transaction, EMITTERS at once. */
async function emitEvents(b: Bench, phase: string, count: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: EMITTERS }, async () => {
      while (next < count) {
        const from = next;
        const to = Math.min(count, from + TX_EVENTS);
        next = to;
        await b.ctx.db.transaction(async (tx) => {
          for (let seq = from; seq < to; seq++)
            await b.s.emitWebhook(b.ctx, tx, b.empresaId, EVENT_TYPE, { phase, seq });
        });
      }
    }),
  );
}

/** The newest delivery row's id: a phase's rows are those above it at its start. */
async function lastDeliveryId(b: Bench): Promise<number> {
  const [row] = await selectRows<{ id: string }>(
    b.ctx.db,
    sql`select coalesce(max(id), 0)::text as id from webhook_entregas`,
  );
  return Number(row?.id ?? 0);
}

/** The phase's delivery rows (ids above `from`) by status; only the open ones when `open`. */
async function deliveryStates(b: Bench, from: number, open = false): Promise<States> {
  const rows = await selectRows<{ status: string; n: number; attempts: number }>(
    b.ctx.db,
    sql`select status, count(*)::int as n, coalesce(sum(tentativas), 0)::int as attempts
        from webhook_entregas
        where id > ${from} ${open ? sql`and status in ('pending', 'sending')` : sql``}
        group by status`,
  );
  return new Map(rows.map((r) => [r.status, { rows: r.n, attempts: r.attempts }]));
}

/** Waits until none of the phase's deliveries is pending or sending; then all its rows by status. */
async function drain(b: Bench, from: number): Promise<States> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const open = [...(await deliveryStates(b, from, true)).values()].reduce((n, s) => n + s.rows, 0);
    if (open === 0) break;
    if (Date.now() > deadline) {
      console.log(`  ${open} deliveries still open after ${DRAIN_TIMEOUT_MS / 1000} s`);
      break;
    }
    await sleep(250);
  }
  return deliveryStates(b, from);
}

/** A phase's figures and checks, from the receiver's lines and the delivery rows. */
function figures(
  b: Bench,
  o: { label: string; phase: string; events: number; started: number; states: States },
): PhaseFigures {
  const lines = b.tail.read().filter((l) => l.phase === o.phase);
  const first = new Map<number, Line>();
  let duplicates = 0;
  let otherId = 0;
  for (const l of lines) {
    if (l.status !== 200) continue;
    const seen = first.get(l.seq);
    if (!seen) first.set(l.seq, l);
    else {
      duplicates += 1;
      if (seen.id !== l.id) otherId += 1;
    }
  }
  // Any request (200 or not) of two different seqs under one id.
  const seqOfId = new Map<string, number>();
  let sharedIds = 0;
  for (const l of lines) {
    const s = seqOfId.get(l.id);
    if (s === undefined) seqOfId.set(l.id, l.seq);
    else if (s !== l.seq) sharedIds += 1;
  }
  let lost = 0;
  for (let seq = 0; seq < o.events; seq++) if (!first.has(seq)) lost += 1;
  const latencies = [...first.values()].map((l) => l.at - l.created).sort((x, y) => x - y);
  const last = Math.max(...[...first.values()].map((l) => l.at));
  const seconds = (last - o.started) / 1000;
  const notDelivered = [...o.states]
    .filter(([status]) => status !== 'delivered')
    .map(([status, s]) => `${s.rows} ${status}`)
    .join(', ');
  const delivered = o.states.get('delivered')?.rows ?? 0;
  return {
    label: o.label,
    events: o.events,
    seconds,
    throughput: first.size / seconds,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    requests: lines.length,
    errorAnswers: lines.filter((l) => l.status !== 200).length,
    duplicates,
    attemptsPerEvent: [...o.states.values()].reduce((n, s) => n + s.attempts, 0) / o.events,
    lost,
    otherId,
    sharedIds,
    badSignatures: lines.filter((l) => !l.signed).length,
    notDelivered:
      delivered === o.events && !notDelivered ? '' : notDelivered || `only ${delivered} delivered`,
  };
}

/** Baseline: the worker's statements alone (claim one, record it delivered), no HTTP; no worker running. */
async function databaseOnly(b: Bench): Promise<PhaseFigures> {
  const config = b.ctx.config.webhooks;
  const from = await lastDeliveryId(b);
  await emitEvents(b, 'database', BASELINE_EVENTS);
  const outcome = { codigo: 200, duracaoMs: 1, erro: null, resposta: 'ok' };
  const started = nowMs();
  await Promise.all(
    Array.from({ length: config.concurrency }, async () => {
      for (;;) {
        const [d] = await b.s.claimDeliveries(b.ctx.db, 1, config.timeoutMs + 30_000);
        if (!d) return;
        await b.s.recordAttempt(b.ctx.db, d, outcome, { delivered: true });
      }
    }),
  );
  const seconds = (nowMs() - started) / 1000;
  const states = await deliveryStates(b, from);
  const delivered = states.get('delivered')?.rows ?? 0;
  return {
    label: `database only (claim + record ×${config.concurrency})`,
    events: BASELINE_EVENTS,
    seconds,
    throughput: delivered / seconds,
    p50: Number.NaN,
    p95: Number.NaN,
    p99: Number.NaN,
    max: Number.NaN,
    requests: 0,
    errorAnswers: 0,
    duplicates: 0,
    attemptsPerEvent: [...states.values()].reduce((n, s) => n + s.attempts, 0) / BASELINE_EVENTS,
    lost: BASELINE_EVENTS - delivered,
    otherId: 0,
    sharedIds: 0,
    badSignatures: 0,
    notDelivered: '',
  };
}

/** Baseline: deliverOnce straight to the receiver, WEBHOOK_CONCURRENCY at a time, no database. */
async function httpOnly(b: Bench, url: string, secret: string): Promise<PhaseFigures> {
  const config = b.ctx.config.webhooks;
  const started = nowMs();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: config.concurrency }, async () => {
      while (next < BASELINE_EVENTS) {
        const corpo = b.s.webhookBody(EVENT_TYPE, { phase: 'http', seq: next++ });
        const r = await b.s.deliverOnce(
          { url, secret, mensagemId: b.s.newMessageId(), corpo },
          { timeoutMs: config.timeoutMs, allowPrivate: true, userAgent: 'bench' },
        );
        if (!r.ok) failed += 1;
      }
    }),
  );
  const states: States = new Map([
    ['delivered', { rows: BASELINE_EVENTS - failed, attempts: BASELINE_EVENTS }],
  ]);
  if (failed) states.set('failed', { rows: failed, attempts: 0 });
  return figures(b, {
    label: `HTTP only (deliverOnce ×${config.concurrency})`,
    phase: 'http',
    events: BASELINE_EVENTS,
    started,
    states,
  });
}

/**
 * Single events on a quiet queue, IDLE_GAP_MS apart: every other one queued in a transaction (as a
 * file event is), the others on their own (as a message status is). Latencies per kind, sorted.
 */
async function idle(b: Bench) {
  const from = await lastDeliveryId(b);
  for (let seq = 0; seq < IDLE_EVENTS; seq++) {
    const data = { phase: 'idle', seq };
    if (seq % 2 === 0)
      await b.ctx.db.transaction((tx) => b.s.emitWebhook(b.ctx, tx, b.empresaId, EVENT_TYPE, data));
    else await b.s.emitWebhook(b.ctx, b.ctx.db, b.empresaId, EVENT_TYPE, data);
    await sleep(IDLE_GAP_MS);
  }
  const states = await drain(b, from);
  const first = new Map<number, Line>();
  for (const l of b.tail.read())
    if (l.phase === 'idle' && l.status === 200 && !first.has(l.seq)) first.set(l.seq, l);
  const latencies = (inTx: boolean) =>
    [...first.values()]
      .filter((l) => (l.seq % 2 === 0) === inTx)
      .map((l) => l.at - l.created)
      .sort((x, y) => x - y);
  return {
    inTx: latencies(true),
    alone: latencies(false),
    lost: IDLE_EVENTS - first.size,
    delivered: states.get('delivered')?.rows ?? 0,
  };
}

async function healthy(b: Bench): Promise<PhaseFigures & { queueSeconds: number }> {
  const from = await lastDeliveryId(b);
  const started = nowMs();
  await emitEvents(b, 'healthy', EVENTS);
  const queueSeconds = (nowMs() - started) / 1000;
  const states = await drain(b, from);
  return {
    ...figures(b, { label: '1 healthy receiver', phase: 'healthy', events: EVENTS, started, states }),
    queueSeconds,
  };
}

async function chaos(b: Bench, receiver: ReceiverHandle) {
  const from = await lastDeliveryId(b);
  const started = nowMs();
  const emitting = emitEvents(b, 'chaos', EVENTS);
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  const delivered = () => {
    b.tail.read();
    return b.tail.delivered('chaos');
  };
  while (delivered() < KILL_AT * EVENTS) {
    if (Date.now() > deadline) throw new Error(`${KILL_AT * 100} % of phase 2 not delivered in time`);
    await sleep(20);
  }
  const killedAt = delivered();
  const killed = nowMs();
  receiver.child.send({ hold: true });
  await sleep(HOLD_MS);
  await stopReceiver(receiver.child, 'SIGKILL');
  await sleep(DOWN_MS);
  const child = await receiver.restart(500);
  const back = nowMs();
  await sleep(ERRORS_MS);
  child.send({ answer: 200 });
  const healed = nowMs();
  await emitting;
  const states = await drain(b, from);
  return {
    ...figures(b, { label: '2 chaos: SIGKILL, down, 500s', phase: 'chaos', events: EVENTS, started, states }),
    killedAt,
    downSeconds: (back - killed) / 1000,
    errorSeconds: (healed - back) / 1000,
  };
}

// ---------------------------------------------------------------------------------------------------

function printTable(rows: PhaseFigures[]) {
  const ms = (v: number) => (Number.isNaN(v) ? '–' : `${v.toFixed(0)} ms`);
  const cols: [string, number, (f: PhaseFigures) => string][] = [
    ['events', 8, (f) => String(f.events)],
    ['time', 9, (f) => `${f.seconds.toFixed(1)} s`],
    ['events/s', 10, (f) => f.throughput.toFixed(0)],
    ['p50', 9, (f) => ms(f.p50)],
    ['p95', 9, (f) => ms(f.p95)],
    ['p99', 9, (f) => ms(f.p99)],
    ['max', 9, (f) => ms(f.max)],
    ['requests', 10, (f) => String(f.requests)],
    ['non-200', 9, (f) => String(f.errorAnswers)],
    ['repeats', 9, (f) => String(f.duplicates)],
    ['tries/ev', 10, (f) => f.attemptsPerEvent.toFixed(2)],
  ];
  console.log(`\n  ${'phase'.padEnd(36)}${cols.map(([h, w]) => h.padStart(w)).join('')}`);
  for (const f of rows)
    console.log(`  ${f.label.padEnd(36)}${cols.map(([, w, v]) => v(f).padStart(w)).join('')}`);
}

async function main() {
  const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    process.env.TEST_DB_KIND = 'postgres';
  }
  const { loginAs, startTestApp } = await import('../tests/helpers/app.js');
  const { makeCompany, makeUser } = await import('../tests/helpers/fixtures.js');
  const { freePort } = await import('../tests/helpers/processes.js');
  const s = await loadServer();
  const passed = ['WEBHOOK_CONCURRENCY', 'WEBHOOK_POLL_MS', 'WEBHOOK_TIMEOUT_MS'].filter(
    (k) => process.env[k],
  );
  const app = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RETRY_SCHEDULE: process.env.WEBHOOK_RETRY_SCHEDULE ?? '0.2,0.5,1,2',
    WEBHOOK_MAX_AGE: String(24 * 3600),
    // Started below, after the database baseline (which must have the queue to itself).
    WEBHOOK_WORKER: '0',
    QUEUE_WORKER: '0',
    SEED_DEMO_CONTENT: '0',
    ...Object.fromEntries(passed.map((k) => [k, process.env[k] ?? ''])),
  });
  const dir = mkdtempSync(join(tmpdir(), 'cofre-bench-webhooks-'));
  const log = join(dir, 'received.tsv');
  let worker: { stop(): Promise<void> } | undefined;
  let receiver: ReceiverHandle | undefined;
  const tail = new LogTail(log);
  try {
    const company = await makeCompany(app, 'Webhooks em Massa Ltda');
    const user = await makeUser(app, { companies: [company.id], selected: company.id });
    const { access_token: token } = await loginAs(app, user.email, user.password);
    const port = await freePort();
    const hookUrl = `http://127.0.0.1:${port}/hook`;
    const res = await app.call('POST', '/api/webhook/cadastrar', {
      token,
      body: { url: hookUrl, eventos: [EVENT_TYPE] },
    });
    if (res.status !== 201) throw new Error(`POST /api/webhook/cadastrar → ${res.status} ${res.text}`);
    const secret = String(res.body.segredo);
    const handle: ReceiverHandle = {
      child: await startReceiver({ port, log, secret, answer: 200 }),
      async restart(answer) {
        handle.child = await startReceiver({ port, log, secret, answer });
        return handle.child;
      },
    };
    receiver = handle;
    const b: Bench = { ctx: app.ctx, s, empresaId: company.id, tail };
    const w = app.ctx.config.webhooks;
    console.log(
      `\nWebhook delivery bench: ${cpus().length} vCPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${pgUrl ? `PostgreSQL (${new URL(pgUrl).host}, a fresh database)` : 'PGlite'}; ` +
        `${EVENTS} events a phase, worker ×${w.concurrency}, poll ${w.pollMs} ms, retries after ` +
        `${w.retryScheduleMs.map((v) => v / 1000).join(', ')} s; receiver in a process of its own, ` +
        `${RECEIVER_WORK_MS} ms a request.`,
    );

    const database = await databaseOnly(b);
    const workerLog = { warn: console.warn, error: console.error } as unknown as FastifyBaseLogger;
    const queue = s.startWebhookQueue(app.ctx, workerLog);
    worker = queue;
    app.ctx.webhooks = queue;
    const quiet = await idle(b);
    const http = await httpOnly(b, hookUrl, secret);
    const one = await healthy(b);
    const two = await chaos(b, handle);

    printTable([database, http, one, two]);
    const ratio = (x: number, y: number) => `×${(x / y).toFixed(2)}`;
    console.log(
      `\n  phase 1: ${one.queueSeconds.toFixed(1)} s to queue (${(EVENTS / one.queueSeconds).toFixed(0)} events/s); ` +
        `throughput ${ratio(one.throughput, database.throughput)} of database only, ` +
        `${ratio(one.throughput, http.throughput)} of HTTP only`,
    );
    console.log(
      `  phase 2: receiver hung ${HOLD_MS} ms and killed at ${two.killedAt} delivered ` +
        `(${((100 * two.killedAt) / EVENTS).toFixed(0)} %), down ${two.downSeconds.toFixed(1)} s, then 500 for ` +
        `${two.errorSeconds.toFixed(1)} s; throughput ${ratio(two.throughput, one.throughput)} of phase 1, ` +
        `p95 ${ratio(two.p95, one.p95)}`,
    );
    const list = (v: number[]) => `${v.map((x) => x.toFixed(0)).join(', ')} ms`;
    console.log(
      `  idle queue, ${IDLE_EVENTS} single events ${IDLE_GAP_MS} ms apart, created → received: ` +
        `queued in a transaction ${list(quiet.inTx)}; on their own ${list(quiet.alone)}`,
    );
    let failed = quiet.lost > 0 || quiet.delivered !== IDLE_EVENTS;
    if (failed) console.log(`  idle queue: ${quiet.lost} lost, ${quiet.delivered} rows delivered ✘`);
    for (const f of [one, two]) {
      const ok =
        f.lost === 0 && f.otherId === 0 && f.sharedIds === 0 && f.badSignatures === 0 && !f.notDelivered;
      failed ||= !ok;
      console.log(
        `  ${f.label}: ${f.lost} lost, ${f.duplicates} repeats (${f.otherId} under another webhook-id), ` +
          `${f.sharedIds} ids shared by two events, ${f.badSignatures} bad signatures; database: ` +
          `${f.notDelivered ? f.notDelivered : `all ${f.events} delivered`}  ${ok ? '✔' : '✘'}`,
      );
    }
    console.log(
      `\n  verdict: ${
        failed
          ? '✘ FAIL: an event lost, repeated under another id, badly signed or not delivered'
          : '✔ every event delivered, repeats only under their webhook-id, every signature valid'
      }\n`,
    );
    if (failed) process.exitCode = 1;
  } finally {
    await worker?.stop();
    if (receiver) await stopReceiver(receiver.child, 'SIGTERM');
    tail.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes(RECEIVER_FLAG)) runReceiver();
// Exit explicitly: a handle left behind (a keep-alive socket) must not keep the run alive.
else
  main().then(
    () => process.exit(),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
