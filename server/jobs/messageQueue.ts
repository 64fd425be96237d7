// The send queue, in the database: each worker process takes the lane of one open device at a time
// (a lease, so one send at a time per device across every process; the lease of a process that
// died is free at once, see server/db/liveness.ts), claims that device's oldest
// due message QUEUED → SENDING in one statement, sends it, and records the answer. Transient
// failures retry with backoff (a gateway that is down pauses the device, not the message's
// attempts); a number not on WhatsApp is marked invalid at once; an answer that never came is
// settled by asking the gateway (verifySent) before anything is sent again — never twice.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../adapters/gateway/errors.js';
import type { GatewayMessage } from '../adapters/gateway/evolution.js';
import { mediaTypeOf } from '../adapters/gateway/media.js';
import type { AppContext } from '../context.js';
import { type Liveness, sessionLiveness, singleProcessLiveness } from '../db/liveness.js';
import { finishDoneCampaigns } from '../db/queries/campaigns.js';
import {
  claimDeviceLane,
  type DeviceRow,
  findDeviceById,
  releaseDeviceLane,
  releaseLanesOf,
  renewDeviceLane,
  updateDevice,
} from '../db/queries/devices.js';
import {
  claimMessages,
  type MessageRow,
  markFailed,
  markSentMany,
  requeue,
  staleSending,
  touchClaim,
  unclaim,
} from '../db/queries/messages.js';
import { MESSAGE_PRIORITY } from '../db/schema.js';
import { campaignFinished, publishDevice, publishMessageStatus } from '../modules/devices/events.js';
import { deviceGateway } from '../modules/devices/gateway.js';
import { markGatewayLost } from '../modules/devices/service.js';
import { mediaLink } from '../modules/messages/mediaLinks.js';
import { releaseSigningMessages } from '../modules/signing/channels.js';
import { bulkGapMs, limitedUntil, typingDelayMs } from './sendLimits.js';
import { verifySent } from './verifySent.js';

export interface MessageQueue {
  /** Look for due messages now (after an enqueue, a device coming back). */
  wake(): void;
  /** Settles claims whose answer never came (normally run on the poll). */
  sweepStale(): Promise<void>;
  stop(): Promise<void>;
}

/** Messages a lane claims at once when limits are off (one statement claims, one records). */
const CLAIM_BATCH = 20;
/** Backoff of a message's own retries: 5 s, 10 s, 20 s … up to 10 min. */
const retryDelayMs = (attempts: number) => Math.min(5000 * 2 ** Math.max(attempts - 1, 0), 600_000);
/** Backoff of a device whose gateway is down: 1 s, 2 s, 4 s … up to 60 s. */
const outageDelayMs = (failures: number) => Math.min(1000 * 2 ** Math.max(failures - 1, 0), 60_000);

/** Errors after which the gateway may or may not have taken the message. */
function ambiguous(err: GatewayError): boolean {
  if (err.kind === 'timeout' || err.kind === 'invalid_response') return true;
  // Refused or not resolved: the request never arrived.
  return err.kind === 'unreachable' && !/ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(err.detail);
}

