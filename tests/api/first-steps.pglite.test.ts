// A company user's start through the real API: GET /api/inicio/primeiros-passos follows a new
// company's first steps as they happen (a document uploaded, then sent for signature; a device
// created, then connected; someone invited, or a second member), each company seeing only its own;
// GET /api/conversas/nao-lidas counts the WhatsApp messages received and not read, per device.
// Platform administrators and signatories have neither (403); a session is needed (401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstStepsView } from '../../common/schemas/firstSteps.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { connectDevice, instanceOf, MESSAGING_ENV, simControl } from '../helpers/messaging.js';
import { companyWithOwner, external, member, requestSigning, upload } from '../helpers/signing.js';

let app: TestApp;
let admin: string;
let signatory: string;

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  const s = await makeUser(app, { ambient: 'S' });
  signatory = (await loginAs(app, s.email, s.password)).access_token;
});
afterAll(() => app?.close());

const NOTHING_DONE: FirstStepsView = {
  documento_enviado: false,
  documento_carregado: false,
  whatsapp_conectado: false,
  dispositivo_pendente: null,
  equipe_convidada: false,
};

async function steps(token: string): Promise<FirstStepsView> {
  const res = await app.call('GET', '/api/inicio/primeiros-passos', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

describe('GET /api/inicio/primeiros-passos', () => {
  it('follows each step as the company takes it, and never counts another company’s', async () => {
    const { owner, empresaId } = await companyWithOwner(app);
    const bystander = await companyWithOwner(app);
    expect(await steps(owner.token)).toEqual(NOTHING_DONE);

    // A document uploaded is not yet a document sent.
    const file = await upload(app, owner.token);
    expect(await steps(owner.token)).toMatchObject({ documento_carregado: true, documento_enviado: false });
    const sent = await requestSigning(app, owner.token, file.id, { signatarios: [external()] });
    expect(sent.status, sent.text).toBe(201);
    expect(await steps(owner.token)).toMatchObject({ documento_carregado: true, documento_enviado: true });

    // A device created but not scanned is the one to connect; once open, the step is done.
    const created = await app.call('POST', '/api/device/store', {
      token: owner.token,
      body: { name: 'Loja' },
    });
    expect(created.status, created.text).toBe(201);
    expect(await steps(owner.token)).toMatchObject({
      whatsapp_conectado: false,
      dispositivo_pendente: created.body.id,
    });
    const scanned = await simControl(app, 'POST', `/${await instanceOf(app, created.body.id)}/scan`);
    expect(scanned.status).toBe(200);
    await expect
      .poll(async () => (await steps(owner.token)).whatsapp_conectado, { timeout: 10_000 })
      .toBe(true);
    expect((await steps(owner.token)).dispositivo_pendente).toBeNull();

    // An invite sent through Equipe.
    const invited = await app.call('POST', '/api/convites', {
      token: owner.token,
      body: { email: uniqueEmail('convidada'), nome: 'Nina Convidada', permissions: ['vault.view'] },
    });
    expect(invited.status, invited.text).toBe(201);
    expect(await steps(owner.token)).toEqual({
      documento_enviado: true,
      documento_carregado: true,
      whatsapp_conectado: true,
      dispositivo_pendente: null,
      equipe_convidada: true,
    });

    // Every member of the company sees the same, whatever their permissions.
    const reader = await member(app, empresaId, ['vault.view']);
    expect((await steps(reader.token)).documento_enviado).toBe(true);
    // The other company has done nothing.
    expect(await steps(bystander.owner.token)).toEqual(NOTHING_DONE);
  });

  it('counts a revoked invite as nothing, and a second member as the team invited', async () => {
    const { owner, empresaId } = await companyWithOwner(app);
    const invited = await app.call('POST', '/api/convites', {
      token: owner.token,
      body: { email: uniqueEmail('desistencia'), permissions: ['vault.view'] },
    });
    expect(invited.status, invited.text).toBe(201);
    const cancelled = await app.call('DELETE', `/api/invite/${invited.body.data.id}/cancelar`, {
      token: owner.token,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await steps(owner.token)).equipe_convidada).toBe(false);

    await member(app, empresaId, ['vault.view']);
    expect((await steps(owner.token)).equipe_convidada).toBe(true);
  });

  it('keeps a document sent even once it is in the trash', async () => {
    const { owner } = await companyWithOwner(app);
    const file = await upload(app, owner.token);
    expect((await requestSigning(app, owner.token, file.id, { signatarios: [external()] })).status).toBe(201);
    const cancelled = await app.call('PUT', `/api/arquivo/${file.id}/cancelar`, {
      token: owner.token,
      body: { motivo: 'Enviado por engano' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const removed = await app.call('DELETE', `/api/file/${file.id}/deletar`, { token: owner.token });
    expect(removed.status, removed.text).toBe(200);
    expect((await steps(owner.token)).documento_carregado).toBe(false);
    expect((await steps(owner.token)).documento_enviado).toBe(true);
  });

  it('is for company users only', async () => {
    const anonymous = await app.call('GET', '/api/inicio/primeiros-passos');
    expect(anonymous.status).toBe(401);
    for (const token of [admin, signatory]) {
      const res = await app.call('GET', '/api/inicio/primeiros-passos', { token });
      expect(res.status, res.text).toBe(403);
      expect(res.body.message).toBe('Os primeiros passos são dos usuários de uma empresa.');
    }
  });
});

describe('GET /api/conversas/nao-lidas', () => {
  it('counts per device the messages received and not read yet, until its chat is read or answered', async () => {
    const { owner, empresaId } = await companyWithOwner(app);
    const { device, instance } = await connectDevice(app, owner.token, 'Atendimento');
    const idle = await app.call('POST', '/api/device/store', {
      token: owner.token,
      body: { name: 'Reserva' },
    });
    const unread = async (token = owner.token) => {
      const res = await app.call('GET', '/api/conversas/nao-lidas', { token });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    expect(await unread()).toEqual({
      data: [
        { id: device.id, name: 'Atendimento', unread: 0 },
        { id: idle.body.id, name: 'Reserva', unread: 0 },
      ],
      total: 0,
    });

    for (const [from, text] of [
      ['5511977770001', 'Olá'],
      ['5511977770001', 'Tem horário amanhã?'],
      ['5511977770002', 'Bom dia'],
    ])
      expect((await simControl(app, 'POST', `/${instance}/incoming`, { from, text })).status).toBe(201);
    await expect.poll(async () => (await unread()).total, { timeout: 10_000 }).toBe(3);
    expect((await unread()).data[0]).toEqual({ id: device.id, name: 'Atendimento', unread: 3 });
    // Answering a chat reads it; the other chat stays unread.
    const answered = await app.call('POST', `/api/device/${device.id}/message/5511977770002`, {
      token: owner.token,
      body: { message: 'Bom dia! Em que posso ajudar?' },
    });
    expect(answered.status, answered.text).toBe(201);
    await expect.poll(async () => (await unread()).total).toBe(2);

    const read = await app.call('PUT', `/api/device/${device.id}/message/5511977770001/read`, {
      token: owner.token,
    });
    expect(read.status, read.text).toBe(200);
    expect(await unread()).toMatchObject({ data: [{ unread: 0 }, { unread: 0 }], total: 0 });

    // Another company sees none of it; a member without 'messages.view' is refused.
    expect(await unread((await companyWithOwner(app)).owner.token)).toEqual({ data: [], total: 0 });
    const noMessages = await member(app, empresaId, ['vault.view']);
    expect((await app.call('GET', '/api/conversas/nao-lidas', { token: noMessages.token })).status).toBe(403);
  });

  it('is for company users only', async () => {
    expect((await app.call('GET', '/api/conversas/nao-lidas')).status).toBe(401);
    expect((await app.call('GET', '/api/conversas/nao-lidas', { token: signatory })).status).toBe(403);
    const res = await app.call('GET', '/api/conversas/nao-lidas', { token: admin });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Entre em uma empresa para continuar.');
  });
});
