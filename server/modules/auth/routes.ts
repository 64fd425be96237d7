import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeTwoFactorBody,
  identityResponse,
  loginBody,
  refreshBody,
  tokensResponse,
} from '../../../common/schemas/auth.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { identity } from './identity.js';
import { login } from './login.js';
import { changeTwoFactor, enrol } from './otp.js';
import { closeSession, refreshSession } from './sessions.js';

const tags = ['Auth'];
const message = z.object({ message: z.string() });

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
        summary:
          'Signs in. Refusals answer 422 with a code (INVALID_CREDENTIALS, USER_DISABLED, COMPANY_DISABLED, SELECTED_COMPANY_DISABLED, COMPANY_REQUIRED with the companies, OTP_REQUIRED, OTP_INVALID) or 429 THROTTLED.',
        body: loginBody,
        response: { 200: tokensResponse },
      },
    },
    async (req) => login(ctx, req.body, clientMeta(req)),
  );

  r.post(
    '/api/refresh-token',
    {
      schema: {
        tags,
        summary: 'Rotates the refresh token; a reused token revokes the session',
        body: refreshBody,
        response: { 200: tokensResponse },
      },
    },
    async (req) => refreshSession(ctx, req.body.refresh_token),
  );

  r.get(
    '/api/logout',
    { ...secured, schema: { ...secured.schema, summary: 'Ends the session', response: { 200: message } } },
    async (req) => {
      await closeSession(ctx, currentAuth(req).sessionId);
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
