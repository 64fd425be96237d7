// The signer's side through the real API: the personal link (what it shows, the first look
// recorded once, unknown and expired links), the act (consent, order, once), the one-time code
// (sent by e-mail, wrong, exhausted, expired, too soon again), the denial that stops the process,
// and a signed-in signer acting from the platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatoryView } from '../../common/schemas/signing.js';
import { updateUser } from '../../server/db/queries/users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import {
  actByLink,
  actionsOf,
  ago,
  codeFrom,
  companyWithOwner,
  denyByLink,
  eventsOf,
  external,
  fetchBytes,
  fileRow,
  inviteMailsTo,
  linkToken,
  type Member,
  mailsTo,
  member,
  processOf,
  sendForSignature,
  setSignatory,
  signAs,
  viewByLink,
} from '../helpers/signing.js';

let app: TestApp;
let empresaA: number;
let owner: Member;
/** A user of company A who is asked to sign (signed in: acts from the platform). */
let colleague: Member;

beforeAll(async () => {
  app = await startTestApp();
  const a = await companyWithOwner(app);
  empresaA = a.empresaId;
  owner = a.owner;
  await updateUser(app.ctx.db, owner.user.id, { nome: 'Olga Dona' });
  colleague = await member(app, empresaA, ['vault.view']);
  await updateUser(app.ctx.db, colleague.user.id, { nome: 'Caio Colega' });
});
afterAll(async () => app?.close());

const signerHeaders = { 'user-agent': 'Vitest Signer/1.0', 'x-real-port': '54321' };
const signerOf = async (fileId: number, email: string) =>
  (await processOf(app, owner.token, fileId)).signatarios.find((s) => s.email === email) as SignatoryView;

describe('the personal link', () => {
  it('shows the document, the act asked, the parties and whether they can act; the first look is recorded once', async () => {
    const bytes = minimalPdf('Acordo de parceria');
    const [ana, beto] = [external({ nome: 'Ana Link', tipo: 4 }), external({ nome: 'Beto Link', tipo: 8 })];
    const { file } = await sendForSignature(
      app,
      owner.token,
      { mensagem: 'Leia com atenção.', signatarios: [ana, beto] },
      { name: 'Acordo.pdf', bytes },
    );
    const token = linkToken(app, ana.email);
    const res = await viewByLink(app, token, { headers: signerHeaders });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      signatario: { nome: 'Ana Link', email: ana.email, tipo: 4, status: 'pending', exige_codigo: false },
      documento: {
        id: file.id,
        nome: 'Acordo.pdf',
        mime: 'application/pdf',
        tamanho: bytes.length,
        status: 'waiting',
      },
      remetente: { nome: 'Olga Dona', email: owner.user.email },
      mensagem: 'Leia com atenção.',
      sequencial: false,
      vez: true,
      pode_agir: true,
      assinado_disponivel: false,
      assinado_url: null,
      documento_url: `/api/assinar/${token}/documento`,
    });
    expect(res.body.documento.sha256).toBe(file.sha256);
    expect(res.body.partes).toEqual([
      { nome: 'Ana Link', tipo: 4, status: 'pending', ordem: 1 },
      { nome: 'Beto Link', tipo: 8, status: 'pending', ordem: 2 },
    ]);
    const doc = await fetchBytes(app, res.body.documento_url);
    expect(doc.status).toBe(200);
    expect(doc.bytes.equals(bytes)).toBe(true);
    expect((await fetchBytes(app, `/api/assinar/${token}/documento?versao=assinado`)).status).toBe(404);

    expect((await viewByLink(app, token)).status).toBe(200);
    const events = await eventsOf(app, owner.token, file.id);
    const viewed = events.data.filter((e) => e.acao === 'signatory_viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]?.dados).toMatchObject({ email: ana.email, via: 'token' });
    expect(viewed[0]?.user_agent).toBe('Vitest Signer/1.0');
    expect((await signerOf(file.id, ana.email)).visualizado_em).toEqual(expect.any(String));
    expect((await signerOf(file.id, beto.email)).visualizado_em).toBeNull();
    expect(events.chain.valid).toBe(true);
  });

  it('404 for an unknown or malformed link, 410 for an expired one', async () => {
    const unknown = await viewByLink(app, 'A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Link de assinatura inválido.');
    expect((await viewByLink(app, 'nao-e-um-token-valido')).status).toBe(404);
    expect((await actByLink(app, 'A'.repeat(43))).status).toBe(404);

    const person = external();
    const { process } = await sendForSignature(app, owner.token, { signatarios: [person] });
    const token = linkToken(app, person.email);
    await setSignatory(app, process.signatarios[0]?.id as number, { tokenExpiresAt: ago(1) });
    const expired = await viewByLink(app, token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('Este link expirou. Peça um novo ao remetente.');
    expect((await actByLink(app, token)).status).toBe(410);
  });

  it('a link does not deny another file (404), and the other file stays waiting', async () => {
    const [p1, p2] = [external(), external()];
    const one = await sendForSignature(app, owner.token, { signatarios: [p1] });
    const two = await sendForSignature(app, owner.token, { signatarios: [p2] });
    const res = await denyByLink(app, two.file.id, linkToken(app, p1.email));
    expect(res.status).toBe(404);
    expect((await fileRow(app, two.file.id)).status).toBe('waiting');
    expect((await fileRow(app, one.file.id)).status).toBe('waiting');
  });
});

