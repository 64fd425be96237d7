// /instance/*: create (global key), connect (QR or open), connectionState, logout, delete, fetchInstances.
import type { FastifyPluginAsync } from 'fastify';
import {
  apiKeyOf,
  bodyOf,
  instanceOf,
  isGlobalKey,
  isObj,
  requireGlobalKey,
  SimError,
  textOf,
} from './http.js';
import { mintToken, sameKey } from './keys.js';
import { qrBody, startPairing, stopPairing } from './qr.js';
import { newId, type SimInstance, type Simulator, type SimWebhook } from './state.js';
import { connectionUpdate, lowerDot } from './webhooks.js';

/** The webhook block of a create body; null when absent. A webhook without events is refused. */
function readWebhook(v: unknown): SimWebhook | null {
  if (v === undefined || v === null) return null;
  if (!isObj(v)) throw new SimError(400, ['webhook must be an object']);
  const url = textOf(v.url) ?? '';
  if (!/^https?:\/\/\S+$/i.test(url)) throw new SimError(400, ['webhook.url is invalid']);
  const events = Array.isArray(v.events) ? v.events.filter((e): e is string => typeof e === 'string') : [];
  if (events.length === 0) throw new SimError(400, ['webhook.events is required']);
  const headers: Record<string, string> = {};
  if (isObj(v.headers))
    for (const [name, value] of Object.entries(v.headers))
      if (typeof value === 'string') headers[name] = value;
  return { url, headers, events: new Set(events.map(lowerDot)) };
}

export const instanceRoutes: FastifyPluginAsync<{ sim: Simulator; mountedAt: string }> = async (
  app,
  opts,
) => {
  const { sim } = opts;

  app.post('/instance/create', async (req, reply) => {
    requireGlobalKey(sim, req);
    const body = bodyOf(req);
    const name = textOf(body.instanceName)?.trim() ?? '';
    if (!name) throw new SimError(400, ['instanceName is required']);
    const webhook = readWebhook(body.webhook);
    if (sim.instances.has(name)) throw new SimError(403, [`This name "${name}" is already in use.`]);
    const inst: SimInstance = {
      name,
      id: newId(),
      token: mintToken(sim.globalKey),
      state: 'connecting',
      webhook,
      ownerJid: null,
      profileName: null,
      qr: null,
      pairing: 0,
      pairingTimer: null,
      serverUrl: `${req.protocol}://${req.host}${opts.mountedAt}`,
      chats: new Map(),
      byKey: new Map(),
      all: [],
      seq: 0,
      createdAt: new Date(),
    };
    sim.instances.set(name, inst);
    await startPairing(sim, inst, 0);
    return reply.code(201).send({
      instance: {
        instanceName: inst.name,
        instanceId: inst.id,
        integration: 'WHATSAPP-BAILEYS',
        status: inst.state,
      },
      hash: inst.token,
      webhook: webhook ? { webhookUrl: webhook.url, webhookEvents: [...webhook.events] } : {},
      settings: { rejectCall: false, groupsIgnore: false, alwaysOnline: false, readMessages: false },
      qrcode: inst.qr ? qrBody(inst.qr) : { count: 0 },
    });
  });

  app.get('/instance/connect/:instance', async (req) => {
    const inst = instanceOf(sim, req);
    if (inst.state === 'open') return { instance: { instanceName: inst.name, state: 'open' } };
    if (inst.state === 'close' || inst.state === 'refused') {
      // A new pairing: Evolution answers before the first QR exists.
      if (sim.qrFirstDelayMs > 0) {
        await startPairing(sim, inst, sim.qrFirstDelayMs);
        return { count: 0 };
      }
      await startPairing(sim, inst, 0);
    }
    return inst.qr ? qrBody(inst.qr) : { count: 0 };
  });

  app.get('/instance/connectionState/:instance', async (req) => {
    const inst = instanceOf(sim, req);
    return { instance: { instanceName: inst.name, state: inst.state } };
  });

  app.delete('/instance/logout/:instance', async (req) => {
    const inst = instanceOf(sim, req);
    if (inst.state === 'close' || inst.state === 'refused')
      throw new SimError(400, [`The "${inst.name}" instance is not connected`]);
    stopPairing(sim, inst);
    inst.state = 'close';
    inst.qr = null;
    sim.webhooks.emit(inst, 'connection.update', connectionUpdate(inst, 'close', 401));
    return { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } };
  });

  app.delete('/instance/delete/:instance', async (req) => {
    const inst = instanceOf(sim, req);
    stopPairing(sim, inst);
    inst.state = 'close';
    sim.instances.delete(inst.name);
    return { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } };
  });

  app.get('/instance/fetchInstances', async (req) => {
    const key = apiKeyOf(req);
    let list = [...sim.instances.values()];
    // With an instance token instead of the global key, Evolution shows that instance only.
    if (!isGlobalKey(sim, key)) {
      list = list.filter((i) => sameKey(key, i.token));
      if (!key || list.length === 0) throw new SimError(401, ['Unauthorized']);
    }
    const wanted = textOf((req.query as Record<string, unknown>).instanceName);
    if (wanted) list = list.filter((i) => i.name === wanted);
    return list.map((i) => ({
      id: i.id,
      name: i.name,
      connectionStatus: i.state,
      ownerJid: i.ownerJid,
      profileName: i.profileName,
      profilePicUrl: null,
      integration: 'WHATSAPP-BAILEYS',
      number: null,
      token: i.token,
      createdAt: i.createdAt.toISOString(),
      _count: { Message: i.all.length, Chat: i.chats.size },
    }));
  });
};
