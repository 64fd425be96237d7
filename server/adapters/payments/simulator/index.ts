// A built-in payment provider speaking the Asaas API v3 subset Cofre uses, JSON field for field, plus
// /_control calls that play the payer, the bank and time. Everything lives in memory: a restart forgets
// every customer, charge and event. A Fastify plugin, encapsulated (its own error and not-found bodies in
// Asaas's shape, no route schemas, bodies read defensively), so it sits unchanged inside the main app:
//   const sim = new PaymentSimulator({ apiKey, publicUrl: `${appUrl}/psp-sim` });
//   await app.register(paymentSimulatorPlugin, { prefix: '/psp-sim', sim });
// Every /v3 and /_control call needs the key in `access_token`; the payer's pages (/i, /b/pdf,
// /comprovantes, /nfse) are public, as Asaas's are.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { cardRoutes } from './cardRoutes.js';
import { controlRoutes } from './controlRoutes.js';
import { customerRoutes } from './customerRoutes.js';
import { documentRoutes } from './documentRoutes.js';
import { AsaasError, errorsBody, hasKey, INVALID_KEY } from './http.js';
import { invoiceRoutes } from './invoiceRoutes.js';
import { pageRoutes } from './pageRoutes.js';
import { paymentRoutes } from './paymentRoutes.js';
import type { PaymentSimulator } from './state.js';
import { subscriptionRoutes } from './subscriptionRoutes.js';
import { webhookRoutes } from './webhookRoutes.js';

export { PaymentSimulator, type PaymentSimulatorOptions } from './state.js';

/** The payer's pages, reached without a key. */
const PUBLIC = /^\/(i|b\/pdf|comprovantes|nfse)\//;

/** What Fastify's own 4xx (bad JSON, empty JSON body, too large, wrong content type) is in Asaas's words. */
function clientError(err: FastifyError, status: number) {
  if (status === 413) return errorsBody('invalid_request', 'O corpo da requisição excede o tamanho máximo.');
  if (status === 415)
    return errorsBody('invalid_request', 'Envie o corpo da requisição como application/json.');
  return errorsBody(
    'invalid_request',
    err.code?.startsWith('FST_ERR_CTP')
      ? 'O corpo da requisição não é um JSON válido.'
      : 'Requisição inválida.',
  );
}

export const paymentSimulatorPlugin: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  const mountedAt = app.prefix;

  app.setErrorHandler((err: FastifyError | AsaasError, req, reply) => {
    if (err instanceof AsaasError) return reply.code(err.status).send(errorsBody(err.code, err.description));
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500
        ? err.statusCode
        : 500;
    if (status < 500) return reply.code(status).send(clientError(err, status));
    req.log.error({ err }, 'payment simulator error');
    return reply.code(500).send(errorsBody('internal_error', 'Ocorreu um erro interno no simulador.'));
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send(errorsBody('not_found', `Recurso não encontrado: ${req.method} ${req.url.split('?')[0]}`)),
  );
  app.addHook('onClose', async () => sim.close());

  // First of all, unknown paths included: no key, no answer but Asaas's 401 (the payer's pages aside).
  app.addHook('onRequest', async (req, reply) => {
    const path = (req.url.split('?')[0] ?? '').slice(mountedAt.length);
    if (PUBLIC.test(path) || hasKey(req, sim.apiKey)) return;
    return reply.code(401).send(INVALID_KEY);
  });

  for (const routes of [
    customerRoutes,
    paymentRoutes,
    documentRoutes,
    cardRoutes,
    subscriptionRoutes,
    invoiceRoutes,
    webhookRoutes,
    controlRoutes,
    pageRoutes,
  ])
    await app.register(routes, { sim });
};
