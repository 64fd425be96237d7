// The user's own profile: GET /api/usuario/perfil, PUT /api/user, the photo (POST/DELETE
// /api/usuario/photo and its signed link) and the password change (PUT /api/usuario/password/).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../server/realtime/bus.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

const UNAUTHENTICATED = 'Sua sessão foi encerrada, entre novamente para continuar..';
const PHOTO_MAX = 200_000;

let app: TestApp;
let companyId: number;
const events: RealtimeMessage[] = [];
beforeAll(async () => {
  app = await startTestApp({ PHOTO_MAX_BYTES: String(PHOTO_MAX) });
  companyId = (await makeCompany(app)).id;
  app.ctx.realtime.subscribe((m) => events.push(m));
});
afterAll(() => app?.close());

async function signedIn(o: { ambient?: 'A' | 'S' } = {}) {
  const user = await makeUser(app, o.ambient ? { ambient: o.ambient } : { companies: [companyId] });
  const { access_token } = await loginAs(app, user.email, user.password);
  return { user, token: access_token };
}

const userUpdates = (userId: number) =>
  events.filter((e) => e.event === 'user.updated' && e.userId === userId).length;

/** Waits for the user's count of user.updated events to reach `count` (PostgreSQL delivers through NOTIFY). */
async function expectUserUpdates(userId: number, count: number) {
  for (let waited = 0; userUpdates(userId) < count && waited < 2000; waited += 20)
    await new Promise((r) => setTimeout(r, 20));
  expect(userUpdates(userId)).toBe(count);
}

