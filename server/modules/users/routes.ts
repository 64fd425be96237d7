import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../common/constants.js';
import { language, skin } from '../../../common/schemas/fields.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { companyMembers, updateUser } from '../../db/queries/users.js';
import { currentAuth, type Guards } from '../../http/auth.js';

const tags = ['Users'];

export function userSettingsRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags, security: [{ bearer: [] }] };

  r.put(
    '/api/usuario/change-language/:lang',
    {
      onRequest: guards.authenticated,
      config: { termsExempt: true },
      schema: { ...schema, summary: 'Sets the user language', params: z.object({ lang: language }) },
    },
    async (req) => {
      const lang: Language = req.params.lang;
      await updateUser(ctx.db, currentAuth(req).user.id, { language: lang });
      return { message: translate(lang, 'user.language_changed'), language: lang };
    },
  );

  r.put(
    '/api/usuario/change-skin/:skin',
    {
      onRequest: guards.authenticated,
      config: { termsExempt: true },
      schema: { ...schema, summary: 'Sets the user skin', params: z.object({ skin }) },
    },
    async (req) => {
      const auth = currentAuth(req);
      await updateUser(ctx.db, auth.user.id, { skin: req.params.skin });
      return {
        message: translate(auth.user.language as Language, 'user.skin_changed'),
        skin: req.params.skin,
      };
    },
  );

  r.get(
    '/api/empresa/usuarios',
    {
      onRequest: guards.authenticated,
      schema: { ...schema, summary: "The active members of the user's company, for pickers" },
    },
    async (req) => {
      const auth = currentAuth(req);
      return { data: auth.empresaId === null ? [] : await companyMembers(ctx.db, auth.empresaId) };
    },
  );
}
