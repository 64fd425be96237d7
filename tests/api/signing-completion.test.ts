// Completion through the real API: the last act seals the document with the platform certificate
// (generated on first use here). The owner sees it completed with its verification code; the
// sealed PDF is the original's pages plus the certificate, and poppler finds its signature valid;
// the events end with 'completed' and their chain verifies; everyone is told by e-mail. A non-PDF
// original gets a certificate PDF of its own. Administrators see the certificate's validity.
import { createHash } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningProcess } from '../../common/schemas/signing.js';
import { updateUser } from '../../server/db/queries/users.js';
import { loginAs, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { minimalPdf, pngBytes } from '../helpers/files.js';
import { pdfsig, pdftotext } from '../helpers/pdfsig.js';
import {
  actByLink,
  actionsOf,
  askCode,
  codeFrom,
  companyWithOwner,
  eventsOf,
  external,
  fetchBytes,
  linkToken,
  type Member,
  mailsTo,
  member,
  pdfPages,
  processOf,
  sealedByLink,
  sendForSignature,
  signAs,
  viewByLink,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let colleague: Member;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  const a = await companyWithOwner(app);
  owner = a.owner;
  colleague = await member(app, a.empresaId, ['vault.view']);
  await updateUser(app.ctx.db, colleague.user.id, { nome: 'Clara Colega' });
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(async () => app?.close());

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('a PDF completed by its last act', () => {
  const originalBytes = minimalPdf('Contrato de prestação de serviços');
  const outsider = external({ nome: 'Eva Externa', cpf: generateCpf(), tipo: 5, exige_codigo: true });
  let fileId: number;
  let fileName: string;
  let done: SigningProcess;
  let sealed: Buffer;

  beforeAll(async () => {
    const sent = await sendForSignature(
      app,
      owner.token,
      { signatarios: [{ user_id: colleague.user.id, tipo: 1 }, outsider] },
      { name: 'Prestação de serviços.pdf', bytes: originalBytes },
    );
    fileId = sent.file.id;
    fileName = sent.file.nome;
  });

  it('stays waiting, without a sealed PDF, until the last one acts', async () => {
    const res = await app.call('PUT', `/api/arquivo/${fileId}/assinar`, {
      token: colleague.token,
      body: { consentimento: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.documento.status).toBe('waiting');
    const p = await processOf(app, owner.token, fileId);
    expect(p).toMatchObject({ status: 'waiting', tem_assinado: false, verificacao_codigo: null });
    const url = await app.call('GET', `/api/file/${fileId}/url?versao=assinado`, { token: owner.token });
    expect(url.status).toBe(404);
    expect(url.body.message).toBe('O documento assinado ainda não está disponível.');
  });

  it('the last act completes it: the owner sees the verification code and the sealed PDF', async () => {
    const token = linkToken(app, outsider.email);
    await askCode(app, token);
    const res = await actByLink(app, token, { consentimento: true, codigo: codeFrom(app, outsider.email) });
    expect(res.status).toBe(200);
    expect(res.body.documento.status).toBe('completed');
    expect(res.body.assinado_disponivel).toBe(true);

    done = await processOf(app, owner.token, fileId);
    expect(done).toMatchObject({ status: 'completed', tem_assinado: true, tem_certificado: false });
    expect(done.concluido_em).toEqual(expect.any(String));
    expect(done.verificacao_codigo).toMatch(/^[A-Z2-9]{16}$/);
    expect(done.verificacao_url).toBe(`${TEST_APP_URL}/verificar/${done.verificacao_codigo}`);
    expect(res.body.verificacao_url).toBe(done.verificacao_url);
    const list = await app.call('GET', '/api/files?perPage=100', { token: owner.token });
    expect(list.body.data.find((f: { id: number }) => f.id === fileId)?.status).toBe('completed');
  });

  it("the events end with 'completed', naming the sealed file's hash, and the chain verifies", async () => {
    const events = await eventsOf(app, owner.token, fileId);
    expect(actionsOf(events).at(-1)).toBe('completed');
    expect(actionsOf(events).filter((a) => a === 'signed')).toHaveLength(2);
    expect(events.data.at(-1)?.dados).toMatchObject({
      selado_tipo: 'assinado',
      verificacao_codigo: done.verificacao_codigo,
    });
    expect(events.chain.valid).toBe(true);

    // The signer's link serves the sealed PDF once completed.
    const view = await viewByLink(app, linkToken(app, outsider.email));
    expect(view.body).toMatchObject({ assinado_disponivel: true, pode_agir: false });
    const got = await fetchBytes(app, view.body.assinado_url);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    sealed = got.bytes;
    expect(events.data.at(-1)?.dados.sha256_assinado).toBe(sha256(sealed));
  });

  it("the owner's link (GET /api/file/{id}/url?versao=assinado) serves the same sealed PDF", async () => {
    const res = await app.call('GET', `/api/file/${fileId}/url?versao=assinado&disposition=attachment`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const got = await fetchBytes(app, res.body.url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(sealed)).toBe(true);
    // Without a version a completed PDF's link is its signed copy; the original stays at versao=original.
    const main = await app.call('GET', `/api/file/${fileId}/url`, { token: owner.token });
    expect((await fetchBytes(app, main.body.url)).bytes.equals(sealed)).toBe(true);
    const original = await app.call('GET', `/api/file/${fileId}/url?versao=original`, { token: owner.token });
    expect((await fetchBytes(app, original.body.url)).bytes.equals(originalBytes)).toBe(true);
  });

  it('the signed-in signer gets a working link to the sealed PDF too', async () => {
    const view = await app.call('GET', `/api/arquivo/${fileId}/assinar`, { token: colleague.token });
    expect(view.body).toMatchObject({ assinado_disponivel: true, signatario: { status: 'signed' } });
    const got = await fetchBytes(app, view.body.assinado_url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(sealed)).toBe(true);
  });

  it('the sealed PDF is the original plus certificate pages, and its signature is valid', () => {
    expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(originalBytes)).toBe(1);
    expect(pdfPages(sealed)).toBeGreaterThan(1);
    const report = pdfsig(sealed);
    expect(report).toContain('Signature is Valid.');
    expect(report).not.toContain('Signature is Invalid');
    const text = pdftotext(sealed);
    expect(text).toContain('Contrato de prestação de serviços');
    expect(text).toContain('Eva Externa');
    expect(text).toContain('Clara Colega');
    expect(text).toContain(done.verificacao_codigo as string);
  });

  it('every party and the requester are told by e-mail, with the signed copy and the verification link', () => {
    for (const address of [outsider.email, colleague.user.email, owner.user.email]) {
      const mail = mailsTo(app, address).at(-1);
      expect(mail?.subject).toBe(`Documento concluído: ${fileName}`);
      expect(mail?.links).toEqual([
        expect.stringMatching(/^http:\/\/cofre\.test\/api\/blob\//),
        done.verificacao_url,
      ]);
    }
  });

  it('acting or cancelling now is refused', async () => {
    const token = linkToken(app, outsider.email);
    const again = await actByLink(app, token, { consentimento: true, codigo: '123456' });
    expect(again.status).toBe(409);
    const cancel = await app.call('PUT', `/api/arquivo/${fileId}/cancelar`, {
      token: owner.token,
      body: { motivo: 'Tarde demais.' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('Este documento já foi concluído.');
  });
});

describe('a non-PDF original', () => {
  it('gets a certificate PDF of its own, sealed and valid', async () => {
    const person = external({ nome: 'Igor Imagem' });
    const { file } = await sendForSignature(
      app,
      owner.token,
      { signatarios: [person] },
      { name: 'Foto do imóvel.png', bytes: pngBytes(), mime: 'image/png' },
    );
    await signAs(app, person.email);
    const p = await processOf(app, owner.token, file.id);
    expect(p).toMatchObject({ status: 'completed', tem_certificado: true, tem_assinado: false });
    const events = await eventsOf(app, owner.token, file.id);
    expect(events.data.at(-1)).toMatchObject({ acao: 'completed', dados: { selado_tipo: 'certificado' } });
    expect(events.chain.valid).toBe(true);

    const certificate = await sealedByLink(app, linkToken(app, person.email));
    expect(certificate.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(certificate)).toBeGreaterThanOrEqual(1);
    expect(pdfsig(certificate)).toContain('Signature is Valid.');
    expect(pdftotext(certificate)).toContain('Igor Imagem');
    expect(mailsTo(app, person.email).at(-1)?.subject).toBe('Documento concluído: Foto do imóvel.png');
  });
});

describe('the last acts at the same moment', () => {
  it('complete the document once: one completed event, one e-mail each', async () => {
    const people = [external(), external(), external()];
    const { file } = await sendForSignature(app, owner.token, { signatarios: people });
    await signAs(app, people[0]?.email as string);
    const tokens = people.slice(1).map((p) => linkToken(app, p.email));
    const results = await Promise.all(tokens.map((t) => actByLink(app, t)));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const p = await processOf(app, owner.token, file.id);
    expect(p.status).toBe('completed');
    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).filter((a) => a === 'completed')).toHaveLength(1);
    expect(events.chain.valid).toBe(true);
    for (const person of people)
      expect(
        mailsTo(app, person.email).filter((m) => m.subject.startsWith('Documento concluído')),
      ).toHaveLength(1);
  });
});

describe('completion e-mails', () => {
  it("speak the process's language (its sender's), whatever the last signer's browser speaks", async () => {
    const person = external();
    const { file } = await sendForSignature(app, owner.token, { signatarios: [person] });
    const res = await actByLink(
      app,
      linkToken(app, person.email),
      { consentimento: true },
      {
        headers: { 'accept-language': 'en' },
      },
    );
    expect(res.status).toBe(200);
    expect(mailsTo(app, person.email).at(-1)?.subject).toBe(`Documento concluído: ${file.nome}`);
    expect(mailsTo(app, owner.user.email).at(-1)?.subject).toBe(`Documento concluído: ${file.nome}`);
  });
});

describe('GET /api/admin/certificado', () => {
  it('shows administrators the generated certificate, far from its end', async () => {
    const res = await app.call('GET', '/api/admin/certificado', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: 'generated', expired: false, warning: false });
    expect(res.body.days_left).toBeGreaterThan(30);
    expect(Date.parse(res.body.valid_to)).toBeGreaterThan(Date.now());
    expect(res.body.subject).toEqual(expect.any(String));
  });

  it('is refused to company users (403) and to visitors (401)', async () => {
    expect((await app.call('GET', '/api/admin/certificado', { token: owner.token })).status).toBe(403);
    expect((await app.call('GET', '/api/admin/certificado')).status).toBe(401);
  });
});