describe('the act', () => {
  it('needs consent; is recorded with when, IP, port, user agent and how; only once', async () => {
    const [first, second] = [external(), external()];
    const { file } = await sendForSignature(app, owner.token, { signatarios: [first, second] });
    const token = linkToken(app, first.email);

    const noConsent = await actByLink(app, token, {});
    expect(noConsent.status).toBe(422);
    expect(noConsent.body.errors.consentimento).toEqual(['Confirme que leu o documento e concorda.']);
    expect((await actByLink(app, token, { consentimento: false })).status).toBe(422);

    const res = await actByLink(
      app,
      token,
      { consentimento: true },
      { headers: signerHeaders, ip: '198.51.100.23' },
    );
    expect(res.status).toBe(200);
    expect(res.body.signatario.status).toBe('signed');
    expect(res.body.signatario.acted_at).toEqual(expect.any(String));
    expect(res.body.pode_agir).toBe(false);
    expect(res.body.documento.status).toBe('waiting');

    const twice = await actByLink(app, token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Você já respondeu a este documento.');

    expect(await signerOf(file.id, first.email)).toMatchObject({
      status: 'signed',
      ip: '198.51.100.23',
      port: 54321,
      user_agent: 'Vitest Signer/1.0',
      autenticacao: 'link',
      acted_at: res.body.signatario.acted_at,
    });
    const events = await eventsOf(app, owner.token, file.id);
    const signed = events.data.find((e) => e.acao === 'signed');
    expect(signed?.ip).toBe('198.51.100.23');
    expect(signed?.dados).toMatchObject({
      email: first.email,
      tipo: 1,
      ato: 'Assinou',
      autenticacao: 'link',
      porta: 54321,
    });
    expect(events.chain.valid).toBe(true);
  });

  it("invites the next in order in the process's language, not in the previous signer's", async () => {
    const [first, second] = [external(), external()];
    const { file } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, second],
    });
    const res = await actByLink(
      app,
      linkToken(app, first.email),
      { consentimento: true },
      {
        headers: { 'accept-language': 'en' },
      },
    );
    expect(res.status).toBe(200);
    expect(inviteMailsTo(app, second.email).at(-1)?.subject).toBe(`Documento aguardando você: ${file.nome}`);
  });

  it('twice at the same moment: one act is recorded, the other refused (409)', async () => {
    const person = external();
    const { file } = await sendForSignature(app, owner.token, { signatarios: [person, external()] });
    const token = linkToken(app, person.email);
    const results = await Promise.all([actByLink(app, token), actByLink(app, token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).filter((a) => a === 'signed')).toHaveLength(1);
    expect(events.chain.valid).toBe(true);
  });

  it('in order, the second cannot act before the first (409)', async () => {
    const first = external();
    const { file } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, { user_id: colleague.user.id, tipo: 2 }],
    });
    const view = await app.call('GET', `/api/arquivo/${file.id}/assinar`, { token: colleague.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ vez: false, pode_agir: false });
    const early = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token: colleague.token,
      body: { consentimento: true },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Ainda não é a sua vez: aguarde quem vem antes de você na ordem de assinatura.',
    );

    await signAs(app, first.email);
    const now = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token: colleague.token,
      body: { consentimento: true },
    });
    expect(now.status).toBe(200);
  });
});

