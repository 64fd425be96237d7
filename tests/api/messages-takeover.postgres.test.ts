// Another live process takes over at once: two API processes share one PostgreSQL database; the one
// holding the device's lane is killed with SIGKILL mid-campaign. Its lease had about 50 s to run,
// but its database session died with it, so the other process sends again within seconds — and no
// recipient gets the message twice.
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

const RECIPIENTS = 600;
const KILL_AT = 100;
const TAKEOVER_WITHIN_MS = 5000;

let database: TestDatabase;
let dataDir: string;
let sim: SimulatorProcess;
const apis: ApiProcess[] = [];

/** The pid of the process holding the device's lane (owners are `<pid>-<random>`), if any. */
async function laneHolder(deviceId: number): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ owner: string | null }>(
      'select lease_owner as owner from devices where id = $1 and lease_until > now()',
      [deviceId],
    );
    const owner = rows[0]?.owner;
    return owner ? Number(owner.split('-')[0]) : undefined;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  dataDir = mkdtempSync(join(tmpdir(), 'cofre-takeover-'));
  sim = await startSimulatorProcess();
  const env = apiEnv(database.url, await freePort(), { ...FAST_QUEUE_ENV, DATA_DIR: dataDir });
  apis.push(await startApiProcess(env));
  // The second process shares the database and DATA_DIR (its keys), on a port of its own.
  apis.push(await startApiProcess({ ...env, PORT: String(await freePort()) }));
}, 90_000);

afterAll(async () => {
  for (const api of apis) await api.kill('SIGKILL');
  await sim?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('the other process takes the lane of a killed one within seconds, never sending twice', async () => {
  const [first] = apis as [ApiProcess, ApiProcess];
  await registerGateway(first, sim);
  const token = await loginOn(first, 'gestor@demo.local');
  const device = await openDevice(first, sim, token, 'Cobrança');
  const sent = await first.call('POST', '/api/message/send', {
    token,
    body: campaignForm(
      device.id,
      'Seu boleto vence amanhã.',
      Array.from({ length: RECIPIENTS }, (_, i) => ({ number: `55119${String(i + 1).padStart(8, '0')}` })),
    ),
  });
  expect(sent.status, sent.text).toBe(201);

  const atGateway = async () => (await sim.control<{ number: string }[]>('GET', '/sent')).body;
  await pollUntil(
    async () => (await atGateway()).length >= KILL_AT,
    `${KILL_AT} messages at the gateway`,
    30_000,
    5,
  );
  const holderPid = await pollUntil(() => laneHolder(device.id), 'a process holding the lane');
  const holder = apis.find((a) => a.pid === holderPid);
  const other = apis.find((a) => a.pid !== holderPid);
  if (!holder || !other) throw new Error(`lane held by ${holderPid}, not one of ${apis.map((a) => a.pid)}`);
  await holder.kill('SIGKILL');
  const killed = Date.now();
  const before = (await atGateway()).length;

  await pollUntil(
    async () => (await atGateway()).length >= before + 20,
    'the other process sending the campaign',
    TAKEOVER_WITHIN_MS,
  );
  expect(Date.now() - killed).toBeLessThan(TAKEOVER_WITHIN_MS);
  expect(await laneHolder(device.id)).toBe(other.pid);
  expect(other.running()).toBe(true);

  const numbers = (await atGateway()).map((m) => m.number);
  expect(new Set(numbers).size).toBe(numbers.length);
}, 120_000);
