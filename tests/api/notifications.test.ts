// Notifications (spec §3, §7 Users): the user's list with the unread count, marking one or all as
// shown, deleting one or all, never someone else's (404) nor another company's than the session's;
// texts in the recipient's own language; every change heard live by the user's open streams, each
// count stamped with when it was taken; and the product's events that raise them —
// a device connecting and disconnecting, a document signed, denied and completed, a campaign
// finished, a new term to accept (once) and a trial about to end (once per period).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacoes } from '../../server/db/accountSchema.js';
import { updateUser } from '../../server/db/queries/users.js';
import { empresas } from '../../server/db/schema.js';
import { sweepPlanExpiry } from '../../server/jobs/planExpiry.js';
import { notifyUser } from '../../server/modules/notifications/service.js';
import { notifyTermApproved } from '../../server/modules/notifications/triggers.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import {
  connectDevice,
  MESSAGING_ENV,
  type SseReader,
  sendForm,
  simControl,
  sse,
  waitFor,
} from '../helpers/messaging.js';
import { denyByLink, linkToken, type Member, member, sendForSignature, signAs } from '../helpers/signing.js';

let app: TestApp;
let empresaId: number;
/** Every permission in the company. */
let owner: Member;
/** devices.view only. */
let viewer: Member;
/** vault.view only: no device notifications. */
let clerk: Member;
/** Another company. */
let stranger: Member;
let strangerEmpresaId: number;
const readers: SseReader[] = [];

const list = (m: Member, query = '') =>
  app.call('GET', `/api/usuario/notifications${query}`, { token: m.token });

async function open(m: Pick<Member, 'token'>) {
  const reader = await sse(app, m.token);
  readers.push(reader);
  await waitFor(() => reader.comments.length > 0, 5000, 'the stream to open');
  return reader;
}

/** A notification of the member's own company (`empresaId` to say another, null: personal). */
const raise = (m: Member, n = 1, extra: { chave?: string; empresaId?: number | null } = {}) =>
  notifyUser(app.ctx, {
    userId: m.user.id,
    empresaId: m === stranger ? strangerEmpresaId : empresaId,
    status: 1,
    tipo: 'test',
    key: 'notifications.device_connected',
    params: { dispositivo: `Teste ${n}` },
    link: '/devices',
    ...extra,
  });

/** The user's notifications of a kind, newest first. */
async function ofKind(m: Member, tipo: string) {
  const res = await list(m, '?perPage=100');
  expect(res.status, res.text).toBe(200);
  return (res.body.data as any[]).filter((n) => n.tipo === tipo);
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  empresaId = (await makeCompany(app)).id;
  owner = await member(app, empresaId);
  viewer = await member(app, empresaId, ['devices.view']);
  clerk = await member(app, empresaId, ['vault.view']);
  strangerEmpresaId = (await makeCompany(app)).id;
  stranger = await member(app, strangerEmpresaId);
});
afterAll(async () => {
  for (const r of readers) r.close();
  await app?.close();
});

