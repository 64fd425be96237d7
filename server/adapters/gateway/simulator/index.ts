// A built-in messaging gateway speaking the Evolution API v2 subset of the gateway contract, quirks
// included, plus /_control calls that play the phone and the network. A Fastify plugin, encapsulated
// (its own error and not-found envelopes, no route schemas, so it sits unchanged inside the main app):
//   app.register(gatewaySimulator, { prefix: '/gateway-sim', globalKey })
// Nothing under it answers without the `apikey` header: the global key, or an instance token it minted
// (Evolution's calls); the control calls take the global key only (they see every instance's messages).
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { chatRoutes } from './chatRoutes.js';
import { controlRoutes } from './controlRoutes.js';
import { envelope, requireCredential, SimError } from './http.js';
import { instanceRoutes } from './instanceRoutes.js';
import { messageRoutes } from './messageRoutes.js';
import { Simulator, type SimulatorOptions } from './state.js';

export type { SentRecord, SimulatorOptions } from './state.js';

export const gatewaySimulator: FastifyPluginAsync<SimulatorOptions> = async (app, opts) => {
  const sim = new Simulator(opts, app.log);
  const mountedAt = app.prefix;

  app.setErrorHandler((err: FastifyError | SimError, req, reply) => {
    if (err instanceof SimError) return reply.code(err.status).send(envelope(err.status, err.messages));
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'gateway simulator error');
    return reply.code(status).send(envelope(status, [status >= 500 ? 'Internal Server Error' : err.message]));
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(envelope(404, [`Cannot ${req.method} ${req.url.split('?')[0]}`])),
  );
  // preClose: in-flight sends wake from their typing delay (the server waits for them before onClose).
  app.addHook('preClose', async () => sim.close());
  app.addHook('onClose', async () => sim.close());

  // First of all, unknown paths included: no credential, no answer but 401.
  app.addHook('onRequest', async (req) => requireCredential(sim, req));

  // The gateway's own API: down during an outage. The control calls stay up.
  await app.register(async (api) => {
    api.addHook('onRequest', async () => {
      if (sim.outage) throw new SimError(503, ['Service Unavailable']);
    });
    await api.register(instanceRoutes, { sim, mountedAt });
    await api.register(messageRoutes, { sim });
    await api.register(chatRoutes, { sim });
  });
  await app.register(controlRoutes, { sim });
};
