// The signed-in user's own profile (any ambient): GET /api/usuario/perfil, PUT /api/user, the
// company to enter at sign-in (PUT /api/usuario/perfil/empresa-padrao), the extra e-mails, phones
// and addresses, the photo and the password change.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../common/constants.js';
import { id } from '../../../common/schemas/fields.js';
import {
  changePasswordBody,
  defaultCompanyBody,
  profileAddress,
  profileAddressBody,
  profileEmail,
  profileEmailBody,
  profilePhone,
  profilePhoneBody,
  profileSchema,
  updateUserBody,
} from '../../../common/schemas/profile.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/queries/users.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { addAddress, editAddress, removeAddress } from './addresses.js';
import { addEmail, addPhone, editEmail, editPhone, removeEmail, removePhone } from './contacts.js';
import { setDefaultCompany } from './defaultCompany.js';
import { changePassword } from './password.js';
import { photoBytes, removePhoto, savePhoto } from './photo.js';
import { loadProfile, updateOwnData } from './profile.js';

const tags = ['Profile'];
const params = z.object({ id });
const message = z.object({ message: z.string() });
const withData = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

export function profileRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: guards.authenticated };
  const schema = { tags, security: [{ bearer: [] }] };
  const lang = (req: Parameters<typeof requestLanguage>[0]): Language => requestLanguage(req);

  r.get(
    '/api/usuario/perfil',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "The user's profile: data, photo link, e-mails, phones and addresses",
        response: { 200: z.object({ data: profileSchema }) },
      },
    },
    async (req) => ({ data: await loadProfile(ctx, currentAuth(req).user) }),
  );

  r.put(
    '/api/user',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Saves the user's name, document (CPF or CNPJ) and phone; open tabs reload the identity",
        body: updateUserBody,
        response: { 200: withData(profileSchema) },
      },
    },
    async (req) => {
      const data = await updateOwnData(ctx, currentAuth(req).user, req.body);
      return { message: translate(lang(req), 'profile.updated'), data };
    },
  );

  r.put(
    '/api/usuario/perfil/empresa-padrao',
    {
      ...secured,
      schema: {
        ...schema,
        summary:
          '"Empresa ao entrar": the company every login enters without asking (one the user may enter now: ' +
          'an active link to an active company, else 422), or null to be asked at every sign-in',
        body: defaultCompanyBody,
        response: {
          200: z.object({
            message: z.string(),
            data: profileSchema.pick({ empresas: true, empresa_padrao_id: true }),
          }),
        },
      },
    },
    async (req) => {
      const data = await setDefaultCompany(ctx, currentAuth(req).user, req.body.empresa_padrao_id);
      return { message: translate(lang(req), 'profile.default_company_saved'), data };
    },
  );

  /**
   * One of the profile's lists (e-mails, phones, addresses): POST /api/usuario/<kind> adds (201),
   * PUT …/<kind>/:id edits, DELETE …/<kind>/:id removes; another user's id is 404.
   */
  function contactRoutes<B extends z.ZodType>(o: {
    kind: 'email' | 'phone' | 'address';
    body: B;
    item: z.ZodType;
    summaries: { add: string; edit: string; remove: string };
    add: (ctx: AppContext, user: UserRow, body: z.output<B>) => Promise<unknown>;
    edit: (ctx: AppContext, user: UserRow, id: number, body: z.output<B>) => Promise<unknown>;
    remove: (ctx: AppContext, user: UserRow, id: number) => Promise<void>;
  }) {
    const path = `/api/usuario/${o.kind}`;
    const done = (req: Parameters<typeof lang>[0], what: 'added' | 'updated' | 'removed') =>
      translate(lang(req), `profile.${o.kind}_${what}`);
    r.post(
      path,
      {
        ...secured,
        schema: { ...schema, summary: o.summaries.add, body: o.body, response: { 201: withData(o.item) } },
      },
      async (req, reply) => {
        // The body was validated against B; the type provider cannot name that type for a generic B.
        const data = await o.add(ctx, currentAuth(req).user, req.body as z.output<B>);
        return reply.code(201).send({ message: done(req, 'added'), data });
      },
    );
    r.put(
      `${path}/:id`,
      {
        ...secured,
        schema: {
          ...schema,
          summary: o.summaries.edit,
          params,
          body: o.body,
          response: { 200: withData(o.item) },
        },
      },
      async (req) => {
        const data = await o.edit(ctx, currentAuth(req).user, req.params.id, req.body as z.output<B>);
        return { message: done(req, 'updated'), data };
      },
    );
    r.delete(
      `${path}/:id`,
      { ...secured, schema: { ...schema, summary: o.summaries.remove, params, response: { 200: message } } },
      async (req) => {
        await o.remove(ctx, currentAuth(req).user, req.params.id);
        return { message: done(req, 'removed') };
      },
    );
  }

  contactRoutes({
    kind: 'email',
    body: profileEmailBody,
    item: profileEmail,
    summaries: {
      add: 'Adds an e-mail to the profile',
      edit: "Edits one of the profile's e-mails",
      remove: "Removes one of the profile's e-mails",
    },
    add: addEmail,
    edit: editEmail,
    remove: removeEmail,
  });
  contactRoutes({
    kind: 'phone',
    body: profilePhoneBody,
    item: profilePhone,
    summaries: {
      add: 'Adds a phone (celular, fixo or whatsapp) to the profile',
      edit: "Edits one of the profile's phones",
      remove: "Removes one of the profile's phones",
    },
    add: addPhone,
    edit: editPhone,
    remove: removePhone,
  });
  contactRoutes({
    kind: 'address',
    body: profileAddressBody,
    item: profileAddress,
    summaries: {
      add: "Adds an address (the municipality is IBGE's 7-digit code of a municipality of estado_id)",
      edit: "Edits one of the profile's addresses",
      remove: "Removes one of the profile's addresses",
    },
    add: addAddress,
    edit: editAddress,
    remove: removeAddress,
  });

  // --- photo ---
  r.post(
    '/api/usuario/photo',
    {
      ...secured,
      schema: {
        ...schema,
        summary:
          'Sets the profile photo (multipart, one part "foto": JPEG, PNG or WebP up to PHOTO_MAX_BYTES; ' +
          'stored as a 256×256 JPEG)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ message: z.string(), foto_url: z.string() }) },
      },
    },
    async (req) => {
      const auth = currentAuth(req);
      const fotoUrl = await savePhoto(ctx, req, auth.user.id, lang(req));
      return { message: translate(lang(req), 'profile.photo_saved'), foto_url: fotoUrl };
    },
  );
  r.delete(
    '/api/usuario/photo',
    { ...secured, schema: { ...schema, summary: 'Removes the profile photo', response: { 200: message } } },
    async (req) => {
      await removePhoto(ctx, currentAuth(req).user.id);
      return { message: translate(lang(req), 'profile.photo_removed') };
    },
  );
  r.get(
    '/api/usuario/photo/:token',
    {
      schema: {
        tags,
        summary: 'A profile photo (JPEG) through its signed link (no Authorization: <img> loads it)',
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const jpeg = await photoBytes(ctx, req.params.token);
      return reply
        .headers({
          'content-type': 'image/jpeg',
          // The link names one immutable blob: a new photo gets a new link.
          'cache-control': 'private, max-age=86400, immutable',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-site',
        })
        .send(jpeg);
    },
  );

  // --- password ---
  for (const url of ['/api/usuario/password/', '/api/usuario/password'])
    r.put(
      url,
      {
        ...secured,
        schema: {
          ...schema,
          summary: 'Changes the password (the current one must match; the new has at least 6 characters)',
          body: changePasswordBody,
          response: { 200: message },
        },
      },
      async (req) => {
        await changePassword(ctx, currentAuth(req), req.body);
        return { message: translate(lang(req), 'profile.password_changed') };
      },
    );
}
