// An HTTP client of a messaging gateway speaking Evolution API v2 — only the subset in the gateway
// contract (/work/shared/gateway-contract.md), tolerant of every field it does not use. Each failure
// becomes a GatewayError whose kind tells the caller whether to retry; the API key never appears in it.
import { GatewayError } from './errors.js';
import { failureReason, isTimeout } from './fetchFailure.js';
import { numberOfJid, toJid } from './jid.js';
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

export type { GatewayChat, GatewayMessage, InstanceState, QrCode } from './shapes.js';

export interface GatewayOptions {
  baseUrl: string;
  globalKey: string;
  /** Per call; a send's typing delay is added to it. Default 30000. */
  timeoutMs?: number;
}

export type MediaType = 'image' | 'video' | 'audio' | 'document';

export const DEFAULT_TIMEOUT_MS = 30_000;

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

/** How a file travels: WhatsApp shows images, videos and audio inline, anything else as a document. */
export function mediaTypeOf(mimetype: string): MediaType {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'document';
}

// ---------------------------------------------------------------------------------------------
// Turning responses into errors

/** The message(s) of an error envelope `{status,error,response:{message:[…]}}` (or looser shapes). */
function envelopeMessages(data: unknown): unknown[] {
  if (!isObj(data)) return [];
  const source = isObj(data.response) ? data.response.message : (data.message ?? data.error);
  if (Array.isArray(source)) return source;
  return source === undefined || source === null ? [] : [source];
}

const NOT_CONNECTED =
  /connection (closed|lost|terminated|failure)|not connected|disconnected|instance is not open|closed connection/i;

function failure(op: string, status: number, data: unknown, text: string): GatewayError {
  const messages = envelopeMessages(data);
  const said = messages.length
    ? messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join('; ')
    : text.trim();
  const detail = `${op}: HTTP ${status}${said ? ` ${said.slice(0, 300)}` : ''}`;
  if (status === 401) return new GatewayError('unauthorized', status, detail);
  if (status === 403) return new GatewayError(op === 'create' ? 'duplicate' : 'unauthorized', status, detail);
  if (status === 404) return new GatewayError('not_found', status, detail);
  if (status === 400 && messages.some((m) => isObj(m) && m.exists === false))
    return new GatewayError('invalid_number', status, detail);
  if (status === 400 && NOT_CONNECTED.test(said)) return new GatewayError('not_connected', status, detail);
  if (status >= 500 || status === 408 || status === 429)
    return new GatewayError('unavailable', status, detail);
  return new GatewayError('bad_request', status, detail);
}

// ---------------------------------------------------------------------------------------------
// The client

type Method = 'GET' | 'POST' | 'DELETE';
interface Reply {
  status: number;
  data: unknown;
}

export class EvolutionGateway {
  private readonly baseUrl: string;
  private readonly globalKey: string;
  private readonly timeoutMs: number;

  constructor(opts: GatewayOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.globalKey = opts.globalKey;
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

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

  async sendMedia(
    instance: string,
    token: string,
    input: {
      number: string;
      mediatype: MediaType;
      mimetype: string;
      caption: string;
      media: string;
      fileName: string;
      delayMs?: number;
    },
  ): Promise<GatewayMessage> {
    const delay = input.delayMs ?? 0;
    const reply = await this.call(
      'sendMedia',
      'POST',
      `/message/sendMedia/${seg(instance)}`,
      token,
      {
        number: numberOfJid(input.number),
        mediatype: input.mediatype,
        mimetype: input.mimetype,
        caption: input.caption,
        media: input.media,
        fileName: input.fileName,
        ...(delay > 0 ? { delay } : {}),
      },
      delay,
    );
    const { data } = reply;
    return readMessage(data) ?? throwInvalid('sendMedia', reply);
  }

  /**
   * A received (or sent) file's bytes, decrypted by the gateway (POST /chat/getBase64FromMediaMessage).
   * `maxBytes`: a larger file is refused (too_large) before its base64 is decoded.
   */
  async mediaOf(
    instance: string,
    token: string,
    keyId: string,
    maxBytes: number,
  ): Promise<{ bytes: Buffer; mimetype: string | null }> {
    const reply = await this.call(
      'getBase64FromMediaMessage',
      'POST',
      `/chat/getBase64FromMediaMessage/${seg(instance)}`,
      token,
      { message: { key: { id: keyId } }, convertToMp4: false },
    );
    const { data } = reply;
    const base64 = isObj(data) ? str(data.base64) : null;
    if (!isObj(data) || base64 === null) throw invalid('getBase64FromMediaMessage', reply);
    const raw = base64.replace(/^data:[^,]*;base64,/, '');
    // Four base64 characters carry three bytes: a body past the limit is refused undecoded.
    if (Math.floor((raw.length * 3) / 4) > maxBytes + 2)
      throw new GatewayError('too_large', reply.status, 'getBase64FromMediaMessage: file too large');
    return {
      bytes: Buffer.from(raw, 'base64'),
      mimetype: str(data.mimetype),
    };
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

  /** One exchange: the 2xx status and body parsed (null when empty or not JSON), or a GatewayError. */
  private async call(
    op: string,
    method: Method,
    path: string,
    key: string,
    body?: unknown,
    extraMs = 0,
  ): Promise<Reply> {
    let res: Response;
    let text: string;
    try {
      // One signal for the whole exchange, so a gateway that sends headers and then stalls times out too.
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          apikey: key,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs + Math.max(0, extraMs)),
      });
      text = await res.text();
    } catch (err) {
      if (isTimeout(err)) throw new GatewayError('timeout', null, `${op}: no answer in time`);
      throw new GatewayError(
        'unreachable',
        null,
        this.scrub(`${op}: ${failureReason(err) || 'unknown error'}`, key),
      );
    }
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (res.status >= 200 && res.status < 300) return { status: res.status, data };
    throw this.scrubbed(failure(op, res.status, data, text), key);
  }

  private scrub(text: string, key: string): string {
    let out = text;
    for (const k of [key, this.globalKey]) if (k.length >= 4) out = out.split(k).join('***');
    return out;
  }

  private scrubbed(err: GatewayError, key: string): GatewayError {
    const detail = this.scrub(err.detail, key);
    return detail === err.detail ? err : new GatewayError(err.kind, err.status, detail);
  }
}

const seg = (instance: string) => encodeURIComponent(instance);
const invalid = (op: string, reply: Reply) =>
  new GatewayError('invalid_response', reply.status, `${op}: unexpected response`);
const throwInvalid = (op: string, reply: Reply): never => {
  throw invalid(op, reply);
};
