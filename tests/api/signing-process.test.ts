// Sending a file for signature through the real API: a draft file to its signatories (company
// users by id, external people), all at once or in order; the refusals of a bad request; the
// e-mails and events it leaves; and a waiting file that cannot be sent again nor deleted.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatoryView, SigningProcess } from '../../common/schemas/signing.js';
import { updateUser } from '../../server/db/queries/users.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeUser } from '../helpers/fixtures.js';
import {
  actionsOf,
  companyWithOwner,
  eventsOf,
  external,
  inviteMailsTo,
  linkToken,
  type Member,
  mailsTo,
  member,
  processOf,
  requestSigning,
  sendForSignature,
  signAs,
  upload,
} from '../helpers/signing.js';

let app: TestApp;
let empresaA: number;
let companyAName: string;
let owner: Member;
let ownerB: Member;
/** Company A: vault.view + vault.upload only (cannot request). */
let viewer: Member;
let internal: Awaited<ReturnType<typeof makeUser>>;
let foreignUser: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  app = await startTestApp();
  const a = await companyWithOwner(app);
  empresaA = a.empresaId;
  companyAName = a.company.razaoSocial;
  owner = a.owner;
  const b = await companyWithOwner(app);
  ownerB = b.owner;
  viewer = await member(app, empresaA, ['vault.view', 'vault.upload']);
  internal = await makeUser(app, { companies: [empresaA], selected: empresaA });
  await updateUser(app.ctx.db, internal.id, { nome: 'Ana Interna' });
  foreignUser = await makeUser(app, { companies: [b.empresaId], selected: b.empresaId });
});
afterAll(async () => app?.close());

const byEmail = (p: SigningProcess, email: string) =>
  p.signatarios.find((s) => s.email === email) as SignatoryView;