/** POST /api/usuario/photo as a browser sends it (FormData). */
async function uploadPhoto(
  token: string,
  bytes: Uint8Array,
  name = 'foto.png',
  type = 'image/png',
  field = 'foto',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${app.url}/api/usuario/photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** The photo blobs kept for a user in the local blob store. */
const photoBlobs = (userId: number) => {
  const dir = join(app.dataDir, 'blobs', 'usuarios', String(userId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('authentication', () => {
  it('answers 401 to every profile call without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/usuario/perfil'],
      ['PUT', '/api/user'],
      ['POST', '/api/usuario/email'],
      ['PUT', '/api/usuario/email/1'],
      ['DELETE', '/api/usuario/email/1'],
      ['POST', '/api/usuario/phone'],
      ['PUT', '/api/usuario/phone/1'],
      ['DELETE', '/api/usuario/phone/1'],
      ['POST', '/api/usuario/address'],
      ['PUT', '/api/usuario/address/1'],
      ['DELETE', '/api/usuario/address/1'],
      ['POST', '/api/usuario/photo'],
      ['DELETE', '/api/usuario/photo'],
      ['PUT', '/api/usuario/password/'],
      ['PUT', '/api/usuario/password'],
    ];
    for (const [method, path] of calls) {
      const res = await app.call(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe(UNAUTHENTICATED);
    }
  });
});

describe('GET /api/usuario/perfil and PUT /api/user', () => {
  it("reads a new user's profile", async () => {
    const { user, token } = await signedIn();
    const res = await app.call('GET', '/api/usuario/perfil', { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      id: user.id,
      nome: 'Pessoa Teste',
      email: user.email,
      documento: null,
      phone: null,
      language: 'pt_BR',
      skin: 'skin-blue-light',
      two_factor: false,
      foto_url: null,
      emails: [],
      telefones: [],
      enderecos: [],
      empresas: [{ id: companyId, nome: expect.any(String) }],
      empresa_padrao_id: null,
    });
  });

  it('saves name, document and phone, publishes user.updated, and the identity shows them', async () => {
    const { user, token } = await signedIn();
    const before = userUpdates(user.id);
    const res = await app.call('PUT', '/api/user', {
      token,
      // Not the demo manager's CPF (one CPF, one account).
      body: { nome: '  Maria da Silva ', documento: '390.533.447-05', phone: '+55 (21) 99876-5432' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Perfil atualizado com sucesso!');
    expect(res.body.data).toMatchObject({
      nome: 'Maria da Silva',
      documento: '39053344705',
      phone: '21998765432',
    });
    await expectUserUpdates(user.id, before + 1);
    const me = await app.call('GET', '/api/auth/user', { token });
    expect(me.body).toMatchObject({ nome: 'Maria da Silva', documento: '39053344705', foto_url: null });

    // A CNPJ is a document too; a field left out keeps its value; blank values clear them.
    const cnpj = await app.call('PUT', '/api/user', {
      token,
      body: { nome: 'Maria', documento: '11.222.333/0001-81' },
    });
    expect(cnpj.body.data).toMatchObject({ documento: '11222333000181', phone: '21998765432' });
    const cleared = await app.call('PUT', '/api/user', {
      token,
      body: { nome: 'Maria', documento: '', phone: '' },
    });
    expect(cleared.body.data).toMatchObject({ documento: null, phone: null });
  });

  it('refuses an invalid CPF, a short name and a bad phone with 422, changing nothing', async () => {
    const { user, token } = await signedIn();
    const res = await app.call('PUT', '/api/user', {
      token,
      body: { nome: 'X', documento: '123.456.789-00', phone: '1234' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.documento).toEqual(['O campo documento deve ser um CPF ou CNPJ válido.']);
    expect(res.body.errors.nome).toEqual(['O campo nome deve ter pelo menos 2 caracteres.']);
    expect(res.body.errors.phone).toEqual(['O campo telefone deve ser um telefone válido com DDD.']);
    const repeated = await app.call('PUT', '/api/user', {
      token,
      body: { nome: 'Maria', documento: '11111111111' },
    });
    expect(repeated.status).toBe(422);
    // Letters are not a phone: refused, not taken as an empty phone that clears the stored one.
    const letters = await app.call('PUT', '/api/user', { token, body: { nome: 'Maria', phone: 'abc' } });
    expect(letters.status).toBe(422);
    expect(letters.body.errors.phone).toEqual(['O campo telefone deve ser um telefone válido com DDD.']);
    const me = await app.call('GET', '/api/usuario/perfil', { token });
    expect(me.body.data).toMatchObject({ nome: 'Pessoa Teste', documento: null, phone: null });
    expect(me.body.data.id).toBe(user.id);
  });

  it('works for platform administrators and restricted signatories too', async () => {
    for (const ambient of ['A', 'S'] as const) {
      const { token } = await signedIn({ ambient });
      expect((await app.call('GET', '/api/usuario/perfil', { token })).status).toBe(200);
      const saved = await app.call('PUT', '/api/user', { token, body: { nome: `Ambiente ${ambient}` } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.data.nome).toBe(`Ambiente ${ambient}`);
    }
  });
});

describe('PUT /api/usuario/password/', () => {
  it('refuses a wrong current password with 422; the old password still signs in', async () => {
    const { user, token } = await signedIn();
    const res = await app.call('PUT', '/api/usuario/password/', {
      token,
      body: { old_password: 'errada123', password: 'novaSenha1', password_confirmation: 'novaSenha1' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('A senha atual não confere.');
    expect(res.body.errors.old_password).toEqual(['A senha atual não confere.']);
    await loginAs(app, user.email, user.password);
    const denied = await app.call('POST', '/api/login', {
      body: { email: user.email, password: 'novaSenha1' },
    });
    expect(denied.status).toBe(422);
  });

  it('throttles guesses of the current password like logins (5 wrong ones lock it, even the right one)', async () => {
    const { user, token } = await signedIn();
    const change = (old_password: string) =>
      app.call('PUT', '/api/usuario/password/', {
        token,
        body: { old_password, password: 'novaSenha1', password_confirmation: 'novaSenha1' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`chute${i}`)).status).toBe(422);
    const locked = await change(user.password);
    expect(locked.status).toBe(429);
    expect(locked.body.errors.old_password[0]).toMatch(
      /^Muitas tentativas com a senha atual\. Tente novamente em \d+ segundos\.$/,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing changed: the old password still signs in.
    await loginAs(app, user.email, user.password);
  });

  it("refuses a short password ('Senha tem que ter 6 dígitos') and a confirmation that differs", async () => {
    const { user, token } = await signedIn();
    const short = await app.call('PUT', '/api/usuario/password/', {
      token,
      body: { old_password: user.password, password: '12345', password_confirmation: '12345' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Senha tem que ter 6 dígitos']);
    const mismatch = await app.call('PUT', '/api/usuario/password/', {
      token,
      body: { old_password: user.password, password: 'novaSenha1', password_confirmation: 'outraSenha1' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual(['A confirmação da senha não confere.']);
    await loginAs(app, user.email, user.password);
  });

  it('changes the password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const { user, token } = await signedIn();
    const other = (await loginAs(app, user.email, user.password)).access_token;
    const res = await app.call('PUT', '/api/usuario/password/', {
      token,
      body: { old_password: user.password, password: 'novaSenha1', password_confirmation: 'novaSenha1' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Senha alterada com sucesso!' });
    const login = await app.call('POST', '/api/login', {
      body: { email: user.email, password: 'novaSenha1' },
    });
    expect(login.status, login.text).toBe(200);
    const old = await app.call('POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    expect(old.status).toBe(422);
    expect((await app.call('GET', '/api/usuario/perfil', { token })).status).toBe(200);
    expect((await app.call('GET', '/api/usuario/perfil', { token: other })).status).toBe(401);

    // The path without the trailing slash answers too.
    const again = await app.call('PUT', '/api/usuario/password', {
      token,
      body: { old_password: 'novaSenha1', password: 'outraSenha2', password_confirmation: 'outraSenha2' },
    });
    expect(again.status, again.text).toBe(200);
    await loginAs(app, user.email, 'outraSenha2');
  });
});

describe('POST and DELETE /api/usuario/photo', () => {
  it('stores a real PNG as a 256×256 JPEG that an <img> loads without a token', async () => {
    const { user, token } = await signedIn();
    const before = userUpdates(user.id);
    const res = await uploadPhoto(token, await png(640, 480));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Foto atualizada.');
    expect(res.body.foto_url).toMatch(/^\/api\/usuario\/photo\/[\w.-]+$/);
    await expectUserUpdates(user.id, before + 1);

    const served = await fetch(app.url + res.body.foto_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);

    expect((await app.call('GET', '/api/auth/user', { token })).body.foto_url).toBe(res.body.foto_url);
    expect((await app.call('GET', '/api/usuario/perfil', { token })).body.data.foto_url).toBe(
      res.body.foto_url,
    );
    expect(photoBlobs(user.id)).toHaveLength(1);
  });

  it('replaces the photo (the old link stops working, its blob is gone) and removes it', async () => {
    const { user, token } = await signedIn();
    const first = await uploadPhoto(token, await png(300, 300));
    const webp = await sharp({ create: { width: 100, height: 400, channels: 4, background: '#ff000080' } })
      .webp()
      .toBuffer();
    const second = await uploadPhoto(token, webp, 'perfil', 'application/octet-stream');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.foto_url).not.toBe(first.body.foto_url);
    expect((await fetch(app.url + first.body.foto_url)).status).toBe(404);
    expect((await fetch(app.url + second.body.foto_url)).status).toBe(200);
    expect(photoBlobs(user.id)).toHaveLength(1);

    const removed = await app.call('DELETE', '/api/usuario/photo', { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Foto removida.' });
    expect((await app.call('GET', '/api/auth/user', { token })).body.foto_url).toBeNull();
    expect((await fetch(app.url + second.body.foto_url)).status).toBe(404);
    expect(photoBlobs(user.id)).toEqual([]);
  });

  it('refuses a photo over PHOTO_MAX_BYTES with 413 and a pt-BR message, storing nothing', async () => {
    const { user, token } = await signedIn();
    // Random pixels do not compress: a PNG of about 480 KB.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(PHOTO_MAX);
    const res = await uploadPhoto(token, noise);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('A foto não pode ter mais de 195,3 KB.');
    expect((await app.call('GET', '/api/usuario/perfil', { token })).body.data.foto_url).toBeNull();
    expect(photoBlobs(user.id)).toEqual([]);
  });

  it('refuses what is not an image (a PDF named .png) with 422 and keeps the current photo', async () => {
    const { user, token } = await signedIn();
    const current = await uploadPhoto(token, await png(64, 64));
    const res = await uploadPhoto(token, minimalPdf(), 'foto.png', 'image/png');
    expect(res.status).toBe(422);
    expect(res.body.errors.foto).toEqual(['A foto deve ser uma imagem JPEG, PNG ou WebP.']);
    const broken = Buffer.concat([(await png(64, 64)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const unreadable = await uploadPhoto(token, broken);
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors.foto).toHaveLength(1);
    const noFile = await uploadPhoto(token, await png(10, 10), 'foto.png', 'image/png', 'imagem');
    expect(noFile.status).toBe(422);
    expect((await app.call('GET', '/api/usuario/perfil', { token })).body.data.foto_url).toBe(
      current.body.foto_url,
    );
    expect(photoBlobs(user.id)).toHaveLength(1);
  });

  it('answers 404 to a forged or altered photo link', async () => {
    const { token } = await signedIn();
    const { body } = await uploadPhoto(token, await png(32, 32));
    const url: string = body.foto_url;
    const forged = url.replace(
      /\.([\w-]+)$/,
      (_m, sig: string) => `.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`,
    );
    expect((await fetch(app.url + forged)).status).toBe(404);
    expect((await fetch(`${app.url}/api/usuario/photo/1.nada.assinatura`)).status).toBe(404);
  });
});
