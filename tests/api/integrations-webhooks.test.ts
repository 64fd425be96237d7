// Outbound webhooks: endpoints registered with the events they want; deliveries signed the
// Standard Webhooks way (checked with the convention's own library), queued in the database by the
// same transaction as the act, retried with backoff under one webhook-id, switched off after
// failing a whole schedule, redelivered on request, and a test event on demand. Another company's
// endpoints and deliveries are 404. The address checks: integrations-ssrf.pglite.test.ts.
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints, webhookEntregas } from '../../server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  denyByLink,
  external,
  linkToken,
  sendForSignature,
  signAs,
  upload,
  viewByLink,
} from '../helpers/signing.js';
import { type Member, makeTeam, type Team } from '../helpers/team.js';
import { type Receiver, startReceiver } from '../helpers/webhookReceiver.js';

let app: TestApp;
let team: Team;
let other: Team;
let manager: Member;
let receiver: Receiver;
const saved = { schedule: [] as number[], maxAge: 0 };

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_POLL_MS: '50' });
  // Retries a tenth of a second apart, so a whole schedule fits in a test.
  app.ctx.config.webhooks.retryScheduleMs = [100, 100, 100];
  saved.schedule = app.ctx.config.webhooks.retryScheduleMs;
  saved.maxAge = app.ctx.config.webhooks.maxAgeMs;
  team = await makeTeam(app, 'Webhooks Próprios Ltda');
  other = await makeTeam(app, 'Outra Empresa Ltda');
  manager = await team.member(
    ['vault.view', 'vault.upload', 'signing.request', 'integrations.manage'],
    'Gil Gancho',
  );
  receiver = await startReceiver();
});
afterEach(() => {
  receiver.answer = () => 200;
  app.ctx.config.webhooks.retryScheduleMs = saved.schedule;
  app.ctx.config.webhooks.maxAgeMs = saved.maxAge;
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

async function register(eventos: string[], o: { token?: string; path?: string } = {}) {
  const res = await app.call('POST', '/api/webhook/cadastrar', {
    token: o.token ?? manager.token,
    body: { url: `${receiver.url}${o.path ?? `/hook-${Math.random().toString(36).slice(2)}`}`, eventos },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { data: { id: number; url: string }; segredo: string };
}

const pathOf = (url: string) => new URL(url).pathname;
const at = (path: string) => receiver.received.filter((r) => r.path === path);

describe('registering and the test event', () => {
  it('shows the secret once and delivers a signed test event the Standard Webhooks library verifies', async () => {
    const { data, segredo } = await register(['document.uploaded']);
    expect(segredo).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const detail = await app.call('GET', `/api/webhook/${data.id}/detalhes`, { token: manager.token });
    expect(detail.text).not.toContain(segredo);

    const test = await app.call('POST', `/api/webhook/${data.id}/testar`, { token: manager.token });
    expect(test.status, test.text).toBe(200);
    expect(test.body.message).toBe('Evento de teste enfileirado para entrega.');
    await expect.poll(() => at(pathOf(data.url)).length).toBe(1);
    const [got] = at(pathOf(data.url));
    if (!got) throw new Error('nothing received');
    expect(got.headers['webhook-id']).toBe(test.body.data.mensagem_id);
    // An independent implementation of the convention accepts the signature…
    const verified = new Webhook(segredo).verify(got.body, {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ type: 'webhook.test', data: { webhook: { id: data.id } } });
    // …and refuses it under another secret or with the body altered.
    const headers = {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    };
    expect(() => new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(got.body, headers)).toThrow();
    expect(() => new Webhook(segredo).verify(got.body.replace('test', 'tesT'), headers)).toThrow();

    await expect
      .poll(
        async () =>
          (await app.call('GET', `/api/webhook/${data.id}/entregas`, { token: manager.token })).body.data[0]
            ?.status,
      )
      .toBe('delivered');
    const log = await app.call('GET', `/api/webhook/${data.id}/entregas`, { token: manager.token });
    expect(log.body.data[0]).toMatchObject({ tipo: 'webhook.test', tentativas: 1, ultimo_codigo: 200 });
    expect(log.body.data[0].ultima_duracao_ms).toBeGreaterThanOrEqual(0);
  });

  it('refuses unknown events and an empty list, with the field named', async () => {
    for (const eventos of [['document.flew'], []]) {
      const res = await app.call('POST', '/api/webhook/cadastrar', {
        token: manager.token,
        body: { url: `${receiver.url}/x`, eventos },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty(eventos.length ? 'eventos.0' : 'eventos');
    }
  });
});

describe('events of documents', () => {
  it('upload, request, view, signature and completion arrive, with the sealed PDF’s link; unsubscribed events do not', async () => {
    const { data } = await register([
      'document.uploaded',
      'document.signing_requested',
      'document.signed',
      'document.completed',
    ]);
    const theirs = await register(['document.uploaded'], { token: other.owner.token });
    const signer = external({ nome: 'Sara Assina' });
    const { file } = await sendForSignature(
      app,
      manager.token,
      { signatarios: [signer] },
      { name: 'Contrato Webhook.pdf' },
    );
    await signAs(app, signer.email);
    const mine = () => at(pathOf(data.url)).map((r) => r.json.type);
    await expect
      .poll(mine)
      .toEqual(['document.uploaded', 'document.signing_requested', 'document.signed', 'document.completed']);
    const byType = (t: string) => at(pathOf(data.url)).find((r) => r.json.type === t)?.json.data ?? {};
    expect(byType('document.uploaded')).toMatchObject({
      document: { id: file.id, name: 'Contrato Webhook.pdf' },
      actor: { id: manager.id, nome: 'Gil Gancho' },
      event: { seq: 1, action: 'uploaded' },
    });
    expect(byType('document.signed')).toMatchObject({
      document: { id: file.id },
      nome: 'Sara Assina',
      email: signer.email,
    });
    const completed = byType('document.completed');
    expect(completed.verification_url).toMatch(/^http:\/\/cofre\.test\/verificar\/[A-Z0-9-]+$/);
    const download = await fetch(String(completed.download_url).replace('http://cofre.test', app.url));
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The other company's endpoint heard nothing of this company's upload.
    expect(at(pathOf(theirs.data.url))).toHaveLength(0);
    // A new upload elsewhere in this company: document.viewed was not chosen, nothing else came.
    await upload(app, manager.token);
    await expect.poll(() => mine().filter((t) => t === 'document.uploaded').length).toBe(2);
  });

  it('a view, a refusal and a cancellation arrive with who acted and why', async () => {
    const { data } = await register(['document.viewed', 'document.denied', 'document.cancelled']);
    const signer = external({ nome: 'Rui Recusa' });
    const refused = await sendForSignature(app, manager.token, { signatarios: [signer] });
    const token = linkToken(app, signer.email);
    expect((await viewByLink(app, token)).status).toBe(200);
    expect((await denyByLink(app, refused.file.id, token, 'Valor errado na cláusula 2.')).status).toBe(200);
    const other = await sendForSignature(app, manager.token, { signatarios: [external()] });
    const cancel = await app.call('PUT', `/api/arquivo/${other.file.id}/cancelar`, {
      token: manager.token,
      body: { motivo: 'Proposta substituída.' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const mine = () => at(pathOf(data.url)).map((r) => r.json);
    await expect
      .poll(() => mine().map((j) => j.type))
      .toEqual(['document.viewed', 'document.denied', 'document.cancelled']);
    const [viewed, denied, cancelled] = mine();
    expect(viewed?.data).toMatchObject({
      document: { id: refused.file.id },
      nome: 'Rui Recusa',
      email: signer.email,
    });
    expect(denied?.data).toMatchObject({
      document: { id: refused.file.id },
      motivo: 'Valor errado na cláusula 2.',
    });
    expect(cancelled?.data).toMatchObject({
      document: { id: other.file.id },
      motivo: 'Proposta substituída.',
      actor: { id: manager.id },
    });
  });
});

describe('retries, switching off and redelivery', () => {
  it('retries a failing answer under the same webhook-id until it is taken, logging each attempt', async () => {
    const { data } = await register(['document.uploaded']);
    let calls = 0;
    receiver.answer = (r) => (r.path === pathOf(data.url) && ++calls <= 2 ? 500 : 200);
    await upload(app, manager.token);
    await expect.poll(() => at(pathOf(data.url)).length).toBe(3);
    const ids = new Set(at(pathOf(data.url)).map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    await expect
      .poll(
        async () =>
          (await app.call('GET', `/api/webhook/${data.id}/entregas`, { token: manager.token })).body.data[0]
            ?.status,
      )
      .toBe('delivered');
    const [delivery] = (await app.call('GET', `/api/webhook/${data.id}/entregas`, { token: manager.token }))
      .body.data;
    const detail = await app.call('GET', `/api/webhook/entrega/${delivery.id}`, { token: manager.token });
    expect(detail.body.data.tentativas).toBe(3);
    expect(detail.body.data.attempts.map((a: { codigo: number }) => a.codigo)).toEqual([500, 500, 200]);
    expect(JSON.parse(detail.body.data.corpo).type).toBe('document.uploaded');
    // The endpoint's run of failures ended with the success.
    const [endpoint] = await app.ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, data.id));
    expect(endpoint?.falhasSeguidas).toBe(0);
  });

  it('switches off an endpoint that failed a whole schedule, tells the managers, and takes it back when re-enabled', async () => {
    app.ctx.config.webhooks.maxAgeMs = 250;
    const { data } = await register(['document.uploaded']);
    receiver.answer = (r) => (r.path === pathOf(data.url) ? 503 : 200);
    await upload(app, manager.token);
    await expect
      .poll(
        async () =>
          (await app.call('GET', `/api/webhook/${data.id}/detalhes`, { token: manager.token })).body.data
            .ativo,
        {
          timeout: 10_000,
        },
      )
      .toBe(false);
    const detail = await app.call('GET', `/api/webhook/${data.id}/detalhes`, { token: manager.token });
    expect(detail.body.data.desativado_motivo).toBe('failures');
    const log = await app.call('GET', `/api/webhook/${data.id}/entregas?status=failed`, {
      token: manager.token,
    });
    expect(log.body.data[0]).toMatchObject({ status: 'failed', ultimo_codigo: 503 });
    const notes = await app.call('GET', '/api/usuario/notifications', { token: manager.token });
    expect(JSON.stringify(notes.body)).toContain(`O webhook ${data.url} foi desativado`);

    // Switched on again, fixed: a redelivery of the failed one goes through under the same id.
    receiver.answer = () => 200;
    const on = await app.call('PUT', `/api/webhook/${data.id}/editar`, {
      token: manager.token,
      body: { url: data.url, eventos: ['document.uploaded'], ativo: true },
    });
    expect(on.status, on.text).toBe(200);
    expect(on.body.data).toMatchObject({ ativo: true, desativado_motivo: null, falhas_seguidas: 0 });
    const failed = log.body.data[0];
    const again = await app.call('POST', `/api/webhook/entrega/${failed.id}/reenviar`, {
      token: manager.token,
    });
    expect(again.status, again.text).toBe(200);
    await expect
      .poll(
        async () =>
          (await app.call('GET', `/api/webhook/entrega/${failed.id}`, { token: manager.token })).body.data
            .status,
      )
      .toBe('delivered');
    const last = at(pathOf(data.url)).at(-1);
    expect(last?.headers['webhook-id']).toBe(failed.mensagem_id);
  });

  it('delivers what a process that died mid-attempt left claimed (its lease ran out)', async () => {
    const { data } = await register(['document.uploaded']);
    await app.ctx.db.insert(webhookEntregas).values({
      endpointId: data.id,
      empresaId: team.company.id,
      mensagemId: 'msg_left_by_a_dead_process',
      tipo: 'document.uploaded',
      corpo: JSON.stringify({ type: 'document.uploaded', timestamp: new Date().toISOString(), data: {} }),
      status: 'sending',
      tentativas: 1,
      proximaTentativa: new Date(Date.now() - 60_000),
      leaseAte: new Date(Date.now() - 1000),
    });
    app.ctx.webhooks?.wake();
    await expect
      .poll(() => at(pathOf(data.url)).map((r) => r.headers['webhook-id']))
      .toContain('msg_left_by_a_dead_process');
  });
});

describe('another company', () => {
  it('sees none of these endpoints or deliveries (404) and cannot redeliver them', async () => {
    const { data } = await register(['document.uploaded']);
    await app.call('POST', `/api/webhook/${data.id}/testar`, { token: manager.token });
    await expect
      .poll(
        async () =>
          (await app.call('GET', `/api/webhook/${data.id}/entregas`, { token: manager.token })).body.total,
      )
      .toBe(1);
    const [delivery] = (await app.call('GET', `/api/webhook/${data.id}/entregas`, { token: manager.token }))
      .body.data;
    const t = other.owner.token;
    for (const [method, path] of [
      ['GET', `/api/webhook/${data.id}/detalhes`],
      ['GET', `/api/webhook/${data.id}/entregas`],
      ['POST', `/api/webhook/${data.id}/testar`],
      ['POST', `/api/webhook/${data.id}/segredo`],
      ['POST', `/api/webhook/${data.id}/deletar`],
      ['GET', `/api/webhook/entrega/${delivery.id}`],
      ['POST', `/api/webhook/entrega/${delivery.id}/reenviar`],
    ] as const)
      expect([path, (await app.call(method, path, { token: t })).status]).toEqual([path, 404]);
    const list = await app.call('GET', '/api/webhooks', { token: t });
    expect(list.body.data.some((w: { id: number }) => w.id === data.id)).toBe(false);
  });
});
