// Bulk sends from a template (envio em lote): the sheet's preview, the job, its lists, its lines
// and pause/resume/cancel; and the runner that makes the documents, started and stopped with the app.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { BULK_ROW_STATUSES, BULK_ROWS_MAX } from '../../../common/schemas/templates.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { requestLanguage } from '../../http/language.js';
import { requireVerifiedEmail } from '../registration/emailVerification.js';
import { startBulkRunner } from './runner.js';
import {
  type BulkAction,
  bulkDetails,
  bulkLines,
  bulkList,
  controlBulk,
  createBulk,
  previewBulk,
} from './service.js';

const tags = ['Templates'];
const security = [{ bearer: [] }];
const params = z.object({ id });
const page = z.coerce.number().int().min(1).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(25);
const SHEET =
  `multipart: "planilha" (CSV in UTF-8, UTF-16 or Windows-1252 with ; or , — or an .xlsx or .xls with one sheet; ` +
  `up to ${BULK_ROWS_MAX} lines), optional "mapeamento" (JSON {target: column}; targets papel.{n}.{nome|email|phone|cpf} and valor.{chave})`;

export function bulkRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guards.permission('templates.view');
  const send = guards.permission('templates.view', 'signing.request');
  const company = (req: Parameters<typeof currentAuth>[0]) => requireCompany(currentAuth(req));

  r.post(
    '/api/modelo/:id/lote/previa',
    {
      onRequest: send,
      schema: {
        tags,
        security,
        summary:
          `Previews a bulk send from the template: the sheet's columns and lines, the suggested mapping ` +
          `(or the one sent), the first lines with their errors and how many lines would be refused (${SHEET})`,
        params,
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => previewBulk(ctx, req, company(req), req.params.id, requestLanguage(req)),
  );

  r.post(
    '/api/modelo/:id/lote',
    {
      onRequest: [...send, requireVerifiedEmail],
      schema: {
        tags,
        security,
        summary:
          `Starts a bulk send: a document and its signature request per line of the sheet, made in the ` +
          `background (lines that fail the checks are refused at once with their reason; ${SHEET}, optional "pasta_id")`,
        params,
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const auth = currentAuth(req);
      const { view: data, validas } = await createBulk(ctx, req, company(req), auth.user.id, req.params.id);
      return reply
        .code(201)
        .send({ message: translate(requestLanguage(req), 'bulk.created', { validas }), data });
    },
  );

  r.get(
    '/api/lotes',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "Lists the company's bulk sends, newest first (of one template with modelo_id)",
        querystring: z.object({ modelo_id: id.optional(), page, perPage }),
      },
    },
    async (req) => bulkList(ctx, company(req), req.query),
  );

  r.get(
    '/api/lote/:id/detalhes',
    { onRequest: view, schema: { tags, security, summary: 'A bulk send with its counts', params } },
    async (req) => bulkDetails(ctx, company(req), req.params.id),
  );

  r.get(
    '/api/lote/:id/linhas',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "A bulk send's lines in sheet order with their outcome (the document made, or why refused)",
        params,
        querystring: z.object({ status: z.enum(BULK_ROW_STATUSES).optional(), page, perPage }),
      },
    },
    async (req) => bulkLines(ctx, company(req), req.params.id, req.query, requestLanguage(req)),
  );

  const control = (
    action: BulkAction,
    message: 'bulk.paused' | 'bulk.resumed' | 'bulk.cancelled',
    summary: string,
  ) =>
    r.put(
      `/api/lote/:id/${action}`,
      { onRequest: send, schema: { tags, security, summary, params } },
      async (req) => {
        const data = await controlBulk(ctx, company(req), req.params.id, action);
        return { message: translate(requestLanguage(req), message), data };
      },
    );
  control('pausar', 'bulk.paused', 'Pauses a running bulk send (the line being made finishes)');
  control('retomar', 'bulk.resumed', 'Resumes a paused bulk send');
  control(
    'cancelar',
    'bulk.cancelled',
    'Cancels a bulk send: its pending lines are cancelled; documents made stay',
  );

  let runner: ReturnType<typeof startBulkRunner> | undefined;
  app.addHook('onReady', async () => {
    runner = startBulkRunner(ctx, app.log);
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
