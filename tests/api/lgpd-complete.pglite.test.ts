// A deletion request completed by a platform administrator (PUT /api/lgpd/solicitacao/{id}/concluir):
// the person is e-mailed at the address they had, signed out everywhere and can no longer sign in;
// their name, e-mail, CPF, phones, addresses and photo are gone (the account shows as "Usuário
// excluído"), while the document they signed still verifies — its seal, its signatories and its
// event chain intact.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationResult } from '../../common/schemas/signing.js';
import {
  assinaturas,
  lgpdSolicitacoes,
  preCadastros,
  users,
  usuarioEmails,
  usuarioEmpresa,
  usuarioEnderecos,
  usuarioMarcas,
  usuarioTelefones,
} from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { saveProfileMark, scribble } from '../helpers/fields.js';
import { makeUser } from '../helpers/fixtures.js';
import { makeSubject, type Subject } from '../helpers/lgpd.js';
import { eventsOf, fetchBytes } from '../helpers/signing.js';

let app: TestApp;
let subject: Subject;
let admin: { id: number; token: string };
let requestId: number;
let secondSession: { access_token: string; refresh_token: string };
let completed: { status: number; body: any };
let savedMarkUrl: string;

beforeAll(async () => {
  app = await startTestApp();
  subject = await makeSubject(app, 'Rita Exclusão');
  const a = await makeUser(app, { ambient: 'A' });
  admin = { id: a.id, token: (await loginAs(app, a.email, a.password)).access_token };
  const { user } = subject.person;
  // A pre-registration of the same person, from before their account.
  await app.ctx.db.insert(preCadastros).values({
    name: 'Rita Exclusão',
    email: user.email,
    phone: '11987654321',
    tokenHash: 'f'.repeat(64),
    tokenExpiresAt: new Date(Date.now() + 86_400_000),
  });
  // A signature kept in the profile: it goes with the account.
  const saved = await saveProfileMark(
    app,
    subject.person.token,
    'assinatura',
    (await scribble(400, 200)).bytes,
  );
  savedMarkUrl = saved.body.data.url;
  secondSession = await loginAs(app, user.email, user.password);
  const asked = await app.call('POST', '/api/usuario/exclusao', {
    token: subject.person.token,
    body: { motivo: 'Encerrei meu contrato.' },
  });
  requestId = asked.body.data.id;
  completed = await app.call('PUT', `/api/lgpd/solicitacao/${requestId}/concluir`, { token: admin.token });
}, 120_000);
afterAll(() => app?.close());

