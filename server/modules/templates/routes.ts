// The templates' own routes: saving one (multipart with its PDF, or JSON), its PDF's pages and a link
// to its bytes for the field editor, using it (a document made and sent at once) and its public link.
// Thin: the rules are in service.ts and use.ts. Every route needs a company (403 errors.company_required).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templatesApi } from '../../../common/resources/templates.js';
import { id } from '../../../common/schemas/fields.js';
import { blobParams } from '../../../common/schemas/files.js';
import { templateLinkSettings, useTemplateBody } from '../../../common/schemas/templates.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { requestLanguage } from '../../http/language.js';
import { requireVerifiedEmail } from '../registration/emailVerification.js';
import { documentPages } from '../signing/fields/pages.js';
import { ownerOf } from '../signing/requestMeta.js';
import { revokeLink, saveLink } from './link.js';
import { openVersionPdf, versionPdfUrl } from './pdfLinks.js';
import { createTemplate, editTemplate, type TemplateAuthor, versionOf } from './service.js';
import { useTemplate } from './use.js';
import { versionPdf } from './views.js';

const tags = ['Templates'];
const security = [{ bearer: [] }];
const params = z.object({ id });
const versionQuery = z.object({
  /** A version's number; absent: the current one. */
  versao: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(1_000_000, 'validation.max.numeric')
    .optional(),
});

export function templateRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guards.permission(templatesApi.access.view);
  const manage = guards.permission(templatesApi.access.manage);
  const author = (req: Parameters<typeof currentAuth>[0]): TemplateAuthor => {
    const auth = currentAuth(req);
    return { empresaId: requireCompany(auth), userId: auth.user.id, lang: requestLanguage(req) };
  };
  const company = (req: Parameters<typeof currentAuth>[0]) => requireCompany(currentAuth(req));

  r.post(
    '/api/modelo/cadastrar',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          'Creates a template from a PDF (multipart: the PDF in "arquivo", within the upload limit; "nome"; optional ' +
          '"descricao" and "definicao", the JSON of the roles, fields, prefill fields and defaults — one role ' +
          '"Signatário 1" by default). Fields on pages the PDF lacks: 422 on definicao.…; a taken name: 409 on nome',
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const data = await createTemplate(ctx, req, author(req));
      return reply.code(201).send({ message: translate(requestLanguage(req), 'templates.created'), data });
    },
  );

  r.put(
    '/api/modelo/:id/editar',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          'Saves a template: JSON { nome, descricao, definicao }, or multipart with a new PDF in "arquivo" and any of ' +
          'nome, descricao, definicao. A changed definition or PDF makes a new version (documents already sent keep ' +
          'theirs); a new name or description alone does not. Archived templates can be edited',
        params,
      },
    },
    async (req) => {
      const { view: data, versao } = await editTemplate(ctx, req, author(req), req.params.id);
      const lang = requestLanguage(req);
      const message =
        versao === null
          ? translate(lang, 'templates.updated')
          : translate(lang, 'templates.versioned', { versao });
      return { message, data };
    },
  );

  r.get(
    '/api/modelo/:id/paginas',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          "The PDF's pages of the template's current version (or ?versao=N) as displayed, and the {{tipo:n}} anchors in its text",
        params,
        querystring: versionQuery,
      },
    },
    async (req) =>
      documentPages(ctx, versionPdf(await versionOf(ctx, company(req), req.params.id, req.query.versao))),
  );

  r.get(
    '/api/modelo/:id/url',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          "A signed, expiring link (relative /api/modelo/pdf/<token>) to the PDF of the template's current version " +
          '(or ?versao=N), shown inline',
        params,
        querystring: versionQuery,
      },
    },
    async (req) => versionPdfUrl(ctx, await versionOf(ctx, company(req), req.params.id, req.query.versao)),
  );

  r.get(
    '/api/modelo/pdf/:token',
    {
      schema: {
        tags,
        summary:
          "A template version's PDF through a signed link (no Authorization: the token is the credential)",
        params: blobParams,
      },
    },
    async (req, reply) => {
      const { stream, headers } = await openVersionPdf(ctx, req.params.token);
      return reply.headers(headers).send(stream);
    },
  );

  r.post(
    '/api/modelo/:id/usar',
    {
      // Like sending any request: templates.view and signing.request, a confirmed e-mail.
      onRequest: [...guards.permission(templatesApi.access.view, 'signing.request'), requireVerifiedEmail],
      schema: {
        tags,
        security,
        summary:
          'Uses a template: a person per role (pessoas, in the roles’ order: a company user by user_id, or nome, ' +
          'email, phone, cpf; canal overrides the role’s), the prefill values (valores), the folder (pasta_id; ' +
          'none: the root) and optionally the name, message, deadline and reminders. The document (the current ' +
          'version’s PDF with the values written in) is created and sent for signature at once; 409 when the ' +
          'template is archived; any refusal leaves no document behind',
        params,
        body: useTemplateBody,
      },
    },
    async (req, reply) => {
      const data = await useTemplate(ctx, ownerOf(req), req.params.id, req.body, {
        origem: 'modelo',
        log: req.log,
      });
      return reply.code(201).send({ message: translate(requestLanguage(req), 'templates.used'), data });
    },
  );

  r.put(
    '/api/modelo/:id/link',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          'Turns the public link on (/m/{token}, a new token when it was off) with the people of the roles after the ' +
          'first, the prefill values and the folder; answers the template with its link_url',
        params,
        body: templateLinkSettings,
      },
    },
    async (req) => saveLink(ctx, company(req), req.params.id, req.body),
  );

  r.delete(
    '/api/modelo/:id/link',
    {
      onRequest: manage,
      schema: { tags, security, summary: 'Revokes the public link: its URL stops working', params },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'templates.link_revoked'),
      data: await revokeLink(ctx, company(req), req.params.id),
    }),
  );
}
