// Restart resumes at once: the API, a real process, is killed with SIGKILL while it sends a
// campaign and started again. Its device's lane was leased to the dead process for about 50 s (the
// default QUEUE_SENDING_TIMEOUT + 5 s); the restarted process must know that holder is gone and
// send again within seconds — and still never send a recipient twice. On PostgreSQL the holder's
// liveness is its own database session; on PGlite only one process can hold the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
/** How soon after the restarted API is ready its sending must be seen again. */
const RESUME_WITHIN_MS = 10_000;

let database: TestDatabase;
let dataDir: string;
let sim: SimulatorProcess;
let api: ApiProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'cofre-resume-'));
  sim = await startSimulatorProcess();
  api = await startApiProcess(
    apiEnv(database.url, await freePort(), { ...FAST_QUEUE_ENV, DATA_DIR: dataDir }),
  );
}, 90_000);

afterAll(async () => {
  await api?.kill('SIGKILL');
  await sim?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('sends again within seconds of a restart after kill -9, never twice to anyone', async () => {
  await registerGateway(api, sim);
  const token = await loginOn(api, 'gestor@demo.local');
  const device = await openDevice(api, sim, token, 'Cobrança');
  const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({
    number: `55119${String(i + 1).padStart(8, '0')}`,
  }));
  const sent = await api.call('POST', '/api/message/send', {
    token,
    body: campaignForm(device.id, 'Seu boleto vence amanhã.', recipients),
  });
  expect(sent.status, sent.text).toBe(201);

  const atGateway = async () => (await sim.control<{ number: string }[]>('GET', '/sent')).body;
  await pollUntil(
    async () => (await atGateway()).length >= KILL_AT,
    `${KILL_AT} messages at the gateway`,
    30_000,
    5,
  );
  await api.kill('SIGKILL');
  // What reached the gateway from the dead process (its last request may still be arriving).
  const before = (await atGateway()).length;
  expect(before).toBeLessThan(RECIPIENTS);

  api = await startApiProcess(api.env);
  const ready = Date.now();
  await pollUntil(
    async () => (await atGateway()).length >= before + 20,
    'the restarted API sending the campaign again',
    RESUME_WITHIN_MS,
  );
  expect(Date.now() - ready).toBeLessThan(RESUME_WITHIN_MS);

  const numbers = (await atGateway()).map((m) => m.number);
  expect(new Set(numbers).size).toBe(numbers.length);
}, 120_000);
