// The owner's side of a process under way, through the real API: reminders (a new link replaces
// the old one, once a minute, only to whoever's turn it is), cancelling (a reason; signing.manage
// or the requester; everyone sent a link is told) and removing a signatory (a reason and
// signing.manage; the next in order is invited; nobody left pending completes the document).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatoryView, SigningProcess } from '../../common/schemas/signing.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  actByLink,
  actionsOf,
  ago,
  companyWithOwner,
  eventsOf,
  external,
  inviteMailsTo,
  linkToken,
  type Member,
  mailsTo,
  member,
  sendForSignature,
  setSignatory,
  signAs,
  upload,
  viewByLink,
} from '../helpers/signing.js';

let app: TestApp;
let empresaA: number;
let owner: Member;
let ownerB: Member;
/** Company A: vault.view + vault.upload only (cannot request). */
let viewer: Member;
/** Company A: may request signatures but not manage (cancel others' processes, remove signatures). */
let requester: Member;

beforeAll(async () => {
  app = await startTestApp();
  const a = await companyWithOwner(app);
  empresaA = a.empresaId;
  owner = a.owner;
  ownerB = (await companyWithOwner(app)).owner;
  viewer = await member(app, empresaA, ['vault.view', 'vault.upload']);
  requester = await member(app, empresaA, ['vault.view', 'vault.upload', 'signing.request']);
});
afterAll(async () => app?.close());

const byEmail = (p: SigningProcess, email: string) =>
  p.signatarios.find((s) => s.email === email) as SignatoryView;

