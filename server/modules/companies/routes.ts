import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyListQuery,
  companyListResponse,
  companySavedResponse,
  companyUpdateBody,
} from '../../../common/schemas/companies.js';
import { id } from '../../../common/schemas/fields.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { CompanyRow } from '../../db/queries/companies.js';
import { empresas } from '../../db/schema.js';
import type { Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { RecordRegistry } from '../records/registry.js';
import {
  companyDeleteBlock,
  companyView,
  listCompanyPage,
  restoreCompanyRecord,
  updateCompanyRecord,
} from './service.js';

const tags = ['Companies'];
const security = [{ bearer: [] }];
const params = z.object({ id });

/** The companies area's routes; its records also register for the generic record actions. */
export function companiesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  records: RecordRegistry,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/empresa/{id}/detalhes, PUT …/status (enable/disable), DELETE …/deletar.
  records.register({
    route: 'empresa',
    table: empresas,
    id: empresas.id,
    deletedAt: empresas.deletedAt,
    status: empresas.status,
    adminOnly: true,
    view: (c, row) => companyView(c, row as CompanyRow),
    blockDelete: companyDeleteBlock,
  });

  r.get(
    '/api/empresas',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary:
          'Lists companies (q: razão social, nome fantasia or documento, mask or not; status; deleted=true)',
        querystring: companyListQuery,
        response: { 200: companyListResponse },
      },
    },
    async (req) => listCompanyPage(ctx, req.query),
  );

  r.put(
    '/api/empresa/:id/editar',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary: "Edits a company: razão social, nome fantasia, CNPJ and the head office's CNPJ",
        params,
        body: companyUpdateBody,
        response: { 200: companySavedResponse },
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'companies.updated'),
      data: await updateCompanyRecord(ctx, req.params.id, req.body),
    }),
  );

  r.put(
    '/api/empresa/:id/recuperar',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary: 'Restores a deleted company, unless another company has taken its CNPJ meanwhile',
        params,
        response: { 200: companySavedResponse },
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'records.restored'),
      data: await restoreCompanyRecord(ctx, req.params.id),
    }),
  );
}
