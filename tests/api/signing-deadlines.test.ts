// Signing deadlines through the real API, with the sweep run directly: the request's prazo and
// lembrete_dias; past the deadline the signer's link, act, denial and code answer 410 and change
// nothing (before and after the sweep), the sweep ends the process as expired (event in a valid
// chain, webhook, owner notified and e-mailed, pending signatories told), once however many sweeps
// run, and not a process awaiting its seal; the owner's extension (event, notice, refusals).
// Alerts and automatic reminders: signing-deadline-alerts.pglite.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignatoryView, SigningProcess } from '../../common/schemas/signing.js';
import { sweepSigningDeadlines } from '../../server/jobs/signingDeadlines.js';
import { brasiliaDate } from '../../server/modules/billing/dates.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  actByLink,
  actionsOf,
  ago,
  askCode,
  companyWithOwner,
  denyByLink,
  eventsOf,
  external,
  fileRow,
  linkToken,
  type Member,
  mailsTo,
  member,
  processOf,
  requestSigning,
  sendForSignature,
  setFile,
  setSignatory,
  signAs,
  signatoryRow,
  upload,
  viewByLink,
} from '../helpers/signing.js';
import { type Receiver, startReceiver } from '../helpers/webhookReceiver.js';

const DAY_MS = 86_400_000;

let app: TestApp;
let owner: Member;
let ownerB: Member;
/** Company A: may request signatures, cannot manage others' processes. */
let requester: Member;
/** Company A: a signatory signing in (an internal signatory). */
let colleague: Member;
let receiver: Receiver;
const warnings: string[] = [];
const log = { warn: (_: unknown, msg?: string) => void warnings.push(msg ?? ''), error: () => {} };

