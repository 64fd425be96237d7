// npm start: one process serving the API and the SPA.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, ctx, seeded, close } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  ${config.brand.appName} em ${config.appUrl}`,
    `  banco: ${ctx.dbKind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'} · e-mail: ${ctx.mailer.kind === 'smtp' ? 'SMTP' : `capturado em ${config.dataDir}/mail`}`,
  ];
  if (seeded) {
    lines.push('', `  Demo criada. Logins (senha ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) lines.push(`    ${l.email.padEnd(24)} ${l.role}`);
  }
  console.log(`${lines.join('\n')}\n`);

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
