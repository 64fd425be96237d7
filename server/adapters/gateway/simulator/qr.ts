// Pairing: while an instance waits for its phone, it shows a real QR image of a random `2@…` code that
// changes every qrIntervalMs (each new code counted and announced by `qrcode.updated`). After 30 codes
// without a scan the pairing gives up: state `refused`, announced as `connection.update` close/408.
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { SimInstance, SimQr, Simulator } from './state.js';
import { connectionUpdate } from './webhooks.js';

export const MAX_QR_CODES = 30;

/** Drawing these short ASCII codes does not fail; if it ever did, the rotation stops instead of crashing. */
const ignore = () => undefined;

const b64 = (bytes: number) => randomBytes(bytes).toString('base64');
/** Shaped like WhatsApp Web's pairing payload: ref, noise key, identity key, adv secret. */
export const newQrCode = () => `2@${b64(60)},${b64(32)},${b64(32)},${b64(16)}`;

export async function makeQr(count: number): Promise<SimQr> {
  const code = newQrCode();
  return { code, base64: await QRCode.toDataURL(code), count };
}

export const qrBody = (qr: SimQr) => ({
  pairingCode: null,
  code: qr.code,
  base64: qr.base64,
  count: qr.count,
});

export function stopPairing(sim: Simulator, inst: SimInstance): void {
  inst.pairing++;
  if (inst.pairingTimer) sim.timers.cancel(inst.pairingTimer);
  inst.pairingTimer = null;
}

/**
 * Start pairing from scratch (state connecting, no QR yet). With firstDelayMs 0 the first QR exists
 * when the promise resolves; otherwise it appears that much later.
 */
export function startPairing(sim: Simulator, inst: SimInstance, firstDelayMs: number): Promise<void> {
  stopPairing(sim, inst);
  inst.state = 'connecting';
  inst.qr = null;
  const pairing = inst.pairing;
  if (firstDelayMs <= 0) return nextQr(sim, inst, pairing);
  inst.pairingTimer = sim.timers.later(firstDelayMs, () => void nextQr(sim, inst, pairing).catch(ignore));
  return Promise.resolve();
}

async function nextQr(sim: Simulator, inst: SimInstance, pairing: number): Promise<void> {
  const live = () =>
    inst.pairing === pairing && inst.state === 'connecting' && sim.instances.get(inst.name) === inst;
  if (!live()) return;
  inst.pairingTimer = null;
  const count = (inst.qr?.count ?? 0) + 1;
  if (count > MAX_QR_CODES) {
    stopPairing(sim, inst);
    inst.state = 'refused';
    inst.qr = null;
    sim.webhooks.emit(inst, 'connection.update', connectionUpdate(inst, 'close', 408));
    return;
  }
  const qr = await makeQr(count);
  if (!live()) return;
  inst.qr = qr;
  // Evolution's event has no count; the simulator adds it (readers ignore what they do not know).
  sim.webhooks.emit(inst, 'qrcode.updated', { qrcode: { instance: inst.name, ...qrBody(qr) } });
  inst.pairingTimer = sim.timers.later(sim.qrIntervalMs, () => void nextQr(sim, inst, pairing).catch(ignore));
}
