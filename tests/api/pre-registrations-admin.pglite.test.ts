// Pre-registrations back office (platform administrators only): the list with its filters and
// sorts, the details, soft delete and restore, and resending the confirmation e-mail with a new
// token (the old link stops working; a confirmed pre-registration is refused).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preCadastros } from '../../server/db/schema.js';
import { loginAs, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';

const LINK = new RegExp(`^${TEST_APP_URL.replace(/\./g, '\\.')}/confirmar-email/([A-Za-z0-9_-]{16,})$`);
const ADMIN_ONLY = 'Acesso restrito aos administradores da plataforma.';
const FILTER_MIN = 'O Filtro deve ser maior que 3.';
const ALREADY_CONFIRMED = 'Este pré-cadastro já confirmou o e-mail.';

let app: TestApp;
let admin: string;
let gestor: string;
/** Every e-mail of this run ends with it, so `q` scopes the list to the people made here. */
const domain = `pre-${randomBytes(3).toString('hex')}.com.br`;

interface Person {
  id: number;
  name: string;
  email: string;
  phone: string;
  token: string;
}
const people: Record<string, Person> = {};

const call = (method: string, path: string, token = admin) => app.call(method, path, { token });

async function preRegister(key: string, name: string, phone: string): Promise<Person> {
  const email = `${key}@${domain}`;
  const res = await app.call('POST', '/api/cadastro-publico', { body: { name, email, phone } });
  expect(res.status, res.text).toBe(201);
  const match = LINK.exec(app.lastMailTo(email).links[0] ?? '');
  expect(match).not.toBeNull();
  const person = { id: res.body.data.id, name, email, phone: res.body.data.phone, token: match![1]! };
  people[key] = person;
  return person;
}

const setCreatedAt = (id: number, iso: string) =>
  app.ctx.db
    .update(preCadastros)
    .set({ createdAt: new Date(iso) })
    .where(eq(preCadastros.id, id));

/** The list scoped to this run's people, as their e-mail keys in order. */
async function keys(query: string): Promise<string[]> {
  const res = await call('GET', `/api/pre-cadastros?q=${domain}&perPage=100&${query}`);
  expect(res.status, res.text).toBe(200);
  expect(res.body.total).toBe(res.body.data.length);
  return res.body.data.map((p: { email: string }) => p.email.split('@')[0]);
}

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
  // Four people created on distinct days; Bruno and Daniel confirm their e-mail.
  await preRegister('ana', 'Ana Beatriz Souza', '(11) 98888-1111');
  await preRegister('bruno', 'Bruno Carvalho', '(21) 97777-2222');
  await preRegister('carla', 'Carla Souza Dias', '(31) 3666-3333');
  await preRegister('daniel', 'Daniel Esteves', '(11) 95555-4444');
  await setCreatedAt(people.ana!.id, '2024-01-10T12:00:00Z');
  await setCreatedAt(people.bruno!.id, '2024-02-15T23:30:00Z');
  await setCreatedAt(people.carla!.id, '2024-03-20T08:00:00Z');
  await setCreatedAt(people.daniel!.id, '2024-04-01T00:00:00Z');
  for (const key of ['bruno', 'daniel'])
    expect((await app.call('GET', `/api/confirmar-email/${people[key]!.token}`)).status).toBe(200);
});
afterAll(() => app?.close());

