// Before a signing deadline, through the real API with the sweep run directly: the pending
// signatories whose turn it is are alerted 7, 3 and 1 day(s) before — once each, with a fresh
// personal link, a `deadline_alert` event — only the nearest threshold when several are due at once,
// none for what a close deadline had already reached when sent, again after an extension; and the
// automatic reminders every lembrete_dias days (`signatory_reminded` with `automatico`), none sooner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatoryView } from '../../common/schemas/signing.js';
import { sweepSigningDeadlines } from '../../server/jobs/signingDeadlines.js';
import { brasiliaDate } from '../../server/modules/billing/dates.js';
import { TEST_APP_URL, type TestApp } from '../helpers/app.js';
import {
  actByLink,
  actionsOf,
  ago,
  appWithOwner,
  type EventsBody,
  eventsOf,
  external,
  inviteMailsTo,
  linkToken,
  type Member,
  mailsTo,
  sendForSignature,
  setFile,
  setSignatory,
  viewByLink,
} from '../helpers/signing.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let app: TestApp;
let owner: Member;
const log = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  ({ app, owner } = await appWithOwner());
});
afterAll(async () => app?.close());

const dayIn = (days: number) => brasiliaDate(new Date(Date.now() + days * DAY_MS));
const sweep = () => sweepSigningDeadlines(app.ctx, log);
/** Moves the file's deadline to `ms` from now. */
const deadlineIn = (fileId: number, ms: number) => setFile(app, fileId, { prazo: new Date(Date.now() + ms) });

/** The alert e-mails ("Faltam N dias…") sent to this address, oldest first. */
const alertsTo = (address: string) =>
  mailsTo(app, address).filter((m) => /^Faltam? \d+ dias? para assinar: /.test(m.subject));
const alertEvents = (events: EventsBody) => events.data.filter((e) => e.acao === 'deadline_alert');
/** The /assinar/ token an e-mail carries. */
const tokenOf = (links: string[]) =>
  links.map((l) => l.slice(`${TEST_APP_URL}/assinar/`.length)).find((t) => t && !t.includes('/')) ?? '';

describe('alerts before the deadline', () => {
  it('7, 3 and 1 day(s) before, once each, only to whose turn it is, each with a fresh link', async () => {
    const [first, second] = [external(), external()];
    const { file, process } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, second],
      prazo: dayIn(30),
    });
    const [s1] = process.signatarios as [SignatoryView, SignatoryView];
    await sweep();
    expect(alertsTo(first.email)).toEqual([]);

    const invited = linkToken(app, first.email);
    await deadlineIn(file.id, 6 * DAY_MS + 12 * HOUR_MS);
    await sweep();
    await sweep();
    const seven = alertsTo(first.email);
    expect(seven.map((m) => m.subject)).toEqual([`Faltam 7 dias para assinar: ${file.nome}`]);
    expect(seven[0]?.text).toContain('O prazo termina em');
    const fresh = tokenOf(seven[0]?.links ?? []);
    expect((await viewByLink(app, fresh)).status).toBe(200);
    expect((await viewByLink(app, invited)).status).toBe(404);
    expect(alertsTo(second.email)).toEqual([]);
    let events = await eventsOf(app, owner.token, file.id);
    expect(alertEvents(events).map((e) => e.dados)).toEqual([{ dias: 7, signatarios: [s1.id] }]);
    expect(alertEvents(events)[0]?.ator).toBeNull();

    await deadlineIn(file.id, 2 * DAY_MS + 12 * HOUR_MS);
    await sweep();
    await deadlineIn(file.id, 12 * HOUR_MS);
    await sweep();
    await sweep();
    expect(alertsTo(first.email).map((m) => m.subject)).toEqual([
      `Faltam 7 dias para assinar: ${file.nome}`,
      `Faltam 3 dias para assinar: ${file.nome}`,
      `Falta 1 dia para assinar: ${file.nome}`,
    ]);
    expect(alertsTo(second.email)).toEqual([]);
    events = await eventsOf(app, owner.token, file.id);
    expect(alertEvents(events).map((e) => e.dados.dias)).toEqual([7, 3, 1]);
    expect(events.chain.valid).toBe(true);

    // The newest alert's link is the one that works; acting with it passes the turn on.
    const last = tokenOf(alertsTo(first.email).at(-1)?.links ?? []);
    expect((await actByLink(app, last)).status).toBe(200);
    expect(inviteMailsTo(app, second.email)).toHaveLength(1);
  });

  it('sends only the nearest threshold when several are due at once, and never the farther ones later', async () => {
    const person = external();
    const { file } = await sendForSignature(app, owner.token, { signatarios: [person], prazo: dayIn(30) });
    await deadlineIn(file.id, 2 * DAY_MS - HOUR_MS);
    await sweep();
    expect(alertsTo(person.email).map((m) => m.subject)).toEqual([
      `Faltam 2 dias para assinar: ${file.nome}`,
    ]);
    expect(alertEvents(await eventsOf(app, owner.token, file.id)).map((e) => e.dados.dias)).toEqual([3]);
    await sweep();
    expect(alertsTo(person.email)).toHaveLength(1);
    await deadlineIn(file.id, 20 * HOUR_MS);
    await sweep();
    expect(alertsTo(person.email).map((m) => m.subject)).toEqual([
      `Faltam 2 dias para assinar: ${file.nome}`,
      `Falta 1 dia para assinar: ${file.nome}`,
    ]);
    expect(alertEvents(await eventsOf(app, owner.token, file.id)).map((e) => e.dados.dias)).toEqual([3, 1]);
  });

  it('a deadline already close when sent alerts only at the thresholds still ahead; an extension re-arms them', async () => {
    const person = external();
    // Two days from today: 7 and 3 days are already reached; the invitation says the date.
    const { file } = await sendForSignature(app, owner.token, { signatarios: [person], prazo: dayIn(2) });
    await sweep();
    expect(alertsTo(person.email)).toEqual([]);
    expect(alertEvents(await eventsOf(app, owner.token, file.id))).toEqual([]);

    const res = await app.call('PUT', `/api/arquivo/${file.id}/prazo`, {
      token: owner.token,
      body: { prazo: dayIn(20) },
    });
    expect(res.status, res.text).toBe(200);
    await sweep();
    expect(alertsTo(person.email)).toEqual([]);
    await deadlineIn(file.id, 5 * DAY_MS);
    await sweep();
    expect(alertsTo(person.email).map((m) => m.subject)).toEqual([
      `Faltam 5 dias para assinar: ${file.nome}`,
    ]);
    expect(alertEvents(await eventsOf(app, owner.token, file.id)).map((e) => e.dados.dias)).toEqual([7]);
  });
});

