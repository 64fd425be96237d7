// The API survives a PostgreSQL restart: on a server of the test's own (its own data folder and
// port, so the machine's server the other tests use is untouched), `pg_ctl restart -m fast` while a
// user keeps working cuts every connection, the LISTEN one included. Requests during the restart
// answer 503 (never a 500, never a dropped connection), the process stays up, requests succeed
// again within 2 s of the server being back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectUnavailable, type OwnPostgres, startOwnPostgres } from '../helpers/outage.js';
import {
  type ApiProcess,
  apiEnv,
  freePort,
  loginOn,
  pollUntil,
  startApiProcess,
} from '../helpers/processes.js';

let server: OwnPostgres;
let api: ApiProcess;
let token: string;

beforeAll(async () => {
  server = await startOwnPostgres();
  api = await startApiProcess(apiEnv(server.url, await freePort()));
  token = await loginOn(api, 'gestor@demo.local');
}, 90_000);

afterAll(async () => {
  await api?.kill('SIGKILL');
  server?.stop();
});

it('answers 503 while PostgreSQL restarts, stays up, and serves again within 2 s', async () => {
  expect((await api.call('GET', '/api/usuario/perfil', { token })).status).toBe(200);

  const statuses: number[] = [];
  let stop = false;
  const load = (async () => {
    while (!stop) {
      const res = await api
        .call('GET', '/api/usuario/perfil', { token })
        .catch(() => ({ status: 0, body: undefined, text: '' }));
      statuses.push(res.status);
      if (res.status === 503) expectUnavailable(res);
    }
  })();
  try {
    await pollUntil(() => statuses.length >= 5, 'requests under way before the restart');
    const before = statuses.length;
    await server.restart();
    const back = Date.now();
    // The requests sent while it was down were answered (503), not left hanging or dropped.
    expect(statuses.length).toBeGreaterThan(before);
    await pollUntil(
      async () => (await api.call('GET', '/api/usuario/perfil', { token })).status === 200,
      'an answer after the restart',
      2000,
    );
    expect(Date.now() - back).toBeLessThan(2000);
  } finally {
    stop = true;
    await load;
  }

  expect(api.running()).toBe(true);
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  // Writes work again too: the pool holds only fresh connections.
  const added = await api.call('POST', '/api/usuario/phone', {
    token,
    body: { numero: '11987654321', descricao: 'Depois do reinício' },
  });
  expect(added.status, added.text).toBe(201);
});
