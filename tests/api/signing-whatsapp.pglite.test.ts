// Signing by WhatsApp through the real API and the built-in gateway simulator: each signatory is
// reached by e-mail, WhatsApp from one of the company's devices, or both. The request's refusals
// (no phone, a foreign device, no open device); the link and the one-time code by WhatsApp (the act
// recorded as link_whatsapp_code) and the receipts in the process view; a failed WhatsApp message
// (number not on WhatsApp, device disconnected) going by e-mail instead with the sender told; a code
// nobody can carry refused with 503; the signing lane ahead of a queued campaign; the "your turn"
// message of a sequential process; the signatory's own language.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignatoryView, SigningProcess } from '../../common/schemas/signing.js';
import { mensagens } from '../../server/db/schema.js';
import { type MessageQueue, startMessageQueue } from '../../server/jobs/messageQueue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  type ConnectedDevice,
  connectDevice,
  MESSAGING_ENV,
  type SimSent,
  sendForm,
  simControl,
  simSent,
  waitFor,
} from '../helpers/messaging.js';
import {
  actByLink,
  actionsOf,
  ago,
  askCode,
  companyWithOwner,
  eventsOf,
  inviteMailsTo,
  linkToken,
  type Member,
  mailsTo,
  processOf,
  requestSigning,
  sendForSignature,
  setSignatory,
  signAs,
  upload,
  viewByLink,
} from '../helpers/signing.js';

const quiet = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

let app: TestApp;
let owner: Member;
let phoneA: ConnectedDevice;
let queue: MessageQueue | undefined;

/** Starts the one queue worker (the app starts without one, so the priority test can queue first). */
function startWorker() {
  if (queue) return;
  queue = startMessageQueue(app.ctx, quiet);
  app.ctx.queue = queue;
}

beforeAll(async () => {
  app = await startTestApp({ ...MESSAGING_ENV, QUEUE_WORKER: '0' });
  owner = (await companyWithOwner(app)).owner;
  phoneA = await connectDevice(app, owner.token, 'Celular Assinaturas');
});
afterAll(async () => {
  await queue?.stop();
  await simControl(app, 'POST', '/reset').catch(() => {});
  await app?.close();
});

/** An external person reached by WhatsApp only (no e-mail unless given). */
const byWhatsapp = (nome: string, phone: string, extra: Record<string, unknown> = {}) => ({
  nome,
  phone,
  tipo: 1,
  canal: 'whatsapp',
  ...extra,
});

/** '11 97300-0001' as the gateway sees it: 5511973000001. */
const wa = (phone: string) => `55${phone.replace(/\D/g, '')}`;

const LINK = /\/assinar\/([A-Za-z0-9_-]+)/;

/** The WhatsApp messages the simulator took for this number (from any device), oldest first. */
const sentTo = async (phone: string) => (await simSent(app)).filter((s) => s.number === wa(phone));

/** Waits for a WhatsApp message to this number whose text matches; the newest such one. */
const waitForMessage = (phone: string, match: RegExp, what = `a WhatsApp message to ${phone}`) =>
  waitFor(async () => (await sentTo(phone)).filter((s) => match.test(s.text ?? '')).at(-1), 10_000, what);

/** The personal link's token in a WhatsApp message. */
function tokenIn(message: SimSent): string {
  const token = LINK.exec(message.text ?? '')?.[1];
  if (!token) throw new Error(`no /assinar/ link in: ${message.text}`);
  return token;
}

const signatoryOf = async (fileId: number, nome: string) =>
  (await processOf(app, owner.token, fileId)).signatarios.find((s) => s.nome === nome) as SignatoryView;

/** Waits until the signatory's deliveries look like `want` (the process view, as the owner sees it). */
const waitForDeliveries = (fileId: number, nome: string, want: Partial<SignatoryView['entregas']>) =>
  waitFor(
    async () => {
      const s = await signatoryOf(fileId, nome);
      return Object.entries(want).every(([k, v]) => s.entregas[k as keyof typeof want] === v) ? s : undefined;
    },
    10_000,
    `${nome}'s deliveries ${JSON.stringify(want)}`,
  );

/** The owner's in-app notifications about a WhatsApp message that did not go, newest first. */
async function whatsappFailures(): Promise<string[]> {
  const res = await app.call('GET', '/api/usuario/notifications?perPage=100', { token: owner.token });
  expect(res.status, res.text).toBe(200);
  return (res.body.data as any[])
    .filter((n) => n.tipo === 'signing.whatsapp_failed')
    .map((n) => n.not_description as string);
}

