import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CompanyListQuery,
  type CompanyView,
  companiesApi,
  companyListQuery,
  companyListResponse,
  companyResponse,
  companySavedResponse,
  companyUpdateBody,
} from '../../../common/schemas/companies.js';
import { companyPlanBody, companyTrialBody } from '../../../common/schemas/companySubscription.js';
import { id } from '../../../common/schemas/fields.js';
import { ownerBody } from '../../../common/schemas/team.js';
import { type ApiMessageKey, type MessageParams, translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { CompanyRow } from '../../db/queries/companies.js';
import { empresas } from '../../db/schema.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { brasiliaDay } from '../billing/dates.js';
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
import { assignPlan, endPlan, endTrial, setTrial } from './subscriptionAdmin.js';

const tag = 'Companies';
const tags = [tag];
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

  /** A company's own member holding company.manage reaches its details and edit too (hooks check it is theirs). */
  const member = { ambient: 'any', permission: 'company.manage' } as const;

  // The registry generates the list, the edit, the details and the record actions: PUT
  // /api/empresa/{id}/status (enable/disable), DELETE …/deletar, PUT …/recuperar.
  records.register({
    api: companiesApi,
    route: companiesApi.record,
    table: empresas,
    id: empresas.id,
    deletedAt: empresas.deletedAt,
    status: empresas.status,
    rules: { show: member, edit: member },
    view: (c, row) => companyView(c, row as CompanyRow),
    blockDelete: companyDeleteBlock,
    details: (c, id, auth) => companyDetails(c, auth, id),
    restore: (c, id) => restoreCompanyRecord(c, id),
    routes: {
      tag,
      list: {
        summary:
          'Lists companies (q: razão social, nome fantasia or documento, mask or not; status; deleted=true; ' +
          'indicada_por: the companies one company referred; sort razao_social, nome_fantasia, documento, created_at)',
        query: companyListQuery,
        response: companyListResponse,
        run: (c, query: CompanyListQuery) => listCompanyPage(c, query),
      },
      edit: {
        summary:
          "Edits a company. A platform admin: razão social, nome fantasia, CNPJ, the head office's CNPJ, e-mail, " +
          'phone and address. A member holding company.manage, for their own company only: the names, e-mail, ' +
          'phone and address (a documento or cnpj_matriz other than the current one answers 422).',
        body: companyUpdateBody,
        response: companySavedResponse,
        message: 'companies.updated',
        // A member's form may leave the documents out: they stay as they are.
        prepare: fillOwnDocuments,
        run: (c, id, body: z.output<typeof companyUpdateBody>, auth) =>
          updateCompanyRecord(c, auth, id, body),
      },
      details: {
        summary:
          "A company, with its owner and contact data (a platform admin: any, deleted too; a member holding company.manage: their own; another company's id answers 404)",
        response: companyResponse,
      },
      restore: {
        summary: 'Restores a deleted company, unless another company has taken its CNPJ meanwhile',
        response: companySavedResponse,
      },
    },
  });

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

  // A company's subscription by hand (platform administrators): a plan without a charge, the trial.
  const subscription = <S extends { body?: z.ZodType }>(summary: string, extra: S) => ({
    onRequest: guards.admin,
    schema: { tags, security, summary, params, ...extra, response: { 200: companySavedResponse } },
  });
  const actor = (req: FastifyRequest) => ({ auth: currentAuth(req), req });
  const saved = (req: FastifyRequest, key: ApiMessageKey, data: CompanyView, params: MessageParams = {}) => ({
    message: translate(requestLanguage(req), key, params),
    data,
  });

  r.put(
    '/api/empresa/:id/plano',
    subscription(
      'Gives the company a plan without a charge (a courtesy, a contract signed elsewhere): one of the ' +
        "periodicities the plan is sold with, until the end of expira_em (Brasília's day, not yet over; " +
        'renewals keep its day of the month); a trial still running ends now. 422: a plan not found or ' +
        'deleted, a periodicity it is not sold with, a day already over. Answers the company',
      { body: companyPlanBody },
    ),
    async (req) => {
      const data = await assignPlan(ctx, actor(req), req.params.id, req.body);
      return saved(req, 'companies.plan_assigned', data, {
        plan: data.plano?.nome ?? '',
        date: data.plano_expira_em ? brasiliaDay(new Date(data.plano_expira_em)) : '',
      });
    },
  );

  r.delete(
    '/api/empresa/:id/plano',
    subscription(
      "Ends the company's plan now (its period's end becomes now; without a trial it then needs to buy). " +
        '422 when no plan is in force',
      {},
    ),
    async (req) => saved(req, 'companies.plan_ended', await endPlan(ctx, actor(req), req.params.id)),
  );

  r.put(
    '/api/empresa/:id/teste',
    subscription(
      "Sets the company's trial to end with termina_em (Brasília's day: from today up to 365 days ahead), " +
        'extending or shortening it. 422 for another day, or for a company on a plan (the plan decides its ' +
        'access: give it a new period instead)',
      { body: companyTrialBody },
    ),
    async (req) => {
      const data = await setTrial(ctx, actor(req), req.params.id, req.body);
      return saved(req, 'companies.trial_set', data, {
        date: data.teste_ate ? brasiliaDay(new Date(data.teste_ate)) : '',
      });
    },
  );

  r.delete(
    '/api/empresa/:id/teste',
    subscription("Ends the company's trial now (it then needs a plan). 422 when it is not in a trial", {}),
    async (req) => saved(req, 'companies.trial_ended', await endTrial(ctx, actor(req), req.params.id)),
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
