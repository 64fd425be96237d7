// Exactly-once delivery across a crash: the API, a real process on PostgreSQL, is killed with SIGKILL in
// the middle of a 1,000-recipient campaign and started again on the same database. The gateway (the
// standalone simulator, a process of its own that outlives the API) must end up with every
// recipient's message exactly once — none lost, none sent twice — and the campaign must show 1,000 sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import {
  type ApiProcess,
  apiEnv,
  campaignForm,
  FAST_QUEUE_ENV,
  freePort,
  loginOn,
  openDevice,
  pollUntil,
  registerGateway,
  type SimulatorProcess,
  startApiProcess,
  startSimulatorProcess,
} from '../helpers/processes.js';

const RECIPIENTS = 1000;
/** Kill once the gateway holds at least this many of the campaign's messages. */
const KILL_AT = 200;

let database: TestDatabase;
let dataDir: string;
let sim: SimulatorProcess;
let api: ApiProcess;

/** The campaign's rows as the database holds them: how many are recorded sent, which numbers are SENDING. */
async function statusesOf(campaignId: number) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; number: string }>(
      'select status, number from mensagens where campanha_id = $1',
      [campaignId],
    );
    return {
      recorded: rows.filter((r) => r.status === 'sent').length,
      sending: rows.filter((r) => r.status === 'sending').map((r) => r.number),
    };
  } finally {
    await client.end();
  }
}

const numberOf = (i: number) => `55119${String(i).padStart(8, '0')}`;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  dataDir = mkdtempSync(join(tmpdir(), 'cofre-crash-'));
  sim = await startSimulatorProcess();
  api = await startApiProcess(
    apiEnv(database.url, await freePort(), {
      ...FAST_QUEUE_ENV,
      DATA_DIR: dataDir,
      QUEUE_SENDING_TIMEOUT: '3',
    }),
  );
}, 90_000);

afterAll(async () => {
  await api?.kill('SIGKILL');
  await sim?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('sends every recipient exactly once when the API is killed mid-campaign and restarted', async () => {
  const started = Date.now();
  await registerGateway(api, sim);
  const token = await loginOn(api, 'gestor@demo.local');
  const device = await openDevice(api, sim, token, 'Vendas');

  const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({
    number: numberOf(i + 1),
    vars: { nome: `Cliente ${i + 1}` },
  }));
  const sent = await api.call('POST', '/api/message/send', {
    token,
    body: campaignForm(device.id, 'Olá {nome}, seu pedido saiu.', recipients),
  });
  expect(sent.status, sent.text).toBe(201);
  const campaignId: number = sent.body.id;

  // Once the gateway holds KILL_AT of them (its instance list carries a cheap count), freeze the
  // gateway and let the API claim the next message and send it: the request waits, unanswered, in
  // the gateway's socket. Kill the API there, then let the gateway run — it takes the orphaned
  // request: the message is at the gateway while the database still says SENDING, the case where a
  // careless queue sends twice.
  const accepted = async () =>
    (await sim.control<{ name: string; messages: number }[]>('GET', '/instances')).body.find(
      (i) => i.name === device.instance,
    )?.messages ?? 0;
  await pollUntil(async () => (await accepted()) >= KILL_AT, `${KILL_AT} messages at the gateway`, 30_000, 5);
  sim.pause();
  try {
    await pollUntil(
      async () => (await statusesOf(campaignId)).sending.length > 0,
      'a claim in flight',
      5000,
      5,
    );
    await new Promise((r) => setTimeout(r, 200));
    await api.kill('SIGKILL');
  } finally {
    sim.resume();
  }
  await new Promise((r) => setTimeout(r, 300));
  const atGateway = (await sim.control<{ number: string }[]>('GET', '/sent')).body;
  const atKill = atGateway.length;
  expect(atKill).toBeGreaterThan(0);
  expect(atKill).toBeLessThan(RECIPIENTS);
  const left = await statusesOf(campaignId);
  expect(left.recorded).toBeLessThanOrEqual(atKill);
  // Claims in flight at the kill (a lane claims a batch and records what the gateway took at its
  // end), among them ones the gateway had already taken: what a careless queue would send twice.
  const taken = new Set(atGateway.map((r) => r.number));
  expect(left.sending.length).toBeGreaterThan(0);
  expect(left.sending.filter((n) => taken.has(n)).length).toBeGreaterThan(0);

  api = await startApiProcess(api.env);
  const restarted = Date.now();
  const token2 = await loginOn(api, 'gestor@demo.local');
  const campaign = await pollUntil(
    async () => {
      const list = await api.call('GET', '/api/messages', { token: token2 });
      const row = list.body?.data?.find((c: { id: number }) => c.id === campaignId);
      return row?.counts.sent === RECIPIENTS ? row : undefined;
    },
    `campaign ${campaignId} with ${RECIPIENTS} sent`,
    90_000,
    250,
  );
  expect(campaign.counts).toMatchObject({ queued: 0, sending: 0, failed: 0, invalid: 0, sent: RECIPIENTS });

  const records = (
    await sim.control<{ instance: string; number: string; text: string | null }[]>('GET', '/sent')
  ).body;
  const times = new Map<string, number>();
  for (const r of records) times.set(r.number, (times.get(r.number) ?? 0) + 1);
  const twice = [...times].filter(([, n]) => n > 1).map(([number]) => number);
  const missing = recipients.map((r) => r.number).filter((n) => !times.has(n));
  expect({ twice, missing }).toEqual({ twice: [], missing: [] });
  expect(records).toHaveLength(RECIPIENTS);
  expect(new Set(records.map((r) => r.instance))).toEqual(new Set([device.instance]));
  // Each one carried its own recipient's text.
  const textOf = new Map(recipients.map((r) => [r.number, `Olá ${r.vars.nome}, seu pedido saiu.`]));
  expect(records.filter((r) => r.text !== textOf.get(r.number))).toEqual([]);

  console.log(
    `crash test: killed at ${atKill}/${RECIPIENTS} at the gateway (${left.recorded} recorded sent, ` +
      `${left.sending.length} in flight, ${left.sending.filter((n) => taken.has(n)).length} of them taken by the gateway); ` +
      `all ${RECIPIENTS} sent ` +
      `${((Date.now() - restarted) / 1000).toFixed(1)} s after the restart; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
}, 150_000);
