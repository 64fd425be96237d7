// /v3/webhooks: the account's webhooks (up to 10; the one given in the options is listed among them):
// list, get, create, update (`interrupted: false` resumes an interrupted queue), remove.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  badRequest,
  bodyOf,
  boolOf,
  invalidAction,
  type Json,
  notFound,
  numberOf,
  page,
  paramOf,
  textOf,
} from './http.js';
import type { PaymentSimulator } from './state.js';
import { SIM_EVENTS, type WebhookConfig } from './webhooks.js';

const MAX_WEBHOOKS = 10;

function webhookJson(sim: PaymentSimulator, w: WebhookConfig): Json {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    email: w.email,
    enabled: w.enabled,
    interrupted: w.interrupted,
    apiVersion: w.apiVersion,
    hasAuthToken: w.authToken !== null,
    sendType: w.sendType,
    penalizedRequestsCount: sim.webhooks.failuresOf(w.id),
    events: w.events ?? [...SIM_EVENTS],
  };
}

function readUrl(v: unknown): string {
  const url = textOf(v);
  if (!url || !/^https?:\/\/\S+$/i.test(url))
    throw badRequest('invalid_url', 'Informe uma URL válida (http ou https).');
  return url;
}

function readEvents(v: unknown): string[] {
  const events = Array.isArray(v) ? v.filter((e): e is string => typeof e === 'string' && e !== '') : [];
  if (events.length === 0) throw badRequest('invalid_events', 'Informe ao menos um evento.');
  return [...new Set(events)];
}

function readSendType(v: unknown, current: WebhookConfig['sendType']): WebhookConfig['sendType'] {
  if (v === undefined) return current;
  if (v !== 'SEQUENTIALLY' && v !== 'NON_SEQUENTIALLY')
    throw badRequest('invalid_sendType', 'Tipo de envio inválido. Use SEQUENTIALLY ou NON_SEQUENTIALLY.');
  return v;
}

export const webhookRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  const find = (id: string) => {
    const w = sim.webhooks.get(id);
    if (!w) throw notFound('Webhook não encontrado.');
    return w;
  };

  app.get('/v3/webhooks', async (req) =>
    page(
      req,
      sim.webhooks.list().map((w) => webhookJson(sim, w)),
    ),
  );

  app.get('/v3/webhooks/:id', async (req) => webhookJson(sim, find(paramOf(req, 'id'))));

  app.post('/v3/webhooks', async (req) => {
    const body = bodyOf(req);
    if (sim.webhooks.list().length >= MAX_WEBHOOKS)
      throw invalidAction(`Limite de ${MAX_WEBHOOKS} webhooks por conta atingido.`);
    const name = textOf(body.name);
    if (!name) throw badRequest('invalid_name', 'Informe o nome do webhook.');
    const config: WebhookConfig = {
      id: randomUUID(),
      name,
      url: readUrl(body.url),
      email: textOf(body.email),
      enabled: boolOf(body.enabled) ?? true,
      interrupted: boolOf(body.interrupted) ?? false,
      apiVersion: numberOf(body.apiVersion) ?? 3,
      authToken: textOf(body.authToken),
      sendType: readSendType(body.sendType, 'SEQUENTIALLY'),
      events: readEvents(body.events),
    };
    sim.webhooks.save(config);
    return webhookJson(sim, config);
  });

  app.put('/v3/webhooks/:id', async (req) => {
    const current = find(paramOf(req, 'id'));
    const body = bodyOf(req);
    const config: WebhookConfig = {
      ...current,
      name: body.name === undefined ? current.name : (textOf(body.name) ?? current.name),
      url: body.url === undefined ? current.url : readUrl(body.url),
      email: body.email === undefined ? current.email : textOf(body.email),
      enabled: boolOf(body.enabled) ?? current.enabled,
      interrupted: boolOf(body.interrupted) ?? current.interrupted,
      authToken: body.authToken === undefined ? current.authToken : textOf(body.authToken),
      sendType: readSendType(body.sendType, current.sendType),
      events: body.events === undefined ? current.events : readEvents(body.events),
    };
    sim.webhooks.save(config);
    return webhookJson(sim, config);
  });

  app.delete('/v3/webhooks/:id', async (req) => {
    const w = find(paramOf(req, 'id'));
    sim.webhooks.remove(w.id);
    return { deleted: true, id: w.id };
  });
};
