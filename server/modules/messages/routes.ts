// The messages area (spec §7 Messages): campaigns listed with their progress, a campaign's
// recipients, the send (multipart), the contact-list import, the resend and the attachment link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { campaignsListQuery, recipientsListQuery } from '../../../common/schemas/messaging.js';
import type { AppContext } from '../../context.js';
import { findCampaign, listCampaigns, listRecipients } from '../../db/queries/campaigns.js';
import type { Guards } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { companyOf } from '../devices/routes.js';
import { requireVerifiedEmail } from '../registration/emailVerification.js';
import { type CampaignAction, controlCampaign } from './control.js';
import { importSheet } from './importSheet.js';
import { mediaRoutes } from './mediaLinks.js';
import { resendMessage } from './resend.js';
import { sendMessages } from './send.js';
import { campaignViews, recipientViews } from './views.js';

const tags = ['Messages'];
const security = [{ bearer: [] }];
const params = z.object({ id });

export function messagesRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = guards.permission('messages.view');
  const send = guards.permission('messages.send');
  // What puts messages on the way out waits for a trial owner's confirmed e-mail.
  const sendOut = [...send, requireVerifiedEmail];

  r.get(
    '/api/messages',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Lists campaigns with their progress (sort: message, created_at; q; device_id)',
        querystring: campaignsListQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listCampaigns(ctx.db, companyOf(req).empresaId, req.query);
      return { data: await campaignViews(ctx, rows), total };
    },
  );

  r.get(
    '/api/message/:id/detalhes',
    { onRequest: read, schema: { tags, security, summary: 'A campaign with its progress', params } },
    async (req) => {
      const row = await findCampaign(ctx.db, companyOf(req).empresaId, req.params.id);
      if (!row) throw notFound();
      return (await campaignViews(ctx, [row]))[0];
    },
  );

  r.get(
    '/api/message/:id/destinatarios',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'A campaign’s recipients (current attempts), in queue order; filter by status',
        params,
        querystring: recipientsListQuery,
      },
    },
    async (req) => {
      const row = await findCampaign(ctx.db, companyOf(req).empresaId, req.params.id);
      if (!row) throw notFound();
      const { rows, total } = await listRecipients(ctx.db, row.id, req.query);
      return { data: await recipientViews(ctx, rows, requestLanguage(req)), total };
    },
  );

  r.post(
    '/api/message/send',
    {
      onRequest: sendOut,
      schema: {
        tags,
        security,
        summary:
          'Queues a message to one number or many (multipart: device, message with {variables}, recipients JSON ' +
          '[{number, vars}] or number; then an optional file part "attachment")',
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const { empresaId, userId } = companyOf(req);
      return reply.code(201).send(await sendMessages(ctx, req, empresaId, userId, requestLanguage(req)));
    },
  );

  r.post(
    '/api/message/importar',
    {
      onRequest: send,
      schema: {
        tags,
        security,
        summary:
          'Reads a contact list (delimited text in UTF-8, UTF-16 or Windows-1252 — the encoding is detected ' +
          'and named — or an .xlsx or Excel 97–2003 .xls with one sheet) into columns and rows',
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      companyOf(req);
      return importSheet(req);
    },
  );

  r.post(
    '/api/message/:id/resend',
    {
      onRequest: sendOut,
      schema: {
        tags,
        security,
        summary: 'Sends a failed or invalid message again, as a new attempt linked to it',
        params,
      },
    },
    async (req, reply) => {
      const { empresaId, userId } = companyOf(req);
      return reply
        .code(201)
        .send(await resendMessage(ctx, empresaId, userId, req.params.id, requestLanguage(req)));
    },
  );

  const control = (action: CampaignAction, summary: string) =>
    r.post(
      `/api/message/:id/${action}`,
      { onRequest: send, schema: { tags, security, summary, params } },
      async (req) => controlCampaign(ctx, companyOf(req).empresaId, req.params.id, action),
    );
  control('pause', "Pauses a campaign: its waiting messages stay 'paused' until it is resumed");
  control('resume', 'Resumes a paused campaign: its messages go back to the queue, in their place');
  control('cancel', "Cancels what has not gone out yet ('cancelled'); what the gateway already has finishes");

  mediaRoutes(app, ctx);
}
