// A signatory's own account and inbox through the real API: from their personal link they create
// a restricted account (ambient S) once, sign in, and find in GET /api/inbox the documents whose
// turn is theirs, from every company that asked them; they act from it. In an ordered process a
// document reaches the inbox only when everyone before has acted.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem } from '../../common/schemas/signing.js';
import { updateUser } from '../../server/db/queries/users.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import {
  ago,
  companyWithOwner,
  external,
  linkToken,
  type Member,
  processOf,
  sendForSignature,
  setSignatory,
  signAs,
} from '../helpers/signing.js';

let app: TestApp;
let ownerA: Member;
let ownerB: Member;
let companyA: { id: number; nome: string };
let companyB: { id: number; nome: string };

beforeAll(async () => {
  app = await startTestApp();
  const a = await companyWithOwner(app);
  const b = await companyWithOwner(app);
  ownerA = a.owner;
  ownerB = b.owner;
  companyA = { id: a.empresaId, nome: a.company.razaoSocial };
  companyB = { id: b.empresaId, nome: b.company.razaoSocial };
  await updateUser(app.ctx.db, ownerA.user.id, { nome: 'Alice Empresa A' });
});
afterAll(async () => app?.close());

type Inbox = { data: InboxItem[]; total: number };
const inbox = async (token: string, query = '') => {
  const res = await app.call<Inbox>('GET', `/api/inbox${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const register = (body: Record<string, unknown>) => app.call('POST', '/api/signatario/cadastrar', { body });

describe('a signatory with an account of their own', () => {
  const email = uniqueEmail('sofia');
  const cpf = generateCpf();
  let fromA: number;
  let fromB: number;
  let token: string;
  /** The link company A e-mailed her. */
  let link: string;

  beforeAll(async () => {
    fromA = (
      await sendForSignature(
        app,
        ownerA.token,
        {
          mensagem: 'Contrato novo.',
          signatarios: [external({ nome: 'Sofia Signa', email, cpf, tipo: 2, exige_codigo: true })],
        },
        { name: 'Contrato A.pdf' },
      )
    ).file.id;
    link = linkToken(app, email);
    fromB = (
      await sendForSignature(
        app,
        ownerB.token,
        { signatarios: [external({ nome: 'Sofia S.', email: email.toUpperCase() }), external()] },
        { name: 'Aditivo B.pdf' },
      )
    ).file.id;
  });

  it('sees who the link is for, registers once (201), then the link says so (registrado)', async () => {
    const info = await app.call('GET', `/api/cadastro-signatario/${link}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      nome: 'Sofia Signa',
      email,
      cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      registrado: false,
    });

    const mismatch = await register({
      token: link,
      nome: 'Sofia Signa',
      password: 'segredo1',
      password_confirmation: 'x',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toBeDefined();

    const res = await register({
      token: link,
      nome: 'Sofia Signa',
      password: 'segredo1',
      password_confirmation: 'segredo1',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Cadastro concluído. Entre com seu e-mail e senha.');

    const twice = await register({
      token: link,
      nome: 'Sofia',
      password: 'segredo2',
      password_confirmation: 'segredo2',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.email).toEqual(['Este e-mail já tem cadastro. Entre com seu e-mail e senha.']);
    expect((await app.call('GET', `/api/cadastro-signatario/${link}`)).body.registrado).toBe(true);
  });

  it('an unknown link is 404, an expired one 410', async () => {
    expect((await app.call('GET', `/api/cadastro-signatario/${'B'.repeat(43)}`)).status).toBe(404);
    expect(
      (
        await register({
          token: 'B'.repeat(43),
          nome: 'Ninguém',
          password: 'segredo1',
          password_confirmation: 'segredo1',
        })
      ).status,
    ).toBe(404);
    const person = external();
    const { process } = await sendForSignature(app, ownerA.token, { signatarios: [person] });
    await setSignatory(app, process.signatarios[0]?.id as number, { tokenExpiresAt: ago(1) });
    const expired = await app.call('GET', `/api/cadastro-signatario/${linkToken(app, person.email)}`);
    expect(expired.status).toBe(410);
  });

  it('signs in as a restricted user and finds both companies’ documents in the inbox', async () => {
    token = (await loginAs(app, email, 'segredo1')).access_token;
    const me = await app.call('GET', '/api/auth/user', { token });
    expect(me.body.ambient ?? me.body.data?.ambient).toBe('S');

    const box = await inbox(token);
    expect(box.total).toBe(2);
    const a = box.data.find((i) => i.arquivo_id === fromA);
    const b = box.data.find((i) => i.arquivo_id === fromB);
    expect(a).toMatchObject({
      nome: 'Contrato A.pdf',
      mime: 'application/pdf',
      tipo: 2,
      exige_codigo: true,
      empresa: { id: companyA.id, nome: companyA.nome },
      remetente: { nome: 'Alice Empresa A' },
      mensagem: 'Contrato novo.',
      enviado_em: expect.any(String),
    });
    expect(b).toMatchObject({
      nome: 'Aditivo B.pdf',
      tipo: 1,
      exige_codigo: false,
      empresa: { id: companyB.id, nome: companyB.nome },
    });

    const page = await inbox(token, '?page=2&perPage=1');
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
  });

  it('acts from the inbox (session, with the code when asked): the document leaves it', async () => {
    const res = await app.call('PUT', `/api/arquivo/${fromB}/assinar`, {
      token,
      body: { consentimento: true },
    });
    expect(res.status).toBe(200);
    const b = (await processOf(app, ownerB.token, fromB)).signatarios[0];
    expect(b).toMatchObject({ status: 'signed', autenticacao: 'session' });

    const view = await app.call('GET', `/api/arquivo/${fromA}/assinar`, { token });
    expect(view.body).toMatchObject({ pode_agir: true, signatario: { exige_codigo: true } });
    expect((await app.call('POST', `/api/arquivo/${fromA}/codigo`, { token })).status).toBe(200);
    const mail = app
      .mails()
      .filter((m) => m.to === email && /código/i.test(m.subject))
      .at(-1);
    const code = /(?:c[óo]digo|code)\D{0,30}?\b(\d{6})\b/i.exec(mail?.text ?? '')?.[1];
    expect(mail?.links.some((l) => l.endsWith('/inbox'))).toBe(true);
    const act = await app.call('PUT', `/api/arquivo/${fromA}/assinar`, {
      token,
      body: { consentimento: true, codigo: code },
    });
    expect(act.status).toBe(200);
    expect((await processOf(app, ownerA.token, fromA)).signatarios[0]).toMatchObject({
      status: 'signed',
      autenticacao: 'session_code',
    });

    expect((await inbox(token)).total).toBe(0);
  });

  it('is a stranger to the companies: their vaults stay closed', async () => {
    expect((await app.call('GET', '/api/files', { token })).status).toBe(403);
    expect((await app.call('GET', `/api/arquivo/${fromA}/assinaturas`, { token })).status).toBe(403);
  });
});

describe('an account whose e-mail nobody proved', () => {
  it('(a trial sign-up) neither sees nor signs the documents sent to that e-mail', async () => {
    const victim = external({ nome: 'Vera Vítima' });
    const { file } = await sendForSignature(app, ownerA.token, { signatarios: [victim, external()] });
    const cpf = generateCpf();
    const signUp = await app.call('POST', '/api/register-trial', {
      body: {
        name: 'Impostor',
        document: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
        phone: '(11) 98765-4321',
        email: victim.email,
        password: 'segredo123',
        accept_terms: true,
      },
    });
    expect(signUp.status, signUp.text).toBe(201);
    const token = signUp.body.access_token as string;

    expect((await inbox(token)).total).toBe(0);
    expect((await app.call('GET', `/api/arquivo/${file.id}/assinar`, { token })).status).toBe(404);
    const act = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token,
      body: { consentimento: true },
    });
    expect(act.status).toBe(404);
    expect((await processOf(app, ownerA.token, file.id)).signatarios[0]?.status).toBe('pending');
  });
});

