// npm start: one process serving the API and the SPA.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD, openDemoLogins } from './seed/demo.js';
import { seedDemoContent } from './seed/demoContent.js';
import { mailNotice } from './startupNotices.js';

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
  // The mounted payment simulator is called, and posts its webhooks, over the loopback.
  ctx.payments.listeningAt(`http://127.0.0.1:${config.port}`);
  const lines = [
    '',
    `  ${config.brand.appName} em ${config.appUrl}`,
    `  banco: ${ctx.dbKind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'} · e-mail: ${ctx.mailer.kind === 'smtp' ? 'SMTP' : `capturado em ${config.dataDir}/mail`}`,
  ];
  if (config.gateway.simulator) {
    // Its control calls read and drive every company's messages: say where it is and how to close it.
    const key = config.gateway.simulatorKeyFile
      ? `no arquivo ${config.gateway.simulatorKeyFile}`
      : 'na variável GATEWAY_SIM_KEY';
    lines.push(
      '',
      `  Simulador de gateway montado em ${config.appUrl}/gateway-sim (GATEWAY_SIMULATOR=1)`,
      `    chave global (header apikey, também nas chamadas /_control) ${key}`,
      '    Em produção, desligue-o com GATEWAY_SIMULATOR=0.',
    );
  }
  if (config.payments.simulator) {
    lines.push(
      '',
      `  Simulador de pagamentos (Asaas v3) montado em ${config.appUrl}/psp-sim (PAYMENT_SIMULATOR=1)`,
      ctx.payments.simulated
        ? `    é o provedor de pagamentos: chave (header access_token, também nas chamadas /_control) em PAYMENT_SIM_KEY ou no arquivo ${config.dataDir}/payment-sim.key`
        : '    ASAAS_BASE_URL e ASAAS_API_KEY estão definidos: os pagamentos vão ao Asaas, não ao simulador.',
      '    Em produção, desligue-o com PAYMENT_SIMULATOR=0 e defina ASAAS_BASE_URL, ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN.',
    );
  }
  if (seeded) {
    lines.push('', `  Demo criada. Logins (senha ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) lines.push(`    ${l.email.padEnd(24)} ${l.role}`);
    if (config.seedDemoContent)
      lines.push('  Preparando os documentos, o WhatsApp e a campanha de exemplo da Demo Ltda…');
  } else {
    // Anyone who reads the README can sign in with these: say so at every start until they change.
    const open = await openDemoLogins(ctx);
    if (open.length)
      lines.push(
        '',
        `  Atenção: ${open.join(', ')} ainda entra(m) com a senha de demonstração ${DEMO_PASSWORD}.`,
        '    Troque essas senhas ou desative as contas antes de expor o sistema (em produção: SEED_DEMO=0).',
      );
  }
  // E-mail that goes nowhere (SMTP_URL unset): said at every start, as the demo passwords are.
  lines.push(...mailNotice(ctx.mailer));
  console.log(`${lines.join('\n')}\n`);
  // Once, right after the demo was seeded: its device needs the simulator listening (SEED_DEMO_CONTENT=0 skips it).
  if (seeded && config.seedDemoContent)
    void seedDemoContent(ctx, app.log).then(({ ms, done }) =>
      console.log(
        `  Conteúdo de exemplo pronto em ${(ms / 1000).toFixed(1)} s (${done.join(', ') || 'nada criado'}).\n`,
      ),
    );

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
