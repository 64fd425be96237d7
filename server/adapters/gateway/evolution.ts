// An HTTP client of a messaging gateway speaking Evolution API v2 — only the subset in the gateway
// contract (/work/shared/gateway-contract.md), tolerant of every field it does not use: instances,
// text, read marks and history here; files in media.ts; the exchange and its errors in transport.ts.
import { GatewayError } from './errors.js';
import { numberOfJid, toJid } from './jid.js';
import { EvolutionMedia } from './media.js';
import {
  type GatewayChat,
  type GatewayMessage,
  type InstanceState,
  isObj,
  num,
  type QrCode,
  readChat,
  readMessage,
  readQr,
  readState,
  str,
} from './shapes.js';
import { invalid, seg, throwInvalid } from './transport.js';

export type { GatewayChat, GatewayMessage, InstanceState, QrCode } from './shapes.js';

/**
 * The webhook events every instance is created with (configured UPPER_SNAKE, delivered lower.dot).
 * Not SEND_MESSAGE: it echoes each of our own sends (a request and queries per message), and the
 * send's answer — or, when that is lost, asking the gateway — already tells what went out.
 */
export const WEBHOOK_EVENTS = [
  'QRCODE_UPDATED',
  'CONNECTION_UPDATE',
  'MESSAGES_UPSERT',
  'MESSAGES_UPDATE',
] as const;

export class EvolutionGateway extends EvolutionMedia {
  async createInstance(input: {
    instanceName: string;
    webhookUrl: string;
    webhookHeaders: Record<string, string>;
    /** The events to receive (default WEBHOOK_EVENTS). */
    events?: readonly string[];
  }): Promise<{ instanceId: string; token: string; state: InstanceState; qr: QrCode | null }> {
    const reply = await this.call('create', 'POST', '/instance/create', this.globalKey, {
      instanceName: input.instanceName,
      integration: 'WHATSAPP-BAILEYS',
      qrcode: true,
      webhook: {
        enabled: true,
        url: input.webhookUrl,
        byEvents: false,
        base64: false,
        headers: input.webhookHeaders,
        events: input.events ?? WEBHOOK_EVENTS,
      },
    });
    const { data } = reply;
    const instance = isObj(data) && isObj(data.instance) ? data.instance : null;
    const hash = isObj(data) ? data.hash : null;
    const instanceId = str(instance?.instanceId);
    // v2.0 answered `hash: {apikey}`, later versions the token itself.
    const token = str(hash) ?? (isObj(hash) ? str(hash.apikey) : null);
    if (!instanceId || !token) throw invalid('create', reply);
    const qr = readQr(isObj(data) ? data.qrcode : null);
    const state = readState(instance?.status ?? instance?.state) ?? (qr ? 'connecting' : 'close');
    return { instanceId, token, state, qr };
  }

  /** The QR (or open). A `{count:0}` answer → { state: 'connecting', qr: null }; 200 {error:true} → bad_request. */
  async connect(
    instance: string,
    token: string,
  ): Promise<{ state: 'open' } | { state: Exclude<InstanceState, 'open'>; qr: QrCode | null }> {
    const reply = await this.call('connect', 'GET', `/instance/connect/${seg(instance)}`, token);
    const { data } = reply;
    if (!isObj(data)) throw invalid('connect', reply);
    if (data.error === true)
      throw new GatewayError(
        'bad_request',
        reply.status,
        this.scrub(`connect: ${str(data.message) ?? 'error'}`.slice(0, 300), token),
      );
    const inner = isObj(data.instance) ? data.instance : null;
    const state = readState(inner?.state ?? inner?.status);
    if (state === 'open') return { state };
    const qr = readQr(data) ?? readQr(data.qrcode);
    if (state) return { state, qr };
    if (qr || num(data.count) !== null) return { state: 'connecting', qr };
    throw invalid('connect', reply);
  }

  async connectionState(instance: string, token: string): Promise<InstanceState> {
    const reply = await this.call(
      'connectionState',
      'GET',
      `/instance/connectionState/${seg(instance)}`,
      token,
    );
    const { data } = reply;
    const inner = isObj(data) && isObj(data.instance) ? data.instance : data;
    const state = isObj(inner) ? readState(inner.state ?? inner.status) : null;
    if (!state) throw invalid('connectionState', reply);
    return state;
  }

