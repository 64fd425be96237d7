// The devices area (spec §7 Devices): list, create, edit, details, QR, live status, logout, delete,
// chats and a chat's messages; plus the gateways' webhook.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { listQuery } from '../../../common/schemas/list.js';
import { deviceCreateBody, devicesListQuery, deviceUpdateBody } from '../../../common/schemas/messaging.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { updateDevice } from '../../db/queries/devices.js';
import { failQueuedOf } from '../../db/queries/messages.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { requestLanguage } from '../../http/language.js';
import { chatMessages, deviceChats } from './chats.js';
import { publishDevice, publishMessageStatus } from './events.js';
import { chatMediaLink } from './media.js';
import { markChatReadOf, replyInChat } from './reply.js';
import {
  createDevice,
  deviceDetails,
  deviceOr404,
  deviceQr,
  deviceStatus,
  editDevice,
  listDevices,
  logoutDevice,
  removeDeviceInstance,
} from './service.js';
import { webhookRoutes } from './webhookRoutes.js';

const tags = ['Devices'];
const security = [{ bearer: [] }];
/** A device by numeric id or uuid. */
const params = z.object({ id: z.string().min(1).max(64) });

/** The company the session entered: devices belong to companies. */
export function companyOf(req: FastifyRequest): { empresaId: number; userId: number } {
  const auth = currentAuth(req);
  return { empresaId: requireCompany(auth), userId: auth.user.id };
}

export function devicesRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guards.permission('devices.view');
  const manage = guards.permission('devices.manage');
  const read = guards.permission('messages.view');
  const send = guards.permission('messages.send');
  const chatParams = z.object({ device: z.string().min(1).max(64), chatId: z.string().min(1).max(80) });

  r.get(
    '/api/devices',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: 'Lists the company’s devices (sort: name, created_at; q)',
        querystring: devicesListQuery,
      },
    },
    async (req) => listDevices(ctx, companyOf(req).empresaId, req.query),
  );

  r.post(
    '/api/device/store',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          'Creates a device: an instance on the active server with the most room (402 past the plan’s devices)',
        body: deviceCreateBody,
      },
    },
    async (req, reply) => {
      const { empresaId, userId } = companyOf(req);
      return reply.code(201).send(await createDevice(ctx, empresaId, userId, req.body));
    },
  );

  r.put(
    '/api/device/:id/update',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Renames a device and sets its send limits (null: the platform’s)',
        params,
        body: deviceUpdateBody,
      },
    },
    async (req) => editDevice(ctx, companyOf(req).empresaId, req.params.id, req.body),
  );

  for (const path of ['/api/device/:id/details', '/api/device/:id/detalhes'])
    r.get(path, { onRequest: view, schema: { tags, security, summary: 'A device', params } }, async (req) =>
      deviceDetails(ctx, companyOf(req).empresaId, req.params.id),
    );

  r.get(
    '/api/device/:id/qrcode',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: 'The QR to link the phone (code and image); count 0 and no code: ask again shortly',
        params,
      },
    },
    async (req) => deviceQr(ctx, companyOf(req).empresaId, req.params.id),
  );

  r.get(
    '/api/device/:id/status',
    {
      onRequest: view,
      schema: { tags, security, summary: 'The live session state, asked from the gateway', params },
    },
    async (req) => deviceStatus(ctx, companyOf(req).empresaId, req.params.id, requestLanguage(req)),
  );

  r.delete(
    '/api/device/:id/session',
    { onRequest: manage, schema: { tags, security, summary: 'Logs the phone out of the device', params } },
    async (req) => {
      await logoutDevice(ctx, companyOf(req).empresaId, req.params.id);
      return { message: translate(requestLanguage(req), 'devices.logged_out') };
    },
  );

  r.delete(
    '/api/device/:id/deletar',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Deletes a device: its instance leaves the gateway; its messages stay in the history',
        params,
      },
    },
    async (req) => {
      const device = await deviceOr404(ctx, companyOf(req).empresaId, req.params.id);
      await removeDeviceInstance(ctx, device);
      const row = await updateDevice(ctx.db, device.id, { deletedAt: new Date(), state: 'close' });
      if (row) publishDevice(ctx, row);
      // Nothing will send what still waited for it.
      for (const m of await failQueuedOf(ctx.db, device.id)) publishMessageStatus(ctx, m);
      return { message: translate(requestLanguage(req), 'devices.deleted') };
    },
  );

  r.get(
    '/api/device/:id/messages',
    {
      onRequest: read,
      schema: { tags, security, summary: 'The device’s chats, newest first', params, querystring: listQuery },
    },
    async (req) => deviceChats(ctx, companyOf(req).empresaId, req.params.id, req.query, requestLanguage(req)),
  );

  r.get(
    '/api/device/:device/message/:chatId',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary:
          'One chat’s messages, newest first (chatId: the number’s digits or its remoteJid; q: only those whose text or file name holds it)',
        params: chatParams,
        querystring: listQuery,
      },
    },
    async (req) =>
      chatMessages(
        ctx,
        companyOf(req).empresaId,
        req.params.device,
        req.params.chatId,
        req.query,
        requestLanguage(req),
      ),
  );

  r.post(
    '/api/device/:device/message/:chatId',
    {
      onRequest: send,
      schema: {
        tags,
        security,
        summary:
          'Answers in a chat: JSON {message}, or multipart `message` + one `attachment` (images, audio, video ≤ MESSAGE_ATTACHMENT_MAX_BYTES; documents ≤ MESSAGE_DOCUMENT_MAX_BYTES). 201 with the queued message; 409 while the device is not connected',
        params: chatParams,
      },
    },
    async (req, reply) => {
      const { empresaId, userId } = companyOf(req);
      const message = await replyInChat(
        ctx,
        req,
        empresaId,
        userId,
        req.params.device,
        req.params.chatId,
        requestLanguage(req),
      );
      return reply.code(201).send(message);
    },
  );

  r.put(
    '/api/device/:device/message/:chatId/read',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Marks what arrived in a chat as read (here and on the sender’s phone); {read: how many}',
        params: chatParams,
      },
    },
    async (req) =>
      markChatReadOf(ctx, companyOf(req).empresaId, req.params.device, req.params.chatId, req.log),
  );

  r.get(
    '/api/device/:device/media/:message',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary:
          'A short-lived link to a chat message’s file (a received one is fetched from the gateway first)',
        params: z.object({ device: z.string().min(1).max(64), message: id }),
      },
    },
    async (req) =>
      chatMediaLink(ctx, companyOf(req).empresaId, req.params.device, req.params.message, req.log),
  );

  webhookRoutes(app, ctx);
}
