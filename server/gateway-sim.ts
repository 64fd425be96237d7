// npm run gateway:sim: the messaging-gateway simulator alone, at the root of its own port, for trying
// the product against a "separate" gateway. GATEWAY_SIM_PORT (8085), HOST (127.0.0.1), GATEWAY_SIM_KEY
// (the global API key, at least 8 characters; unset: generated once and kept in
// DATA_DIR/gateway-sim-standalone.key, DATA_DIR defaulting to ./data). There is no default key: every
// call, the control calls included, needs it in the `apikey` header.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { gatewaySimulator } from './adapters/gateway/simulator/index.js';
import { keptSecret } from './config.js';

/** Kept apart from the mounted simulator's gateway-sim.key: a separate gateway, a key of its own. */
const KEY_FILE = 'gateway-sim-standalone.key';
const MIN_KEY_LENGTH = 8;

async function main() {
  const port = Number(process.env.GATEWAY_SIM_PORT ?? 8085);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`GATEWAY_SIM_PORT inválida: ${process.env.GATEWAY_SIM_PORT}`);
    process.exit(1);
  }
  const fromEnv = process.env.GATEWAY_SIM_KEY?.trim() || undefined;
  if (fromEnv && fromEnv.length < MIN_KEY_LENGTH) {
    console.error(`GATEWAY_SIM_KEY precisa de ao menos ${MIN_KEY_LENGTH} caracteres.`);
    process.exit(1);
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  if (!fromEnv) mkdirSync(dataDir, { recursive: true });
  const globalKey = keptSecret(dataDir, KEY_FILE, fromEnv);

  // Base64 media travels in JSON bodies.
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, bodyLimit: 32 * 1024 * 1024 });
  await app.register(gatewaySimulator, { prefix: '', globalKey });
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // Where the key is, never the key itself.
  const where = fromEnv ? 'na variável GATEWAY_SIM_KEY' : `no arquivo ${join(dataDir, KEY_FILE)}`;
  console.log(
    `\n  Simulador de gateway (Evolution API v2) em http://${shown}:${port}\n` +
      `  chave global (header apikey, também nas chamadas /_control) ${where}\n`,
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