  /** Resolves when the phone is logged out, including "already closed / not connected" (400). */
  async logout(instance: string, token: string): Promise<void> {
    try {
      await this.call('logout', 'DELETE', `/instance/logout/${seg(instance)}`, token);
    } catch (err) {
      if (err instanceof GatewayError && err.status === 400 && err.kind === 'not_connected') return;
      throw err;
    }
  }

  /** Resolves when the instance is gone, including 404 (already gone). */
  async deleteInstance(instance: string, token: string): Promise<void> {
    try {
      await this.call('delete', 'DELETE', `/instance/delete/${seg(instance)}`, token);
    } catch (err) {
      if (err instanceof GatewayError && err.kind === 'not_found') return;
      throw err;
    }
  }

  async fetchInstances(): Promise<
    Array<{ name: string; connectionStatus: string; ownerJid: string | null; profileName: string | null }>
  > {
    const reply = await this.call('fetchInstances', 'GET', '/instance/fetchInstances', this.globalKey);
    const { data } = reply;
    if (!Array.isArray(data)) throw invalid('fetchInstances', reply);
    const list: Array<{
      name: string;
      connectionStatus: string;
      ownerJid: string | null;
      profileName: string | null;
    }> = [];
    for (const item of data) {
      if (!isObj(item)) continue;
      const old = isObj(item.instance) ? item.instance : {};
      const name = str(item.name) ?? str(old.instanceName);
      if (!name) continue;
      list.push({
        name,
        connectionStatus: str(item.connectionStatus) ?? str(old.status) ?? 'unknown',
        ownerJid: str(item.ownerJid) ?? str(old.owner),
        profileName: str(item.profileName) ?? str(old.profileName),
      });
    }
    return list;
  }

  async sendText(
    instance: string,
    token: string,
    input: { number: string; text: string; delayMs?: number },
  ): Promise<GatewayMessage> {
    const delay = input.delayMs ?? 0;
    const reply = await this.call(
      'sendText',
      'POST',
      `/message/sendText/${seg(instance)}`,
      token,
      { number: numberOfJid(input.number), text: input.text, ...(delay > 0 ? { delay } : {}) },
      delay,
    );
    const { data } = reply;
    return readMessage(data) ?? throwInvalid('sendText', reply);
  }

  /** Tells the phone these received messages were read (POST /chat/markMessageAsRead): blue ticks. */
  async markRead(instance: string, token: string, messages: { remoteJid: string; keyId: string }[]) {
    if (!messages.length) return;
    await this.call('markMessageAsRead', 'POST', `/chat/markMessageAsRead/${seg(instance)}`, token, {
      readMessages: messages.map((m) => ({ remoteJid: m.remoteJid, fromMe: false, id: m.keyId })),
    });
  }

  /** Chats, newest first. */
  async findChats(
    instance: string,
    token: string,
    input: { take?: number; skip?: number } = {},
  ): Promise<GatewayChat[]> {
    const reply = await this.call('findChats', 'POST', `/chat/findChats/${seg(instance)}`, token, {
      where: {},
      ...(input.take === undefined ? {} : { take: input.take }),
      ...(input.skip === undefined ? {} : { skip: input.skip }),
    });
    const { data } = reply;
    if (!Array.isArray(data)) throw invalid('findChats', reply);
    return data.map((c) => readChat(c)).filter((c): c is GatewayChat => c !== null);
  }

  /** One chat's messages, newest first; `remoteJid` may also be the number. */
  async findMessages(
    instance: string,
    token: string,
    input: { remoteJid: string; page?: number; pageSize?: number },
  ): Promise<{ total: number; pages: number; currentPage: number; records: GatewayMessage[] }> {
    const remoteJid = input.remoteJid.includes('@') ? input.remoteJid : toJid(input.remoteJid);
    const reply = await this.call('findMessages', 'POST', `/chat/findMessages/${seg(instance)}`, token, {
      where: { key: { remoteJid } },
      page: input.page ?? 1,
      offset: input.pageSize ?? 50,
    });
    const { data } = reply;
    const box = isObj(data) && isObj(data.messages) ? data.messages : null;
    if (!box || !Array.isArray(box.records)) throw invalid('findMessages', reply);
    const records = box.records
      .map((r) => readMessage(r, remoteJid))
      .filter((m): m is GatewayMessage => m !== null);
    return {
      total: num(box.total) ?? records.length,
      pages: num(box.pages) ?? 1,
      currentPage: num(box.currentPage) ?? input.page ?? 1,
      records,
    };
  }
}