describe('notifications: the user’s list', () => {
  it('refuses every call without a session (401)', async () => {
    for (const [method, path] of [
      ['GET', '/api/usuario/notifications'],
      ['PUT', '/api/usuario/notification/1/show'],
      ['PUT', '/api/usuario/notifications/show'],
      ['DELETE', '/api/usuario/notification/1'],
      ['DELETE', '/api/usuario/notifications'],
    ] as const) {
      expect((await app.call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts empty', async () => {
    const res = await list(clerk);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], total: 0, unread: 0, unread_at: expect.any(Number) });
  });

  it('lists newest first with the unread count, pages and filters the unread', async () => {
    for (let i = 1; i <= 3; i++) await raise(clerk, i);
    const res = await list(clerk);
    expect(res.body.total).toBe(3);
    expect(res.body.unread).toBe(3);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      not_status: 1,
      not_description: 'O dispositivo “Teste 3” está conectado.',
      tipo: 'test',
      link: '/devices',
      shown_at: null,
      created_at: expect.any(String),
    });
    expect(res.body.data.map((n: any) => n.not_description)).toEqual([
      'O dispositivo “Teste 3” está conectado.',
      'O dispositivo “Teste 2” está conectado.',
      'O dispositivo “Teste 1” está conectado.',
    ]);
    const page2 = await list(clerk, '?page=2&perPage=2');
    expect(page2.body.data.map((n: any) => n.not_description)).toEqual([
      'O dispositivo “Teste 1” está conectado.',
    ]);
    expect(page2.body.total).toBe(3);
    const bad = await list(clerk, '?perPage=500');
    expect(bad.status).toBe(422);
  });

  it('marks one as shown; the unread count and the filter follow', async () => {
    const before = await list(clerk);
    const [newest] = before.body.data;
    const res = await app.call('PUT', `/api/usuario/notification/${newest.id}/show`, { token: clerk.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: 'Notificação marcada como lida.',
      unread: 2,
      unread_at: expect.any(Number),
    });
    const after = await list(clerk);
    expect(after.body.unread).toBe(2);
    expect(after.body.data[0].shown_at).toEqual(expect.any(String));
    const unread = await list(clerk, '?unread=1');
    expect(unread.body.total).toBe(2);
    expect(unread.body.data.map((n: any) => n.id)).not.toContain(newest.id);
    // Showing it again keeps the first time.
    await app.call('PUT', `/api/usuario/notification/${newest.id}/show`, { token: clerk.token });
    expect((await list(clerk)).body.data[0].shown_at).toBe(after.body.data[0].shown_at);
  });

  it('answers 404 for another user’s notification and leaves it untouched', async () => {
    const theirs = await raise(stranger);
    if (!theirs) throw new Error('not raised');
    const show = await app.call('PUT', `/api/usuario/notification/${theirs.id}/show`, { token: clerk.token });
    expect(show.status).toBe(404);
    const del = await app.call('DELETE', `/api/usuario/notification/${theirs.id}`, { token: clerk.token });
    expect(del.status).toBe(404);
    expect(
      (await app.call('PUT', '/api/usuario/notification/999999999/show', { token: clerk.token })).status,
    ).toBe(404);
    const still = await list(stranger);
    expect(still.body.data).toEqual([expect.objectContaining({ id: theirs.id, shown_at: null })]);
    expect(still.body.unread).toBe(1);
  });

  it('marks all as shown and tells every open tab the new count', async () => {
    const tab = await open(clerk);
    const res = await app.call('PUT', '/api/usuario/notifications/show', { token: clerk.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Todas as notificações foram marcadas como lidas.',
      unread: 0,
      unread_at: expect.any(Number),
    });
    expect(await tab.next('notification.read', (d) => d.unread === 0)).toEqual({
      unread: 0,
      unread_at: res.body.unread_at,
      ids: null,
      deleted: false,
      empresa_id: empresaId,
    });
    expect((await list(clerk, '?unread=1')).body).toMatchObject({ data: [], total: 0, unread: 0 });
    expect((await list(clerk)).body.total).toBe(3);
    // The stranger's stays unread.
    expect((await list(stranger)).body.unread).toBe(1);
  });

  it('pushes a new notification to the user’s open tabs only, with the unread count', async () => {
    const mine = await open(clerk);
    const theirs = await open(stranger);
    const raised = await raise(clerk, 9);
    const event = await mine.next('notification', (d) => d.notification.id === raised?.id, 1000);
    expect(event).toEqual({
      notification: expect.objectContaining({
        id: raised?.id,
        not_status: 1,
        not_description: 'O dispositivo “Teste 9” está conectado.',
        link: '/devices',
        shown_at: null,
      }),
      unread: 1,
      unread_at: expect.any(Number),
      empresa_id: empresaId,
    });
    expect(theirs.of('notification')).toEqual([]);
  });

  it('deletes one, then all (and only the user’s own)', async () => {
    const tab = await open(clerk);
    const [first] = (await list(clerk)).body.data;
    const res = await app.call('DELETE', `/api/usuario/notification/${first.id}`, { token: clerk.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Notificação excluída.', unread: 0 });
    expect(await tab.next('notification.read', (d) => d.deleted && d.ids?.[0] === first.id)).toBeTruthy();
    expect((await list(clerk)).body.total).toBe(3);
    const all = await app.call('DELETE', '/api/usuario/notifications', { token: clerk.token });
    expect(all.body).toMatchObject({ message: 'Todas as notificações foram excluídas.', unread: 0 });
    expect((await list(clerk)).body).toMatchObject({ data: [], total: 0, unread: 0 });
    expect((await list(stranger)).body.total).toBe(1);
  });

  it('writes the text in the recipient’s own language and answers in it', async () => {
    await updateUser(app.ctx.db, stranger.user.id, { language: 'en' });
    await raise(stranger, 7);
    const res = await list(stranger);
    expect(res.body.data[0].not_description).toBe('The device “Teste 7” is connected.');
    // The older one stays as it was written.
    expect(res.body.data[1].not_description).toBe('O dispositivo “Teste 1” está conectado.');
    const all = await app.call('PUT', '/api/usuario/notifications/show', { token: stranger.token });
    expect(all.body.message).toBe('All notifications marked as read.');
    await updateUser(app.ctx.db, stranger.user.id, { language: 'pt_BR' });
  });

  it('a chave makes a notification once-only per user', async () => {
    expect(await raise(clerk, 1, { chave: 'teste:1' })).not.toBeNull();
    expect(await raise(clerk, 2, { chave: 'teste:1' })).toBeNull();
    expect(await raise(stranger, 3, { chave: 'teste:1' })).not.toBeNull();
    expect((await list(clerk)).body.total).toBe(1);
  });
});

