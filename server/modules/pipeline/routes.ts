// The documents pipeline ("Processos"): the company's signing processes with where each stands, the
// choices of its filters, and the bulk actions on selected processes (remind, cancel, the sealed
// PDFs as one zip). Thin: the rules are in list.ts, bulk.ts and zip.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pipelineCancelBody,
  pipelineIds,
  pipelineQuery,
  pipelineRemindBody,
} from '../../../common/schemas/pipeline.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { requestLanguage } from '../../http/language.js';
import { ownerOf } from '../signing/requestMeta.js';
import { contentDisposition } from '../vault/downloads.js';
import { vaultActor } from '../vault/scope.js';
import { cancelProcesses, remindProcesses } from './bulk.js';
import { pipelineFilters, pipelineList } from './list.js';
import { sealedZip, ZIP_NAME } from './zip.js';

const tags = ['Pipeline'];
const security = [{ bearer: [] }];
const zipBody = z.object({ ids: pipelineIds });

export function pipelineRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guards.permission('vault.view');

  r.get(
    '/api/processos',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          "Lists the company's signing processes (its live files ever sent) with their progress (assinados of " +
          'total, this round, removed ones not counted), whose turn it is (vez), deadline and last activity. ' +
          'Filters: status (comma-separated), solicitante_id, de/ate (YYYY-MM-DD in Brasília: when it reached ' +
          'its state — completed or ended, or sent while waiting), modelo_id, signatario (name, e-mail or ' +
          'phone), q (document or signatory name), vence_em_dias (waiting ones due within so many days); sort ' +
          'prazo, enviado_em (default, desc), atividade_em, nome; { data, total }',
        querystring: pipelineQuery,
      },
    },
    async (req) => pipelineList(ctx, requireCompany(currentAuth(req)), req.query),
  );

  r.get(
    '/api/processos/filtros',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          "The pipeline's filter choices: who sent the company's processes, and its templates (id, nome)",
      },
    },
    async (req) => ({ data: await pipelineFilters(ctx, requireCompany(currentAuth(req))) }),
  );

  r.post(
    '/api/processos/lembrar',
    {
      onRequest: guards.permission('signing.request'),
      schema: {
        tags,
        security,
        summary:
          'Sends a fresh link to every pending signatory whose turn it is in each selected waiting process ' +
          '(at most 100); one reminded within 60 s or past the e-mail limits is skipped, and so is a process ' +
          'not waiting: each in ignorados with why',
        body: pipelineRemindBody,
      },
    },
    async (req) => {
      const data = await remindProcesses(ctx, ownerOf(req), req.body.ids, req.log);
      const key = data.feitos ? 'pipeline.reminded' : 'pipeline.reminded_none';
      return { message: translate(requestLanguage(req), key, { feitos: data.feitos }), data };
    },
  );

  r.post(
    '/api/processos/cancelar',
    {
      onRequest: guards.permission('signing.manage'),
      schema: {
        tags,
        security,
        summary:
          'Cancels each selected waiting process (at most 100) with the reason given (motivo, 3+ characters), ' +
          'recorded as its event; everyone who was sent a link is told. Processes not waiting are in ignorados',
        body: pipelineCancelBody,
      },
    },
    async (req) => {
      const data = await cancelProcesses(ctx, ownerOf(req), req.body.ids, req.body.motivo, req.log);
      const key = data.feitos ? 'pipeline.cancelled' : 'pipeline.cancelled_none';
      return { message: translate(requestLanguage(req), key, { feitos: data.feitos }), data };
    },
  );

  r.post(
    '/api/processos/zip',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          'The sealed PDFs of the selected completed processes (at most 100) in one zip ' +
          `(${ZIP_NAME}), named as the signed download ("Contrato (assinado).pdf"); those without one are ` +
          'listed in LEIA-ME.txt; 422 when none has one. Each one zipped records a download event',
        body: zipBody,
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const bytes = await sealedZip(ctx, vaultActor(req), req.body.ids, requestLanguage(req));
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': contentDisposition('attachment', ZIP_NAME),
          'content-length': String(bytes.byteLength),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
