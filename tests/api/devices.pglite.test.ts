// Devices over the built-in gateway simulator: create (an instance on the server with room, nothing
// stored when the gateway fails, 402 past the plan, 503 without a server), list, edit with limits,
// the QR and the scan, the live status, logout and delete; other companies' devices are 404, and the
// instance token never leaves the server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, servers } from '../../server/db/schema.js';
import { type CallOptions, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import {
  connectDevice,
  givePlan,
  instanceOf,
  MESSAGING_ENV,
  scan,
  simControl,
  simInstances,
  waitFor,
} from '../helpers/messaging.js';

let app: TestApp;
/** Every permission, in a company without a plan (no device limit). */
let manager: string;
/** devices.view only. */
let viewer: string;
/** Every permission, in another company. */
let stranger: string;
let strangerDevice: { id: number; uuid: string };
/** Every answer text this file saw, searched for instance tokens at the end. */
const seen: string[] = [];

async function call(method: string, path: string, o: CallOptions = {}) {
  const res = await app.call(method, path, { token: manager, ...o });
  seen.push(res.text);
  return res;
}

const total = async () => (await call('GET', '/api/devices')).body.total as number;

async function companyUser(permissions?: string[], empresaId?: number) {
  const id = empresaId ?? (await makeCompany(app)).id;
  const user = await makeUser(app, {
    companies: [id],
    selected: id,
    ...(permissions ? { permissions } : {}),
  });
  return { empresaId: id, token: (await loginAs(app, user.email, user.password)).access_token };
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  const main = await companyUser();
  manager = main.token;
  viewer = (await companyUser(['devices.view'], main.empresaId)).token;
  stranger = (await companyUser()).token;
  const created = await call('POST', '/api/device/store', { token: stranger, body: { name: 'Do vizinho' } });
  expect(created.status).toBe(201);
  strangerDevice = created.body;
});
afterAll(async () => {
  await app?.close();
});

