// The profile's extra e-mails, phones and addresses: POST, PUT and DELETE on
// /api/usuario/email|phone|address, with their refusals (invalid, repeated, another user's id,
// a municipality of another state).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarioEmails, usuarioEnderecos, usuarioTelefones } from '../../server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, uniqueEmail } from '../helpers/fixtures.js';
import { member } from '../helpers/signing.js';

let app: TestApp;
let companyId: number;
beforeAll(async () => {
  app = await startTestApp();
  companyId = (await makeCompany(app)).id;
});
afterAll(() => app?.close());

/** A new member of the company, signed in. */
const signedIn = () => member(app, companyId);

const profile = async (token: string) => {
  const res = await app.call('GET', '/api/usuario/perfil', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

// Avenida Paulista, São Paulo/SP (IBGE 3550308).
const address = {
  descricao: 'Trabalho',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1578',
  complemento: '',
  bairro: 'Bela Vista',
  estado_id: 35,
  municipio_id: 3550308,
};

describe('e-mails', () => {
  it('holds at most 20, even when several are added at once', async () => {
    const { user, token } = await signedIn();
    await app.ctx.db
      .insert(usuarioEmails)
      .values(Array.from({ length: 19 }, (_, i) => ({ userId: user.id, email: `antigo${i}@example.com` })));
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        app.call('POST', '/api/usuario/email', { token, body: { email: `novo${i}@example.com` } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    expect(results.find((r) => r.status === 422)?.body.errors.email).toEqual([
      'Você pode ter no máximo 20 itens deste tipo no perfil.',
    ]);
    expect((await profile(token)).emails).toHaveLength(20);
  });

  it('adds, edits and removes an e-mail, shown in the profile', async () => {
    const { token } = await signedIn();
    const added = await app.call('POST', '/api/usuario/email', {
      token,
      body: { email: ' Financeiro@Example.com ', descricao: 'Financeiro' },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.message).toBe('E-mail adicionado.');
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      email: 'financeiro@example.com',
      descricao: 'Financeiro',
    });
    const id = added.body.data.id;
    expect((await profile(token)).emails).toEqual([added.body.data]);

    const edited = await app.call('PUT', `/api/usuario/email/${id}`, {
      token,
      body: { email: 'contas@example.com' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toEqual({
      message: 'E-mail atualizado.',
      data: { id, email: 'contas@example.com', descricao: null },
    });

    const removed = await app.call('DELETE', `/api/usuario/email/${id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'E-mail removido.' });
    expect((await profile(token)).emails).toEqual([]);
  });

  it('refuses an invalid e-mail, a repeated one and the login e-mail with 422', async () => {
    const { user, token } = await signedIn();
    const invalid = await app.call('POST', '/api/usuario/email', { token, body: { email: 'não-é-email' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email).toEqual(['O campo e-mail deve ser um endereço de e-mail válido.']);

    const email = uniqueEmail('extra');
    expect((await app.call('POST', '/api/usuario/email', { token, body: { email } })).status).toBe(201);
    const twice = await app.call('POST', '/api/usuario/email', {
      token,
      body: { email: email.toUpperCase() },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.email).toEqual(['Este e-mail já está no seu perfil.']);
    const login = await app.call('POST', '/api/usuario/email', { token, body: { email: user.email } });
    expect(login.status).toBe(422);
    expect((await profile(token)).emails.map((e: any) => e.email)).toEqual([email]);
  });

  it("answers 404 for another user's e-mail and leaves it untouched", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const added = await app.call('POST', '/api/usuario/email', {
      token: owner.token,
      body: { email: 'dono@example.com', descricao: 'Meu' },
    });
    const id = added.body.data.id;
    const edit = await app.call('PUT', `/api/usuario/email/${id}`, {
      token: other.token,
      body: { email: 'intruso@example.com' },
    });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Conteúdo não encontrado, verifique mais tarde.');
    expect((await app.call('DELETE', `/api/usuario/email/${id}`, { token: other.token })).status).toBe(404);
    const rows = await app.ctx.db.select().from(usuarioEmails).where(eq(usuarioEmails.id, id));
    expect(rows.map((r) => [r.userId, r.email, r.descricao])).toEqual([
      [owner.user.id, 'dono@example.com', 'Meu'],
    ]);
  });
});

describe('phones', () => {
  it('adds a phone with or without 55 and the mask, stored as 55 + digits; edits and removes it', async () => {
    const { token } = await signedIn();
    const added = await app.call('POST', '/api/usuario/phone', {
      token,
      body: { numero: '(11) 98765-4321', tipo: 'whatsapp', descricao: 'Pessoal' },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.message).toBe('Telefone adicionado.');
    expect(added.body.data).toMatchObject({
      numero: '5511987654321',
      tipo: 'whatsapp',
      descricao: 'Pessoal',
    });
    const id = added.body.data.id;

    const twice = await app.call('POST', '/api/usuario/phone', {
      token,
      body: { numero: '+55 11 98765-4321' },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.numero).toEqual(['Este telefone já está no seu perfil.']);

    const edited = await app.call('PUT', `/api/usuario/phone/${id}`, {
      token,
      body: { numero: '551133334444', tipo: 'fixo' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toEqual({ id, numero: '551133334444', tipo: 'fixo', descricao: null });
    expect((await profile(token)).telefones).toEqual([edited.body.data]);

    expect((await app.call('DELETE', `/api/usuario/phone/${id}`, { token })).body).toEqual({
      message: 'Telefone removido.',
    });
    expect((await profile(token)).telefones).toEqual([]);
  });

  it('refuses an invalid number or type with 422 in pt-BR', async () => {
    const { token } = await signedIn();
    const res = await app.call('POST', '/api/usuario/phone', { token, body: { numero: '123', tipo: 'fax' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.numero).toEqual(['O campo número deve ser um telefone válido com DDD.']);
    expect(res.body.errors.tipo).toHaveLength(1);
    expect((await profile(token)).telefones).toEqual([]);
  });

  it("answers 404 for another user's phone and leaves it untouched", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (
      await app.call('POST', '/api/usuario/phone', { token: owner.token, body: { numero: '11987650000' } })
    ).body.data.id;
    const edit = await app.call('PUT', `/api/usuario/phone/${id}`, {
      token: other.token,
      body: { numero: '11999990000' },
    });
    expect(edit.status).toBe(404);
    expect((await app.call('DELETE', `/api/usuario/phone/${id}`, { token: other.token })).status).toBe(404);
    const rows = await app.ctx.db.select().from(usuarioTelefones).where(eq(usuarioTelefones.id, id));
    expect(rows.map((r) => [r.userId, r.numero])).toEqual([[owner.user.id, '5511987650000']]);
  });
});

describe('addresses', () => {
  it('adds an address (CEP mask accepted), edits it and removes it', async () => {
    const { token } = await signedIn();
    const added = await app.call('POST', '/api/usuario/address', { token, body: address });
    expect(added.status, added.text).toBe(201);
    expect(added.body.message).toBe('Endereço adicionado.');
    expect(added.body.data).toEqual({
      ...address,
      id: expect.any(Number),
      cep: '01310100',
      complemento: null,
      municipio_nome: 'São Paulo',
      uf: 'SP',
    });
    const id = added.body.data.id;

    // Boa Esperança do Norte/MT, the newest municipality.
    const moved = { ...address, cep: '78593000', estado_id: 51, municipio_id: 5101837, bairro: 'Centro' };
    const edited = await app.call('PUT', `/api/usuario/address/${id}`, { token, body: moved });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({
      id,
      estado_id: 51,
      municipio_id: 5101837,
      cep: '78593000',
      municipio_nome: 'Boa Esperança do Norte',
      uf: 'MT',
    });
    expect((await profile(token)).enderecos).toEqual([edited.body.data]);

    expect((await app.call('DELETE', `/api/usuario/address/${id}`, { token })).body).toEqual({
      message: 'Endereço removido.',
    });
    expect((await profile(token)).enderecos).toEqual([]);
  });

  it('refuses a municipality of another state with 422 and stores nothing', async () => {
    const { user, token } = await signedIn();
    // Belo Horizonte (3106200) is in Minas Gerais, not São Paulo.
    const res = await app.call('POST', '/api/usuario/address', {
      token,
      body: { ...address, municipio_id: 3106200 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.municipio_id).toEqual(['O município informado não pertence ao estado escolhido.']);
    const unknown = await app.call('POST', '/api/usuario/address', {
      token,
      body: { ...address, municipio_id: 3599999 },
    });
    expect(unknown.status).toBe(422);
    const rows = await app.ctx.db.select().from(usuarioEnderecos).where(eq(usuarioEnderecos.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a bad CEP, a missing street and an unknown state, each on its field', async () => {
    const { token } = await signedIn();
    const res = await app.call('POST', '/api/usuario/address', {
      token,
      body: { ...address, cep: '1234-567', logradouro: '  ', estado_id: 54 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.cep).toEqual(['O campo CEP é inválido.']);
    expect(res.body.errors.logradouro).toEqual(['O campo logradouro é obrigatório.']);
    expect(res.body.errors.estado_id).toEqual(['O campo estado não pode ser maior que 53.']);
    // Digits mixed with letters are not a CEP, even if the digits alone would be.
    const mixed = await app.call('POST', '/api/usuario/address', {
      token,
      body: { ...address, cep: 'x0131y0100' },
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.cep).toEqual(['O campo CEP é inválido.']);
    expect((await profile(token)).enderecos).toEqual([]);
  });

  it('an id past the database integer range is refused as such, never a server error', async () => {
    const { token } = await signedIn();
    for (const [method, path] of [
      ['PUT', '/api/usuario/email/99999999999'],
      ['DELETE', '/api/usuario/phone/3000000000'],
      ['PUT', '/api/usuario/address/2147483648'],
    ] as const) {
      const res = await app.call(method, path, {
        token,
        body: method === 'PUT' ? { email: 'a@b.co' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect([404, 422]).toContain(res.status);
    }
  });

  it("answers 404 for another user's address and leaves it untouched", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (await app.call('POST', '/api/usuario/address', { token: owner.token, body: address })).body
      .data.id;
    const edit = await app.call('PUT', `/api/usuario/address/${id}`, {
      token: other.token,
      body: { ...address, logradouro: 'Rua Invadida' },
    });
    expect(edit.status).toBe(404);
    expect((await app.call('DELETE', `/api/usuario/address/${id}`, { token: other.token })).status).toBe(404);
    const rows = await app.ctx.db.select().from(usuarioEnderecos).where(eq(usuarioEnderecos.id, id));
    expect(rows.map((r) => [r.userId, r.logradouro])).toEqual([[owner.user.id, 'Avenida Paulista']]);
  });
});
