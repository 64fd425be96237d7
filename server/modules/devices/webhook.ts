// What a gateway's webhooks change. Gateways repeat and lose webhooks, so every handler is
// idempotent: states are set (not toggled), messages are stored once per key id, statuses only
// move forward — and the reconciliation asks the gateway for what never came.

import type { FastifyBaseLogger } from 'fastify';
import { numberOfJid } from '../../adapters/gateway/jid.js';
import type { WebhookEvent } from '../../adapters/gateway/webhook.js';
import type { AppContext } from '../../context.js';
import { findDeviceByInstance } from '../../db/queries/devices.js';
import { advanceStatus } from '../../db/queries/messages.js';
import { publishChatMessage, publishMessageStatus } from './events.js';
import { keepReceivedMedia } from './media.js';
import { receiptStatus, storeReported } from './receipts.js';
import { applyState } from './service.js';

/** Close reasons that mean the phone ended the session: the device stops until scanned again. */
const LOGGED_OUT_REASONS = new Set([401, 403]);

export async function handleWebhook(
  ctx: AppContext,
  serverId: number,
  event: WebhookEvent,
  log: FastifyBaseLogger,
): Promise<void> {
  const device = await findDeviceByInstance(ctx.db, serverId, event.instance);
  if (!device) return;
  switch (event.event) {
    case 'qrcode.updated':
      if (device.state === 'open' || !event.qr.code) return;
      await applyState(ctx, device, {
        state: 'connecting',
        qrCode: event.qr.code,
        qrBase64: event.qr.base64,
        // Evolution's webhook carries no count: number the codes ourselves then.
        qrCount: event.qr.count || device.qrCount + 1,
        qrAt: new Date(),
      });
      return;
    case 'connection.update': {
      if (event.state === 'open') {
        await applyState(ctx, device, {
          state: 'open',
          loggedOut: false,
          statusReason: event.statusReason,
          number: event.wuid ? numberOfJid(event.wuid) : device.number,
          profileName: event.profileName ?? device.profileName,
          connectedAt: device.state === 'open' ? device.connectedAt : new Date(),
          qrCode: null,
          qrBase64: null,
        });
      } else {
        const loggedOut = event.state === 'close' && LOGGED_OUT_REASONS.has(event.statusReason ?? 0);
        await applyState(ctx, device, {
          state: event.state,
          statusReason: event.statusReason,
          ...(loggedOut ? { loggedOut: true } : {}),
        });
      }
      return;
    }
    case 'send.message':
      // Not subscribed any more (a webhook and two queries for every message sent); instances created
      // before still send it. A lost answer is settled by asking the gateway (verifySent).
      return;
    case 'messages.upsert': {
      const stored = await storeReported(ctx, device, event.message);
      if (!stored) return;
      publishChatMessage(ctx, stored);
      // A received file is kept at once (a file missed here is fetched when first asked for).
      if (stored.direction === 'in') await keepReceivedMedia(ctx, device, stored, log);
      return;
    }
    case 'messages.update': {
      const status = receiptStatus(event.status);
      if (!status || !event.fromMe) return;
      const row = await advanceStatus(ctx.db, device.id, event.keyId, status);
      if (row) publishMessageStatus(ctx, row);
      return;
    }
  }
}