beforeAll(async () => {
  app = await startTestApp({
    SIGNING_DEADLINE_SWEEP_INTERVAL: '0',
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_POLL_MS: '50',
  });
  const a = await companyWithOwner(app);
  owner = a.owner;
  requester = await member(app, a.empresaId, ['vault.view', 'vault.upload', 'signing.request']);
  colleague = await member(app, a.empresaId, ['vault.view']);
  ownerB = (await companyWithOwner(app)).owner;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

/** The Brasília date `days` from today, YYYY-MM-DD. */
const dayIn = (days: number) => brasiliaDate(new Date(Date.now() + days * DAY_MS));
/** The deadline a date stands for: the end of that day in Brasília. */
const endOf = (day: string) => new Date(`${day}T23:59:59.999-03:00`).toISOString();
/** dd/mm/aaaa */
const shown = (day: string) => day.split('-').reverse().join('/');
const sweep = () => sweepSigningDeadlines(app.ctx, log);
const extend = (fileId: number, prazo: unknown, token = owner.token) =>
  app.call('PUT', `/api/arquivo/${fileId}/prazo`, { token, body: { prazo } });

describe('the request', () => {
  it('422 on prazo unless a real future date, and on lembrete_dias unless 1 to 30; nothing is sent', async () => {
    const file = await upload(app, owner.token);
    const send = (extra: Record<string, unknown>) =>
      requestSigning(app, owner.token, file.id, { signatarios: [external()], ...extra });
    const past = await send({ prazo: dayIn(-1) });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('O prazo precisa ser uma data futura.');
    expect(past.body.errors.prazo).toEqual(['O prazo precisa ser uma data futura.']);
    for (const prazo of ['2030-02-30', '31/12/2030', '2030-12-31T10:00:00Z', 20301231]) {
      const res = await send({ prazo });
      expect(res.status, String(prazo)).toBe(422);
      expect(Object.keys(res.body.errors), String(prazo)).toEqual(['prazo']);
    }
    expect((await send({ prazo: '2030-02-30' })).body.errors.prazo).toEqual([
      'Informe o prazo como uma data válida (AAAA-MM-DD).',
    ]);
    for (const lembrete_dias of [0, 31, 1.5, '3', -2]) {
      const res = await send({ lembrete_dias });
      expect(res.status, String(lembrete_dias)).toBe(422);
      expect(Object.keys(res.body.errors), String(lembrete_dias)).toEqual(['lembrete_dias']);
    }
    expect((await send({ lembrete_dias: 31 })).body.errors.lembrete_dias).toEqual([
      'O campo lembrete a cada quantos dias não pode ser maior que 30.',
    ]);
    expect((await processOf(app, owner.token, file.id)).status).toBe('draft');
    expect(app.mails().filter((m) => m.text.includes(file.nome))).toEqual([]);
  });

  it('keeps the deadline (the end of that day in Brasília) and the reminder interval; the invitation says the date', async () => {
    const person = external();
    const today = dayIn(0);
    const { file, process } = await sendForSignature(app, owner.token, {
      signatarios: [person],
      prazo: today,
      lembrete_dias: 30,
    });
    expect(process).toMatchObject({
      status: 'waiting',
      prazo: endOf(today),
      lembrete_dias: 30,
      expirado_em: null,
    });
    expect(mailsTo(app, person.email)[0]?.text).toContain(`Prazo: até ${shown(today)}.`);
    const requested = (await eventsOf(app, owner.token, file.id)).data.find(
      (e) => e.acao === 'signing_requested',
    );
    expect(requested?.dados).toMatchObject({ prazo: endOf(today), lembrete_dias: 30 });

    const plain = await sendForSignature(app, owner.token, { signatarios: [external()] });
    expect(plain.process).toMatchObject({ prazo: null, lembrete_dias: null, expirado_em: null });
  });
});

describe('past the deadline', () => {
  it('the link, the act, the denial and the code answer 410 before the sweep; the sweep expires the process once', async () => {
    const hook = await app.call('POST', '/api/webhook/cadastrar', {
      token: owner.token,
      body: { url: `${receiver.url}/expired`, eventos: ['document.expired'] },
    });
    expect(hook.status, hook.text).toBe(201);
    const [signer, late] = [external({ nome: 'Sara Assinou' }), external({ nome: 'Lia Atrasada' })];
    const { file, process } = await sendForSignature(app, owner.token, {
      signatarios: [signer, late],
      prazo: dayIn(10),
    });
    await signAs(app, signer.email);
    const lateRow = (process as SigningProcess).signatarios.find(
      (s) => s.email === late.email,
    ) as SignatoryView;
    const token = linkToken(app, late.email);
    const prazo = ago(60);
    await setFile(app, file.id, { prazo });

    // Not swept yet: already closed to the signer.
    const passed = {
      message: `O prazo para assinar este documento terminou em ${brasiliaDate(prazo).split('-').reverse().join('/')}.`,
      code: 'DEADLINE_PASSED',
      prazo: prazo.toISOString(),
      documento: { nome: file.nome },
    };
    const early = await viewByLink(app, token);
    expect(early.status).toBe(410);
    expect(early.body).toEqual(passed);
    expect((await actByLink(app, token)).status).toBe(410);
    expect((await denyByLink(app, file.id, token)).status).toBe(410);
    expect((await askCode(app, token)).status).toBe(410);
    expect((await processOf(app, owner.token, file.id)).status).toBe('waiting');

    const before = app.mails().length;
    await Promise.all([sweep(), sweep()]);

    const after = await processOf(app, owner.token, file.id);
    expect(after).toMatchObject({
      status: 'expired',
      prazo: prazo.toISOString(),
      expirado_em: expect.any(String),
      encerrado_em: after.expirado_em,
    });
    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events).filter((a) => a === 'expired')).toHaveLength(1);
    const expired = events.data.find((e) => e.acao === 'expired');
    expect(expired?.ator).toBeNull();
    expect(expired?.dados).toEqual({
      prazo: prazo.toISOString(),
      pendentes: [{ id: lateRow.id, nome: 'Lia Atrasada', email: late.email }],
    });
    expect(events.chain.valid).toBe(true);

    // The owner hears of it in the app and by e-mail; the pending signatory is told; the signer is not.
    const notes = await app.call('GET', '/api/usuario/notifications', { token: owner.token });
    const note = notes.body.data.find((n: { tipo: string }) => n.tipo === 'signing.expired');
    expect(note).toMatchObject({ not_status: 2, link: '/cofre' });
    expect(note.not_description).toContain(`“${file.nome}”`);
    const sent = app.mails().slice(before);
    const toOwner = sent.filter((m) => m.to === owner.user.email);
    expect(toOwner.map((m) => m.subject)).toEqual([`Prazo de assinatura encerrado: ${file.nome}`]);
    expect(toOwner[0]?.text).toContain('Não agiram: Lia Atrasada.');
    expect(sent.filter((m) => m.to === late.email).map((m) => m.subject)).toEqual([
      `Prazo encerrado: ${file.nome}`,
    ]);
    expect(sent.filter((m) => m.to === signer.email)).toEqual([]);
    await expect.poll(() => receiver.ofType('document.expired').length).toBe(1);
    expect(receiver.ofType('document.expired')[0]?.json.data).toMatchObject({
      document: { id: file.id, name: file.nome },
      event: { action: 'expired' },
      pendentes: [{ id: lateRow.id }],
    });

    // The link keeps answering 410; acting changes nothing; the owner can no longer extend it.
    expect((await viewByLink(app, token)).body).toEqual(passed);
    const act = await actByLink(app, token);
    expect(act.status).toBe(410);
    expect(act.body.message).toBe(passed.message);
    expect(await signatoryRow(app, lateRow.id)).toMatchObject({ status: 'pending', actedAt: null });
    const extended = await extend(file.id, dayIn(20));
    expect(extended.status).toBe(409);
    expect(extended.body.message).toBe('O prazo deste processo de assinatura terminou e ele foi encerrado.');
    // Cancelling an expired process is refused the same way.
    const cancel = await app.call('PUT', `/api/arquivo/${file.id}/cancelar`, {
      token: owner.token,
      body: { motivo: 'Tarde demais.' },
    });
    expect(cancel.status).toBe(409);

    await sweep();
    expect(actionsOf(await eventsOf(app, owner.token, file.id)).filter((a) => a === 'expired')).toHaveLength(
      1,
    );
    expect(app.mails().length).toBe(before + 2);
  });

  it('the signed-in signatory gets the same 410; the inbox no longer lists the document', async () => {
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [{ user_id: colleague.user.id, tipo: 1 }],
      prazo: dayIn(5),
    });
    const inbox = () => app.call('GET', '/api/inbox', { token: colleague.token });
    const listed = (res: Awaited<ReturnType<typeof inbox>>) =>
      res.body.data.map((d: { arquivo_id: number }) => d.arquivo_id);
    expect(listed(await inbox())).toContain(file.id);
    await setFile(app, file.id, { prazo: ago(1) });
    expect(listed(await inbox())).not.toContain(file.id);
    const view = await app.call('GET', `/api/arquivo/${file.id}/assinar`, { token: colleague.token });
    expect(view.status).toBe(410);
    expect(view.body.code).toBe('DEADLINE_PASSED');
    const act = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token: colleague.token,
      body: { consentimento: true },
    });
    expect(act.status).toBe(410);
    await sweep();
    expect((await processOf(app, owner.token, file.id)).status).toBe('expired');
    const deny = await app.call('PUT', `/api/arquivo/${file.id}/negar`, {
      token: colleague.token,
      body: { motivo: 'Não dá mais.' },
    });
    expect(deny.status).toBe(410);
    expect((await fileRow(app, file.id)).status).toBe('expired');
  });

  it('a failing e-mail does not stop the sweep; a process with nobody pending (awaiting its seal) is left alone', async () => {
    const person = external();
    const failing = await sendForSignature(app, owner.token, { signatarios: [person], prazo: dayIn(3) });
    const sealing = await sendForSignature(app, owner.token, { signatarios: [external()], prazo: dayIn(3) });
    const sid = sealing.process.signatarios[0]?.id as number;
    await setSignatory(app, sid, { status: 'signed', actedAt: new Date() });
    await setFile(app, failing.file.id, { prazo: ago(5) });
    await setFile(app, sealing.file.id, { prazo: ago(5) });

    const send = vi.spyOn(app.ctx.mailer, 'send').mockRejectedValue(new Error('smtp down'));
    try {
      await sweep();
    } finally {
      send.mockRestore();
    }
    expect((await processOf(app, owner.token, failing.file.id)).status).toBe('expired');
    expect(warnings).toContain('signing mail not sent');
    expect((await processOf(app, owner.token, sealing.file.id)).status).toBe('waiting');
    expect(actionsOf(await eventsOf(app, owner.token, sealing.file.id))).not.toContain('expired');
  });
});

