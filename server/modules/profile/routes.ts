// The signed-in user's own profile (any ambient): GET /api/usuario/perfil, PUT /api/user, the extra
// e-mails, phones and addresses, the photo and the password change.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../common/constants.js';
import { id } from '../../../common/schemas/fields.js';
import {
  changePasswordBody,
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
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { addAddress, editAddress, removeAddress } from './addresses.js';
import { addEmail, addPhone, editEmail, editPhone, removeEmail, removePhone } from './contacts.js';
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

  // --- e-mails ---
  r.post(
    '/api/usuario/email',
    {
      ...secured,
      schema: {
        ...schema,
        summary: 'Adds an e-mail to the profile',
        body: profileEmailBody,
        response: { 201: withData(profileEmail) },
      },
    },
    async (req, reply) => {
      const data = await addEmail(ctx, currentAuth(req).user, req.body);
      return reply.code(201).send({ message: translate(lang(req), 'profile.email_added'), data });
    },
  );
  r.put(
    '/api/usuario/email/:id',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Edits one of the profile's e-mails",
        params,
        body: profileEmailBody,
        response: { 200: withData(profileEmail) },
      },
    },
    async (req) => {
      const data = await editEmail(ctx, currentAuth(req).user, req.params.id, req.body);
      return { message: translate(lang(req), 'profile.email_updated'), data };
    },
  );
  r.delete(
    '/api/usuario/email/:id',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Removes one of the profile's e-mails",
        params,
        response: { 200: message },
      },
    },
    async (req) => {
      await removeEmail(ctx, currentAuth(req).user, req.params.id);
      return { message: translate(lang(req), 'profile.email_removed') };
    },
  );

  // --- phones ---
  r.post(
    '/api/usuario/phone',
    {
      ...secured,
      schema: {
        ...schema,
        summary: 'Adds a phone (celular, fixo or whatsapp) to the profile',
        body: profilePhoneBody,
        response: { 201: withData(profilePhone) },
      },
    },
    async (req, reply) => {
      const data = await addPhone(ctx, currentAuth(req).user, req.body);
      return reply.code(201).send({ message: translate(lang(req), 'profile.phone_added'), data });
    },
  );
  r.put(
    '/api/usuario/phone/:id',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Edits one of the profile's phones",
        params,
        body: profilePhoneBody,
        response: { 200: withData(profilePhone) },
      },
    },
    async (req) => {
      const data = await editPhone(ctx, currentAuth(req).user, req.params.id, req.body);
      return { message: translate(lang(req), 'profile.phone_updated'), data };
    },
  );
  r.delete(
    '/api/usuario/phone/:id',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Removes one of the profile's phones",
        params,
        response: { 200: message },
      },
    },
    async (req) => {
      await removePhone(ctx, currentAuth(req).user, req.params.id);
      return { message: translate(lang(req), 'profile.phone_removed') };
    },
  );

  // --- addresses ---
  r.post(
    '/api/usuario/address',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Adds an address (the municipality is IBGE's 7-digit code of a municipality of estado_id)",
        body: profileAddressBody,
        response: { 201: withData(profileAddress) },
      },
    },
    async (req, reply) => {
      const data = await addAddress(ctx, currentAuth(req).user, req.body);
      return reply.code(201).send({ message: translate(lang(req), 'profile.address_added'), data });
    },
  );
  r.put(
    '/api/usuario/address/:id',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Edits one of the profile's addresses",
        params,
        body: profileAddressBody,
        response: { 200: withData(profileAddress) },
      },
    },
    async (req) => {
      const data = await editAddress(ctx, currentAuth(req).user, req.params.id, req.body);
      return { message: translate(lang(req), 'profile.address_updated'), data };
    },
  );
  r.delete(
    '/api/usuario/address/:id',
    {
      ...secured,
      schema: {
        ...schema,
        summary: "Removes one of the profile's addresses",
        params,
        response: { 200: message },
      },
    },
    async (req) => {
      await removeAddress(ctx, currentAuth(req).user, req.params.id);
      return { message: translate(lang(req), 'profile.address_removed') };
    },
  );

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