describe('the denial', () => {
  it('stops the process; whoever already acted and the requester are told; nobody acts after', async () => {
    const [signer, denier, late] = [external(), external({ nome: 'Davi Recusa' }), external()];
    const { file } = await sendForSignature(app, owner.token, { signatarios: [signer, denier, late] });
    await signAs(app, signer.email);
    const denierToken = linkToken(app, denier.email);

    const noReason = await app.call('PUT', `/api/arquivo/${file.id}/negar-publico`, {
      body: { token: denierToken },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.motivo).toBeDefined();

    const res = await denyByLink(app, file.id, denierToken, 'Valor diferente do combinado.');
    expect(res.status).toBe(200);
    expect(res.body.signatario).toMatchObject({ status: 'denied', motivo: 'Valor diferente do combinado.' });
    expect(res.body.documento.status).toBe('denied');

    const list = await app.call('GET', '/api/files?perPage=100', { token: owner.token });
    expect(list.body.data.find((f: { id: number }) => f.id === file.id)?.status).toBe('denied');
    const p = await processOf(app, owner.token, file.id);
    expect(p).toMatchObject({ status: 'denied', motivo: 'Valor diferente do combinado.' });

    const subject = `Documento recusado: ${file.nome}`;
    expect(mailsTo(app, signer.email).at(-1)?.subject).toBe(subject);
    expect(mailsTo(app, signer.email).at(-1)?.text).toContain('Davi Recusa recusou o documento');
    expect(mailsTo(app, owner.user.email).at(-1)?.subject).toBe(subject);
    expect(mailsTo(app, late.email).some((m) => m.subject === subject)).toBe(false);

    const after = await actByLink(app, linkToken(app, late.email));
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('Este documento foi recusado e o processo foi encerrado.');
    expect((await denyByLink(app, file.id, linkToken(app, late.email))).status).toBe(409);

    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).at(-1)).toBe('denied');
    expect(events.data.at(-1)?.dados).toMatchObject({
      email: denier.email,
      motivo: 'Valor diferente do combinado.',
    });
    expect(events.chain.valid).toBe(true);
  });
});

describe('a signed-in signer', () => {
  it('sees and signs from the platform (session); a user who is not a signatory gets 404', async () => {
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [{ user_id: colleague.user.id, tipo: 3 }, external()],
    });
    const view = await app.call('GET', `/api/arquivo/${file.id}/assinar`, { token: colleague.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ signatario: { nome: 'Caio Colega', tipo: 3 }, pode_agir: true });
    const doc = await fetchBytes(app, view.body.documento_url);
    expect(doc.status).toBe(200);
    expect(doc.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await member(app, empresaA, ['vault.view']);
    expect((await app.call('GET', `/api/arquivo/${file.id}/assinar`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (
        await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
          token: stranger.token,
          body: { consentimento: true },
        })
      ).status,
    ).toBe(404);

    const res = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token: colleague.token,
      body: { consentimento: true },
      headers: signerHeaders,
    });
    expect(res.status).toBe(200);
    expect(res.body.signatario.status).toBe('signed');
    expect(await signerOf(file.id, colleague.user.email)).toMatchObject({
      status: 'signed',
      autenticacao: 'session',
      user_agent: 'Vitest Signer/1.0',
      port: 54321,
    });
    const signed = (await eventsOf(app, owner.token, file.id)).data.find((e) => e.acao === 'signed');
    expect(signed?.ator?.id).toBe(colleague.user.id);
  });

  it('asks for the code signed in (session_code)', async () => {
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [{ user_id: colleague.user.id, tipo: 1, exige_codigo: true }, external()],
    });
    const sent = await app.call('POST', `/api/arquivo/${file.id}/codigo`, { token: colleague.token });
    expect(sent.status).toBe(200);
    const code = codeFrom(app, colleague.user.email);
    const res = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token: colleague.token,
      body: { consentimento: true, codigo: code },
    });
    expect(res.status).toBe(200);
    expect((await signerOf(file.id, colleague.user.email)).autenticacao).toBe('session_code');
  });

  it('refuses signed in (PUT negar): the process stops', async () => {
    const other = external();
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [other, { user_id: colleague.user.id, tipo: 1 }],
    });
    const noReason = await app.call('PUT', `/api/arquivo/${file.id}/negar`, {
      token: colleague.token,
      body: {},
    });
    expect(noReason.status).toBe(422);
    const res = await app.call('PUT', `/api/arquivo/${file.id}/negar`, {
      token: colleague.token,
      body: { motivo: 'Não reconheço este contrato.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.signatario).toMatchObject({ status: 'denied', motivo: 'Não reconheço este contrato.' });
    expect(await signerOf(file.id, colleague.user.email)).toMatchObject({
      status: 'denied',
      autenticacao: 'session',
    });
    expect((await processOf(app, owner.token, file.id)).status).toBe('denied');
    expect((await actByLink(app, linkToken(app, other.email))).status).toBe(409);
  });
});
