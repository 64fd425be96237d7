import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeTwoFactorBody,
  identityResponse,
  loginBody,
  refreshBody,
  switchCompanyBody,
  switchCompanyResponse,
  tokensResponse,
} from '../../../common/schemas/auth.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import {
  clearRefreshCookie,
  REFRESH_COOKIE_NOTE,
  refreshCookie,
  sessionAnswer,
  wantsRefreshCookie,
} from '../../http/refresh-cookie.js';
import { attributeLabel } from '../../http/validation-messages.js';
import { identity } from './identity.js';
import { login } from './login.js';
import { changeTwoFactor, enrol } from './otp.js';
import { closeSession, refreshSession } from './sessions.js';
import { switchCompany } from './switchCompany.js';

const tags = ['Auth'];
const message = z.object({ message: z.string() });

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

export function authRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = {
    onRequest: guards.authenticated,
    config: { termsExempt: true },
    schema: { tags, security: [{ bearer: [] }] },
  };

  r.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: `Signs in. Refusals answer 422 with a code (INVALID_CREDENTIALS, USER_DISABLED, COMPANY_DISABLED, SELECTED_COMPANY_DISABLED, COMPANY_REQUIRED with the companies, OTP_REQUIRED, OTP_INVALID) or 429 THROTTLED. ${REFRESH_COOKIE_NOTE}`,
        description:
          'The company: an account that may enter one company (an active link to an active company) enters it. ' +
          'One that may enter several names it in `empresa_id`; without it, the login enters the company the ' +
          "user chose to always enter (`lembrar_empresa`, or the profile's `empresa_padrao_id`) while they may " +
          'still enter it, and otherwise answers 422 `COMPANY_REQUIRED` with `companies` (`id`, `nome`, ' +
          '`status`: false for a disabled one) and `ultima_empresa_id` (the company they entered last, if they ' +
          'may still enter it, else null: the one to preselect). `lembrar_empresa: true` with `empresa_id` ' +
          'makes that company the one to always enter, once the login succeeds. The company is settled before ' +
          'the one-time code: OTP_REQUIRED comes after it, so the code is sent with the same `empresa_id`.',
        body: loginBody,
        response: { 200: tokensResponse },
      },
    },
    async (req, reply) => sessionAnswer(req, reply, ctx.config, await login(ctx, req.body, clientMeta(req))),
  );

  r.post(
    '/api/refresh-token',
    {
      schema: {
        tags,
        summary:
          'Rotates the refresh token; a reused token revokes the session. The token comes from the body (refresh_token) or, when the body has none, from the cookie cofre_refresh, read only on a request with X-Session-Cookie: 1 or a JSON body. A token from the cookie (or a call with that header) is answered in the cookie, rotated, and left out of the body; a refusal (401) clears the cookie.',
        // Fastify validates a missing body as null.
        body: refreshBody.nullish(),
        response: { 200: tokensResponse },
      },
    },
    async (req, reply) => {
      const fromBody = req.body?.refresh_token;
      const asked = wantsRefreshCookie(req);
      // CSRF: besides SameSite=Strict and the Path scoping, the cookie counts only on a request a
      // cross-site page cannot forge without CORS, which this API never grants: a custom header or
      // a JSON content type. An HTML form can send neither, so it can never spend (or rotate away)
      // a user's session.
      const fromCookie = fromBody === undefined && (asked || isJson(req.headers['content-type']));
      const presented = fromBody ?? (fromCookie ? refreshCookie(req) : undefined);
      const cookieMode = asked || (fromCookie && presented !== undefined);
      try {
        if (presented === undefined) {
          // An API client's JSON body without the token is a validation error, as for any field;
          // a browser without its cookie (or a bare call) has no session to renew.
          if (req.body != null && !asked)
            throw fieldError('refresh_token', 'validation.required', {
              attribute: attributeLabel(requestLanguage(req), 'refresh_token'),
            });
          throw new HttpError(401, 'auth.refresh_invalid');
        }
        return sessionAnswer(req, reply, ctx.config, await refreshSession(ctx, presented), cookieMode);
      } catch (err) {
        if (cookieMode && err instanceof HttpError && err.statusCode === 401)
          clearRefreshCookie(req, reply, ctx.config);
        throw err;
      }
    },
  );

  r.get(
    '/api/logout',
    {
      ...secured,
      schema: {
        ...secured.schema,
        summary: 'Ends the session and clears the refresh cookie (cofre_refresh)',
        response: { 200: message },
      },
    },
    async (req, reply) => {
      await closeSession(ctx, currentAuth(req).sessionId);
      clearRefreshCookie(req, reply, ctx.config);
      return { message: translate(requestLanguage(req), 'auth.logout_success') };
    },
  );

  r.get(
    '/api/auth/user',
    {
      ...secured,
      schema: { ...secured.schema, summary: 'The signed-in user', response: { 200: identityResponse } },
    },
    async (req) => identity(ctx, currentAuth(req)),
  );

  r.post(
    '/api/auth/empresa',
    {
      ...secured,
      schema: {
        ...secured.schema,
        summary:
          'Moves a user of several companies to another one without signing out: the current session is ' +
          'revoked and a new one opens in the chosen company (same "remember me"), which the next login ' +
          'preselects when it asks for the company. Refusals: 422 COMPANY_REQUIRED (not a company of theirs) or SELECTED_COMPANY_DISABLED, ' +
          `with the companies they may choose; 404 for platform administrators and signatories. ${REFRESH_COOKIE_NOTE}`,
        body: switchCompanyBody,
        response: { 200: switchCompanyResponse },
      },
    },
    async (req, reply) => {
      const { session, nome } = await switchCompany(
        ctx,
        currentAuth(req),
        req.body.empresa_id,
        clientMeta(req),
      );
      const tokens = sessionAnswer(req, reply, ctx.config, session);
      return {
        ...tokens,
        message: translate(requestLanguage(req), 'auth.company_switched', { empresa: nome }),
      };
    },
  );

  r.get(
    '/api/auth/permission',
    {
      ...secured,
      schema: { ...secured.schema, summary: 'The permission strings the user holds in the current company' },
    },
    async (req) => {
      const auth = currentAuth(req);
      return { ambient: auth.user.ambient, permissions: auth.permissions };
    },
  );

  r.get(
    '/api/auth/otp',
    {
      ...secured,
      schema: { ...secured.schema, summary: 'Starts TOTP enrolment: a new secret and its otpauth URI' },
    },
    async (req) => enrol(ctx, currentAuth(req).user),
  );

  r.put(
    '/api/auth/change-two-factory',
    {
      ...secured,
      schema: {
        ...secured.schema,
        summary: 'Turns the second factor on or off, confirmed by a current code',
        body: changeTwoFactorBody,
      },
    },
    async (req) => {
      await changeTwoFactor(ctx, currentAuth(req).user, req.body.enable, req.body.token_otp);
      return {
        message: translate(requestLanguage(req), req.body.enable ? 'auth.otp_enabled' : 'auth.otp_disabled'),
        two_factor: req.body.enable,
      };
    },
  );
}
