// The one place errors become responses: { message, errors?, ...extra }, in the request's language.
// A 500 never carries internals; the log keeps them.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '../../common/constants.js';
import { isPermission, PERMISSION_LABELS } from '../../common/permissions.js';
import { type MessageParams, translate } from '../../i18n/api/index.js';
import { HttpError } from './errors.js';
import { requestLanguage } from './language.js';
import { fieldErrors, type Issue } from './validation-messages.js';

/** A permission named in a message is shown by its label, with its name: "Ver auditoria (audit.view)". */
function withLabels(lang: Language, params: MessageParams): MessageParams {
  const p = params.permission;
  return typeof p === 'string' && isPermission(p)
    ? { ...params, permission: `${PERMISSION_LABELS[lang][p]} (${p})` }
    : params;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLanguage(req);
    if (err instanceof HttpError) {
      const errors: Record<string, string[]> = {};
      for (const [field, list] of Object.entries(err.fields))
        errors[field] = list.map((f) => translate(lang, f.key, f.params));
      const body: Record<string, unknown> = {
        message: translate(lang, err.key, withLabels(lang, err.params)),
        ...err.extra,
      };
      if (Object.keys(errors).length) body.errors = errors;
      return reply.code(err.statusCode).headers(err.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const source =
        err.validationContext === 'querystring'
          ? req.query
          : err.validationContext === 'params'
            ? req.params
            : req.body;
      const errors = fieldErrors(err.validation as unknown as Issue[], source, lang);
      const first = Object.values(errors)[0]?.[0] ?? translate(lang, 'errors.validation');
      return reply.code(422).send({ message: first, errors });
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(400).send({ message: translate(lang, 'errors.bad_json') });
    if (status === 413) return reply.code(413).send({ message: translate(lang, 'errors.payload_too_large') });
    if (status === 415) return reply.code(415).send({ message: translate(lang, 'errors.unsupported_media') });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ message: translate(lang, 'errors.validation') });
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: translate(lang, 'errors.server') });
  });
}
