import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyListQuery,
  companyListResponse,
  companyResponse,
  companySavedResponse,
  companyUpdateBody,
} from '../../../common/schemas/companies.js';
import { id } from '../../../common/schemas/fields.js';
import { ownerBody } from '../../../common/schemas/team.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { CompanyRow } from '../../db/queries/companies.js';
import { empresas } from '../../db/schema.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { RecordRegistry } from '../records/registry.js';
import { transferOwner } from '../team/owner.js';
import { logoBytes, removeLogo, saveLogo } from './logo.js';
import {
  companyDeleteBlock,
  companyDetails,
  companyView,
  fillOwnDocuments,
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

  // PUT /api/empresa/{id}/status (enable/disable), DELETE …/deletar (details: this module's own).
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

  // Before the generic GET /api/:route/:id/detalhes (a static segment wins): a company's own
  // manager reads their company too.
  r.get(
    '/api/empresa/:id/detalhes',
    {
      onRequest: guards.permission('company.manage'),
      schema: {
        tags,
        security,
        summary:
          "A company, with its owner and contact data (a platform admin: any, deleted too; a member holding company.manage: their own; another company's id answers 404)",
        params,
        response: { 200: companyResponse },
      },
    },
    async (req) => ({ data: await companyDetails(ctx, currentAuth(req), req.params.id) }),
  );

  r.put(
    '/api/empresa/:id/editar',
    {
      onRequest: guards.permission('company.manage'),
      // A member's form may leave the documents out: they stay as they are (see fillOwnDocuments).
      // (Before validation: the id is still the path's text.)
      preValidation: async (req) =>
        fillOwnDocuments(ctx, currentAuth(req), Number((req.params as Record<string, unknown>).id), req.body),
      schema: {
        tags,
        security,
        summary:
          "Edits a company. A platform admin: razão social, nome fantasia, CNPJ, the head office's CNPJ, e-mail, " +
          'phone and address. A member holding company.manage, for their own company only: the names, e-mail, ' +
          'phone and address (a documento or cnpj_matriz other than the current one answers 422).',
        params,
        body: companyUpdateBody,
        response: { 200: companySavedResponse },
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'companies.updated'),
      data: await updateCompanyRecord(ctx, currentAuth(req), req.params.id, req.body),
    }),
  );

  r.put(
    '/api/empresa/:id/owner',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary:
          'Hands the company over to another active member (only its current owner, signed into it, or a platform admin); both keep their permissions',
        params,
        body: ownerBody,
        response: { 200: companySavedResponse },
      },
    },
    async (req) => {
      const data = await transferOwner(ctx, currentAuth(req), req.params.id, req.body.user_id);
      return {
        message: translate(requestLanguage(req), 'team.owner_transferred', { name: data.owner?.nome ?? '' }),
        data,
      };
    },
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

  r.put(
    '/api/empresa/:id/logo',
    {
      onRequest: guards.permission('company.manage'),
      schema: {
        tags,
        security,
        summary:
          'Sets the company\'s logo (multipart, one part "logo": JPEG, PNG or WebP up to PHOTO_MAX_BYTES; stored as ' +
          'a PNG within 480×160, its ratio kept). A platform admin: any company; a member holding company.manage: ' +
          "their own (another company's id answers 404)",
        consumes: ['multipart/form-data'],
        params,
        response: { 200: z.object({ message: z.string(), logo_url: z.string() }) },
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const url = await saveLogo(ctx, currentAuth(req), req.params.id, req, lang);
      return { message: translate(lang, 'companies.logo_saved'), logo_url: url };
    },
  );

  r.delete(
    '/api/empresa/:id/logo',
    {
      onRequest: guards.permission('company.manage'),
      schema: {
        tags,
        security,
        summary: "Removes the company's logo (who may: as for PUT …/logo)",
        params,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await removeLogo(ctx, currentAuth(req), req.params.id);
      return { message: translate(requestLanguage(req), 'companies.logo_removed') };
    },
  );

  r.get(
    '/api/empresa/logo/:token',
    {
      schema: {
        tags,
        summary:
          "A company's logo (PNG) through its signed link (no Authorization: the SPA, the signing page and e-mails load it)",
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const png = await logoBytes(ctx, req.params.token);
      return reply
        .headers({
          'content-type': 'image/png',
          // The link names one immutable blob: a new logo gets a new link.
          'cache-control': 'public, max-age=86400, immutable',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'cross-origin',
        })
        .send(png);
    },
  );
}
