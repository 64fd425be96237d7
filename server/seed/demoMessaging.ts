// The demo company's WhatsApp, on the simulator mounted by this API: a device whose QR the
// simulated phone scans, a customer's chat (messages arriving through the simulator's webhooks, one
// answer sent by the queue) and a small campaign the queue sends to the end. Only the simulator's
// control calls play the phone; the rest is the product's own services and queue.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { renderTemplate } from '../../common/messaging/template.js';
import { listQuery } from '../../common/schemas/list.js';
import { recipientsListQuery } from '../../common/schemas/messaging.js';
import type { AppContext } from '../context.js';
import { findCampaign, insertCampaign, listRecipients } from '../db/queries/campaigns.js';
import type { DeviceRow } from '../db/queries/devices.js';
import { findMessageById, insertQueuedMessages } from '../db/queries/messages.js';
import { findServer } from '../db/queries/servers.js';
import { inTransaction } from '../db/transaction.js';
import { deviceChats } from '../modules/devices/chats.js';
import { queueReply } from '../modules/devices/reply.js';
import { createDevice, deviceOr404, deviceStatus, editDevice } from '../modules/devices/service.js';
import { prepareRecipients } from '../modules/messages/recipients.js';
import type { DemoPeople } from './demo.js';

/** How long the demo waits for the simulator's webhooks and the queue. */
const DEADLINE_MS = 60_000;

/** Polls until `check` gives something truthy; throws after the deadline naming what it waited for. */
async function waitUntil<T>(what: string, check: () => Promise<T>, deadlineMs = DEADLINE_MS) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A control call of the simulator that serves the device (the phone's side). */
async function control(ctx: AppContext, device: DeviceRow, action: string, body: unknown = {}) {
  const server = await findServer(ctx.db, device.serverId, 'any');
  if (!server) throw new Error('the device has no server');
  const res = await fetch(`${server.baseUrl}/_control/${device.instanceName}/${action}`, {
    method: 'POST',
    headers: { apikey: ctx.config.gateway.simulatorKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ctx.config.gateway.timeoutMs),
  });
  if (!res.ok) throw new Error(`simulator ${action} → ${res.status} ${await res.text()}`);
}

/** A device on the simulator, its QR scanned by the simulated phone: open. */
export async function connectDemoDevice(ctx: AppContext, people: DemoPeople): Promise<DeviceRow> {
  const { empresaId } = people;
  const view = await createDevice(ctx, empresaId, people.manager.id, { name: 'WhatsApp Atendimento' });
  const ref = String(view.id);
  // The demo's phone is an old number, past the new-device warm-up: the platform's full limits,
  // so its few messages go out in seconds rather than one or two a minute.
  const { perMinute, perHour, perDay } = ctx.config.messaging;
  await editDevice(ctx, empresaId, ref, {
    name: view.name,
    limit_minute: perMinute,
    limit_hour: perHour,
    limit_day: perDay,
  });
  await control(ctx, await deviceOr404(ctx, empresaId, ref), 'scan');
  // The connection.update webhook opens it; the status asks the gateway too, should the webhook be late.
  await waitUntil(
    'the device to connect',
    async () => (await deviceStatus(ctx, empresaId, ref, 'pt_BR')).state === 'open',
  );
  return deviceOr404(ctx, empresaId, ref);
}

const CUSTOMER = { from: '5511987650001', pushName: 'Carla Mendes' };

/** A customer writes twice, the company answers (the queue sends it), and a thank-you arrives unread. */
export async function seedDemoChat(
  ctx: AppContext,
  people: DemoPeople,
  device: DeviceRow,
  log: FastifyBaseLogger,
): Promise<void> {
  const { empresaId } = people;
  const ref = String(device.id);
  const chat = async () => (await deviceChats(ctx, empresaId, ref, listQuery.parse({}), 'pt_BR')).data[0];
  await control(ctx, device, 'incoming', {
    ...CUSTOMER,
    text: 'Oi, tudo bem? Recebi o contrato por e-mail.',
  });
  await control(ctx, device, 'incoming', { ...CUSTOMER, text: 'Posso assinar pelo celular?' });
  const first = await waitUntil('the customer messages', async () => {
    const c = await chat();
    return c && c.total >= 2 ? c : undefined;
  });
  const answer = await queueReply(
    ctx,
    device,
    people.manager.id,
    {
      number: first.number,
      text: 'Olá, Carla! Pode sim: abra o link do e-mail no celular e toque em "Assinar".',
    },
    null,
    log,
  );
  const sent = await waitUntil('the answer to be sent', async () => {
    const row = await findMessageById(ctx.db, answer.id);
    return row?.keyId && row.status !== 'queued' && row.status !== 'sending' ? row : undefined;
  });
  // Carla's phone reads it (blue ticks), then she writes back.
  await control(ctx, device, 'receipt', { keyId: sent.keyId, status: 'READ' });
  await control(ctx, device, 'incoming', { ...CUSTOMER, text: 'Perfeito, obrigada! 😊' });
  await waitUntil('the thank-you', async () => ((await chat())?.unread ?? 0) > 0);
}

/** A campaign to two customers, sent by the queue to the end (with its random gaps) and received. */
export async function seedDemoCampaign(
  ctx: AppContext,
  people: DemoPeople,
  device: DeviceRow,
): Promise<void> {
  const { empresaId } = people;
  const message = 'Olá, {nome}! Seu contrato com a Demo Ltda está disponível para assinatura no Cofre.';
  const recipients = prepareRecipients(
    [
      { number: '5511987650002', vars: { nome: 'Bruno' } },
      { number: '5521987650003', vars: { nome: 'Daniela' } },
    ],
    message,
  );
  const campaign = await inTransaction(ctx.db, async (tx) => {
    const row = await insertCampaign(tx, {
      empresaId,
      deviceId: device.id,
      userId: people.manager.id,
      message,
      attachment: null,
      total: recipients.length,
    });
    await insertQueuedMessages(
      tx,
      { empresaId, deviceId: device.id, campanhaId: row.id, media: null, createdBy: people.manager.id },
      recipients.map((r) => ({
        number: r.number,
        texto: renderTemplate(message, r.vars),
        vars: r.vars,
        idempotencyKey: randomUUID(),
      })),
    );
    return row;
  });
  ctx.queue?.wake();
  await waitUntil(
    'the campaign to finish',
    async () => (await findCampaign(ctx.db, empresaId, campaign.id))?.finishedAt,
  );
  const { rows } = await listRecipients(ctx.db, campaign.id, recipientsListQuery.parse({}));
  for (const [i, row] of rows.entries())
    if (row.keyId)
      await control(ctx, device, 'receipt', { keyId: row.keyId, status: i ? 'DELIVERY_ACK' : 'READ' });
}
