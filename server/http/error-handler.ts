// The one place errors become responses: { message, errors?, ...extra }, in the request's language.
// A 500 never carries internals; the log keeps them.

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '../../common/constants.js';
import { isPermission, PERMISSION_LABELS } from '../../common/permissions.js';
import { type MessageParams, translate } from '../../i18n/api/index.js';
import { MailNotSent } from '../adapters/mail/mailError.js';
import { databaseError, isDatabaseUnavailable } from '../db/transaction.js';
import { HttpError } from './errors.js';
import { requestLanguage } from './language.js';
import { isMultipartParseError } from './multipart.js';
import { attributeLabel, fieldErrors, type Issue } from './validation-messages.js';

/** A permission named in a message is shown by its label, with its name: "Ver auditoria (audit.view)". */
function withLabels(lang: Language, params: MessageParams): MessageParams {
  const p = params.permission;
  return typeof p === 'string' && isPermission(p)
    ? { ...params, permission: `${PERMISSION_LABELS[lang][p]} (${p})` }
    : params;
}

/** Seconds a client is told to wait before trying again while the database is out of reach. */
const DATABASE_RETRY_AFTER_S = 2;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLanguage(req);
    if (err instanceof HttpError) {
      const errors: Record<string, string[]> = {};
      for (const [field, list] of Object.entries(err.fields))
        errors[field] = list.map((f) =>
          translate(lang, f.key, { attribute: attributeLabel(lang, field), ...f.params }),
        );
      // A message about a field names it (":attribute") unless the thrower named it otherwise.
      const firstField = Object.keys(err.fields)[0];
      const params = firstField ? { attribute: attributeLabel(lang, firstField), ...err.params } : err.params;
      const body: Record<string, unknown> = {
        message: translate(lang, err.key, withLabels(lang, params)),
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
    // The multipart parser's own failures are the body's fault (only on a multipart request).
    if (/^\s*multipart\//i.test(req.headers['content-type'] ?? '') && isMultipartParseError(err))
      return reply.code(400).send({ message: translate(lang, 'errors.bad_multipart') });
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(400).send({ message: translate(lang, 'errors.bad_json') });
    if (status === 413) return reply.code(413).send({ message: translate(lang, 'errors.payload_too_large') });
    if (status === 415) return reply.code(415).send({ message: translate(lang, 'errors.unsupported_media') });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ message: translate(lang, 'errors.validation') });
    // A value the database refuses (out of range, not storable) or a row that changed under the
    // request is the input's fault or a race, not the server's: a 4xx that says so. The log keeps
    // the SQLSTATE, so the rule that should have caught it earlier can be added.
    const db = databaseError(err);
    if (db && (db.code.startsWith('22') || db.code === '54000')) {
      req.log.warn({ err, sqlstate: db.code }, 'value refused by the database');
      return reply.code(422).send({ message: translate(lang, 'errors.value_not_storable') });
    }
    if (db && (db.code === '23505' || db.code === '23503')) {
      req.log.warn({ err, sqlstate: db.code }, 'constraint conflict');
      return reply.code(409).send({ message: translate(lang, 'errors.conflict') });
    }
    // The database out of reach (a restart, a failover, a cut connection): nothing the request did
    // wrong, and the same request may succeed in a moment.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: (err as Error).message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ message: translate(lang, 'errors.database_unavailable') });
    }
    // The mail server refused a message the request had to send (SMTP down, account blocked): the
    // administrators see it in their banner; the user is told to try again, never a 500.
    if (err instanceof MailNotSent) {
      req.log.warn({ err: err.message }, 'mail not sent');
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ message: translate(lang, 'errors.mail_not_sent') });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: translate(lang, 'errors.server') });
  });
}