const userRow = async (id: number) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('completing a deletion request', () => {
  it('answers the completed request, by whom, naming the account "Usuário excluído"', () => {
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      message: 'Solicitação concluída: a conta foi anonimizada e as provas de assinatura foram mantidas.',
      data: {
        id: requestId,
        status: 'completed',
        user_id: subject.person.user.id,
        nome: 'Usuário excluído',
        email: `excluido-${subject.person.user.id}@anonimo.invalid`,
        motivo: null,
        decidido_por: admin.id,
        decidido_em: expect.any(String),
      },
    });
  });

  it('e-mailed the person at the address they had', () => {
    const mail = app.lastMailTo(subject.person.user.email);
    expect(mail.subject).toBe('Sua conta no Cofre foi excluída');
    expect(mail.text).toContain('Usuário excluído');
  });

  it('signed them out everywhere: no token, refresh or password works', async () => {
    for (const token of [subject.person.token, secondSession.access_token])
      expect((await app.call('GET', '/api/usuario/perfil', { token })).status).toBe(401);
    const refresh = await app.call('POST', '/api/refresh-token', {
      body: { refresh_token: secondSession.refresh_token },
    });
    expect(refresh.status).not.toBe(200);
    const login = await app.call('POST', '/api/login', {
      body: { email: subject.person.user.email, password: subject.person.user.password },
    });
    expect(login.status).not.toBe(200);
    expect(login.body.access_token).toBeUndefined();
  });

  it('wiped name, e-mail, CPF, phones, addresses, photo, links and pre-registration', async () => {
    const id = subject.person.user.id;
    const row = await userRow(id);
    expect(row).toMatchObject({
      nome: 'Usuário excluído',
      email: `excluido-${id}@anonimo.invalid`,
      documento: null,
      phone: null,
      fotoKey: null,
      otpSecret: null,
      status: false,
      anonymizedAt: expect.any(Date),
      deletedAt: expect.any(Date),
    });
    for (const table of [usuarioEmails, usuarioTelefones, usuarioEnderecos, usuarioEmpresa])
      expect(await app.ctx.db.select().from(table).where(eq(table.userId, id))).toEqual([]);
    expect(
      await app.ctx.db.select().from(preCadastros).where(eq(preCadastros.email, subject.person.user.email)),
    ).toEqual([]);
    const photos = join(app.dataDir, 'blobs', 'usuarios', String(id));
    expect(existsSync(photos) ? readdirSync(photos) : []).toEqual([]);
    expect(await app.ctx.db.select().from(usuarioMarcas).where(eq(usuarioMarcas.userId, id))).toEqual([]);
    expect((await fetchBytes(app, savedMarkUrl)).status).toBe(404);
    const [request] = await app.ctx.db
      .select()
      .from(lgpdSolicitacoes)
      .where(eq(lgpdSolicitacoes.id, requestId));
    expect(request).toMatchObject({ status: 'completed', motivo: null, decididoPor: admin.id });
  });

  it('keeps the signature: the document verifies, seal intact, the act and the event chain whole', async () => {
    const [act] = await app.ctx.db
      .select()
      .from(assinaturas)
      .where(eq(assinaturas.arquivoId, subject.signed.id))
      .orderBy(assinaturas.ordem);
    expect(act).toMatchObject({
      userId: subject.person.user.id,
      status: 'signed',
      actedAt: expect.any(Date),
    });

    const byCode = await app.call<VerificationResult>('GET', `/api/verificar/${subject.signed.codigo}`);
    expect(byCode.status).toBe(200);
    expect(byCode.body.encontrado).toBe(true);
    expect(byCode.body.documento?.sha256_original).toBe(subject.signed.sha256);
    expect(byCode.body.signatarios.map((s) => s.status)).toEqual(['signed', 'signed']);
    expect(byCode.body.cadeia?.valid).toBe(true);

    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(subject.signed.sealed)], { type: 'application/pdf' }),
      'x.pdf',
    );
    const upload = await fetch(`${app.url}/api/verificar`, { method: 'POST', body: form });
    const checked = (await upload.json()) as VerificationResult;
    expect(checked).toMatchObject({ encontrado: true, correspondencia: 'assinado' });
    expect(checked.selo).toMatchObject({ presente: true, integro: true });

    const events = await eventsOf(app, subject.owner.token, subject.signed.id);
    expect(events.chain.valid).toBe(true);
    expect(events.data.map((e) => e.acao)).toContain('signed');
  });

  it('lists it as completed; the person is "Usuário excluído" there too', async () => {
    const res = await app.call('GET', '/api/lgpd/solicitacoes?status=completed', { token: admin.token });
    expect(res.body.data).toContainEqual(
      expect.objectContaining({ id: requestId, nome: 'Usuário excluído', status: 'completed' }),
    );
  });

  it('an administrator cannot complete their own request (422); another one can', async () => {
    const asked = await app.call('POST', '/api/usuario/exclusao', { token: admin.token });
    const own = await app.call('PUT', `/api/lgpd/solicitacao/${asked.body.data.id}/concluir`, {
      token: admin.token,
    });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(
      'Você não pode concluir a exclusão da sua própria conta: peça a outro administrador da plataforma.',
    );
    const other = await makeUser(app, { ambient: 'A' });
    const { access_token } = await loginAs(app, other.email, other.password);
    const done = await app.call('PUT', `/api/lgpd/solicitacao/${asked.body.data.id}/concluir`, {
      token: access_token,
    });
    expect(done.status).toBe(200);
    expect((await userRow(admin.id))?.nome).toBe('Usuário excluído');
  });
});
