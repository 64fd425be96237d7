// npm run gateway:sim: the messaging-gateway simulator alone, at the root of its own port, for trying
// the product against a "separate" gateway. GATEWAY_SIM_PORT (8085), HOST (127.0.0.1),
// GATEWAY_SIM_KEY (the global API key, 'simulador').
import Fastify from 'fastify';
import { gatewaySimulator } from './adapters/gateway/simulator/index.js';

async function main() {
  const port = Number(process.env.GATEWAY_SIM_PORT ?? 8085);
  const host = process.env.HOST ?? '127.0.0.1';
  const globalKey = process.env.GATEWAY_SIM_KEY ?? 'simulador';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`GATEWAY_SIM_PORT inválida: ${process.env.GATEWAY_SIM_PORT}`);
    process.exit(1);
  }
  // Base64 media travels in JSON bodies.
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 32 * 1024 * 1024 });
  await app.register(gatewaySimulator, { prefix: '', globalKey });
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // The key is shown only while it is the well-known default.
  const key = process.env.GATEWAY_SIM_KEY ? 'GATEWAY_SIM_KEY' : `'${globalKey}' (GATEWAY_SIM_KEY)`;
  console.log(
    `\n  Simulador de gateway (Evolution API v2) em http://${shown}:${port}\n  chave global: ${key}\n`,
  );

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
