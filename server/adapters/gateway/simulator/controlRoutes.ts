// /_control/*: what the phone and the network do, driven by tests and developers. They see and change
// every instance (`sent` holds every company's message texts), so each needs the global key in `apikey`.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { bodyOf, controlInstance, type Json, requireGlobalKey, SimError, textOf } from './http.js';
import { MEDIA_BODY_LIMIT } from './messageRoutes.js';
import { stopPairing } from './qr.js';
import { newId, randomHex, type SimMessage, type Simulator } from './state.js';
import { addMessage, applyReceipt, messageBody } from './store.js';
import { connectionUpdate } from './webhooks.js';

const RECEIPTS = new Set(['DELIVERY_ACK', 'READ', 'PLAYED']);

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const isOn = (body: Json) => body.on === true;
const intOf = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;

/**
 * An incoming message's content: text, or a file (with the text as caption) whose bytes come as
 * base64 in `media` (kept for getBase64FromMediaMessage); `ptt: true` makes an audio a voice note.
 */
function incomingContent(body: Json): { messageType: string; message: Json; bytes?: Buffer } {
  const text = textOf(body.text) ?? '';
  const mimetype = textOf(body.mimetype);
  const fileName = textOf(body.fileName);
  const base64 = textOf(body.media)?.replace(/^data:[^,]*;base64,/, '') ?? null;
  if (!mimetype && !fileName && !base64) {
    if (!text) throw new SimError(400, ['text is required']);
    return { messageType: 'conversation', message: { conversation: text } };
  }
  if (base64 !== null && !/^[A-Za-z0-9+/=\s]+$/.test(base64))
    throw new SimError(400, ['media must be base64']);
  const bytes = base64 === null ? undefined : Buffer.from(base64, 'base64');
  const type = mimetype ?? 'application/octet-stream';
  const kind = /^(image|video|audio)\//.exec(type)?.[1] ?? 'document';
  const messageType = `${kind}Message`;
  const media: Json = { url: `https://mmg.whatsapp.net/sim/${randomHex(8)}`, mimetype: type };
  if (bytes) media.fileLength = bytes.length;
  if (kind === 'document') media.fileName = fileName ?? 'arquivo';
  if (kind === 'audio') media.ptt = body.ptt === true;
  if (text && kind !== 'audio') media.caption = text;
  return { messageType, message: { [messageType]: media }, ...(bytes ? { bytes } : {}) };
}

export const controlRoutes: FastifyPluginAsync<{ sim: Simulator }> = async (app, { sim }) => {
  // Before the body is read; an instance token is not enough.
  app.addHook('onRequest', async (req) => requireGlobalKey(sim, req));

  app.post('/_control/reset', async () => {
    sim.reset();
    return { ok: true };
  });

  app.post('/_control/:instance/scan', async (req) => {
    const inst = controlInstance(sim, req);
    if (inst.state !== 'connecting' || !inst.qr)
      throw new SimError(409, [`The "${inst.name}" instance has no QR code to scan`]);
    stopPairing(sim, inst);
    inst.state = 'open';
    inst.qr = null;
    inst.ownerJid ??= `55119${digits(8)}@s.whatsapp.net`;
    inst.profileName = `Telefone ${inst.name}`;
    sim.webhooks.emit(inst, 'connection.update', connectionUpdate(inst, 'open', 200));
    return { instance: { instanceName: inst.name, state: inst.state }, wuid: inst.ownerJid };
  });

  app.post('/_control/:instance/disconnect', async (req) => {
    const inst = controlInstance(sim, req);
    const statusReason = intOf(bodyOf(req).statusReason, 428);
    stopPairing(sim, inst);
    inst.state = 'close';
    inst.qr = null;
    sim.webhooks.emit(inst, 'connection.update', connectionUpdate(inst, 'close', statusReason));
    return { instance: { instanceName: inst.name, state: inst.state }, statusReason };
  });

  app.post('/_control/:instance/incoming', { bodyLimit: MEDIA_BODY_LIMIT }, async (req, reply) => {
    const inst = controlInstance(sim, req);
    const body = bodyOf(req);
    const from = (textOf(body.from) ?? '').replace(/\D/g, '');
    if (!/^\d{8,15}$/.test(from)) throw new SimError(400, ['from must be a number with 8 to 15 digits']);
    if (inst.state !== 'open') throw new SimError(409, [`The "${inst.name}" instance is not connected`]);
    const msg: SimMessage = {
      id: newId(),
      keyId: randomHex(16).toUpperCase(),
      remoteJid: `${from}@s.whatsapp.net`,
      fromMe: false,
      pushName: textOf(body.pushName) || `Contato ${from.slice(-4)}`,
      ...incomingContent(body),
      timestamp: Math.floor(Date.now() / 1000),
      status: 'DELIVERY_ACK',
      updates: [],
    };
    addMessage(inst, msg);
    const data = messageBody(inst, msg, msg.status);
    sim.webhooks.emit(inst, 'messages.upsert', data);
    return reply.code(201).send(data);
  });

  app.post('/_control/:instance/receipt', async (req) => {
    const inst = controlInstance(sim, req);
    const body = bodyOf(req);
    const status = textOf(body.status) ?? '';
    if (!RECEIPTS.has(status)) throw new SimError(400, ['status must be DELIVERY_ACK, READ or PLAYED']);
    const msg = inst.byKey.get(textOf(body.keyId) ?? '');
    if (!msg) throw new SimError(404, ['Message not found']);
    const applied = applyReceipt(sim, inst, msg, status);
    return { applied, status: msg.status };
  });

  app.post('/_control/invalid-numbers', async (req) => {
    const list = bodyOf(req).numbers;
    if (!Array.isArray(list)) throw new SimError(400, ['numbers must be an array']);
    sim.invalidNumbers = new Set(list.map((n) => String(n).replace(/\D/g, '')).filter(Boolean));
    return { numbers: [...sim.invalidNumbers] };
  });

  app.post('/_control/outage', async (req) => {
    sim.outage = isOn(bodyOf(req));
    return { on: sim.outage };
  });

  app.post('/_control/auto-receipts', async (req) => {
    const body = bodyOf(req);
    sim.autoReceipts = { on: isOn(body), delayMs: intOf(body.delayMs, 50) };
    return sim.autoReceipts;
  });

  app.post('/_control/drop-next', async (req) => {
    sim.dropNext = intOf(bodyOf(req).count, 1);
    return { count: sim.dropNext };
  });

  app.post('/_control/duplicate-webhooks', async (req) => {
    sim.webhooks.duplicate = isOn(bodyOf(req));
    return { on: sim.webhooks.duplicate };
  });

  app.get('/_control/instances', async () =>
    [...sim.instances.values()].map((i) => ({
      name: i.name,
      state: i.state,
      ownerJid: i.ownerJid,
      profileName: i.profileName,
      qrCount: i.qr?.count ?? 0,
      messages: i.all.length,
    })),
  );

  app.get('/_control/sent', async () => sim.sent);

  app.get('/_control/reads', async () => sim.reads);
};