describe('an ordered process in the inbox', () => {
  it("reaches the second signatory's inbox only when the first has acted; a cancelled one leaves it", async () => {
    const second = await companyWithOwner(app);
    const first = external();
    const { file } = await sendForSignature(app, ownerA.token, {
      sequencial: true,
      signatarios: [first, { ...external(), nome: 'Segundo', email: second.owner.user.email }],
    });
    expect((await inbox(second.owner.token)).data.map((i) => i.arquivo_id)).not.toContain(file.id);
    expect(
      (
        await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
          token: second.owner.token,
          body: { consentimento: true },
        })
      ).status,
    ).toBe(409);

    await signAs(app, first.email);
    const box = await inbox(second.owner.token);
    expect(box.data.map((i) => i.arquivo_id)).toContain(file.id);
    expect(box.data.find((i) => i.arquivo_id === file.id)?.empresa.id).toBe(companyA.id);

    const cancel = await app.call('PUT', `/api/arquivo/${file.id}/cancelar`, {
      token: ownerA.token,
      body: { motivo: 'Enviado por engano.' },
    });
    expect(cancel.status).toBe(200);
    expect((await inbox(second.owner.token)).data.map((i) => i.arquivo_id)).not.toContain(file.id);
  });

  it('needs a session (401)', async () => {
    expect((await app.call('GET', '/api/inbox')).status).toBe(401);
  });
});