describe('automatic reminders', () => {
  it('every N days to whose turn it is, marked automatico; none sooner', async () => {
    const [first, second] = [external(), external()];
    const { file, process } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, second],
      lembrete_dias: 2,
    });
    const [s1, s2] = process.signatarios as [SignatoryView, SignatoryView];
    const reminders = () => inviteMailsTo(app, first.email).filter((m) => m.subject.startsWith('Lembrete: '));
    const reminded = async () =>
      (await eventsOf(app, owner.token, file.id)).data.filter((e) => e.acao === 'signatory_reminded');

    await sweep();
    await setSignatory(app, s1.id, { enviadoEm: ago(2 * 86_400 - 120) });
    await sweep();
    expect(reminders()).toEqual([]);
    expect(await reminded()).toEqual([]);

    await setSignatory(app, s1.id, { enviadoEm: ago(2 * 86_400 + 60) });
    await sweep();
    await sweep();
    expect(reminders().map((m) => m.subject)).toEqual([`Lembrete: documento aguardando você: ${file.nome}`]);
    const [event] = await reminded();
    expect(event?.dados).toMatchObject({ signatario_id: s1.id, automatico: true });
    expect(event?.ator).toBeNull();
    expect((await viewByLink(app, linkToken(app, first.email))).status).toBe(200);
    expect(mailsTo(app, second.email)).toEqual([]);

    // Counted from the last reminder.
    await setSignatory(app, s1.id, { lembradoEm: ago(86_400) });
    await sweep();
    expect(reminders()).toHaveLength(1);
    await setSignatory(app, s1.id, { lembradoEm: ago(2 * 86_400 + 60) });
    await sweep();
    expect(reminders()).toHaveLength(2);
    expect((await reminded()).map((e) => e.dados.signatario_id)).toEqual([s1.id, s1.id]);
    // Whoever has not had their turn yet is never reminded.
    await setSignatory(app, s2.id, { enviadoEm: ago(10 * 86_400) });
    await sweep();
    expect(mailsTo(app, second.email)).toEqual([]);
    expect((await eventsOf(app, owner.token, file.id)).chain.valid).toBe(true);
  });

  it('none without lembrete_dias, nor once the deadline passed', async () => {
    const [plain, late] = [external(), external()];
    const a = await sendForSignature(app, owner.token, { signatarios: [plain] });
    const b = await sendForSignature(app, owner.token, {
      signatarios: [late],
      lembrete_dias: 1,
      prazo: dayIn(20),
    });
    await setSignatory(app, a.process.signatarios[0]?.id as number, { enviadoEm: ago(40 * 86_400) });
    await setSignatory(app, b.process.signatarios[0]?.id as number, { enviadoEm: ago(3 * 86_400) });
    await setFile(app, b.file.id, { prazo: ago(1) });
    await sweep();
    expect(mailsTo(app, plain.email)).toHaveLength(1);
    expect(actionsOf(await eventsOf(app, owner.token, a.file.id))).not.toContain('signatory_reminded');
    expect(actionsOf(await eventsOf(app, owner.token, b.file.id))).not.toContain('signatory_reminded');
    expect(actionsOf(await eventsOf(app, owner.token, b.file.id))).toContain('expired');
  });
});
