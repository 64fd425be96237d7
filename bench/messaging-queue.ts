// Messaging queue benchmark on PostgreSQL, with the API (server/main.ts, what `npm start` runs) and the
// gateway simulator (server/gateway-sim.ts) each in a process of its own, as they are deployed:
// 1) Enqueue: POST /api/message/send with 10,000 recipients (a {nome} variable each) → time to the
//    201, 3 runs after a small warm-up. Baseline: the same 10,000 rows (same columns, status queued)
//    inserted into mensagens by bare multi-row INSERTs (1,000 rows a statement, one transaction) in
//    the same database, 3 runs. Target (issue): ≤ 2 s.
// 2) Delivery: limits off (MESSAGE_LIMITS=0), 10 open devices, one campaign of 1,000 each (10,000
//    messages) queued while the gateway is frozen (SIGSTOP), then released: messages/s from the first
//    to the last message the gateway accepted (and over the middle 80 %). Baseline: the simulator's
//    raw sendText throughput with the same concurrency (10 instances, one request at a time each)
//    driven by plain fetch from this process, before and after (the mean is used). Target: ≥ 500/s.
//    Also printed: database transactions per message (pg_stat_database) and the CPU each process spent.
// Run: npm run bench:messages   (PostgreSQL: TEST_DATABASE_URL, else DATABASE_URL, default
//   postgres://postgres@127.0.0.1:5432/test; a fresh database is created there and dropped at the end)
//   BENCH_DEVICES=10 BENCH_MESSAGES=10000 change the sizes; QUEUE_LANES, QUEUE_POLL_MS … set in the
//   environment reach the API (e.g. QUEUE_LANES=4 npm run bench:messages). --profile also prints
//   where the API spent its CPU during the enqueue and the delivery (node --cpu-prof, by file and by
//   function). BENCH_MESSAGES_SQL='create index …; …' runs statements first (to try an index).
// Prints PASS/FAIL per target; exits non-zero only when the benchmark itself cannot run.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createTestDatabase } from '../tests/helpers/database.js';
import {
  type ApiProcess,
  campaignForm,
  freePort,
  loginOn,
  openDevice,
  pollUntil,
  registerGateway,
  type SimulatorProcess,
  startApiProcess,
  startSimulatorProcess,
} from '../tests/helpers/processes.js';
import { intEnv } from './env.js';

const ENQUEUE_RECIPIENTS = intEnv('BENCH_MESSAGES', 10_000);
/** At most 40: numbers are made of a group (below 100) and an index (below 1,000,000). */
const DEVICES = Math.min(intEnv('BENCH_DEVICES', 10), 40);
const PER_DEVICE = Math.ceil(ENQUEUE_RECIPIENTS / DEVICES);
const DELIVERED = PER_DEVICE * DEVICES;
const ENQUEUE_RUNS = 3;
const INSERT_BATCH = 1000;
const TARGET_ENQUEUE_MS = 2000;
const TARGET_RATE = 500;
const TEXT = 'Olá {nome}, sua fatura de março está disponível no portal. Qualquer dúvida, responda aqui.';
const HOOK_EVENTS = [
  'QRCODE_UPDATED',
  'CONNECTION_UPDATE',
  'MESSAGES_UPSERT',
  'MESSAGES_UPDATE',
  'SEND_MESSAGE',
];

/** CLOCK_MONOTONIC in µs: the clock of V8's CPU profiles. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)] ?? Number.NaN;
/** Distinct valid mobile numbers: group 0–99, i 1–999,999. */
const numberOf = (group: number, i: number) => `55119${String(group * 1_000_000 + i).padStart(8, '0')}`;
const recipients = (group: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    number: numberOf(group, i + 1),
    vars: { nome: `Cliente ${i + 1}` },
  }));

// ---------------------------------------------------------------------------------------------------
// CPU time of processes (utime + stime from /proc, in seconds): the API, the simulator, this process
// and the PostgreSQL backends serving the bench's database (other databases' work left out).

