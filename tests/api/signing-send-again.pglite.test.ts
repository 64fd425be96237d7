// Sending a document for signature again through the real API: a denied, cancelled or expired
// process is sent as a new round on the same file. The new signatories are invited, the earlier
// round's links stop working, the owner's view lists the earlier rounds with how they ended, both
// requests sit in a valid chain, and the new round completes and seals with its own signatories
// only. A completed or waiting process is still refused (409); another company's file is 404 and a
// member without signing.request 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningProcess } from '../../common/schemas/signing.js';
import { sweepSigningDeadlines } from '../../server/jobs/signingDeadlines.js';
import { brasiliaDate } from '../../server/modules/billing/dates.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  actByLink,
  actionsOf,
  ago,
  companyWithOwner,
  denyByLink,
  eventsOf,
  external,
  fileRow,
  inviteMailsTo,
  linkToken,
  type Member,
  member,
  processOf,
  requestSigning,
  sendForSignature,
  setFile,
  signAs,
  viewByLink,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let ownerB: Member;
let empresaA: number;
/** Company A: may see the vault but not request signatures. */
let viewer: Member;
const log = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  app = await startTestApp({ SIGNING_DEADLINE_SWEEP_INTERVAL: '0' });
  const a = await companyWithOwner(app);
  owner = a.owner;
  empresaA = a.empresaId;
  viewer = await member(app, a.empresaId, ['vault.view']);
  ownerB = (await companyWithOwner(app)).owner;
});
afterAll(async () => app?.close());

const cancel = (fileId: number, motivo = 'Faltou um anexo.') =>
  app.call('PUT', `/api/arquivo/${fileId}/cancelar`, { token: owner.token, body: { motivo } });

