import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE, DEFAULT_SKIN, LANGUAGES, SKINS } from '../../../common/constants.js';
import { healthResponse } from '../../../common/schemas/mailStatus.js';
import { UPLOAD_TYPE_INFO, type UploadType } from '../../../common/uploadTypes.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentTerm } from '../../db/queries/terms.js';
import { requestLanguage } from '../../http/language.js';

const tags = ['Client'];

export function clientRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      schema: {
        tags,
        summary:
          'Liveness, the database kind and the mailer (capture: e-mails written to disk, not sent, SMTP_URL unset; smtp)',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await ctx.db.execute('select 1');
      return { status: 'ok' as const, db: ctx.dbKind, mailer: ctx.mailer.kind };
    },
  );

  // The spec writes this call without the /api prefix; both paths answer.
  const initClient = async () => ({
    app_name: ctx.config.brand.appName,
    logo_url: ctx.config.brand.logoUrl ?? null,
    primary_color: ctx.config.brand.primaryColor,
    secondary_color: ctx.config.brand.secondaryColor,
    app_url: ctx.config.appUrl,
    languages: LANGUAGES,
    default_language: DEFAULT_LANGUAGE,
    skins: SKINS,
    default_skin: DEFAULT_SKIN,
    recaptcha_site_key: ctx.config.recaptcha.siteKey ?? null,
    trial_days: ctx.config.trialDays,
    // The support widget's contacts (SUPPORT_WHATSAPP, SUPPORT_EMAIL); none: no widget.
    support: { whatsapp: ctx.config.support.whatsapp ?? null, email: ctx.config.support.email ?? null },
    upload: {
      max_bytes: ctx.config.upload.maxBytes,
      allowed_types: ctx.config.upload.allowedTypes,
      extensions: ctx.config.upload.allowedTypes.flatMap(
        (t) => UPLOAD_TYPE_INFO[t as UploadType]?.extensions ?? [],
      ),
    },
    photo: { max_bytes: ctx.config.photoMaxBytes },
    // A message's files: images, audio and video up to one size, documents up to another.
    messaging: {
      media_max_bytes: ctx.config.messaging.mediaMaxBytes,
      document_max_bytes: ctx.config.messaging.documentMaxBytes,
    },
    // JSONP services the browser asks directly: {cep}/{cnpj} is replaced, callback=<fn> appended.
    lookups: { cep_url: ctx.config.lookups.cepUrl, cnpj_url: ctx.config.lookups.cnpjUrl },
  });
  const initSchema = { schema: { tags, summary: 'Branding and client settings' } };
  r.get('/api/init/client', initSchema, initClient);
  r.get('/init/client', { schema: { ...initSchema.schema, hide: true } }, initClient);

  r.get('/api/eula', { schema: { tags, summary: 'The current terms of use' } }, async (req) => {
    const term = await currentTerm(ctx.db);
    if (term)
      return {
        id: term.id,
        termo_descricao: term.termoDescricao,
        approved_at: term.approvedAt?.toISOString() ?? null,
      };
    return {
      id: null,
      termo_descricao: translate(requestLanguage(req), 'eula.default', { app: ctx.config.brand.appName }),
      approved_at: null,
    };
  });
}
