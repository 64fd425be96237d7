// Account-deletion requests (LGPD): the person asks (POST /api/usuario/exclusao; a second pending one
// is a 409), sees (GET) and cancels (DELETE) their request; the answer says what is anonymised and
// what the law keeps. Platform administrators are notified, list the requests
// (GET /api/lgpd/solicitacoes) and refuse them with a reason; anyone else gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
let empresaId: number;
let admin: { id: number; token: string };

async function person(o: { ambient?: 'A' | 'S' } = {}) {
  const user = await makeUser(app, o.ambient ? { ambient: o.ambient } : { companies: [empresaId] });
  return { ...user, token: (await loginAs(app, user.email, user.password)).access_token };
}

beforeAll(async () => {
  app = await startTestApp();
  empresaId = (await makeCompany(app)).id;
  const a = await person({ ambient: 'A' });
  admin = { id: a.id, token: a.token };
});
afterAll(() => app?.close());

const ask = (token: string, body?: unknown) => app.call('POST', '/api/usuario/exclusao', { token, body });
const state = (token: string) => app.call('GET', '/api/usuario/exclusao', { token });
const cancel = (token: string) => app.call('DELETE', '/api/usuario/exclusao', { token });
const list = (query = '', token = admin.token) =>
  app.call('GET', `/api/lgpd/solicitacoes${query}`, { token });

describe('the person’s request', () => {
  it('needs a session (401)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'])
      expect((await app.call(method, '/api/usuario/exclusao')).status, method).toBe(401);
  });

  it('starts with none, and says plainly what deletion does', async () => {
    const maria = await person();
    const res = await state(maria.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.aviso).toContain('anonimizados');
    expect(res.body.aviso).toContain('“Usuário excluído”');
    expect(res.body.aviso).toContain('trilha de auditoria');
  });

  it('is recorded (201) with its reason; a second one while it waits is a 409; cancelled, it may be asked again', async () => {
    const joao = await person();
    const first = await ask(joao.token, { motivo: 'Não uso mais a plataforma.' });
    expect(first.status).toBe(201);
    expect(first.body.message).toMatch(/^Solicitação de exclusão registrada/);
    expect(first.body.aviso).toContain('provas de assinatura');
    expect(first.body.data).toMatchObject({
      status: 'pending',
      motivo: 'Não uso mais a plataforma.',
      resposta: null,
    });

    const again = await ask(joao.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Você já tem uma solicitação de exclusão pendente. Aguarde a análise ou cancele-a antes de fazer outra.',
    );
    expect((await state(joao.token)).body.data).toMatchObject({ id: first.body.data.id, status: 'pending' });

    const cancelled = await cancel(joao.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: 'Solicitação de exclusão cancelada.',
      data: { status: 'cancelled', cancelado_em: expect.any(String) },
    });
    const none = await cancel(joao.token);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Você não tem solicitação de exclusão pendente.');

    const second = await ask(joao.token, {});
    expect(second.status).toBe(201);
    expect(second.body.data.motivo).toBeNull();
  });

  it('refuses a reason over 1000 characters (422)', async () => {
    const res = await ask((await person()).token, { motivo: 'x'.repeat(1001) });
    expect(res.status).toBe(422);
    expect(res.body.errors.motivo).toBeDefined();
  });

  it('raises a notification for the platform administrators', async () => {
    const ana = await person();
    await app.call('PUT', `/api/user`, { token: ana.token, body: { nome: 'Ana Pedinte' } });
    expect((await ask(ana.token)).status).toBe(201);
    const bell = await app.call('GET', '/api/usuario/notifications', { token: admin.token });
    expect(bell.body.data).toContainEqual(
      expect.objectContaining({
        not_description: 'Ana Pedinte pediu a exclusão da conta (LGPD).',
        link: '/solicitacoes-lgpd',
      }),
    );
  });

  it('is open to a restricted signatory and to an administrator too', async () => {
    for (const ambient of ['S', 'A'] as const)
      expect((await ask((await person({ ambient })).token)).status, ambient).toBe(201);
  });
});

describe('the administrators’ list and refusal', () => {
  it('is for platform administrators only (403 to anyone else)', async () => {
    for (const who of [await person(), await person({ ambient: 'S' })]) {
      expect((await list('', who.token)).status).toBe(403);
      expect((await app.call('PUT', '/api/lgpd/solicitacao/1/concluir', { token: who.token })).status).toBe(
        403,
      );
      const refuse = await app.call('PUT', '/api/lgpd/solicitacao/1/recusar', {
        token: who.token,
        body: { motivo: 'Retenção legal.' },
      });
      expect(refuse.status).toBe(403);
    }
  });

  it('lists with the person, filters by status and name, sorts and pages', async () => {
    const bia = await person();
    await app.call('PUT', `/api/user`, { token: bia.token, body: { nome: 'Beatriz Listada' } });
    const made = (await ask(bia.token, { motivo: 'Quero sair.' })).body.data;
    const res = await list('?status=pending&q=Beatriz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        expect.objectContaining({
          id: made.id,
          user_id: bia.id,
          nome: 'Beatriz Listada',
          email: bia.email,
          status: 'pending',
          motivo: 'Quero sair.',
          decidido_por: null,
        }),
      ],
      total: 1,
    });
    const all = await list('?sort=created_at&order=asc&perPage=2&page=1');
    expect(all.body.data).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(2);
    expect(all.body.data[0].created_at <= all.body.data[1].created_at).toBe(true);
    const cancelled = await list('?status=cancelled');
    expect(cancelled.body.data.every((r: { status: string }) => r.status === 'cancelled')).toBe(true);
    expect((await list('?status=whatever')).status).toBe(422);
  });

  it('refuses with a reason: the person sees it, is notified and e-mailed; a second decision is a 409', async () => {
    const caio = await person();
    const made = (await ask(caio.token)).body.data;
    const path = `/api/lgpd/solicitacao/${made.id}/recusar`;
    expect((await app.call('PUT', path, { token: admin.token, body: {} })).status).toBe(422);
    const res = await app.call('PUT', path, {
      token: admin.token,
      body: { motivo: 'Retenção legal: processo judicial em andamento.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Solicitação recusada.',
      data: { status: 'refused', decidido_por: admin.id, decidido_em: expect.any(String) },
    });
    expect((await state(caio.token)).body.data).toMatchObject({
      status: 'refused',
      resposta: 'Retenção legal: processo judicial em andamento.',
    });
    const bell = await app.call('GET', '/api/usuario/notifications', { token: caio.token });
    expect(bell.body.data[0].not_description).toBe(
      'Sua solicitação de exclusão da conta foi recusada. Motivo: Retenção legal: processo judicial em andamento.',
    );
    expect(app.lastMailTo(caio.email).subject).toBe('Sua solicitação de exclusão no Cofre');
    // Decided: neither refused nor completed again; the person may ask anew.
    expect((await app.call('PUT', path, { token: admin.token, body: { motivo: 'De novo.' } })).status).toBe(
      409,
    );
    const complete = await app.call('PUT', `/api/lgpd/solicitacao/${made.id}/concluir`, {
      token: admin.token,
    });
    expect(complete.status).toBe(409);
    expect(complete.body.message).toBe('Esta solicitação não está mais pendente.');
    expect((await ask(caio.token)).status).toBe(201);
  });

  it('answers 404 for an unknown request', async () => {
    expect(
      (await app.call('PUT', '/api/lgpd/solicitacao/999999/concluir', { token: admin.token })).status,
    ).toBe(404);
  });
});
