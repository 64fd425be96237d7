// Was this claimed message accepted by the gateway? Asked when the answer to a send never came (a
// dropped connection, a crash between the send and the write): the gateway's recent messages to
// that number are searched for ours — fromMe, the same text (or file), sent after the claim, with a
// key id no other message holds.

import type { GatewayMessage } from '../adapters/gateway/evolution.js';
import { toJid } from '../adapters/gateway/jid.js';
import type { AppContext } from '../context.js';
import type { DeviceRow } from '../db/queries/devices.js';
import { keyTaken, type MessageRow } from '../db/queries/messages.js';
import { deviceGateway } from '../modules/devices/gateway.js';

/** Clocks of the gateway and of this server may differ by this much. */
const CLOCK_SKEW_MS = 120_000;

export type Verdict = { sent: true; keyId: string } | { sent: false } | { unknown: true; reason: string };

function sameMessage(m: GatewayMessage, row: MessageRow, since: number): boolean {
  if (!m.fromMe || m.timestamp * 1000 < since) return false;
  if (row.media) return m.fileName === row.media.fileName && (m.text ?? '') === (row.texto ?? '');
  return (m.text ?? '') === (row.texto ?? '');
}

export async function verifySent(ctx: AppContext, device: DeviceRow, row: MessageRow): Promise<Verdict> {
  const since = (row.claimedAt?.getTime() ?? row.createdAt.getTime()) - CLOCK_SKEW_MS;
  try {
    const { gateway, token } = await deviceGateway(ctx, device);
    const page = await gateway.findMessages(device.instanceName, token, {
      remoteJid: toJid(row.number),
      page: 1,
      pageSize: 50,
    });
    for (const m of page.records) {
      if (!sameMessage(m, row, since)) continue;
      if (await keyTaken(ctx.db, device.id, m.keyId, row.id)) continue;
      return { sent: true, keyId: m.keyId };
    }
    return { sent: false };
  } catch (err) {
    return { unknown: true, reason: err instanceof Error ? err.message : String(err) };
  }
}
