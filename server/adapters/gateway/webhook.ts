// The gateway's webhook bodies, normalised. Envelope `{event, instance, data, date_time, sender, …}`;
// events configured UPPER_SNAKE arrive lower.dot (both accepted). Unknown fields are ignored; events we
// do not use and bodies we cannot read give null. The body is not signed: the caller checks the secret
// header, and de-duplicates (the gateway repeats deliveries and gives no event id).
import {
  type GatewayMessage,
  type InstanceState,
  isObj,
  num,
  type QrCode,
  readMessage,
  readQr,
  readState,
  readStatus,
  str,
} from './shapes.js';

export type WebhookEvent =
  | { event: 'qrcode.updated'; instance: string; qr: QrCode }
  | {
      event: 'connection.update';
      instance: string;
      state: InstanceState;
      wuid: string | null;
      profileName: string | null;
      statusReason: number | null;
    }
  | { event: 'messages.upsert' | 'send.message'; instance: string; message: GatewayMessage }
  | {
      event: 'messages.update';
      instance: string;
      keyId: string;
      remoteJid: string;
      fromMe: boolean;
      status: string;
    };

/** 'MESSAGES_UPSERT' and 'messages.upsert' alike → 'messages.upsert'. */
export const eventName = (name: string) => name.trim().toLowerCase().replace(/_/g, '.');

/** Some gateways wrap a single item in an array. */
const single = (v: unknown): unknown => (Array.isArray(v) && v.length === 1 ? v[0] : v);

export function parseWebhook(body: unknown): WebhookEvent | null {
  if (!isObj(body)) return null;
  const name = str(body.event);
  const instance = str(body.instance) ?? (isObj(body.instance) ? str(body.instance.instanceName) : null);
  const data = single(body.data);
  if (!name || !instance || !isObj(data)) return null;
  const event = eventName(name);
  switch (event) {
    case 'qrcode.updated': {
      const qr = readQr(data.qrcode);
      return qr ? { event, instance, qr } : null;
    }
    case 'connection.update': {
      const state = readState(data.state);
      if (!state) return null;
      return {
        event,
        instance,
        state,
        wuid: str(data.wuid),
        profileName: str(data.profileName),
        statusReason: num(data.statusReason),
      };
    }
    case 'messages.upsert':
    case 'send.message': {
      const message = readMessage(data);
      return message ? { event, instance, message } : null;
    }
    case 'messages.update': {
      const key = isObj(data.key) ? data.key : {};
      const keyId = str(data.keyId) ?? str(key.id);
      const remoteJid = str(data.remoteJid) ?? str(key.remoteJid);
      const status = readStatus(data.status) ?? (isObj(data.update) ? readStatus(data.update.status) : null);
      if (!keyId || !remoteJid || !status) return null;
      return { event, instance, keyId, remoteJid, fromMe: (data.fromMe ?? key.fromMe) === true, status };
    }
    default:
      return null;
  }
}