describe('reminders', () => {
  const remind = (fileId: number, sid: number, token = owner.token) =>
    app.call('POST', `/api/arquivo/${fileId}/assinatura/${sid}/lembrete`, { token });

  it('429 within a minute of the link; later a new link that replaces the old one', async () => {
    const person = external();
    const { file, process } = await sendForSignature(app, owner.token, { signatarios: [person] });
    const sid = process.signatarios[0]?.id as number;
    const oldToken = linkToken(app, person.email);

    const soon = await remind(file.id, sid);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Aguarde \d+ segundos para reenviar o link\.$/);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);

    await setSignatory(app, sid, { enviadoEm: ago(120) });
    const res = await remind(file.id, sid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: sid,
      status: 'pending',
      vez: true,
      lembrado_em: expect.any(String),
    });
    const mails = inviteMailsTo(app, person.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Lembrete: documento aguardando você: ${file.nome}`);
    const newToken = linkToken(app, person.email);
    expect(newToken).not.toBe(oldToken);
    expect((await viewByLink(app, newToken)).status).toBe(200);
    const old = await viewByLink(app, oldToken);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('Link de assinatura inválido.');

    // Once a minute, counted from the reminder too.
    expect((await remind(file.id, sid)).status).toBe(429);
    await setSignatory(app, sid, { lembradoEm: ago(61) });
    expect((await remind(file.id, sid)).status).toBe(200);

    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).filter((a) => a === 'signatory_reminded')).toHaveLength(2);
    expect(events.chain.valid).toBe(true);
  });

  it('replaces an expired link with a working one', async () => {
    const person = external();
    const { file, process } = await sendForSignature(app, owner.token, { signatarios: [person] });
    const sid = process.signatarios[0]?.id as number;
    await setSignatory(app, sid, { enviadoEm: ago(120), tokenExpiresAt: ago(1) });
    expect((await viewByLink(app, linkToken(app, person.email))).status).toBe(410);
    const res = await remind(file.id, sid);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.link_expires_at)).toBeGreaterThan(Date.now());
    expect((await actByLink(app, linkToken(app, person.email))).status).toBe(200);
  });

  it('409 for a signatory whose turn has not come; 404 for unknown ids; 403 without signing.request', async () => {
    const [first, second] = [external(), external()];
    const { file, process } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, second],
    });
    const [s1, s2] = process.signatarios as [SignatoryView, SignatoryView];
    const res = await remind(file.id, s2.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Só é possível reenviar o link a quem está na vez de assinar.');
    expect((await remind(file.id, 99_999_999)).status).toBe(404);
    expect((await remind(file.id, s1.id, ownerB.token)).status).toBe(404);
    expect((await remind(file.id, s1.id, viewer.token)).status).toBe(403);
  });
});

describe('cancelling', () => {
  const cancel = (fileId: number, token: string, body: unknown = { motivo: 'Proposta desatualizada.' }) =>
    app.call('PUT', `/api/arquivo/${fileId}/cancelar`, { token, body });

  it('needs a reason; only signing.manage or the requester may; everyone sent a link is told', async () => {
    const [first, second] = [external(), external()];
    const { file } = await sendForSignature(app, requester.token, {
      sequencial: true,
      signatarios: [first, second],
    });

    const noReason = await cancel(file.id, requester.token, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.motivo).toBeDefined();
    expect((await cancel(file.id, requester.token, { motivo: ' ' })).status).toBe(422);

    const other = await member(app, empresaA, ['vault.view', 'signing.request']);
    const refused = await cancel(file.id, other.token);
    expect(refused.status).toBe(403);
    expect(refused.body.permission).toBe('signing.manage');
    expect((await cancel(file.id, ownerB.token)).status).toBe(404);

    const res = await cancel(file.id, requester.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', motivo: 'Proposta desatualizada.' });
    expect(res.body.encerrado_em).toEqual(expect.any(String));

    const told = mailsTo(app, first.email).at(-1);
    expect(told?.subject).toBe(`Processo de assinatura cancelado: ${file.nome}`);
    expect(told?.text).toContain('Motivo: "Proposta desatualizada."');
    expect(mailsTo(app, second.email)).toHaveLength(0);

    const act = await actByLink(app, linkToken(app, first.email));
    expect(act.status).toBe(409);
    expect(act.body.message).toBe('Este processo de assinatura foi cancelado.');
    const again = await cancel(file.id, owner.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este processo de assinatura foi cancelado.');

    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).at(-1)).toBe('cancelled');
    expect(events.data.at(-1)?.dados).toEqual({ motivo: 'Proposta desatualizada.' });
    expect(events.chain.valid).toBe(true);

    // Once the process is over the file can go to the trash.
    expect(
      (await app.call('DELETE', `/api/file/${file.id}/deletar`, { token: owner.token })).status,
    ).toBeLessThan(300);
  });

  it('a manager cancels a process someone else sent; a draft answers 409', async () => {
    const { file } = await sendForSignature(app, requester.token, { signatarios: [external()] });
    expect((await cancel(file.id, owner.token)).status).toBe(200);
    const draft = await upload(app, owner.token);
    const res = await cancel(draft.id, owner.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Este documento não está aguardando assinaturas.');
  });
});

describe('removing a signatory', () => {
  const remove = (
    fileId: number,
    sid: number,
    token = owner.token,
    body: unknown = { motivo: 'Saiu da empresa.' },
  ) => app.call('DELETE', `/api/arquivo/${fileId}/assinatura/${sid}/deletar`, { token, body });

  it('needs a reason and signing.manage; the removed link stops working; the last one cannot go', async () => {
    const [first, second] = [external(), external()];
    const { file, process } = await sendForSignature(app, owner.token, { signatarios: [first, second] });
    const [s1, s2] = process.signatarios as [SignatoryView, SignatoryView];

    const noReason = await remove(file.id, s1.id, owner.token, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.motivo).toBeDefined();
    const refused = await remove(file.id, s1.id, requester.token);
    expect(refused.status).toBe(403);
    expect(refused.body.permission).toBe('signing.manage');
    expect((await remove(file.id, s1.id, ownerB.token)).status).toBe(404);

    const res = await remove(file.id, s1.id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('waiting');
    expect(byEmail(res.body, first.email)).toMatchObject({
      status: 'removed',
      motivo: 'Saiu da empresa.',
      vez: false,
    });
    expect((await viewByLink(app, linkToken(app, first.email))).status).toBe(404);
    // The removed signatory is told, with the reason.
    const notice = app.lastMailTo(first.email);
    expect(notice.subject).toBe(`Você não precisa mais agir no documento: ${file.nome}`);
    expect(notice.text).toContain('retirou você do processo de assinatura');
    expect(notice.text).toContain('Motivo: "Saiu da empresa."');
    const twice = await remove(file.id, s1.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Esta assinatura não pode mais ser removida.');

    const last = await remove(file.id, s2.id);
    expect(last.status).toBe(422);
    expect(last.body.message).toBe('Não é possível remover o único signatário restante. Cancele o processo.');

    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).at(-1)).toBe('signature_removed');
    expect(events.data.at(-1)?.dados).toMatchObject({
      signatario_id: s1.id,
      email: first.email,
      status_anterior: 'pending',
      motivo: 'Saiu da empresa.',
    });
    expect(events.chain.valid).toBe(true);
  });

  it('in order: removing the one whose turn it is sends the next their link', async () => {
    const [first, second] = [external(), external()];
    const { file, process } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, second],
    });
    expect(mailsTo(app, second.email)).toHaveLength(0);
    await remove(file.id, process.signatarios[0]?.id as number);
    expect(inviteMailsTo(app, second.email)).toHaveLength(1);
    expect((await viewByLink(app, linkToken(app, second.email))).body.pode_agir).toBe(true);
  });

  it('removing the last pending one when the others signed completes the document', async () => {
    const [first, second] = [external(), external()];
    const { file, process } = await sendForSignature(app, owner.token, { signatarios: [first, second] });
    await signAs(app, first.email);
    const res = await remove(file.id, process.signatarios[1]?.id as number);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('completed');
    expect(res.body.tem_assinado).toBe(true);
    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).slice(-2)).toEqual(['signature_removed', 'completed']);
    expect(events.chain.valid).toBe(true);
  });
});