describe('GET /api/pre-cadastros', () => {
  it('lists the pre-registrations, newest first, without their tokens', async () => {
    expect(await keys('')).toEqual(['daniel', 'carla', 'bruno', 'ana']);
    const res = await call('GET', `/api/pre-cadastros?q=${domain}&perPage=2&page=2`);
    expect(res.body.total).toBe(4);
    expect(res.body.data[0]).toEqual({
      id: people.bruno!.id,
      name: 'Bruno Carvalho',
      email: `bruno@${domain}`,
      phone: '21977772222',
      confirmed: true,
      confirmed_at: expect.any(String),
      completed: false,
      created_at: '2024-02-15T23:30:00.000Z',
      deleted_at: null,
    });
    expect(res.body.data[1]).toMatchObject({ email: `ana@${domain}`, confirmed: false, confirmed_at: null });
    expect(res.text).not.toContain('token');
  });

  it('filters by name, e-mail and phone (contained text, any case; phones by their digits)', async () => {
    expect(await keys('name=souza')).toEqual(['carla', 'ana']);
    expect(await keys('name=CARVALHO')).toEqual(['bruno']);
    expect(await keys('email=daniel%40')).toEqual(['daniel']);
    expect(await keys(`email=${encodeURIComponent(`arla@${domain}`)}`)).toEqual(['carla']);
    expect(await keys(`phone=${encodeURIComponent('(11) 9')}`)).toEqual(['daniel', 'ana']);
    expect(await keys('phone=36663333')).toEqual(['carla']);
    expect(await keys('name=souza&phone=1198888')).toEqual(['ana']);
    expect(await keys('name=ninguem-assim')).toEqual([]);
  });

  it('filters by confirmation', async () => {
    expect(await keys('confirmed=true')).toEqual(['daniel', 'bruno']);
    expect(await keys('confirmed=false')).toEqual(['carla', 'ana']);
    expect(await keys('confirmed=1&name=esteves')).toEqual(['daniel']);
  });

  it('filters by creation date, both bounds inclusive (a bare end date covers its whole day)', async () => {
    expect(await keys('created_from=2024-02-15&created_to=2024-03-20')).toEqual(['carla', 'bruno']);
    expect(await keys('created_from=2024-02-16')).toEqual(['daniel', 'carla']);
    expect(await keys('created_to=2024-02-15')).toEqual(['bruno', 'ana']);
    expect(await keys('created_from=2024-03-20T08:00:00Z&created_to=2024-04-01T00:00:00Z')).toEqual([
      'daniel',
      'carla',
    ]);
    expect(await keys('created_from=2024-01-11&created_to=2024-02-14')).toEqual([]);
    expect(await keys('created_from=2024-01-01&confirmed=false')).toEqual(['carla', 'ana']);
  });

  it('sorts by name, e-mail, confirmation and creation date, both ways', async () => {
    expect(await keys('sort=name&order=asc')).toEqual(['ana', 'bruno', 'carla', 'daniel']);
    expect(await keys('sort=name&order=desc')).toEqual(['daniel', 'carla', 'bruno', 'ana']);
    expect(await keys('sort=email&order=asc')).toEqual(['ana', 'bruno', 'carla', 'daniel']);
    expect(await keys('sort=email&order=desc')).toEqual(['daniel', 'carla', 'bruno', 'ana']);
    // Ties keep the id order: Ana before Carla, Bruno before Daniel.
    expect(await keys('sort=confirmed&order=asc')).toEqual(['ana', 'carla', 'bruno', 'daniel']);
    expect(await keys('sort=confirmed&order=desc')).toEqual(['bruno', 'daniel', 'ana', 'carla']);
    expect(await keys('sort=created_at&order=asc')).toEqual(['ana', 'bruno', 'carla', 'daniel']);
    expect(await keys('sort=created_at&order=desc')).toEqual(['daniel', 'carla', 'bruno', 'ana']);
  });

  it('refuses text filters of 3 characters or fewer, and malformed flags and dates', async () => {
    for (const field of ['name', 'email', 'phone', 'q']) {
      const res = await call('GET', `/api/pre-cadastros?${field}=abc`);
      expect(res.status, field).toBe(422);
      expect(res.body.message).toBe(FILTER_MIN);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const confirmed = await call('GET', '/api/pre-cadastros?confirmed=talvez');
    expect(confirmed.status).toBe(422);
    expect(confirmed.body.errors.confirmed).toEqual(['O campo confirmado deve ser verdadeiro ou falso.']);
    const from = await call('GET', '/api/pre-cadastros?created_from=ontem');
    expect(from.status).toBe(422);
    expect(from.body.errors.created_from).toEqual(['O campo criado a partir de é inválido.']);
    const to = await call('GET', '/api/pre-cadastros?created_to=2024-13-45');
    expect(to.status).toBe(422);
    expect(Object.keys(to.body.errors)).toEqual(['created_to']);
  });
});

describe('pre-registration records', () => {
  it('shows the details of one', async () => {
    const res = await call('GET', `/api/pre-cadastro/${people.carla!.id}/detalhes`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: people.carla!.id,
      name: 'Carla Souza Dias',
      email: `carla@${domain}`,
      phone: '3136663333',
      confirmed: false,
      confirmed_at: null,
      completed: false,
      created_at: '2024-03-20T08:00:00.000Z',
      deleted_at: null,
    });
  });

  it('soft-deletes and restores one', async () => {
    const id = people.carla!.id;
    const del = await call('DELETE', `/api/pre-cadastro/${id}/deletar`);
    expect(del.status, del.text).toBe(200);
    expect(await keys('')).toEqual(['daniel', 'bruno', 'ana']);
    expect(await keys('deleted=true')).toEqual(['carla']);
    expect((await call('GET', `/api/pre-cadastro/${id}/detalhes`)).body.data.deleted_at).toEqual(
      expect.any(String),
    );
    // A deleted pre-registration gets no e-mail.
    expect((await call('POST', `/api/pre-cadastro/${id}/reenviar-email`)).status).toBe(404);
    const restored = await call('PUT', `/api/pre-cadastro/${id}/recuperar`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data).toMatchObject({ id, deleted_at: null });
    expect(await keys('')).toEqual(['daniel', 'carla', 'bruno', 'ana']);
  });

  it('answers 404 for an unknown one', async () => {
    expect((await call('GET', '/api/pre-cadastro/999999/detalhes')).status).toBe(404);
    expect((await call('POST', '/api/pre-cadastro/999999/reenviar-email')).status).toBe(404);
    expect((await call('DELETE', '/api/pre-cadastro/999999/deletar')).status).toBe(404);
  });

  it('refuses every call to anonymous visitors (401) and to company users (403)', async () => {
    const id = people.ana!.id;
    const before = app.mails().length;
    for (const [method, path] of [
      ['GET', '/api/pre-cadastros'],
      ['GET', `/api/pre-cadastro/${id}/detalhes`],
      ['POST', `/api/pre-cadastro/${id}/reenviar-email`],
      ['DELETE', `/api/pre-cadastro/${id}/deletar`],
      ['PUT', `/api/pre-cadastro/${id}/recuperar`],
    ] as const) {
      expect((await app.call(method, path)).status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, gestor);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe(ADMIN_ONLY);
    }
    expect(app.mails()).toHaveLength(before);
    expect((await call('GET', `/api/pre-cadastro/${id}/detalhes`)).body.data.deleted_at).toBeNull();
  });
});