describe('notifications: only those of the company the session entered, and the personal ones', () => {
  let a: number;
  let b: number;
  /** One user of companies A and B, signed in to each. */
  let inA: string;
  let inB: string;
  let userId: number;
  const notes = async (token: string) => {
    const res = await app.call('GET', '/api/usuario/notifications?perPage=100', { token });
    expect(res.status, res.text).toBe(200);
    return res.body as { data: any[]; total: number; unread: number; unread_at: number };
  };
  const raiseFor = (empresaId: number | null, what: string, link: string | null = null) =>
    notifyUser(app.ctx, {
      userId,
      empresaId,
      status: 2,
      tipo: 'test.scope',
      key: 'notifications.device_disconnected',
      params: { dispositivo: what },
      link,
    });
  const texts = (page: { data: any[] }) => page.data.map((n) => n.not_description);

  beforeAll(async () => {
    a = (await makeCompany(app)).id;
    b = (await makeCompany(app)).id;
    const user = await makeUser(app, { companies: [a, b], selected: a });
    userId = user.id;
    inA = (await loginAs(app, user.email, user.password, { empresa_id: a })).access_token;
    inB = (await loginAs(app, user.email, user.password, { empresa_id: b })).access_token;
  });

  it('lists and counts, in each company, its own notifications and the personal ones only', async () => {
    await raiseFor(a, 'Da empresa A');
    // B's plan notification leads to /comprar, which would act on the company of the session.
    await raiseFor(b, 'Da empresa B', '/comprar');
    await raiseFor(null, 'Pessoal');
    const seenInA = await notes(inA);
    expect(texts(seenInA)).toEqual([
      'O dispositivo “Pessoal” foi desconectado.',
      'O dispositivo “Da empresa A” foi desconectado.',
    ]);
    expect(seenInA.total).toBe(2);
    expect(seenInA.unread).toBe(2);
    const seenInB = await notes(inB);
    expect(texts(seenInB)).toEqual([
      'O dispositivo “Pessoal” foi desconectado.',
      'O dispositivo “Da empresa B” foi desconectado.',
    ]);
    expect(seenInB.data[1].link).toBe('/comprar');
    expect(seenInB.unread).toBe(2);
    const onlyUnread = await app.call('GET', '/api/usuario/notifications?unread=1', { token: inA });
    expect(onlyUnread.body.total).toBe(2);
  });

  it('answers 404 for another company’s notification, by id, and leaves it as it was', async () => {
    const [ofB] = (await notes(inB)).data.filter((n) => n.not_description.includes('Da empresa B'));
    const show = await app.call('PUT', `/api/usuario/notification/${ofB.id}/show`, { token: inA });
    expect(show.status).toBe(404);
    const del = await app.call('DELETE', `/api/usuario/notification/${ofB.id}`, { token: inA });
    expect(del.status).toBe(404);
    expect((await notes(inB)).data).toContainEqual(expect.objectContaining({ id: ofB.id, shown_at: null }));
  });

  it('"mark all" and "delete all" reach this company’s and the personal ones, not another company’s', async () => {
    const shown = await app.call('PUT', '/api/usuario/notifications/show', { token: inA });
    expect(shown.body.unread).toBe(0);
    // The personal one was read from A; B's own is still unread.
    expect((await notes(inB)).unread).toBe(1);
    const deleted = await app.call('DELETE', '/api/usuario/notifications', { token: inA });
    expect(deleted.status).toBe(200);
    expect(await notes(inA)).toMatchObject({ data: [], total: 0, unread: 0 });
    expect(texts(await notes(inB))).toEqual(['O dispositivo “Da empresa B” foi desconectado.']);
  });

  it('each live event names its company, with the count of that company’s view, stamped later than before', async () => {
    const tab = await open({ token: inA });
    const before = await notes(inA);
    const ofB = await raiseFor(b, 'Outra B');
    const eventB = await tab.next('notification', (d) => d.notification.id === ofB?.id, 1000);
    // B's view: its two unread; a tab signed in to A leaves it alone (the SPA checks empresa_id).
    expect(eventB).toMatchObject({ empresa_id: b, unread: 2 });
    expect(eventB.unread_at).toBeGreaterThan(before.unread_at);
    const ofA = await raiseFor(a, 'Outra A');
    const eventA = await tab.next('notification', (d) => d.notification.id === ofA?.id, 1000);
    expect(eventA).toMatchObject({ empresa_id: a, unread: 1 });
    expect(eventA.unread_at).toBeGreaterThan(eventB.unread_at);
    const personal = await raiseFor(null, 'Outra pessoal');
    const eventP = await tab.next('notification', (d) => d.notification.id === personal?.id, 1000);
    expect(eventP).toMatchObject({ empresa_id: null, unread: 1 });

    const read = await app.call('PUT', `/api/usuario/notification/${ofA?.id}/show`, { token: inA });
    expect(read.body).toMatchObject({ unread: 1 });
    expect(read.body.unread_at).toBeGreaterThan(eventP.unread_at);
    expect(await tab.next('notification.read', (d) => d.ids?.[0] === ofA?.id, 1000)).toEqual({
      unread: 1,
      unread_at: read.body.unread_at,
      ids: [ofA?.id],
      deleted: false,
      empresa_id: a,
    });
  });
});