describe('sending a file for signature', () => {
  it('201: a company user by id (their name and e-mail) and an external person, all invited at once', async () => {
    const file = await upload(app, owner.token, { name: 'Contrato de locação.pdf' });
    const cpf = generateCpf();
    const outsider = external({ nome: 'Bruno Externo', tipo: 5, cpf });
    const res = await requestSigning(app, owner.token, file.id, {
      mensagem: 'Favor assinar até sexta.',
      signatarios: [{ user_id: internal.id, tipo: 2 }, outsider],
    });
    expect(res.status).toBe(201);
    const p = res.body;
    expect(p).toMatchObject({
      arquivo_id: file.id,
      nome: 'Contrato de locação.pdf',
      status: 'waiting',
      sequencial: false,
      mensagem: 'Favor assinar até sexta.',
      solicitante: { id: owner.user.id, nome: owner.user.nome },
      verificacao_codigo: null,
      tem_assinado: false,
    });
    expect(p.enviado_em).toEqual(expect.any(String));
    expect(p.signatarios).toHaveLength(2);
    expect(p.signatarios[0]).toMatchObject({
      ordem: 1,
      tipo: 2,
      nome: 'Ana Interna',
      email: internal.email,
      user_id: internal.id,
      interno: true,
      status: 'pending',
      vez: true,
      exige_codigo: false,
    });
    expect(p.signatarios[1]).toMatchObject({
      ordem: 2,
      tipo: 5,
      nome: 'Bruno Externo',
      email: outsider.email,
      user_id: null,
      interno: false,
      cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
      status: 'pending',
      vez: true,
    });
    for (const s of p.signatarios) expect(s.enviado_em).toEqual(expect.any(String));

    // The vault lists it as waiting.
    const list = await app.call('GET', '/api/files?perPage=100', { token: owner.token });
    expect(list.body.data.find((f: { id: number }) => f.id === file.id)?.status).toBe('waiting');

    // Each signatory got their own personal link, with the act asked of them and the message.
    const toInternal = inviteMailsTo(app, internal.email);
    const toOutsider = inviteMailsTo(app, outsider.email);
    expect(toInternal).toHaveLength(1);
    expect(toOutsider).toHaveLength(1);
    expect(toInternal[0]?.subject).toBe('Documento aguardando você: Contrato de locação.pdf');
    expect(toInternal[0]?.text).toContain('pediu que você aprove o documento "Contrato de locação.pdf"');
    expect(toInternal[0]?.text).toContain(companyAName);
    expect(toInternal[0]?.text).toContain('Favor assinar até sexta.');
    // Nobody asked to be sent a document: no "if you did not request this" line.
    expect(toInternal[0]?.text).not.toContain('Se você não fez esta solicitação');
    expect(toOutsider[0]?.text).toContain('pediu que você assine como testemunha o documento');
    expect(linkToken(app, internal.email)).not.toBe(linkToken(app, outsider.email));

    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events)).toEqual([
      'uploaded',
      'signing_requested',
      'signatory_invited',
      'signatory_invited',
    ]);
    expect(events.data[1]?.dados).toMatchObject({ sequencial: false, mensagem: 'Favor assinar até sexta.' });
    expect(events.chain.valid).toBe(true);
  });

  it('in order: only the first is e-mailed; the next gets their link when the first has acted', async () => {
    const [first, second] = [external(), external({ tipo: 3 })];
    const { file, process } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, second],
    });
    expect(process.sequencial).toBe(true);
    expect(byEmail(process, first.email)).toMatchObject({ vez: true, enviado_em: expect.any(String) });
    expect(byEmail(process, second.email)).toMatchObject({ vez: false, enviado_em: null });
    expect(inviteMailsTo(app, first.email)).toHaveLength(1);
    expect(mailsTo(app, second.email)).toHaveLength(0);

    await signAs(app, first.email);
    expect(inviteMailsTo(app, second.email)).toHaveLength(1);
    const after = await processOf(app, owner.token, file.id);
    expect(byEmail(after, second.email)).toMatchObject({ vez: true, enviado_em: expect.any(String) });
  });

  it('a draft file answers with no signatories', async () => {
    const file = await upload(app, owner.token);
    const p = await processOf(app, owner.token, file.id);
    expect(p).toMatchObject({ arquivo_id: file.id, status: 'draft', signatarios: [], enviado_em: null });
  });

  describe('refusals (the file stays a draft and nobody is e-mailed)', () => {
    let fileId: number;
    beforeAll(async () => {
      fileId = (await upload(app, owner.token)).id;
    });
    const stillDraft = async () => expect((await processOf(app, owner.token, fileId)).status).toBe('draft');

    it('422 without signatories', async () => {
      const res = await requestSigning(app, owner.token, fileId, { signatarios: [] });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Adicione ao menos um signatário.');
      expect(res.body.errors.signatarios).toEqual(['Adicione ao menos um signatário.']);
      await stillDraft();
    });

    it('422 for an external person without an e-mail, and for an unknown act', async () => {
      const res = await requestSigning(app, owner.token, fileId, {
        signatarios: [{ nome: 'Sem E-mail', tipo: 1 }],
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['signatarios.0.email']);
      const bad = await requestSigning(app, owner.token, fileId, { signatarios: [external({ tipo: 9 })] });
      expect(bad.status).toBe(422);
      expect(bad.body.errors['signatarios.0.tipo']).toBeDefined();
      await stillDraft();
    });

    it('422 for the same e-mail twice (whatever its case, or as a company user)', async () => {
      const one = external();
      const res = await requestSigning(app, owner.token, fileId, {
        signatarios: [one, external({ email: one.email.toUpperCase() })],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors['signatarios.1.email']).toEqual(['Este e-mail já está entre os signatários.']);
      const asUser = await requestSigning(app, owner.token, fileId, {
        signatarios: [{ user_id: internal.id, tipo: 1 }, external({ email: internal.email })],
      });
      expect(asUser.status).toBe(422);
      expect(asUser.body.errors['signatarios.1.email']).toEqual([
        'Este e-mail já está entre os signatários.',
      ]);
      expect(mailsTo(app, one.email)).toHaveLength(0);
      await stillDraft();
    });

    it('422 for a user of another company', async () => {
      const res = await requestSigning(app, owner.token, fileId, {
        signatarios: [{ user_id: foreignUser.id, tipo: 1 }],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors['signatarios.0.user_id']).toEqual(['Este usuário não pertence à sua empresa.']);
      expect(mailsTo(app, foreignUser.email)).toHaveLength(0);
      await stillDraft();
    });

    it("404 for another company's file and for an unknown one", async () => {
      expect((await requestSigning(app, ownerB.token, fileId, { signatarios: [external()] })).status).toBe(
        404,
      );
      expect((await requestSigning(app, owner.token, 99_999_999, { signatarios: [external()] })).status).toBe(
        404,
      );
      await stillDraft();
    });

    it('403 without the signing.request permission', async () => {
      const own = await upload(app, viewer.token);
      const res = await requestSigning(app, viewer.token, own.id, { signatarios: [external()] });
      expect(res.status).toBe(403);
      expect(res.body.permission).toBe('signing.request');
    });
  });

  it('sent twice at the same moment: one process (201), the other refused (409)', async () => {
    const file = await upload(app, owner.token);
    const [x, y] = [external(), external()];
    const results = await Promise.all([
      requestSigning(app, owner.token, file.id, { signatarios: [x] }),
      requestSigning(app, owner.token, file.id, { signatarios: [y] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const p = await processOf(app, owner.token, file.id);
    expect(p.signatarios).toHaveLength(1);
    expect(mailsTo(app, x.email).length + mailsTo(app, y.email).length).toBe(1);
  });

  it('409 when sent twice, and a waiting file cannot be deleted', async () => {
    const { file } = await sendForSignature(app, owner.token, { signatarios: [external()] });
    const again = await requestSigning(app, owner.token, file.id, { signatarios: [external()] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este documento já foi enviado para assinatura.');
    const del = await app.call('DELETE', `/api/file/${file.id}/deletar`, { token: owner.token });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'Este documento está em processo de assinatura. Cancele o processo antes de excluí-lo.',
    );
    expect((await processOf(app, owner.token, file.id)).status).toBe('waiting');
  });
});