const TICKS = 100;
function cpuOf(pid: number | 'self'): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

interface CpuSample {
  api: number;
  sim: number;
  bench: number;
  /** Per backend pid. */
  backends: Map<number, number>;
}

async function cpuSample(api: ApiProcess, sim: SimulatorProcess, dbUrl: string): Promise<CpuSample> {
  const pids = await withClient(dbUrl, async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  });
  return {
    api: cpuOf(api.pid),
    sim: cpuOf(sim.pid),
    bench: cpuOf('self'),
    backends: new Map(pids.map((pid) => [pid, cpuOf(pid)])),
  };
}

/** CPU seconds between two samples, per process (backends that came and went meanwhile are missed). */
function cpuSpent(before: CpuSample, after: CpuSample) {
  let postgres = 0;
  for (const [pid, t] of after.backends) postgres += t - (before.backends.get(pid) ?? 0);
  return {
    api: after.api - before.api,
    sim: after.sim - before.sim,
    bench: after.bench - before.bench,
    postgres,
  };
}

// ---------------------------------------------------------------------------------------------------
// --profile: the API runs with --cpu-prof; its samples taken during the delivery are summed by
// function (self time) and by file.

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Window = { label: string; fromUs: number; toUs: number };

function printProfile(dir: string, window: Window) {
  const { fromUs, toUs } = window;
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return console.log('  (no CPU profile was written)');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  const short = (url: string) =>
    url
      .replace(/^file:\/\//, '')
      .replace(`${process.cwd()}/`, '')
      .replace(/^.*node_modules\//, 'node_modules/') || '(native)';
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < fromUs || t > toUs) continue;
    const frame = frames.get(profile.samples[i] ?? -1);
    if (!frame) continue;
    total += dt;
    const where = short(frame.url);
    const fn = `${frame.functionName || '(anonymous)'}  ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    const pkg = where.startsWith('node_modules/')
      ? where
          .split('/')
          .slice(0, where.startsWith('node_modules/@') ? 3 : 2)
          .join('/')
      : where;
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + dt);
  }
  if (!total) return console.log(`  (the CPU profile has no samples during the ${window.label})`);
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
  console.log(
    `\n  API CPU profile during the ${window.label} (${(total / 1e6).toFixed(1)} s sampled), by file or package:`,
  );
  console.log(top(byFile, 15).join('\n'));
  console.log('  by function (self time):');
  console.log(top(byFunction, 20).join('\n'));
}

// ---------------------------------------------------------------------------------------------------
// The database, seen from outside the API.

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Committed transactions of the database so far (backends report theirs within ~10 s of going idle). */
async function commits(url: string): Promise<number> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ n: string }>(
      'select xact_commit::text as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/** xact_commit once the API's idle connections have reported theirs (at most ~16 s). */
async function settledCommits(url: string): Promise<number> {
  let last = await commits(url);
  for (let i = 0; i < 8; i++) {
    await sleep(2000);
    const now = await commits(url);
    // Nothing new but the previous read (a transaction of its own).
    if (now - last <= 1) return now;
    last = now;
  }
  return last;
}

/** mensagens as PostgreSQL saw it: rows read (sequentially or fetched by index scans) and updated. */
async function tableStats(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ read: string; upd: string; hot: string }>(
      `select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::text as read,
        n_tup_upd::text as upd, n_tup_hot_upd::text as hot
       from pg_stat_user_tables where relname = 'mensagens'`,
    );
    const r = rows[0];
    const indexes = await c.query<{ name: string; scans: string; tuples: string }>(
      `select relname || '.' || indexrelname as name, idx_scan::text as scans, idx_tup_read::text as tuples
       from pg_stat_user_indexes where relname in ('mensagens', 'campanhas', 'devices', 'servers')`,
    );
    return {
      read: Number(r?.read ?? 0),
      upd: Number(r?.upd ?? 0),
      hot: Number(r?.hot ?? 0),
      indexes: new Map(
        indexes.rows.map((i) => [i.name, { scans: Number(i.scans), tuples: Number(i.tuples) }]),
      ),
    };
  });
}

/** Index scans and index entries read per message, busiest first. */
function indexUse(
  before: Awaited<ReturnType<typeof tableStats>>,
  after: Awaited<ReturnType<typeof tableStats>>,
  messages: number,
): string {
  return [...after.indexes]
    .map(([name, a]) => {
      const b = before.indexes.get(name) ?? { scans: 0, tuples: 0 };
      return { name, scans: (a.scans - b.scans) / messages, tuples: (a.tuples - b.tuples) / messages };
    })
    .filter((i) => i.scans >= 0.05)
    .sort((x, y) => y.tuples - x.tuples)
    .map(
      (i) =>
        `    ${i.name.padEnd(40)} ${i.scans.toFixed(2).padStart(7)} scans ${i.tuples.toFixed(1).padStart(9)} entries read`,
    )
    .join('\n');
}

/** The baseline of the enqueue: 10,000 rows as the API writes them, by bare multi-row INSERTs. */
async function bareInsert(url: string, empresaId: number, deviceId: number, userId: number): Promise<number> {
  const rows = recipients(9, ENQUEUE_RECIPIENTS);
  return withClient(url, async (c) => {
    const started = performance.now();
    await c.query('begin');
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const chunk = rows.slice(i, i + INSERT_BATCH);
      const values: unknown[] = [];
      const tuples = chunk.map((r, j) => {
        values.push(r.number, TEXT.replace('{nome}', r.vars.nome), JSON.stringify(r.vars), randomUUID());
        const p = j * 4;
        return `(${empresaId}, ${deviceId}, 'out', $${p + 1}, $${p + 2}, $${p + 3}::jsonb, 'queued', $${p + 4}, ${userId})`;
      });
      await c.query(
        `insert into mensagens (empresa_id, device_id, direction, number, texto, vars, status, idempotency_key, created_by)
         values ${tuples.join(', ')}`,
        values,
      );
    }
    await c.query('commit');
    return performance.now() - started;
  });
}

// ---------------------------------------------------------------------------------------------------
// The simulator driven directly (the delivery baseline).

/** Answers every webhook 200 at once: the baseline's instances post their webhooks here. */
function webhookSink(): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.once('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function rawInstances(sim: SimulatorProcess, hookUrl: string, run: string) {
  const made: { name: string; token: string }[] = [];
  for (let d = 1; d <= DEVICES; d++) {
    const name = `bench-raw-${run}-${d}`;
    const res = await fetch(`${sim.url}/instance/create`, {
      method: 'POST',
      headers: { apikey: sim.key, 'content-type': 'application/json' },
      body: JSON.stringify({
        instanceName: name,
        integration: 'WHATSAPP-BAILEYS',
        qrcode: true,
        webhook: { url: hookUrl, byEvents: false, base64: false, headers: {}, events: HOOK_EVENTS },
      }),
    });
    const body = (await res.json()) as { hash?: string };
    if (res.status !== 201 || !body.hash) throw new Error(`simulator create → ${res.status}`);
    await pollUntil(async () => (await sim.control('POST', `/${name}/scan`)).status === 200, `QR of ${name}`);
    made.push({ name, token: body.hash });
  }
  return made;
}

/** DEVICES loops, one request at a time each, DELIVERED sendText in all: messages per second. */
async function rawDelivery(sim: SimulatorProcess, hookUrl: string, run: string): Promise<number> {
  const instances = await rawInstances(sim, hookUrl, run);
  const started = performance.now();
  await Promise.all(
    instances.map(async (inst, d) => {
      for (let i = 1; i <= PER_DEVICE; i++) {
        const res = await fetch(`${sim.url}/message/sendText/${inst.name}`, {
          method: 'POST',
          headers: { apikey: inst.token, 'content-type': 'application/json' },
          body: JSON.stringify({
            number: numberOf(60 + d, i),
            text: TEXT.replace('{nome}', `Cliente ${i}`),
            delay: 0,
          }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`sendText → ${res.status}`);
      }
    }),
  );
  return DELIVERED / ((performance.now() - started) / 1000);
}

// ---------------------------------------------------------------------------------------------------

async function enqueueRun(api: ApiProcess, token: string, device: number, group: number, count: number) {
  const form = campaignForm(device, TEXT, recipients(group, count));
  const started = performance.now();
  const res = await api.call('POST', '/api/message/send', { token, body: form });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`POST /api/message/send → ${res.status} ${res.text.slice(0, 300)}`);
  return ms;
}

/** Messages the gateway accepted per instance. */
async function acceptedBy(sim: SimulatorProcess, names: Set<string>): Promise<number> {
  const list = (await sim.control<{ name: string; messages: number }[]>('GET', '/instances')).body;
  return list.filter((i) => names.has(i.name)).reduce((n, i) => n + i.messages, 0);
}

/** Both measures, on a running API and simulator over a fresh database. */
async function bench(sim: SimulatorProcess, api: ApiProcess, dbUrl: string): Promise<Window[]> {
  await registerGateway(api, sim);
  // The demo plan's 3 devices and 10,000 messages a month would stop the bench: no limits.
  await withClient(dbUrl, async (c) => {
    await c.query('update planos set max_dispositivos = null, mensagens_mes = null');
    // BENCH_MESSAGES_SQL: statements to try (an index, a setting) before anything is measured.
    for (const statement of (process.env.BENCH_MESSAGES_SQL ?? '').split(';').filter((t) => t.trim()))
      await c.query(statement);
  });
  const token = await loginOn(api, 'gestor@demo.local');
  const ids = await withClient(dbUrl, async (c) => {
    const { rows } = await c.query<{ id: number; empresa_id: number }>(
      "select id, empresa_id from users where email = 'gestor@demo.local'",
    );
    return rows[0];
  });
  if (!ids) throw new Error('demo manager not seeded');

  console.log(
    `\nMessaging queue bench: ${cpus().length} vCPUs, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, PostgreSQL, API and simulator in processes of their own` +
      `${process.env.QUEUE_LANES ? `, QUEUE_LANES=${process.env.QUEUE_LANES}` : ''}.`,
  );

  // 1) Enqueue.
  const enqueueDevice = await openDevice(api, sim, token, 'Disparo');
  await enqueueRun(api, token, enqueueDevice.id, 1, 200);
  const appMs: number[] = [];
  const enqueueFromUs = monotonicUs();
  for (let r = 0; r < ENQUEUE_RUNS; r++)
    appMs.push(await enqueueRun(api, token, enqueueDevice.id, 2 + r, ENQUEUE_RECIPIENTS));
  const enqueueToUs = monotonicUs();
  // Its session drops: the queue leaves its rows alone (they stay queued, like a paused device's).
  await sim.control('POST', `/${enqueueDevice.instance}/disconnect`, { statusReason: 428 });
  await pollUntil(
    async () =>
      (await api.call('GET', `/api/device/${enqueueDevice.id}/status`, { token }))?.body?.state === 'close',
    'the enqueue device closed',
  );
  const bareMs: number[] = [];
  for (let r = 0; r < ENQUEUE_RUNS; r++)
    bareMs.push(await bareInsert(dbUrl, ids.empresa_id, enqueueDevice.id, ids.id));

  // 2) Delivery.
  const sink = await webhookSink();
  const hookUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook`;
  const rawBefore = await rawDelivery(sim, hookUrl, 'a');
  const devices = [];
  for (let d = 1; d <= DEVICES; d++) devices.push(await openDevice(api, sim, token, `Aparelho ${d}`));
  const names = new Set(devices.map((d) => d.instance));
  const commitsBefore = await settledCommits(dbUrl);
  const tableBefore = await tableStats(dbUrl);
  const cpuBefore = await cpuSample(api, sim, dbUrl);
  // Everything queued while the gateway is frozen, then released at once.
  sim.pause();
  const campaigns: number[] = [];
  try {
    for (const [d, device] of devices.entries()) {
      const res = await api.call('POST', '/api/message/send', {
        token,
        body: campaignForm(device.id, TEXT, recipients(10 + d, PER_DEVICE)),
      });
      if (res.status !== 201)
        throw new Error(`POST /api/message/send → ${res.status} ${res.text.slice(0, 300)}`);
      campaigns.push(res.body.id);
    }
  } finally {
    sim.resume();
  }
  const released = performance.now();
  const releasedUs = monotonicUs();
  await pollUntil(
    async () => (await acceptedBy(sim, names)) >= DELIVERED,
    'every message at the gateway',
    600_000,
    100,
  );
  const atGatewayS = (performance.now() - released) / 1000;
  const recorded = await pollUntil(
    async () => {
      const list = await api.call('GET', `/api/messages?perPage=${DEVICES + 10}`, { token });
      const rows = (list.body?.data ?? []).filter((c: { id: number }) => campaigns.includes(c.id));
      const sent = rows.reduce((n: number, c: { counts: { sent: number } }) => n + c.counts.sent, 0);
      return sent >= DELIVERED ? rows : undefined;
    },
    'every message recorded sent',
    120_000,
    250,
  );
  const recordedS = (performance.now() - released) / 1000;
  const recordedUs = monotonicUs();
  const cpuAfter = await cpuSample(api, sim, dbUrl);
  const commitsAfter = await settledCommits(dbUrl);
  const tableAfter = await tableStats(dbUrl);
  const rawAfter = await rawDelivery(sim, hookUrl, 'b');

  const sent = (
    await sim.control<{ instance: string; number: string; at: string }[]>('GET', '/sent')
  ).body.filter((r) => names.has(r.instance));
  const times = sent.map((r) => Date.parse(r.at)).sort((a, b) => a - b);
  const span = (from: number, to: number) => {
    const a = times[Math.floor(from * (times.length - 1))] ?? 0;
    const b = times[Math.floor(to * (times.length - 1))] ?? 0;
    return (Math.floor(to * (times.length - 1)) - Math.floor(from * (times.length - 1))) / ((b - a) / 1000);
  };
  const rate = span(0, 1);
  const middle = span(0.1, 0.9);
  const rawRate = (rawBefore + rawAfter) / 2;
  const twice = sent.length - new Set(sent.map((r) => `${r.instance}/${r.number}`)).size;
  const failed = recorded.reduce(
    (n: number, c: { counts: { failed: number; invalid: number } }) => n + c.counts.failed + c.counts.invalid,
    0,
  );
  const spent = cpuSpent(cpuBefore, cpuAfter);
  const cpu = (k: keyof typeof spent) => spent[k];
  const perMessage = (k: keyof typeof spent) => (cpu(k) * 1000) / DELIVERED;

  // The table.
  const enq = median(appMs);
  const bare = median(bareMs);
  const col = (s: string, w: number) => s.padStart(w);
  console.log(`\n  ${'measure'.padEnd(58)}${col('figure', 14)}${col('baseline', 14)}${col('ratio', 9)}`);
  console.log(
    `  ${`enqueue ${ENQUEUE_RECIPIENTS} recipients → 201 (median of ${ENQUEUE_RUNS})`.padEnd(58)}` +
      `${col(`${enq.toFixed(0)} ms`, 14)}${col(`${bare.toFixed(0)} ms`, 14)}${col(`${(enq / bare).toFixed(1)}×`, 9)}`,
  );
  console.log(
    `  ${`delivery, ${DEVICES} devices, ${DELIVERED} msgs, first→last sent`.padEnd(58)}` +
      `${col(`${rate.toFixed(0)} msg/s`, 14)}${col(`${rawRate.toFixed(0)} msg/s`, 14)}${col(`${(rate / rawRate).toFixed(2)}×`, 9)}`,
  );
  console.log(
    `  ${'delivery, middle 80 %'.padEnd(58)}${col(`${middle.toFixed(0)} msg/s`, 14)}${col('', 14)}${col(`${(middle / rawRate).toFixed(2)}×`, 9)}`,
  );
  console.log(
    `\n  enqueue runs: ${appMs.map((v) => v.toFixed(0)).join(', ')} ms; bare INSERT runs: ${bareMs
      .map((v) => v.toFixed(0))
      .join(', ')} ms (${INSERT_BATCH} rows a statement, one transaction)`,
  );
  console.log(
    `  delivery: all at the gateway ${atGatewayS.toFixed(1)} s after release, all recorded sent ${recordedS.toFixed(1)} s; ` +
      `${(rate / DEVICES).toFixed(0)} msg/s per device; raw simulator ${rawBefore.toFixed(0)} before, ${rawAfter.toFixed(0)} after`,
  );
  console.log(
    `  per message: ${((commitsAfter - commitsBefore) / DELIVERED).toFixed(1)} database transactions; CPU ` +
      `API ${perMessage('api').toFixed(2)} ms, PostgreSQL ${perMessage('postgres').toFixed(2)} ms, simulator ${perMessage('sim').toFixed(2)} ms` +
      ` (CPU s over the run: API ${cpu('api').toFixed(1)}, PostgreSQL ${cpu('postgres').toFixed(1)}, simulator ${cpu('sim').toFixed(1)}, bench ${cpu('bench').toFixed(1)})`,
  );
  const perMsg = (k: 'read' | 'upd' | 'hot'): string =>
    ((tableAfter[k] - tableBefore[k]) / DELIVERED).toFixed(1);
  console.log(
    `  mensagens per message: ${perMsg('read')} rows read (index fetches + sequential), ` +
      `${perMsg('upd')} rows updated (${perMsg('hot')} of them HOT); index use per message:\n` +
      indexUse(tableBefore, tableAfter, DELIVERED),
  );
  console.log(
    `  exactly once: ${sent.length} accepted for ${DELIVERED} queued, ${twice} twice, ${failed} failed/invalid: ` +
      `${sent.length === DELIVERED && twice === 0 && failed === 0 ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  enqueue ${enq.toFixed(0)} ms, target ≤ ${TARGET_ENQUEUE_MS} ms: ${enq <= TARGET_ENQUEUE_MS ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  delivery ${rate.toFixed(0)} msg/s, target ≥ ${TARGET_RATE} msg/s: ${rate >= TARGET_RATE ? 'PASS' : 'FAIL'}\n`,
  );
  sink.close();
  return [
    { label: 'enqueue runs', fromUs: enqueueFromUs, toUs: enqueueToUs },
    { label: 'delivery', fromUs: releasedUs, toUs: recordedUs },
  ];
}

async function main() {
  const adminUrl =
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_DATABASE_URL = adminUrl;
  const database = await createTestDatabase('postgres');
  const dbUrl = database.url ?? '';
  const dataDir = mkdtempSync(join(tmpdir(), 'cofre-bench-messages-'));
  const profileDir = process.argv.includes('--profile') ? join(dataDir, 'profile') : undefined;
  let sim: SimulatorProcess | undefined;
  let api: ApiProcess | undefined;
  try {
    sim = await startSimulatorProcess();
    const port = String(await freePort());
    const url = `http://127.0.0.1:${port}`;
    api = await startApiProcess(
      {
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        PORT: port,
        HOST: '127.0.0.1',
        APP_URL: url,
        GATEWAY_WEBHOOK_URL: url,
        GATEWAY_SIMULATOR: '0',
        SEED_DEMO: '1',
        MESSAGE_LIMITS: '0',
        LOG_LEVEL: 'warn',
      },
      profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {},
    );
    const windows = await bench(sim, api, dbUrl);
    if (profileDir) {
      // The profile is written as the process exits.
      await api.kill('SIGTERM');
      for (const w of windows) printProfile(profileDir, w);
    }
  } finally {
    await api?.kill('SIGTERM');
    await sim?.kill('SIGTERM');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Exit explicitly: a handle left behind (a keep-alive socket) must not keep the run alive.
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