describe('notifications: raised by devices', () => {
  let instance: string;
  let device: any;

  it('a device connecting notifies who may see devices (success), not the others', async () => {
    const tab = await open(viewer);
    ({ device, instance } = await connectDevice(app, owner.token, 'Vendas'));
    const event = await tab.next('notification', (d) => d.notification.tipo === 'device.connected');
    expect(event.notification).toMatchObject({
      not_status: 1,
      not_description: 'O dispositivo “Vendas” está conectado.',
      link: '/devices',
    });
    expect(await ofKind(owner, 'device.connected')).toHaveLength(1);
    expect(await ofKind(clerk, 'device.connected')).toEqual([]);
    expect(await ofKind(stranger, 'device.connected')).toEqual([]);
  });

  it('the gateway reporting the connection lost notifies them (warning), once per change', async () => {
    const res = await simControl(app, 'POST', `/${instance}/disconnect`, { statusReason: 428 });
    expect(res.status).toBe(200);
    const [lost] = await waitFor(
      async () => {
        const found = await ofKind(viewer, 'device.disconnected');
        return found.length ? found : undefined;
      },
      10_000,
      'the disconnection notification',
    );
    expect(lost).toMatchObject({
      not_status: 2,
      not_description: 'O dispositivo “Vendas” foi desconectado.',
    });
    expect(await ofKind(owner, 'device.disconnected')).toHaveLength(1);
    expect(await ofKind(clerk, 'device.disconnected')).toEqual([]);
    // A repeated webhook (same state) raises nothing more.
    await simControl(app, 'POST', `/${instance}/disconnect`, { statusReason: 428 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await ofKind(viewer, 'device.disconnected')).toHaveLength(1);
    expect(device.id).toEqual(expect.any(Number));
  });

  it('a campaign that finished notifies its sender', async () => {
    const { device: open } = await connectDevice(app, owner.token, 'Campanhas');
    const sent = await sendForm(app, owner.token, {
      device: String(open.id),
      message: 'Olá',
      recipients: [{ number: '11 98765-0101' }, { number: '11 98765-0102' }],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [done] = await waitFor(
      async () => {
        const found = await ofKind(owner, 'campaign.finished');
        return found.length ? found : undefined;
      },
      15_000,
      'the campaign notification',
    );
    expect(done).toMatchObject({
      not_status: 1,
      not_description: 'A campanha de 2 mensagem(ns) terminou: todas foram enviadas.',
      link: '/messages',
    });
    expect(await ofKind(viewer, 'campaign.finished')).toEqual([]);
  });
});

describe('notifications: raised by signing', () => {
  it('a signature and the completion notify the owner; the completion also the internal signatory', async () => {
    const outsider = { nome: 'Fulana Externa', email: `fora-${Date.now()}@example.com`, tipo: 1 };
    const { file } = await sendForSignature(
      app,
      owner.token,
      { signatarios: [{ user_id: clerk.user.id, tipo: 1 }, outsider] },
      { name: 'Contrato notificado.pdf' },
    );
    await signAs(app, outsider.email);
    const [signed] = await ofKind(owner, 'signing.signed');
    expect(signed).toMatchObject({
      not_status: 1,
      not_description: 'Fulana Externa assinou o documento “Contrato notificado.pdf”.',
      link: '/cofre',
    });
    await signAs(app, clerk.user.email);
    const [completed] = await waitFor(
      async () => {
        const found = await ofKind(owner, 'signing.completed');
        return found.length ? found : undefined;
      },
      20_000,
      'the completion notification',
    );
    expect(completed).toMatchObject({
      not_status: 1,
      not_description: 'O documento “Contrato notificado.pdf” foi assinado por todos e está concluído.',
      link: '/cofre',
    });
    const [mine] = await ofKind(clerk, 'signing.completed');
    expect(mine).toMatchObject({ not_status: 1, link: '/inbox' });
    expect(file.id).toEqual(expect.any(Number));
  }, 30_000);

  it('each act is asked and told in its own words: "tome ciência do documento", "tomou ciência do documento"', async () => {
    const stamp = Date.now();
    const asked: Record<number, string> = {
      2: 'pediu que você aprove o documento "Ata.pdf"',
      4: 'pediu que você assine como parte o documento "Ata.pdf"',
      7: 'pediu que você acuse o recebimento do documento "Ata.pdf"',
      8: 'pediu que você tome ciência do documento "Ata.pdf"',
    };
    const done: Record<number, string> = {
      2: 'aprovou o documento',
      4: 'assinou como parte o documento',
      7: 'acusou o recebimento do documento',
      8: 'tomou ciência do documento',
    };
    const people = Object.keys(asked).map((tipo) => ({
      nome: `Parte ${tipo}`,
      email: `ato-${tipo}-${stamp}@example.com`,
      tipo: Number(tipo),
    }));
    await sendForSignature(app, owner.token, { signatarios: people }, { name: 'Ata.pdf' });
    for (const person of people) {
      const mail = app.lastMailTo(person.email);
      expect(mail.text).toContain(asked[person.tipo]);
      await signAs(app, person.email);
    }
    const told = (await ofKind(owner, 'signing.signed')).map(
      (n: { not_description: string }) => n.not_description,
    );
    for (const person of people) expect(told).toContain(`${person.nome} ${done[person.tipo]} “Ata.pdf”.`);
  }, 30_000);

  it('a refusal notifies the owner as an error', async () => {
    const outsider = { nome: 'Beltrano Recusa', email: `nega-${Date.now()}@example.com`, tipo: 1 };
    const { file } = await sendForSignature(
      app,
      owner.token,
      { signatarios: [outsider] },
      { name: 'Aditivo.pdf' },
    );
    const res = await denyByLink(app, file.id, linkToken(app, outsider.email), 'Valor errado.');
    expect(res.status, res.text).toBe(200);
    const [denied] = await ofKind(owner, 'signing.denied');
    expect(denied).toMatchObject({
      not_status: 3,
      not_description: 'Beltrano Recusa recusou o documento “Aditivo.pdf”. Motivo: Valor errado.',
      link: '/cofre',
    });
  });
});

describe('notifications: a trial about to end', () => {
  it('warns who manages the subscription, once per period, however many sweeps run', async () => {
    const ends = new Date(Date.now() + 3 * 86_400_000);
    await app.ctx.db
      .update(empresas)
      .set({ trialEndsAt: ends, planoId: null })
      .where(eq(empresas.id, empresaId));
    const first = await sweepPlanExpiry(app.ctx, console);
    expect(first).toBeGreaterThanOrEqual(1);
    await sweepPlanExpiry(app.ctx, console);
    const warned = await ofKind(owner, 'plan.trial_expiring');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ not_status: 2, link: '/comprar' });
    expect(warned[0].not_description).toMatch(
      /^O período de teste da empresa termina em \d{2}\/\d{2}\/\d{4}\./,
    );
    // Without subscription.manage: nothing.
    expect(await ofKind(viewer, 'plan.trial_expiring')).toEqual([]);
    // Far from its end: nothing either.
    const other = await makeCompany(app);
    const far = await member(app, other.id);
    await app.ctx.db
      .update(empresas)
      .set({ trialEndsAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(empresas.id, other.id));
    await sweepPlanExpiry(app.ctx, console);
    expect(await ofKind(far, 'plan.trial_expiring')).toEqual([]);
    // A paid period ending soon warns too (the plan's own text).
    await app.ctx.db
      .update(empresas)
      .set({ planoExpiraEm: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(empresas.id, other.id));
    await sweepPlanExpiry(app.ctx, console);
    await sweepPlanExpiry(app.ctx, console);
    const plan = await ofKind(far, 'plan.expiring');
    expect(plan).toHaveLength(1);
    expect(plan[0].not_description).toMatch(/^O plano da empresa vence em \d{2}\/\d{2}\/\d{4}\./);
  });
});

describe('"user updated": permission and company changes reach the user’s tabs', () => {
  it('a permission change by a manager publishes user.updated to that user only', async () => {
    const tab = await open(viewer);
    const others = await open(clerk);
    const res = await app.call('PUT', `/api/usuario/${viewer.user.id}/permission`, {
      token: owner.token,
      body: { empresa_id: empresaId, permissions: ['devices.view', 'messages.view'] },
    });
    expect(res.status, res.text).toBe(200);
    expect(await tab.next('user.updated', () => true, 1000)).toEqual({ user_id: viewer.user.id });
    await new Promise((r) => setTimeout(r, 200));
    expect(others.of('user.updated')).toEqual([]);
  });

  it('a company link made or removed by an administrator publishes it too', async () => {
    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    const other = await makeCompany(app);
    const tab = await open(clerk);
    const linked = await app.call('PUT', '/api/usuario/company', {
      token: admin,
      body: { user_id: clerk.user.id, empresa_id: other.id, permissions: ['vault.view'] },
    });
    expect(linked.status, linked.text).toBe(200);
    await tab.next('user.updated', () => true, 1000);
    const count = tab.of('user.updated').length;
    const removed = await app.call(
      'DELETE',
      `/api/usuario/${clerk.user.id}/remover-vinculo?empresa_id=${other.id}`,
      {
        token: admin,
      },
    );
    expect(removed.status, removed.text).toBe(200);
    await waitFor(() => tab.of('user.updated').length > count, 1000, 'a second user.updated');
  });
});

describe('notifications never fail the action that raises them', () => {
  it('a refusal still succeeds when the notification cannot be delivered', async () => {
    const bus = app.ctx.realtime;
    const publish = bus.publish;
    bus.publish = (m) => {
      if (m.event === 'notification') throw new Error('bus down');
      publish(m);
    };
    try {
      const outsider = { nome: 'Ciclano', email: `falha-${Date.now()}@example.com`, tipo: 1 };
      const { file } = await sendForSignature(app, owner.token, { signatarios: [outsider] });
      const res = await denyByLink(app, file.id, linkToken(app, outsider.email), 'Não.');
      expect(res.status, res.text).toBe(200);
      // The row was still written: only the live push failed.
      expect((await ofKind(owner, 'signing.denied')).length).toBeGreaterThanOrEqual(2);
    } finally {
      bus.publish = publish;
    }
  });
});

// Last: from here on every company user is held by the 451 gate.
describe('notifications: a new term to accept', () => {
  it('warns every user who must accept it, once; the platform administrators are not warned', async () => {
    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    const created = await app.call('POST', '/api/termo/cadastrar', {
      token: admin,
      body: { termo_descricao: 'Termos de uso v9: notifique a todos.' },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    const tab = await open(owner);
    const approved = await app.call('PATCH', `/api/termo/${id}/aprovar`, { token: admin });
    expect(approved.status, approved.text).toBe(200);
    const event = await tab.next('notification', (d) => d.notification.tipo === 'terms.pending');
    expect(event.notification).toMatchObject({
      not_status: 2,
      not_description: 'Há novos termos de uso para aceitar.',
      link: '/451',
    });
    for (const m of [owner, viewer, clerk, stranger])
      expect(await ofKind(m, 'terms.pending')).toHaveLength(1);
    const adminList = await app.call('GET', '/api/usuario/notifications', { token: admin });
    expect(adminList.body.data.filter((n: any) => n.tipo === 'terms.pending')).toEqual([]);
    // Once only: raising it again for the same term writes nothing.
    await notifyTermApproved(app.ctx, id);
    expect(await ofKind(owner, 'terms.pending')).toHaveLength(1);
    const rows = await app.ctx.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.chave, `termo:${id}`));
    expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
  });
});