export function startMessageQueue(ctx: AppContext, log: FastifyBaseLogger): MessageQueue {
  const config = ctx.config.messaging;
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseMs = config.sendingTimeoutMs + 5000;
  const lanes = new Set<number>();
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> = Promise.resolve();
  let lastSweep = 0;
  /** Proof that this worker lives, so its lanes are not taken while it does (and are once it dies). */
  let liveness: Liveness = singleProcessLiveness(owner);

  /** A wake-up that came while the loop was busy (not asleep): the next sleep returns at once. */
  let woken = false;
  const sleep = (ms: number) => {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      clearTimeout(timer);
      wakeUp = undefined;
    });
  };
  /** Ends the current sleep, or (busy now) the next one, so a message just queued is not left for a poll. */
  const wake = () => {
    if (wakeUp) wakeUp();
    else woken = true;
  };

  async function send(device: DeviceRow, row: MessageRow): Promise<GatewayMessage> {
    const { gateway, token } = await deviceGateway(ctx, device);
    const delayMs = typingDelayMs(config);
    if (row.media)
      return gateway.sendMedia(device.instanceName, token, {
        number: row.number,
        mediatype: mediaTypeOf(row.media.mimetype),
        mimetype: row.media.mimetype,
        caption: row.texto ?? '',
        media: mediaLink(ctx, row.id),
        fileName: row.media.fileName,
        delayMs,
      });
    return gateway.sendText(device.instanceName, token, {
      number: row.number,
      text: row.texto ?? '',
      delayMs,
    });
  }

  /** Device-level trouble: pause the device's lane with backoff; the message goes back unharmed. */
  async function pauseDevice(device: DeviceRow, row: MessageRow, detail: string): Promise<Date> {
    const failures = device.gatewayFailures + 1;
    const until = new Date(Date.now() + outageDelayMs(failures));
    await requeue(ctx.db, row.id, null, detail, true);
    await updateDevice(ctx.db, device.id, { gatewayFailures: failures });
    return until;
  }

  /**
   * Sends one claimed message. The gateway's key id when it took it (recorded by the caller, in a
   * batch); otherwise when the device may send again (null: at once), or 'stop'.
   */
  async function deliver(
    device: DeviceRow,
    row: MessageRow,
  ): Promise<{ keyId: string } | Date | null | 'stop'> {
    try {
      const sent = await send(device, row);
      if (device.gatewayFailures > 0) {
        await updateDevice(ctx.db, device.id, { gatewayFailures: 0 });
        device.gatewayFailures = 0;
      }
      return { keyId: sent.keyId };
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      switch (err.kind) {
        case 'invalid_number':
          await markFailed(ctx.db, row.id, 'invalid', 'invalid_number', err.detail);
          publishMessageStatus(ctx, { ...row, status: 'invalid', errorCode: 'invalid_number' });
          return null;
        case 'not_connected': {
          // The session dropped: the queue pauses until the gateway says it is open again.
          await requeue(ctx.db, row.id, null, err.detail, true);
          const updated = await updateDevice(ctx.db, device.id, { state: 'close', stateAt: new Date() });
          if (updated) publishDevice(ctx, updated);
          await releaseSigningMessages(ctx, device.id);
          return 'stop';
        }
        case 'not_found': {
          // The gateway no longer knows the instance: the message waits (not failed), the device
          // is marked lost and the company told; a new link resumes the queue.
          await requeue(ctx.db, row.id, null, err.detail, true);
          await markGatewayLost(ctx, device);
          return 'stop';
        }
        case 'unauthorized':
        case 'unavailable':
          return pauseDevice(device, row, err.detail);
        default:
          if (ambiguous(err)) {
            const verdict = await verifySent(ctx, device, row);
            if ('sent' in verdict && verdict.sent) return { keyId: verdict.keyId };
            // Unknown: the claim stays SENDING and the stale sweep decides once the gateway answers.
            if ('unknown' in verdict) return new Date(Date.now() + outageDelayMs(device.gatewayFailures + 1));
            return pauseDevice(device, row, err.detail);
          }
          // The gateway refused this message: retry a few times, then give up on it.
          if (row.attempts >= config.maxAttempts) {
            await markFailed(ctx.db, row.id, 'failed', 'attempts', err.detail);
            publishMessageStatus(ctx, { ...row, status: 'failed', errorCode: 'attempts' });
          } else {
            await requeue(ctx.db, row.id, new Date(Date.now() + retryDelayMs(row.attempts)), err.detail);
          }
          return null;
      }
    }
  }

  /** Records what the gateway took and tells the browsers. */
  async function recordSent(sent: { row: MessageRow; keyId: string }[]): Promise<void> {
    const ours = await markSentMany(
      ctx.db,
      sent.map((s) => ({ id: s.row.id, keyId: s.keyId })),
    );
    for (const s of sent)
      if (ours.has(s.row.id)) publishMessageStatus(ctx, { ...s.row, status: 'sent', keyId: s.keyId });
  }

  /**
   * Sends a batch of claimed messages one after another (claimed in one statement). Stops at the
   * first that gates the device; the rest of the batch is given back unharmed. If the lane fails
   * mid-batch, what was not reached stays SENDING and the stale sweep asks the gateway about it.
   */
  async function deliverBatch(device: DeviceRow, rows: MessageRow[]): Promise<Date | null | 'stop'> {
    let next: Date | null | 'stop' = null;
    for (const [i, row] of rows.entries()) {
      const outcome = await deliver(device, row);
      if (outcome && typeof outcome === 'object' && 'keyId' in outcome) {
        // Recorded at once: the gateway's receipts for it may arrive within milliseconds, and a
        // receipt finds the message by the key id recorded here.
        await recordSent([{ row, keyId: outcome.keyId }]);
        continue;
      }
      if (outcome === null) continue;
      next = outcome;
      await unclaim(
        ctx.db,
        rows.slice(i + 1).map((r) => r.id),
      );
      break;
    }
    return next;
  }

  /** Works one device's lane until nothing is due, a gate closes, or the lease is lost. */
  async function runLane(first: DeviceRow): Promise<void> {
    let device = first;
    let gate: Date | null | undefined;
    /** Set while a bulk gap runs: only one-to-one messages may go until it ends. */
    let gapUntil =
      first.nextSendGap && first.nextSendAt && first.nextSendAt.getTime() > Date.now()
        ? first.nextSendAt
        : null;
    let leaseAt = Date.now();
    // With limits, one message at a time (each may close the gate); without, batches of claims.
    const batch = config.limits ? 1 : CLAIM_BATCH;
    // Claimed while this worker's liveness held: once it is lost, another process may hold the lane.
    const generation = liveness.generation;
    const held = () => liveness.up && liveness.generation === generation;
    try {
      while (running && held()) {
        const until = await limitedUntil(ctx.db, config, device);
        if (until.all) {
          gate = until.all;
          break;
        }
        if (gapUntil && gapUntil.getTime() <= Date.now()) gapUntil = null;
        // Bulk waits out its gap, and leaves each window's headroom to one-to-one and signing messages.
        const bulkHeld = [gapUntil, until.bulk].reduce<Date | null>(
          (a, b) => (b && (!a || b > a) ? b : a),
          null,
        );
        const rows = await claimMessages(ctx.db, device.id, batch, bulkHeld !== null);
        if (!rows.length) {
          // Only bulk messages are left, and they are held.
          if (bulkHeld) gate = gapUntil = bulkHeld;
          break;
        }
        const next = await deliverBatch(device, rows);
        if (next === 'stop') break;
        if (next) {
          gate = next;
          gapUntil = null;
          break;
        }
        const gap = rows.some((r) => r.priority === MESSAGE_PRIORITY.bulk) ? bulkGapMs(config) : 0;
        if (gap > 0) {
          gapUntil = new Date(Date.now() + gap);
          gate = gapUntil;
          break;
        }
        if (Date.now() - leaseAt > leaseMs / 3) {
          if (!(await renewDeviceLane(ctx.db, device.id, owner, leaseMs))) return;
          leaseAt = Date.now();
          device = (await findDeviceById(ctx.db, device.id)) ?? device;
          if (device.state !== 'open' || device.deletedAt) break;
        }
      }
    } catch (err) {
      log.error({ err, device: device.id }, 'message queue lane failed');
      gate = new Date(Date.now() + 5000);
    } finally {
      const onlyGap = gate !== undefined && gate !== null && gate === gapUntil;
      await releaseDeviceLane(ctx.db, device.id, owner, gate, onlyGap).catch(() => {});
    }
  }

  /**
   * Claims whose answer never came: sent (the gateway has it), back to the queue, or asked later;
   * and campaigns left unmarked though done (the process stopped before their progress event).
   */
  async function sweepStale(): Promise<void> {
    for (const id of await finishDoneCampaigns(ctx.db)) await campaignFinished(ctx, id);
    for (const row of await staleSending(ctx.db, config.sendingTimeoutMs)) {
      const device = await findDeviceById(ctx.db, row.deviceId);
      if (!device) continue;
      const verdict = await verifySent(ctx, device, row);
      if ('unknown' in verdict) await touchClaim(ctx.db, row.id);
      else if (verdict.sent) {
        if ((await markSentMany(ctx.db, [{ id: row.id, keyId: verdict.keyId }])).size)
          publishMessageStatus(ctx, { ...row, status: 'sent', keyId: verdict.keyId });
      } else {
        await requeue(ctx.db, row.id, null, null, true);
      }
    }
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        if (Date.now() - lastSweep >= Math.min(config.sendingTimeoutMs / 2, 10_000)) {
          lastSweep = Date.now();
          await sweepStale();
        }
        let claimed = false;
        while (running && liveness.up && lanes.size < config.lanes) {
          const device = await claimDeviceLane(ctx.db, owner, leaseMs, [...lanes], liveness.alive);
          if (!device) break;
          claimed = true;
          lanes.add(device.id);
          void runLane(device).finally(() => {
            lanes.delete(device.id);
            wake();
          });
        }
        if (!claimed || lanes.size >= config.lanes) await sleep(config.pollMs);
      } catch (err) {
        if (!running) return;
        log.error({ err }, 'message queue poll failed');
        await sleep(config.pollMs);
      }
    }
  }

  loop = (async () => {
    if (ctx.dbKind === 'postgres' && ctx.config.databaseUrl)
      liveness = await sessionLiveness(ctx.config.databaseUrl, owner, log);
    await run();
  })();
  return {
    wake,
    sweepStale,
    async stop() {
      running = false;
      wake();
      await loop;
      const deadline = Date.now() + 5000;
      while (lanes.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await releaseLanesOf(ctx.db, owner).catch(() => {});
      await liveness.close();
    },
  };
}