describe('POST /api/pre-cadastro/{id}/reenviar-email', () => {
  it('mails a new link with a new 7-day expiry; the old link stops working, the new one confirms', async () => {
    const ana = people.ana!;
    // The first link had expired: the resend must give a fresh expiry, not reuse the old one.
    await app.ctx.db
      .update(preCadastros)
      .set({ tokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(preCadastros.id, ana.id));
    const mailsBefore = app.mails().filter((m) => m.to === ana.email).length;

    const res = await call('POST', `/api/pre-cadastro/${ana.id}/reenviar-email`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('E-mail de confirmação reenviado.');
    expect(res.body.data).toMatchObject({ id: ana.id, confirmed: false });

    const mails = app.mails().filter((m) => m.to === ana.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.subject).toBe('Confirme seu e-mail no Cofre');
    expect(mail.text).toContain('Olá, Ana Beatriz Souza!');
    const newToken = LINK.exec(mail.links[0] ?? '')?.[1];
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(ana.token);

    const [row] = await app.ctx.db.select().from(preCadastros).where(eq(preCadastros.id, ana.id));
    expect(Math.abs(row!.tokenExpiresAt.getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    expect((await app.call('GET', `/api/confirmar-email/${ana.token}`)).status).toBe(404);
    const confirmed = await app.call('GET', `/api/confirmar-email/${newToken}`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: ana.email, confirmed: true });
    const details = await call('GET', `/api/pre-cadastro/${ana.id}/detalhes`);
    expect(details.body.data).toMatchObject({ confirmed: true, confirmed_at: expect.any(String) });
  });

  it('refuses a pre-registration that already confirmed, mailing nothing and keeping its link', async () => {
    const bruno = people.bruno!;
    const before = app.mails().length;
    const res = await call('POST', `/api/pre-cadastro/${bruno.id}/reenviar-email`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(ALREADY_CONFIRMED);
    expect(app.mails()).toHaveLength(before);
    expect((await app.call('GET', `/api/confirmar-email/${bruno.token}`)).status).toBe(200);
  });

  it('refuses the one just confirmed through the resent link too', async () => {
    const res = await call('POST', `/api/pre-cadastro/${people.ana!.id}/reenviar-email`);
    expect(res.status).toBe(422);
    expect(res.body.errors.id).toEqual([ALREADY_CONFIRMED]);
  });
});
