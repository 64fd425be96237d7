// Webhooks get lost (a gateway restart, our own downtime): every RECONCILE_INTERVAL seconds each
// device's connection state is asked, and for open devices the chats with recently sent, unread
// messages are read back to move statuses forward and store messages that never arrived. A device
// the gateway no longer knows is marked so (see markGatewayLost).
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../adapters/gateway/errors.js';
import { toJid } from '../adapters/gateway/jid.js';
import type { AppContext } from '../context.js';
import { type DeviceRow, liveDevices } from '../db/queries/devices.js';
import { advanceStatus, unsettledSent } from '../db/queries/messages.js';
import { publishChatMessage, publishMessageStatus } from '../modules/devices/events.js';
import { deviceGateway } from '../modules/devices/gateway.js';
import { receiptStatus, storeReported } from '../modules/devices/receipts.js';
import { applyState, markGatewayLost } from '../modules/devices/service.js';
import { startPeriodic } from './periodic.js';

/** Chats asked per device and run, so one busy device cannot stall the rest. */
const CHATS_PER_RUN = 20;
const LOOKBACK_MS = 86_400_000;

export async function reconcileDevice(ctx: AppContext, device: DeviceRow): Promise<void> {
  const { gateway, token } = await deviceGateway(ctx, device);
  let state: Awaited<ReturnType<typeof gateway.connectionState>>;
  try {
    state = await gateway.connectionState(device.instanceName, token);
  } catch (err) {
    // The gateway no longer knows the instance (restarted without its memory): the device is
    // stopped with that reason and the company told; its queue waits for a new link.
    if (err instanceof GatewayError && err.kind === 'not_found') {
      await markGatewayLost(ctx, device);
      return;
    }
    throw err;
  }
  const current = state === device.state ? device : await applyState(ctx, device, { state });
  if (current.state !== 'open') return;
  const unsettled = await unsettledSent(ctx.db, device.id, new Date(Date.now() - LOOKBACK_MS));
  const numbers = [...new Set(unsettled.map((m) => m.number))].slice(0, CHATS_PER_RUN);
  for (const number of numbers) {
    const page = await gateway.findMessages(device.instanceName, token, {
      remoteJid: toJid(number),
      page: 1,
      pageSize: 50,
    });
    for (const m of page.records) {
      if (m.fromMe) {
        const status = receiptStatus(m.status);
        const row = status ? await advanceStatus(ctx.db, device.id, m.keyId, status) : undefined;
        if (row) publishMessageStatus(ctx, row);
      } else {
        const stored = await storeReported(ctx, device, m);
        if (stored) publishChatMessage(ctx, stored);
      }
    }
  }
}

export async function reconcileAll(ctx: AppContext, log: Pick<FastifyBaseLogger, 'debug'>): Promise<void> {
  for (const device of await liveDevices(ctx.db)) {
    try {
      await reconcileDevice(ctx, device);
    } catch (err) {
      log.debug(
        { err: err instanceof Error ? err.message : err, device: device.id },
        'reconciliation skipped a device',
      );
    }
  }
}

/** Runs the reconciliation every `intervalMs` (0: never); returns the stopper. */
export function startReconciliation(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  // The database out of reach (a restart) fails the pass, never the process: the next one runs.
  return startPeriodic(() => reconcileAll(ctx, log), {
    intervalMs: ctx.config.messaging.reconcileIntervalMs,
    atStart: false,
    log,
    failure: 'reconciliation failed',
  });
}
