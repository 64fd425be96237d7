// The product's events that raise notifications: a device connecting and disconnecting, a document
// signed, denied and completed, a campaign finished, a trial about to end (once per period) and a new
// term to accept (once); and a notification that cannot be delivered never fails the action.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificacoes } from '../../server/db/accountSchema.js';
import { empresas } from '../../server/db/schema.js';
import { sweepPlanExpiry } from '../../server/jobs/planExpiry.js';
import { notifyTermApproved } from '../../server/modules/notifications/triggers.js';
import { loginAs } from '../helpers/app.js';
import { makeCompany } from '../helpers/fixtures.js';
import { connectDevice, sendForm, simControl, waitFor } from '../helpers/messaging.js';
import {
  app,
  clerk,
  empresaId,
  ofKind,
  open,
  owner,
  setUpNotificationsApp,
  stranger,
  viewer,
} from '../helpers/notifications.js';
import { denyByLink, linkToken, member, sendForSignature, signAs } from '../helpers/signing.js';

setUpNotificationsApp();

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
      not_description: 'A campanha de 2 mensagens terminou: todas foram enviadas.',
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
      // "Abrir" opens that document in the vault, not the vault's root.
      link: `/cofre?arquivo=${file.id}`,
    });
    // The internal signatory browses the vault too: the same document.
    const [mine] = await ofKind(clerk, 'signing.completed');
    expect(mine).toMatchObject({ not_status: 1, link: `/cofre?arquivo=${file.id}` });
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
