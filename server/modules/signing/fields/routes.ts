// Routes of visible signatures and fields: the pages and anchors the editor needs, the request being
// prepared (draft), a signer adopting their signature or rubrica (by link or signed in), a user's
// saved marks, and the marks' images. Thin: the rules are in pages.ts, drafts.ts and marks.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../../common/schemas/fields.js';
import { signingDraftBody, signingTokenParams } from '../../../../common/schemas/signing.js';
import { MARK_TYPES } from '../../../../common/signatureFields.js';
import { translate } from '../../../../i18n/api/index.js';
import type { AppContext } from '../../../context.js';
import { findFile } from '../../../db/queries/files.js';
import { currentAuth, type Guards } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { vaultActor } from '../../vault/scope.js';
import type { SignerAccess } from '../acts.js';
import { dropDraft, getDraft, putDraft } from './drafts.js';
import {
  adoptSavedMark,
  adoptUploadedMark,
  markBytes,
  profileMarks,
  removeProfileMark,
  saveProfileMark,
} from './marks.js';
import { documentPages } from './pages.js';

const tags = ['Signing'];
const security = [{ bearer: [] }];
const params = z.object({ id });
const tipo = z.enum(MARK_TYPES, 'validation.in');
const markUpload =
  'multipart: the image in the part "imagem" (PNG or JPEG, up to 2 MiB; cropped to its ink and stored as a PNG ' +
  'of at most 50 KB) and "origem" (desenho, digitada or imagem)';

export function fieldRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = (req: Parameters<typeof currentAuth>[0], arquivoId: number) => {
    const { user } = currentAuth(req);
    return {
      kind: 'session' as const,
      userId: user.id,
      email: user.emailVerifiedAt ? user.email : null,
      arquivoId,
    };
  };

  // ---- The sender ------------------------------------------------------------------------------
  r.get(
    '/api/arquivo/:id/paginas',
    {
      onRequest: guards.permission('vault.view'),
      schema: {
        tags,
        security,
        summary:
          "A PDF's pages as displayed (points, CropBox after /Rotate) and the {{tipo:n}} anchors in its text, each " +
          'with the box a field placed by it takes (fractions of the page, origin top left); 422 for a file that is not a readable PDF',
        params,
      },
    },
    async (req) => {
      const file = await findFile(ctx.db, vaultActor(req).empresaId, req.params.id, 'live');
      if (!file) throw notFound();
      return documentPages(ctx, file);
    },
  );

  r.get(
    '/api/arquivo/:id/rascunho',
    {
      onRequest: guards.permission('signing.request'),
      schema: {
        tags,
        security,
        summary: 'The signing request being prepared on this file (null: none)',
        params,
      },
    },
    async (req) => getDraft(ctx, vaultActor(req), req.params.id),
  );

  r.put(
    '/api/arquivo/:id/rascunho',
    {
      onRequest: guards.permission('signing.request'),
      schema: {
        tags,
        security,
        summary:
          'Keeps the signing request being prepared (signatories may be incomplete; fields are checked as when ' +
          'sending: 422 on campos.N…); 409 once the file is out for signature. Sending the request drops it',
        params,
        body: signingDraftBody,
      },
    },
    async (req) => putDraft(ctx, vaultActor(req), req.params.id, req.body, requestLanguage(req)),
  );

  r.delete(
    '/api/arquivo/:id/rascunho',
    {
      onRequest: guards.permission('signing.request'),
      schema: { tags, security, summary: 'Drops the signing request being prepared', params },
    },
    async (req) => {
      await dropDraft(ctx, vaultActor(req), req.params.id);
      return { message: translate(requestLanguage(req), 'fields.draft_removed') };
    },
  );

  // ---- The signer ------------------------------------------------------------------------------
  r.put(
    '/api/assinar/:token/marca/:tipo',
    {
      schema: {
        tags,
        summary: `The link's signatory adopts their signature or rubrica for this process (${markUpload}); 413 too large, 422 not PNG/JPEG, blank or not asked by any of their fields`,
        consumes: ['multipart/form-data'],
        params: signingTokenParams.extend({ tipo }),
      },
    },
    async (req) => {
      const access: SignerAccess = { kind: 'token', token: req.params.token };
      const marca = await adoptUploadedMark(ctx, access, req.params.tipo, req, requestLanguage(req));
      return { marca };
    },
  );

  r.put(
    '/api/arquivo/:id/marca/:tipo',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: `The signed-in signatory adopts their signature or rubrica for this document (${markUpload}; "salvar_no_perfil"=1 also keeps it in their profile)`,
        consumes: ['multipart/form-data'],
        params: params.extend({ tipo }),
      },
    },
    async (req) => {
      const access = session(req, req.params.id);
      const marca = await adoptUploadedMark(ctx, access, req.params.tipo, req, requestLanguage(req));
      return { marca };
    },
  );

  r.post(
    '/api/arquivo/:id/marca/:tipo/perfil',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: 'The signed-in signatory adopts the signature or rubrica saved in their profile (a copy)',
        params: params.extend({ tipo }),
      },
    },
    async (req) => ({ marca: await adoptSavedMark(ctx, session(req, req.params.id), req.params.tipo) }),
  );

  // ---- A user's saved marks ----------------------------------------------------------------------
  r.get(
    '/api/usuario/marcas',
    {
      onRequest: guards.authenticated,
      schema: { tags: ['Profile'], security, summary: 'The signature and rubrica saved in the profile' },
    },
    async (req) => ({ data: await profileMarks(ctx, currentAuth(req).user.id) }),
  );

  r.put(
    '/api/usuario/marca/:tipo',
    {
      onRequest: guards.authenticated,
      schema: {
        tags: ['Profile'],
        security,
        summary: `Saves a signature or rubrica in the profile (${markUpload})`,
        consumes: ['multipart/form-data'],
        params: z.object({ tipo }),
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const data = await saveProfileMark(ctx, currentAuth(req).user.id, req.params.tipo, req, lang);
      return { message: translate(lang, 'fields.mark_saved'), data };
    },
  );

  r.delete(
    '/api/usuario/marca/:tipo',
    {
      onRequest: guards.authenticated,
      schema: {
        tags: ['Profile'],
        security,
        summary: 'Removes the saved signature or rubrica',
        params: z.object({ tipo }),
      },
    },
    async (req) => {
      await removeProfileMark(ctx, currentAuth(req).user.id, req.params.tipo);
      return { message: translate(requestLanguage(req), 'fields.mark_removed') };
    },
  );

  r.get(
    '/api/marca/:token',
    {
      schema: {
        tags,
        summary:
          'An adopted or saved signature/rubrica (PNG) through its signed, expiring link (no Authorization: <img> loads it)',
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const png = await markBytes(ctx, req.params.token);
      return reply
        .headers({
          'content-type': 'image/png',
          // The link names one immutable blob: a new mark gets a new link.
          'cache-control': 'private, max-age=3600, immutable',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-site',
        })
        .send(png);
    },
  );
}