const waitForFailureNotice = (about: string) =>
  waitFor(
    async () => (await whatsappFailures()).find((t) => t.includes(about)),
    10_000,
    `a notification about ${about}`,
  );

describe('the signing lane', () => {
  afterAll(() => startWorker());

  it('a signing invitation queued after a 30-message campaign reaches the phone first', async () => {
    const numbers = Array.from({ length: 30 }, (_, i) => ({
      number: `11 97100-${String(i).padStart(4, '0')}`,
    }));
    const campaign = await sendForm(app, owner.token, {
      device: String(phoneA.device.id),
      message: 'Promoção da semana',
      recipients: numbers,
    });
    expect(campaign.status, campaign.text).toBe(201);
    const phone = '11 97300-0001';
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [byWhatsapp('Paula Prioridade', phone)],
    });

    startWorker();
    const sent = await waitFor(
      async () => {
        const all = await simSent(app, phoneA.instance);
        return all.length === 31 ? all : undefined;
      },
      20_000,
      'the campaign and the invitation sent',
    );
    expect(sent[0]?.number).toBe(wa(phone));
    expect(sent[0]?.text).toContain(`Documento aguardando você: ${file.nome}`);
    expect(sent.slice(1).every((s) => s.text === 'Promoção da semana')).toBe(true);
  });
});

describe('refusals of a WhatsApp signatory (nothing written, nothing sent)', () => {
  let fileId: number;
  const stillDraft = async () => expect((await processOf(app, owner.token, fileId)).status).toBe('draft');
  beforeAll(async () => {
    fileId = (await upload(app, owner.token)).id;
  });

  it('WhatsApp without a phone: 422 on its phone; e-mail without an address: 422 on its e-mail', async () => {
    const before = { sent: (await simSent(app)).length, mails: app.mails().length };
    const noPhone = await requestSigning(app, owner.token, fileId, {
      signatarios: [{ nome: 'Sem Celular', email: 'sem.celular@example.com', tipo: 1, canal: 'whatsapp' }],
    });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.errors).toEqual({
      'signatarios.0.phone': ['Informe o celular para enviar por WhatsApp.'],
    });

    const both = await requestSigning(app, owner.token, fileId, {
      signatarios: [{ nome: 'Nada', tipo: 1, canal: 'both' }],
    });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors).sort()).toEqual(['signatarios.0.email', 'signatarios.0.phone']);

    const noEmail = await requestSigning(app, owner.token, fileId, {
      signatarios: [{ nome: 'Sem E-mail', phone: '11 97300-0099', tipo: 1, canal: 'email' }],
    });
    expect(noEmail.status).toBe(422);
    expect(Object.keys(noEmail.body.errors)).toEqual(['signatarios.0.email']);

    await stillDraft();
    expect((await simSent(app)).length).toBe(before.sent);
    expect(app.mails().length).toBe(before.mails);
  });

  it("another company's device: 422 'not found'; a company with no open device: 422 on device_id", async () => {
    const other = await companyWithOwner(app);
    const foreign = await app.call('POST', '/api/device/store', {
      token: other.owner.token,
      body: { name: 'Aparelho de outra empresa' },
    });
    expect(foreign.status, foreign.text).toBe(201);

    const res = await requestSigning(app, owner.token, fileId, {
      signatarios: [byWhatsapp('Dona Alheia', '11 97300-0098', { device_id: foreign.body.id })],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'signatarios.0.device_id': ['Dispositivo não encontrado nesta empresa.'],
    });
    await stillDraft();

    // The other company has a device, but it was never scanned (not open).
    const theirFile = await upload(app, other.owner.token);
    for (const device_id of [undefined, foreign.body.id]) {
      const none = await requestSigning(app, other.owner.token, theirFile.id, {
        signatarios: [byWhatsapp('Sem Aparelho', '11 97300-0097', { device_id })],
      });
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({
        'signatarios.0.device_id': [
          'Nenhum dispositivo conectado para enviar por WhatsApp. Conecte um em Dispositivos ou escolha e-mail.',
        ],
      });
    }
    expect((await processOf(app, other.owner.token, theirFile.id)).status).toBe('draft');
  });

  it('a WhatsApp-only person without an e-mail is accepted, on the first open device', async () => {
    const res = await requestSigning(app, owner.token, fileId, {
      signatarios: [byWhatsapp('Só WhatsApp', '(11) 97300-0096')],
    });
    expect(res.status, res.text).toBe(201);
    const p = res.body as SigningProcess;
    expect(p.status).toBe('waiting');
    expect(p.signatarios[0]).toMatchObject({
      nome: 'Só WhatsApp',
      email: null,
      canal: 'whatsapp',
      device: { id: phoneA.device.id, name: 'Celular Assinaturas' },
      idioma: 'pt_BR',
    });
    await waitForMessage('11 97300-0096', LINK);
  });
});