describe('devices: create', () => {
  it('creates an instance on the simulator server and answers the device, connecting', async () => {
    const before = await total();
    const res = await call('POST', '/api/device/store', { body: { name: '  Vendas  ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Vendas',
      state: 'connecting',
      logged_out: false,
      profile_name: null,
      number: null,
      server: { nome: 'Simulador local' },
      connected_at: null,
      limits: { minute: null, hour: null, day: null },
      queued: 0,
    });
    expect(res.body.id).toEqual(expect.any(Number));
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await total()).toBe(before + 1);
    const instance = await instanceOf(app, res.body.id);
    expect(await simInstances(app)).toContainEqual(
      expect.objectContaining({ name: instance, state: 'connecting' }),
    );
  });

  it('refuses a missing or blank name with 422 on the field, creating nothing', async () => {
    const before = await total();
    const instances = (await simInstances(app)).length;
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x' }]) {
      const res = await call('POST', '/api/device/store', { body });
      expect(res.status).toBe(422);
      expect(res.body.errors.name?.[0]).toEqual(expect.any(String));
    }
    expect(await total()).toBe(before);
    expect((await simInstances(app)).length).toBe(instances);
  });

  it('needs devices.manage to create, edit, log out or delete (devices.view may look)', async () => {
    const res = await call('POST', '/api/device/store', { token: viewer, body: { name: 'Sem permissão' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ permission: 'devices.manage', message: expect.any(String) });
    const list = await call('GET', '/api/devices', { token: viewer });
    expect(list.status).toBe(200);
    const some = list.body.data[0];
    expect(
      (await call('PUT', `/api/device/${some.uuid}/update`, { token: viewer, body: { name: 'Outro' } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/api/device/${some.id}/session`, { token: viewer })).status).toBe(403);
    expect((await call('DELETE', `/api/device/${some.id}/deletar`, { token: viewer })).status).toBe(403);
    expect((await call('GET', `/api/device/${some.id}/details`, { token: viewer })).status).toBe(200);
  });

  it('answers 402 UPGRADE_PLAN (devices) once the plan’s devices are used, creating nothing', async () => {
    const limited = await companyUser();
    await givePlan(app, limited.empresaId, { maxDispositivos: 1 });
    const first = await call('POST', '/api/device/store', { token: limited.token, body: { name: 'Único' } });
    expect(first.status).toBe(201);
    const instances = (await simInstances(app)).length;
    const second = await call('POST', '/api/device/store', {
      token: limited.token,
      body: { name: 'Segundo' },
    });
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({
      reason: 'UPGRADE_PLAN',
      module: 'devices',
      message: expect.any(String),
    });
    expect((await call('GET', '/api/devices', { token: limited.token })).body.total).toBe(1);
    expect((await simInstances(app)).length).toBe(instances);
    // A deleted device frees its place.
    expect(
      (await call('DELETE', `/api/device/${first.body.id}/deletar`, { token: limited.token })).status,
    ).toBe(200);
    expect(
      (await call('POST', '/api/device/store', { token: limited.token, body: { name: 'Substituto' } }))
        .status,
    ).toBe(201);
  });

  it('holds the plan’s device limit when several creates arrive at once', async () => {
    const limited = await companyUser();
    await givePlan(app, limited.empresaId, { maxDispositivos: 1 });
    const instances = (await simInstances(app)).length;
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        call('POST', '/api/device/store', { token: limited.token, body: { name: `Corrida ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 402, 402]);
    expect((await call('GET', '/api/devices', { token: limited.token })).body.total).toBe(1);
    // The refused ones leave no instance behind on the gateway.
    expect((await simInstances(app)).length).toBe(instances + 1);
  });

  it('answers 503 “Nenhum servidor…” when no active server has room, creating nothing', async () => {
    const before = await total();
    const instances = (await simInstances(app)).length;
    await app.ctx.db.update(servers).set({ status: false });
    try {
      const res = await call('POST', '/api/device/store', { body: { name: 'Sem servidor' } });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/^Nenhum servidor de mensagens disponível no momento\./);
    } finally {
      await app.ctx.db.update(servers).set({ status: true });
    }
    // An active server that is full is no better.
    const [server] = await app.ctx.db.select().from(servers);
    const live = (await app.ctx.db.select().from(devices)).filter((d) => d.deletedAt === null).length;
    await app.ctx.db.update(servers).set({ capacidade: live }).where(eq(servers.id, server!.id));
    try {
      expect((await call('POST', '/api/device/store', { body: { name: 'Servidor cheio' } })).status).toBe(
        503,
      );
    } finally {
      await app.ctx.db
        .update(servers)
        .set({ capacidade: server!.capacidade })
        .where(eq(servers.id, server!.id));
    }
    expect(await total()).toBe(before);
    expect((await simInstances(app)).length).toBe(instances);
  });

  it('answers 503 when the gateway is down at create, and stores nothing', async () => {
    const before = await total();
    const instances = (await simInstances(app)).length;
    await simControl(app, 'POST', '/outage', { on: true });
    try {
      const res = await call('POST', '/api/device/store', { body: { name: 'Durante a queda' } });
      expect([502, 503]).toContain(res.status);
      expect(res.body.message).toMatch(/servidor de mensagens/);
    } finally {
      await simControl(app, 'POST', '/outage', { on: false });
    }
    expect(await total()).toBe(before);
    expect((await simInstances(app)).length).toBe(instances);
  });
});

describe('devices: list, edit, details', () => {
  it('sorts by name or creation and searches by name', async () => {
    const company = await companyUser();
    const t = company.token;
    for (const name of ['Bravo', 'Alfa', 'Charlie'])
      expect((await call('POST', '/api/device/store', { token: t, body: { name } })).status).toBe(201);
    const names = async (query: string) =>
      ((await call('GET', `/api/devices?${query}`, { token: t })).body.data as { name: string }[]).map(
        (d) => d.name,
      );
    expect(await names('')).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(await names('sort=name&order=DESC')).toEqual(['Charlie', 'Bravo', 'Alfa']);
    expect(await names('sort=created_at&order=ASC')).toEqual(['Bravo', 'Alfa', 'Charlie']);
    expect(await names('sort=created_at&order=DESC')).toEqual(['Charlie', 'Alfa', 'Bravo']);
    expect(await names('q=harl')).toEqual(['Charlie']);
    const page = await call('GET', '/api/devices?perPage=2&page=2', { token: t });
    expect(page.body).toMatchObject({ total: 3, data: [{ name: 'Charlie' }] });
  });

  it('renames and sets limits by uuid; null gives the platform default back; bad limits are 422', async () => {
    const created = (await call('POST', '/api/device/store', { body: { name: 'Suporte' } })).body;
    const res = await call('PUT', `/api/device/${created.uuid}/update`, {
      body: { name: 'Suporte 2', limit_minute: 10, limit_hour: 200, limit_day: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      name: 'Suporte 2',
      limits: { minute: 10, hour: 200, day: null },
    });
    const details = await call('GET', `/api/device/${created.uuid}/details`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: created.id,
      name: 'Suporte 2',
      limits: { minute: 10, hour: 200 },
    });
    // Limits left out stay; null clears.
    const again = await call('PUT', `/api/device/${created.uuid}/update`, {
      body: { name: 'Suporte 3', limit_minute: null },
    });
    expect(again.body.limits).toEqual({ minute: null, hour: 200, day: null });
    for (const body of [
      { name: 'Suporte', limit_minute: 0 },
      { name: 'Suporte', limit_hour: 1.5 },
      { name: 'Suporte', limit_day: 'muito' },
      { name: '' },
    ]) {
      const bad = await call('PUT', `/api/device/${created.uuid}/update`, { body });
      expect(bad.status).toBe(422);
    }
    expect((await call('GET', `/api/device/${created.id}/details`)).body.name).toBe('Suporte 3');
  });

  it('answers 404 for another company’s device, by id and by uuid, on every route', async () => {
    for (const ref of [String(strangerDevice.id), strangerDevice.uuid]) {
      expect((await call('GET', `/api/device/${ref}/details`)).status).toBe(404);
      expect((await call('GET', `/api/device/${ref}/qrcode`)).status).toBe(404);
      expect((await call('GET', `/api/device/${ref}/status`)).status).toBe(404);
      expect((await call('GET', `/api/device/${ref}/messages`)).status).toBe(404);
      expect((await call('GET', `/api/device/${ref}/message/5511999990001`)).status).toBe(404);
      expect((await call('PUT', `/api/device/${ref}/update`, { body: { name: 'Invadido' } })).status).toBe(
        404,
      );
      expect((await call('DELETE', `/api/device/${ref}/session`)).status).toBe(404);
      expect((await call('DELETE', `/api/device/${ref}/deletar`)).status).toBe(404);
    }
    // Still there, untouched, for its owner.
    const own = await call('GET', `/api/device/${strangerDevice.uuid}/details`, { token: stranger });
    expect(own.body).toMatchObject({ name: 'Do vizinho', state: 'connecting' });
    expect((await call('GET', '/api/device/99999999/details')).status).toBe(404);
    expect((await call('GET', '/api/device/nao-e-um-id/details')).status).toBe(404);
  });
});

describe('devices: QR, scan, status, logout, delete', () => {
  let device: { id: number; uuid: string };
  let instance: string;

  it('shows a QR (code, PNG, count) while connecting, then open with the phone’s number after the scan', async () => {
    device = (await call('POST', '/api/device/store', { body: { name: 'Atendimento' } })).body;
    instance = await instanceOf(app, device.id);
    const qr = await call('GET', `/api/device/${device.id}/qrcode`);
    expect(qr.status).toBe(200);
    expect(qr.body.state).toBe('connecting');
    expect(qr.body.code).toMatch(/^2@/);
    expect(qr.body.count).toBeGreaterThanOrEqual(1);
    expect(qr.body.base64).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.body.base64.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // By uuid too.
    expect((await call('GET', `/api/device/${device.uuid}/qrcode`)).body.code).toBe(qr.body.code);

    await scan(app, instance);
    const open = await waitFor(async () => {
      const d = (await call('GET', `/api/device/${device.uuid}/details`)).body;
      return d.state === 'open' ? d : undefined;
    });
    const sim = (await simInstances(app)).find((i) => i.name === instance)!;
    expect(open.number).toBe(sim.ownerJid!.split('@')[0]);
    expect(open.profile_name).toBe(sim.profileName);
    expect(open.connected_at).not.toBeNull();
    const after = await call('GET', `/api/device/${device.id}/qrcode`);
    expect(after.body).toMatchObject({ state: 'open', code: null, base64: null });
  });

  it('status asks the gateway; with the gateway down it answers the stored state and the problem', async () => {
    const res = await call('GET', `/api/device/${device.id}/status`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      state: 'open',
      profile_name: expect.any(String),
      number: expect.stringMatching(/^55\d+$/),
      connected_at: expect.any(String),
      logged_out: false,
      gateway_error: null,
    });
    await simControl(app, 'POST', '/outage', { on: true });
    try {
      const down = await call('GET', `/api/device/${device.uuid}/status`);
      expect(down.status).toBe(200);
      expect(down.body.state).toBe('open');
      expect(down.body.gateway_error).toMatch(/^O servidor de mensagens não respondeu/);
    } finally {
      await simControl(app, 'POST', '/outage', { on: false });
    }
  });

  it('logs the phone out: state close, logged out; a new QR comes shortly and a new scan reopens it', async () => {
    const res = await call('DELETE', `/api/device/${device.id}/session`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Dispositivo desconectado.');
    const status = (await call('GET', `/api/device/${device.id}/status`)).body;
    expect(status).toMatchObject({ state: 'close', logged_out: true });
    expect((await simInstances(app)).find((i) => i.name === instance)?.state).toBe('close');
    expect((await call('GET', `/api/device/${device.id}/details`)).body).toMatchObject({
      state: 'close',
      logged_out: true,
    });

    // The gateway answers before its first QR exists: count 0, no code — ask again.
    const first = await call('GET', `/api/device/${device.id}/qrcode`);
    expect(first.status).toBe(200);
    expect(first.body.code === null ? first.body.count : 0).toBe(0);
    const qr = await waitFor(
      async () => {
        const r = (await call('GET', `/api/device/${device.id}/qrcode`)).body;
        return r.code ? r : undefined;
      },
      10_000,
      'a new QR',
    );
    expect(qr.base64).toMatch(/^data:image\/png;base64,/);
    await scan(app, instance);
    await waitFor(async () => {
      const d = (await call('GET', `/api/device/${device.id}/details`)).body;
      return d.state === 'open' && !d.logged_out;
    });
  });

  it('deletes: gone from the list, the details and the simulator', async () => {
    const res = await call('DELETE', `/api/device/${device.uuid}/deletar`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Dispositivo excluído.');
    const list = (await call('GET', '/api/devices?perPage=100')).body.data as { id: number }[];
    expect(list.map((d) => d.id)).not.toContain(device.id);
    expect((await call('GET', `/api/device/${device.id}/details`)).status).toBe(404);
    expect((await simInstances(app)).map((i) => i.name)).not.toContain(instance);
    expect((await call('DELETE', `/api/device/${device.id}/deletar`)).status).toBe(404);
  });

  it('connectDevice (create, scan, wait) gives an open device', async () => {
    const { device: d } = await connectDevice(app, manager, 'Conectado direto');
    expect(d).toMatchObject({ state: 'open', logged_out: false, number: expect.stringMatching(/^55/) });
  });
});

it('never shows an instance token in any answer', async () => {
  const rows = await app.ctx.db.select().from(devices);
  const tokens = rows.map((r) => app.ctx.secrets.open(r.instanceTokenSealed));
  expect(tokens.length).toBeGreaterThan(5);
  for (const token of tokens) {
    expect(token.length).toBeGreaterThan(10);
    for (const text of seen) expect(text).not.toContain(token);
  }
});