describe('extending the deadline', () => {
  it('moves it: the event, the new date in the view, a notice to whose turn it is only', async () => {
    const [first, second] = [external(), external()];
    const old = dayIn(10);
    const { file } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, second],
      prazo: old,
    });
    const later = dayIn(25);
    const res = await extend(file.id, later);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(`Prazo prorrogado para ${shown(later)}.`);
    expect((res.body.data as SigningProcess).prazo).toBe(endOf(later));
    expect((await processOf(app, owner.token, file.id)).prazo).toBe(endOf(later));
    const events = await eventsOf(app, owner.token, file.id);
    const moved = events.data.find((e) => e.acao === 'deadline_extended');
    expect(moved?.dados).toEqual({ de: endOf(old), para: endOf(later) });
    expect(moved?.ator?.email).toBe(owner.user.email);
    expect(events.chain.valid).toBe(true);
    const notice = mailsTo(app, first.email).at(-1);
    expect(notice?.subject).toBe(`Novo prazo para o documento: ${file.nome}`);
    expect(notice?.text).toContain(`agora termina em ${shown(later)}`);
    expect(mailsTo(app, second.email)).toEqual([]);
  });

  it('gives a deadline to a process without one; the requester may, another company may not see it', async () => {
    const { file } = await sendForSignature(app, requester.token, { signatarios: [external()] });
    const day = dayIn(8);
    const res = await extend(file.id, day, requester.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.prazo).toBe(endOf(day));
    const moved = (await eventsOf(app, owner.token, file.id)).data.find(
      (e) => e.acao === 'deadline_extended',
    );
    expect(moved?.dados).toEqual({ de: null, para: endOf(day) });
    expect((await extend(file.id, dayIn(9), ownerB.token)).status).toBe(404);
  });

  it('refuses a past or invalid date (422), a member without signing.manage who did not send it (403), a draft (409)', async () => {
    const { file } = await sendForSignature(app, owner.token, { signatarios: [external()], prazo: dayIn(4) });
    const past = await extend(file.id, dayIn(-1));
    expect(past.status).toBe(422);
    expect(past.body.errors.prazo).toEqual(['O prazo precisa ser uma data futura.']);
    expect((await extend(file.id, 'amanhã')).status).toBe(422);
    expect((await extend(file.id, undefined)).status).toBe(422);
    const forbidden = await extend(file.id, dayIn(9), requester.token);
    expect(forbidden.status).toBe(403);
    expect((await processOf(app, owner.token, file.id)).prazo).toBe(endOf(dayIn(4)));
    const draft = await upload(app, owner.token);
    const notSent = await extend(draft.id, dayIn(9));
    expect(notSent.status).toBe(409);
    expect(notSent.body.message).toBe('Este documento não está aguardando assinaturas.');
    expect((await extend(99_999_999, dayIn(9))).status).toBe(404);
  });
});