describe('a signatory reached by WhatsApp only, with a code', () => {
  const phone = '11 97300-0002';
  const nome = 'Wanda Whats';
  let fileId: number;
  let fileName: string;
  let token: string;

  it('gets the link by WhatsApp (no e-mail); the process view follows its receipts to read', async () => {
    const mailsBefore = app.mails().length;
    const { file, process } = await sendForSignature(app, owner.token, {
      signatarios: [byWhatsapp(nome, phone, { exige_codigo: true })],
    });
    fileId = file.id;
    fileName = file.nome;
    expect(process.signatarios[0]).toMatchObject({
      canal: 'whatsapp',
      email: null,
      device: { id: phoneA.device.id, name: 'Celular Assinaturas' },
    });

    const invite = await waitForMessage(phone, LINK, 'the invitation by WhatsApp');
    expect(invite.instance).toBe(phoneA.instance);
    expect(invite.text).toContain(`*Documento aguardando você: ${file.nome}*`);
    expect(invite.text).toContain('assine o documento');
    token = tokenIn(invite);
    expect(invite.text).toContain(`http://cofre.test/assinar/${token}`);

    await waitForDeliveries(fileId, nome, { whatsapp: 'sent', email: null, fallback: false });
    const receipt = await simControl(app, 'POST', `/${phoneA.instance}/receipt`, {
      keyId: invite.keyId,
      status: 'READ',
    });
    expect(receipt.status).toBe(200);
    await waitForDeliveries(fileId, nome, { whatsapp: 'read', email: null });
    // Nobody was e-mailed the link.
    expect(
      app
        .mails()
        .slice(mailsBefore)
        .some((m) => m.text.includes(token)),
    ).toBe(false);
  });

  it('asks for the code by WhatsApp, signs with it (link_whatsapp_code), and the document is sealed', async () => {
    const view = await viewByLink(app, token);
    expect(view.status).toBe(200);
    expect(view.body.signatario).toMatchObject({
      nome,
      email: null,
      exige_codigo: true,
      codigo_por: 'whatsapp',
    });

    const mailsBefore = app.mails().length;
    const sent = await askCode(app, token);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ canal: 'whatsapp', enviado_para: '(11) 9****-0002' });
    const codeMessage = await waitForMessage(phone, /código de confirmação é \d{6}/, 'the code by WhatsApp');
    expect(codeMessage.text).toContain(`Seu código para o documento "${fileName}"`);
    const code = /código de confirmação é (\d{6})/.exec(codeMessage.text ?? '')?.[1] as string;

    const res = await actByLink(app, token, { consentimento: true, codigo: code });
    expect(res.status, res.text).toBe(200);
    expect(await signatoryOf(fileId, nome)).toMatchObject({
      status: 'signed',
      autenticacao: 'link_whatsapp_code',
    });
    const events = await eventsOf(app, owner.token, fileId);
    expect(events.data.find((e) => e.acao === 'code_sent')?.dados).toMatchObject({
      canal: 'whatsapp',
      enviado_para: '(11) 9****-0002',
    });
    expect(events.chain.valid).toBe(true);

    const done = await waitFor(
      async () => {
        const p = await processOf(app, owner.token, fileId);
        return p.status === 'completed' && p.tem_assinado ? p : undefined;
      },
      15_000,
      'the document completed and sealed',
    );
    expect(done.verificacao_url).toBeTruthy();
    // The signer hears of the completion by WhatsApp too; the code never went by e-mail.
    const completed = await waitForMessage(phone, /Documento concluído/, 'the completion notice');
    expect(completed.text).toContain(`*Documento concluído: ${fileName}*`);
    expect(
      app
        .mails()
        .slice(mailsBefore)
        .some((m) => /código/i.test(m.subject)),
    ).toBe(false);
  });
});