describe('a denied process sent again', () => {
  const ana = external({ nome: 'Ana Antiga' });
  const bia = external({ nome: 'Bia Bis' });
  const caio = external({ nome: 'Caio Novo', tipo: 5 });
  let fileId: number;
  let oldAna: string;
  let oldBia: string;
  let again: SigningProcess;

  beforeAll(async () => {
    const sent = await sendForSignature(app, owner.token, { signatarios: [ana, bia] });
    fileId = sent.file.id;
    oldAna = linkToken(app, ana.email);
    oldBia = linkToken(app, bia.email);
    expect((await denyByLink(app, fileId, oldAna, 'Valor errado na cláusula 2.')).status).toBe(200);
    expect((await processOf(app, owner.token, fileId)).status).toBe('denied');
    const res = await requestSigning(app, owner.token, fileId, { signatarios: [bia, caio] });
    expect(res.status).toBe(201);
    again = res.body;
  });

  it('starts round 2, waiting, with the new signatories invited', async () => {
    expect(again).toMatchObject({ status: 'waiting', rodada: 2, encerrado_em: null, motivo: null });
    expect(again.signatarios.map((s) => [s.email, s.status, s.tipo])).toEqual([
      [bia.email, 'pending', 1],
      [caio.email, 'pending', 5],
    ]);
    expect(again.signatarios.every((s) => s.enviado_em !== null)).toBe(true);
    expect(inviteMailsTo(app, caio.email)).toHaveLength(1);
    expect(inviteMailsTo(app, bia.email)).toHaveLength(2);
    expect(inviteMailsTo(app, ana.email)).toHaveLength(1);
    expect((await fileRow(app, fileId)).rodada).toBe(2);
  });

  it("the earlier round's links no longer open nor act (404); the new link works", async () => {
    for (const token of [oldAna, oldBia]) {
      expect((await viewByLink(app, token)).status).toBe(404);
      expect((await actByLink(app, token)).status).toBe(404);
    }
    expect((await denyByLink(app, fileId, oldAna)).status).toBe(404);
    const fresh = linkToken(app, bia.email);
    expect(fresh).not.toBe(oldBia);
    const view = await viewByLink(app, fresh);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ pode_agir: true, documento: { status: 'waiting' } });
    expect(view.body.partes.map((p: { nome: string }) => p.nome)).toEqual([bia.nome, caio.nome]);
  });

  it('the view lists the earlier round with its refusal and each signatory’s outcome', async () => {
    const p = await processOf(app, owner.token, fileId);
    expect(p.rodada).toBe(2);
    expect(p.signatarios).toHaveLength(2);
    expect(p.rodadas_anteriores).toHaveLength(1);
    const [r1] = p.rodadas_anteriores;
    expect(r1).toMatchObject({ rodada: 1, status: 'denied', motivo: 'Valor errado na cláusula 2.' });
    expect(r1?.encerrado_em).not.toBeNull();
    expect(r1?.enviado_em).not.toBeNull();
    expect(Date.parse(r1?.encerrado_em ?? '')).toBeGreaterThanOrEqual(Date.parse(r1?.enviado_em ?? ''));
    expect(r1?.signatarios).toEqual([
      expect.objectContaining({
        nome: ana.nome,
        email: ana.email,
        status: 'denied',
        motivo: 'Valor errado na cláusula 2.',
      }),
      expect.objectContaining({ nome: bia.nome, status: 'pending', acted_at: null }),
    ]);
    expect(r1?.signatarios[0]?.acted_at).not.toBeNull();
  });

  it('the chain is valid and holds both requests, the second naming its round and how the first ended', async () => {
    const events = await eventsOf(app, owner.token, fileId);
    expect(events.chain.valid).toBe(true);
    const requests = events.data.filter((e) => e.acao === 'signing_requested');
    expect(requests).toHaveLength(2);
    expect(requests[0]?.dados).not.toHaveProperty('rodada_anterior');
    expect(requests[1]?.dados).toMatchObject({
      rodada: 2,
      rodada_anterior: { status: 'denied', motivo: 'Valor errado na cláusula 2.' },
    });
    const acts = actionsOf(events);
    expect(acts.indexOf('denied')).toBeLessThan(acts.lastIndexOf('signing_requested'));
  });

  it('completing the new round seals it with its own signatories', async () => {
    await signAs(app, bia.email);
    expect((await processOf(app, owner.token, fileId)).status).toBe('waiting');
    await signAs(app, caio.email);
    const done = await processOf(app, owner.token, fileId);
    expect(done).toMatchObject({ status: 'completed', rodada: 2, tem_assinado: true });
    expect(done.verificacao_codigo).toBeTruthy();
    expect(done.rodadas_anteriores).toHaveLength(1);
    const events = await eventsOf(app, owner.token, fileId);
    expect(actionsOf(events).at(-1)).toBe('completed');
    expect(events.chain.valid).toBe(true);
    const verified = await app.call('GET', `/api/verificar/${done.verificacao_codigo}`);
    expect(verified.status).toBe(200);
    expect(verified.body.signatarios.map((s: { nome: string }) => s.nome)).toEqual([bia.nome, caio.nome]);
    // A completed process is not sent again.
    const refused = await requestSigning(app, owner.token, fileId, { signatarios: [external()] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBeTruthy();
    expect((await fileRow(app, fileId)).rodada).toBe(2);
  });
});

