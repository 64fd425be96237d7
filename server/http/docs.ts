// /api/docs: the OpenAPI description of every route, generated from the routes' own schemas, with
// the two ways in (a session's JWT, a company API key) and the webhook events. A browser (Accept:
// text/html) is sent to the browsable reference at /api/docs/ui/ (Swagger UI, loaded only there);
// anything else gets the JSON.
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '../../common/webhookEvents.js';

export const DOCS_UI = '/api/docs/ui';

const WEBHOOKS_DESCRIPTION = [
  'Endpoints registered under **Webhooks** receive a `POST` per event, JSON `{ type, timestamp, data }`, signed the',
  '[Standard Webhooks](https://www.standardwebhooks.com) way: headers `webhook-id` (the same for every attempt of one',
  'event: deduplicate on it), `webhook-timestamp` (seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of',
  '"id.timestamp.body">` under the endpoint secret `whsec_…`). Any Standard Webhooks library verifies them. Answer 2xx',
  'within 10 s; otherwise the delivery is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h) for 24 h, at least once.',
  '',
  '| type | when |',
  '|---|---|',
  ...WEBHOOK_EVENTS.map((e) => `| \`${e}\` | ${WEBHOOK_EVENT_LABELS.en[e]} |`),
  '| `webhook.test` | Sent by "send test event" |',
  '',
  "`document.*` data: `document { id, name }`, `event { seq, action, at, hash }` (its place in the file's hash chain),",
  '`actor` (with `chave` when an API key acted) and the act’s own fields (signatory `nome`, `email`, `tipo`, `motivo`…);',
  '`document.completed` adds `download_url` (the sealed PDF, valid 7 days), `download_expires_at` and `verification_url`.',
  '`message.status`: `message { id, device_id, number, campaign_id, status, error }`. `campaign.finished`:',
  '`campaign { id, total, counts }`. `device.*`: `device { id, name, number, state, disconnect_reason }`.',
].join('\n');

/** The body of every error answer (the error handler's shape). */
const ERROR_BODY = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in the request language (pt-BR by default)' },
    errors: {
      type: 'object',
      description: 'Per field, its messages (422)',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  additionalProperties: true,
};

const error = (description: string) => ({ description, ...ERROR_BODY });

/**
 * Every route's answers in the reference: the success answer a route declares (or the convention
 * when it declares none) and the error answers it can give, in the one error shape. Documentation
 * only: what the routes serialize is untouched.
 */
const withAnswers: SwaggerTransform = (arg) => {
  const out = jsonSchemaTransform(arg);
  // A route declaring no schema at all comes back without one: it still gets its answers.
  const schema = (out.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
  if (schema.hide) return out;
  const response: Record<string, unknown> = { ...(schema.response ?? {}) };
  const add = (code: string, value: unknown) => {
    if (!(code in response)) response[code] = value;
  };
  if (!Object.keys(response).some((code) => code.startsWith('2')))
    add('200', {
      description:
        'Success, JSON as the summary says: `{ data }` for one record, `{ data, total }` for a list, ' +
        '`{ message, data? }` after a change (201 when something was created); downloads answer the file itself.',
      type: 'object',
      additionalProperties: true,
    });
  const secured = Array.isArray(schema.security) && schema.security.length > 0;
  if (schema.body || schema.querystring || schema.params)
    add('422', error('Invalid input: `errors` names each field'));
  if (secured) {
    add('401', error('No valid session or API key'));
    add('403', error('A permission is missing (`permission` names it), or an API key is not accepted here'));
    add('429', error('Too many calls with this API key (`Retry-After` says when to try again)'));
  }
  if (secured || /:\w/.test(arg.url)) add('404', error('Not found, or another company’s'));
  add('500', error('Unexpected failure (the message carries no internals)'));
  return { ...out, schema: { ...schema, response } };
};

export async function registerDocs(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version: '1.0.0',
        description:
          'Errors: `{ message, errors? }` in the request language (pt-BR by default; `Accept-Language: en`).\n\n' +
          'Authentication: `Authorization: Bearer <token>` with a session’s access token (`POST /api/login`) or a ' +
          'company API key (`cofre_…`, created under Integrações). A key acts inside its company with its own ' +
          'permissions (and its creator’s), is limited per minute (429 with `Retry-After`) and is refused on session, ' +
          'profile and platform-administration routes.',
      },
      tags: [{ name: 'Webhooks', description: WEBHOOKS_DESCRIPTION }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'cofre_<prefix>_<secret>',
            description: 'A company API key, as `Authorization: Bearer cofre_…`.',
          },
        },
      },
    },
    transform: withAnswers,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_UI,
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: -1 },
    staticCSP: false,
  });
  app.get('/api/docs', { schema: { hide: true } }, async (req, reply) => {
    const accept = req.headers.accept ?? '';
    if (/\btext\/html\b/.test(accept)) return reply.redirect(`${DOCS_UI}/`);
    return app.swagger();
  });
}