describe('channels: both, and the signatory’s language', () => {
  it("'both': one e-mail and one WhatsApp message with the same link", async () => {
    const email = 'ambos.canais@example.com';
    const phone = '11 97300-0003';
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [{ nome: 'Beatriz Ambos', email, phone, tipo: 1, canal: 'both', exige_codigo: true }],
    });
    const message = await waitForMessage(phone, LINK);
    expect(inviteMailsTo(app, email)).toHaveLength(1);
    expect(linkToken(app, email)).toBe(tokenIn(message));
    expect((await sentTo(phone)).filter((s) => LINK.test(s.text ?? ''))).toHaveLength(1);
    const s = await waitForDeliveries(file.id, 'Beatriz Ambos', { email: 'sent', whatsapp: 'sent' });
    expect(s).toMatchObject({ canal: 'both', entregas: { fallback: false } });
    // The code goes one way only — WhatsApp — so the evidence can name it.
    const code = await askCode(app, linkToken(app, email));
    expect(code.status, code.text).toBe(200);
    expect(code.body).toMatchObject({ canal: 'whatsapp', enviado_para: '(11) 9****-0003' });
    await waitForMessage(phone, /^\*Seu código para o documento/, 'the code by WhatsApp');
    expect(mailsTo(app, email).filter((m) => /código/i.test(m.subject))).toEqual([]);
  });

  it('an e-mail the mail server refuses shows as failed, while the WhatsApp message goes', async () => {
    const email = 'caixa.cheia@example.com';
    const phone = '11 97300-0012';
    const send = app.ctx.mailer.send.bind(app.ctx.mailer);
    app.ctx.mailer.send = async (m) => {
      if (m.to === email) throw new Error('552 mailbox full');
      return send(m);
    };
    try {
      const { file } = await sendForSignature(app, owner.token, {
        signatarios: [{ nome: 'Rui Caixa Cheia', email, phone, tipo: 1, canal: 'both' }],
      });
      await waitForMessage(phone, LINK);
      const s = await waitForDeliveries(file.id, 'Rui Caixa Cheia', { email: 'failed', whatsapp: 'sent' });
      expect(s.entregas.fallback).toBe(false);
    } finally {
      app.ctx.mailer.send = send;
    }
  });

  it("idioma 'en': the WhatsApp message is in English", async () => {
    const phone = '11 97300-0004';
    const { file, process } = await sendForSignature(app, owner.token, {
      signatarios: [byWhatsapp('Emily English', phone, { idioma: 'en' })],
    });
    expect(process.signatarios[0]?.idioma).toBe('en');
    const message = await waitForMessage(phone, LINK);
    expect(message.text).toContain(`*Document waiting for you: ${file.nome}*`);
    expect(message.text).toContain('sign the document');
    expect(message.text).not.toContain('assine');
  });
});