describe('cancelled and expired processes', () => {
  it('a cancelled process is sent again, and again: the earlier rounds newest first', async () => {
    const { file } = await sendForSignature(app, owner.token, { signatarios: [external()] });
    expect((await cancel(file.id, 'Faltou um anexo.')).status).toBe(200);
    const second = await requestSigning(app, owner.token, file.id, { signatarios: [external()] });
    expect(second.status).toBe(201);
    expect((await cancel(file.id, 'Nome errado.')).status).toBe(200);
    const third = await requestSigning(app, owner.token, file.id, { signatarios: [external()] });
    expect(third.status).toBe(201);
    const p = await processOf(app, owner.token, file.id);
    expect(p.rodada).toBe(3);
    expect(p.rodadas_anteriores.map((r) => [r.rodada, r.status, r.motivo])).toEqual([
      [2, 'cancelled', 'Nome errado.'],
      [1, 'cancelled', 'Faltou um anexo.'],
    ]);
    expect(p.rodadas_anteriores.every((r) => r.signatarios.length === 1)).toBe(true);
  });

  it('an expired process is sent again without the old deadline', async () => {
    const tomorrow = brasiliaDate(new Date(Date.now() + 86_400_000));
    const signer = external();
    const { file } = await sendForSignature(app, owner.token, { signatarios: [signer], prazo: tomorrow });
    await setFile(app, file.id, { prazo: ago(60) });
    await sweepSigningDeadlines(app.ctx, log);
    expect((await processOf(app, owner.token, file.id)).status).toBe('expired');
    const res = await requestSigning(app, owner.token, file.id, { signatarios: [signer] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'waiting', rodada: 2, prazo: null, expirado_em: null });
    expect(res.body.rodadas_anteriores).toEqual([
      expect.objectContaining({ rodada: 1, status: 'expired', motivo: null }),
    ]);
    // The sweep leaves the new round alone; its signatory acts by the new link.
    await sweepSigningDeadlines(app.ctx, log);
    expect((await processOf(app, owner.token, file.id)).status).toBe('waiting');
    await signAs(app, signer.email);
    expect((await processOf(app, owner.token, file.id)).status).toBe('completed');
  });
});

describe('refusals', () => {
  let deniedId: number;

  beforeAll(async () => {
    const signer = external();
    const { file } = await sendForSignature(app, owner.token, { signatarios: [signer] });
    deniedId = file.id;
    expect((await denyByLink(app, file.id, linkToken(app, signer.email))).status).toBe(200);
  });

  it('a waiting process is still 409', async () => {
    const { file } = await sendForSignature(app, owner.token, { signatarios: [external()] });
    const res = await requestSigning(app, owner.token, file.id, { signatarios: [external()] });
    expect(res.status).toBe(409);
    expect((await fileRow(app, file.id)).rodada).toBe(1);
  });

  it("404 for another company's denied file, 403 without signing.request; nothing changes", async () => {
    const other = await requestSigning(app, ownerB.token, deniedId, { signatarios: [external()] });
    expect(other.status).toBe(404);
    const forbidden = await requestSigning(app, viewer.token, deniedId, { signatarios: [external()] });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.permission).toBe('signing.request');
    const p = await processOf(app, owner.token, deniedId);
    expect(p).toMatchObject({ status: 'denied', rodada: 1, rodadas_anteriores: [] });
    const events = await eventsOf(app, owner.token, deniedId);
    expect(actionsOf(events).filter((a) => a === 'signing_requested')).toHaveLength(1);
  });
});

describe('a signed-in signatory of an earlier round', () => {
  it('no longer finds the document in the inbox nor acts on it once it goes out again without them', async () => {
    const colleague = await member(app, empresaA, ['vault.view']);
    const refuser = external({ nome: 'Rui Recusa' });
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [{ user_id: colleague.user.id, tipo: 2 }, refuser],
    });
    const listed = async () =>
      (
        (await app.call('GET', '/api/inbox', { token: colleague.token })).body.data as {
          arquivo_id: number;
        }[]
      ).some((d) => d.arquivo_id === file.id);
    // Parallel: the colleague is asked at once; then the other one refuses, and it goes out again.
    expect(await listed()).toBe(true);
    expect((await denyByLink(app, file.id, linkToken(app, refuser.email))).status).toBe(200);
    const again = await requestSigning(app, owner.token, file.id, {
      signatarios: [external({ nome: 'Nina Nova' })],
    });
    expect(again.status, again.text).toBe(201);
    expect(await listed()).toBe(false);
    const view = await app.call('GET', `/api/arquivo/${file.id}/assinar`, { token: colleague.token });
    expect(view.status).toBe(404);
    const act = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token: colleague.token,
      body: { consentimento: true },
    });
    expect(act.status).toBe(404);
    expect((await processOf(app, owner.token, file.id)).signatarios.map((s) => s.nome)).toEqual([
      'Nina Nova',
    ]);
  });
});