describe('a WhatsApp message that cannot go', () => {
  afterAll(async () => {
    await simControl(app, 'POST', '/invalid-numbers', { numbers: [] });
  });

  it('a number not on WhatsApp: the link goes by e-mail instead and the sender is told; without an e-mail, only the sender is told', async () => {
    const withMail = {
      nome: 'Fernanda Fallback',
      email: 'fernanda.fallback@example.com',
      phone: '11 97300-0005',
    };
    const withoutMail = { nome: 'Nestor Ninguém', phone: '11 97300-0006' };
    await simControl(app, 'POST', '/invalid-numbers', {
      numbers: [wa(withMail.phone), wa(withoutMail.phone)],
    });
    const mailsBefore = app.mails().length;
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [
        byWhatsapp(withMail.nome, withMail.phone, { email: withMail.email }),
        byWhatsapp(withoutMail.nome, withoutMail.phone),
      ],
    });

    await waitForDeliveries(file.id, withMail.nome, { whatsapp: 'failed', fallback: true });
    await waitForDeliveries(file.id, withoutMail.nome, { whatsapp: 'failed', fallback: false });
    const fallback = await waitFor(
      () => inviteMailsTo(app, withMail.email).at(-1),
      10_000,
      'the fallback e-mail',
    );
    expect(fallback.subject).toBe(`Documento aguardando você: ${file.nome}`);
    // The same link the WhatsApp message carried (the device's chat keeps the failed message).
    const chat = await app.call('GET', `/api/device/${phoneA.device.id}/message/${wa(withMail.phone)}`, {
      token: owner.token,
    });
    expect(chat.body.data[0]).toMatchObject({ status: 'invalid' });
    const token = linkToken(app, withMail.email);
    expect(chat.body.data[0].text).toContain(`/assinar/${token}`);
    expect((await viewByLink(app, token)).body.signatario).toMatchObject({ nome: withMail.nome });

    expect(await waitForFailureNotice(withMail.nome)).toBe(
      `A mensagem de WhatsApp para ${withMail.nome} (documento “${file.nome}”) não foi entregue: o número não tem WhatsApp. Enviamos por e-mail.`,
    );
    expect(await waitForFailureNotice(withoutMail.nome)).toBe(
      `A mensagem de WhatsApp para ${withoutMail.nome} (documento “${file.nome}”) não foi entregue: o número não tem WhatsApp. Sem e-mail cadastrado, ninguém foi avisado: envie o link de outra forma.`,
    );
    // Only the one with an address was e-mailed; nothing reached either number.
    const invites = app
      .mails()
      .slice(mailsBefore)
      .filter((m) => /aguardando você/i.test(m.subject));
    expect(invites.map((m) => m.to)).toEqual([withMail.email]);
    expect(await sentTo(withMail.phone)).toEqual([]);
    expect(await sentTo(withoutMail.phone)).toEqual([]);
  });

  it("'both' with a number not on WhatsApp: the e-mail already went, and the sender is told so", async () => {
    const bia = { nome: 'Bia Ambos', email: 'bia.ambos@example.com', phone: '11 97300-0010' };
    await simControl(app, 'POST', '/invalid-numbers', { numbers: [wa(bia.phone)] });
    const { file } = await sendForSignature(app, owner.token, {
      signatarios: [{ ...byWhatsapp(bia.nome, bia.phone, { email: bia.email }), canal: 'both' }],
    });
    await waitForDeliveries(file.id, bia.nome, { email: 'sent', whatsapp: 'failed', fallback: false });
    expect(inviteMailsTo(app, bia.email)).toHaveLength(1);
    expect(await waitForFailureNotice(bia.nome)).toBe(
      `A mensagem de WhatsApp para ${bia.nome} (documento “${file.nome}”) não foi entregue: o número não tem WhatsApp. O e-mail enviado a essa pessoa segue valendo.`,
    );
  });

  it('a link waiting in the queue when its device drops goes by e-mail at once, and the sender is told', async () => {
    const shaky = await connectDevice(app, owner.token, 'Aparelho Instável');
    const erica = { nome: 'Érica Espera', email: 'erica.espera@example.com', phone: '11 97300-0011' };
    // The gateway is down: the link waits in the device's queue after a first attempt.
    await simControl(app, 'POST', '/outage', { on: true });
    let fileId = 0;
    let fileName = '';
    try {
      const { file } = await sendForSignature(app, owner.token, {
        signatarios: [
          byWhatsapp(erica.nome, erica.phone, { email: erica.email, device_id: shaky.device.id }),
        ],
      });
      fileId = file.id;
      fileName = file.nome;
      await waitFor(
        async () => {
          const [m] = await app.ctx.db
            .select()
            .from(mensagens)
            .where(and(eq(mensagens.deviceId, shaky.device.id), eq(mensagens.number, wa(erica.phone))));
          return m && m.status === 'queued' && m.errorDetail !== null ? m : undefined;
        },
        10_000,
        'the link tried once and back in the queue',
      );
      expect(inviteMailsTo(app, erica.email)).toHaveLength(0);
      const off = await simControl(app, 'POST', `/${shaky.instance}/disconnect`);
      expect(off.status).toBe(200);
    } finally {
      await simControl(app, 'POST', '/outage', { on: false });
    }
    await waitForDeliveries(fileId, erica.nome, { email: 'sent', whatsapp: 'failed', fallback: true });
    const mail = await waitFor(() => inviteMailsTo(app, erica.email).at(-1), 10_000, 'the fallback e-mail');
    expect((await viewByLink(app, linkToken(app, erica.email))).body.signatario).toMatchObject({
      nome: erica.nome,
    });
    expect(mail.subject).toBe(`Documento aguardando você: ${fileName}`);
    expect(await waitForFailureNotice(erica.nome)).toBe(
      `A mensagem de WhatsApp para ${erica.nome} (documento “${fileName}”) não foi entregue: o dispositivo não está conectado. Enviamos por e-mail.`,
    );
    expect(await sentTo(erica.phone)).toEqual([]);
  });

  describe('the device disconnected after the request', () => {
    let spare: ConnectedDevice;
    let fileId: number;
    let fileName: string;
    const carla = { nome: 'Carla Com E-mail', email: 'carla.desligado@example.com', phone: '11 97300-0007' };
    const davi = { nome: 'Davi Sem E-mail', phone: '11 97300-0008' };
    let daviToken: string;
    let carlaWhatsappToken: string;

    beforeAll(async () => {
      spare = await connectDevice(app, owner.token, 'Aparelho Reserva');
      const { file } = await sendForSignature(app, owner.token, {
        signatarios: [
          byWhatsapp(carla.nome, carla.phone, { email: carla.email, device_id: spare.device.id }),
          byWhatsapp(davi.nome, davi.phone, { device_id: spare.device.id, exige_codigo: true }),
        ],
      });
      fileId = file.id;
      fileName = file.nome;
      carlaWhatsappToken = tokenIn(await waitForMessage(carla.phone, LINK));
      daviToken = tokenIn(await waitForMessage(davi.phone, LINK));
      expect((await sentTo(davi.phone))[0]?.instance).toBe(spare.instance);
      const off = await simControl(app, 'POST', `/${spare.instance}/disconnect`);
      expect(off.status).toBe(200);
      await waitFor(
        async () =>
          (await app.call('GET', `/api/device/${spare.device.id}/details`, { token: owner.token })).body
            ?.state !== 'open',
        10_000,
        'the device closed',
      );
    });

    it('a reminder is recorded failed on WhatsApp at once and goes by e-mail instead', async () => {
      const carlaId = (await signatoryOf(fileId, carla.nome)).id;
      await setSignatory(app, carlaId, { enviadoEm: ago(120) });
      const sentBefore = (await sentTo(carla.phone)).length;
      const res = await app.call('POST', `/api/arquivo/${fileId}/assinatura/${carlaId}/lembrete`, {
        token: owner.token,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        canal: 'whatsapp',
        device: { id: spare.device.id, name: 'Aparelho Reserva' },
        entregas: { whatsapp: 'failed', fallback: true },
      });
      const mail = await waitFor(() => inviteMailsTo(app, carla.email).at(-1), 10_000, 'the reminder e-mail');
      expect(mail.subject).toMatch(/^Lembrete: documento aguardando você: /);
      const fresh = linkToken(app, carla.email);
      expect(fresh).not.toBe(carlaWhatsappToken);
      expect((await viewByLink(app, fresh)).status).toBe(200);
      const stale = await viewByLink(app, carlaWhatsappToken);
      expect(stale.status).toBe(404);
      expect(stale.body.message).toBe('Link de assinatura inválido.');
      expect(await waitForFailureNotice(carla.nome)).toBe(
        `A mensagem de WhatsApp para ${carla.nome} (documento “${fileName}”) não foi entregue: o dispositivo não está conectado. Enviamos por e-mail.`,
      );
      expect((await sentTo(carla.phone)).length).toBe(sentBefore);
    });

    it('a code for someone with no e-mail: 503, nothing sent, no code_sent event', async () => {
      const res = await askCode(app, daviToken);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/^Não foi possível enviar o código por WhatsApp agora\./);
      expect(actionsOf(await eventsOf(app, owner.token, fileId))).not.toContain('code_sent');
      expect((await viewByLink(app, daviToken)).body).toMatchObject({ codigo_enviado_em: null });
      expect((await sentTo(davi.phone)).some((s) => /código/.test(s.text ?? ''))).toBe(false);
    });
  });
});

describe('a sequential process', () => {
  it('the second signatory (WhatsApp) gets "your turn" by WhatsApp only after the first signs', async () => {
    const first = { nome: 'Primeira Pessoa', email: 'primeira.vez@example.com', tipo: 1 };
    const phone = '11 97300-0009';
    const { file } = await sendForSignature(app, owner.token, {
      sequencial: true,
      signatarios: [first, byWhatsapp('Segundo Whats', phone)],
    });
    const waiting = await signatoryOf(file.id, 'Segundo Whats');
    expect(waiting).toMatchObject({
      vez: false,
      enviado_em: null,
      entregas: { email: null, whatsapp: null },
    });
    expect(await sentTo(phone)).toEqual([]);

    await signAs(app, first.email);
    const turn = await waitForMessage(phone, LINK, 'the "your turn" message');
    expect(turn.text).toContain(`Documento aguardando você: ${file.nome}`);
    const view = await viewByLink(app, tokenIn(turn));
    expect(view.body).toMatchObject({ vez: true, pode_agir: true });
    expect(await signatoryOf(file.id, 'Segundo Whats')).toMatchObject({
      vez: true,
      enviado_em: expect.any(String),
    });
  });
});
