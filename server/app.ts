// Builds the whole application: database, adapters, HTTP routes and the SPA, in one Fastify app.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createBlobStore } from './adapters/blob/index.js';
import { gatewaySimulator } from './adapters/gateway/simulator/index.js';
import { createMailer } from './adapters/mail/mailer.js';
import { recordingFailures } from './adapters/mail/recordFailures.js';
import { paymentSimulatorPlugin } from './adapters/payments/simulator/index.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { insertMailFailure } from './db/queries/mailFailures.js';
import { registerAuth } from './http/auth.js';
import { registerDocs } from './http/docs.js';
import { registerErrorHandling } from './http/error-handler.js';
import { loggerOptions, RequestLog } from './http/logging.js';
import { registerMultipartGuard } from './http/multipart.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import { registerTextInputRule } from './http/text-input.js';
import { startBlobSweep } from './jobs/blobSweep.js';
import { startMessageQueue } from './jobs/messageQueue.js';
import { startPlanExpirySweep } from './jobs/planExpiry.js';
import { startReconciliation } from './jobs/reconcile.js';
import { startSigningDeadlineSweep } from './jobs/signingDeadlines.js';
import { startThrottlePrune } from './jobs/throttlePrune.js';
import { startTimestampSweep } from './jobs/timestampSweep.js';
import { startWebhookQueue } from './jobs/webhookQueue.js';
import { authRoutes } from './modules/auth/routes.js';
import { backofficeUsersRoutes } from './modules/backofficeUsers/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { bulkRoutes } from './modules/bulk/routes.js';
import { clientRoutes } from './modules/client/routes.js';
import { companiesRoutes } from './modules/companies/routes.js';
import { contactsRoutes } from './modules/contacts/index.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { devicesRoutes } from './modules/devices/routes.js';
import { integrationsRoutes } from './modules/integrations/routes.js';
import { inviteRoutes } from './modules/invites/routes.js';
import { lgpdRoutes } from './modules/lgpd/routes.js';
import { mailStatusRoutes } from './modules/mailStatus/routes.js';
import { messagesRoutes } from './modules/messages/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { passwordRoutes } from './modules/password/routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { createPayments } from './modules/payments/runtime.js';
import { startBillingSweep } from './modules/payments/sweep.js';
import { startPaymentEvents } from './modules/payments/webhooks.js';
import { pipelineRoutes } from './modules/pipeline/routes.js';
import { plansRoutes } from './modules/plans/routes.js';
import { preRegistrationsRoutes } from './modules/preRegistrations/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { publicLinkRoutes } from './modules/publicLink/routes.js';
import { RecordRegistry } from './modules/records/registry.js';
import { recordRoutes } from './modules/records/routes.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { serversRoutes } from './modules/servers/routes.js';
import { sealLeftovers } from './modules/signing/completion.js';
import { signingRoutes } from './modules/signing/routes.js';
import { templatesRoutes } from './modules/templates/index.js';
import { termsRoutes } from './modules/terms/routes.js';
import { trustPlugin } from './modules/trust/routes.js';
import { trustServices } from './modules/trust/runtime.js';
import { userSettingsRoutes } from './modules/users/routes.js';
import { vaultRoutes } from './modules/vault/routes.js';
import { createRealtimeBus } from './realtime/bus.js';
import { realtimeRoutes } from './realtime/routes.js';
import { secretBox } from './security/crypto.js';
import { accessTokens } from './security/jwt.js';
import { seedDemo } from './seed/demo.js';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
  /** True when this start seeded the demo. */
  seeded: boolean;
  close(): Promise<void>;
}

export async function buildApp(config: Config, opts: { distDir?: string } = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, format: config.logFormat, file: config.logFile }),
    logController: new RequestLog(config.slowRequestMs),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Signed download tokens (/api/blob/{token}) run past Fastify's default of 100 characters.
    routerOptions: { maxParamLength: 1024 },
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) =>
      app.log.warn({ err: err.message }, 'database connection lost; the pool replaces it'),
  });
  const mailer = recordingFailures(
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    (failure) => insertMailFailure(database.db, failure),
    app.log,
  );
  const blobs = await createBlobStore(config.blob);
  const realtime = await createRealtimeBus({ databaseUrl: config.databaseUrl, log: app.log });
  const ctx: AppContext = {
    config,
    blobs,
    db: database.db,
    dbKind: database.kind,
    mailer,
    tokens: accessTokens(config.jwtSecret, config.tokens.accessTtl),
    secrets: secretBox(config.appKey),
    realtime,
    payments: createPayments(config, app.log),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  registerTextInputRule(app);
  registerMultipartGuard(app);
  await registerDocs(app, config.brand.appName);
  const guards = registerAuth(app, ctx);
  // Subscriptions, financial records and the 402 gate of companies without an active plan.
  billingRoutes(app, ctx, guards);
  // Payments through the provider: charges, Pix, boleto, card, the provider's webhook, refunds.
  paymentsRoutes(app, ctx, guards);

  clientRoutes(app, ctx);
  authRoutes(app, ctx, guards);
  registrationRoutes(app, ctx, guards);
  passwordRoutes(app, ctx);
  inviteRoutes(app, ctx, guards);
  userSettingsRoutes(app, ctx, guards);
  profileRoutes(app, ctx, guards);
  // "Meus dados" (LGPD): the person's data export and deletion request; the admins' decisions.
  lgpdRoutes(app, ctx, guards);
  // The back office: each area registers its records for the generic record actions.
  const records = new RecordRegistry();
  termsRoutes(app, ctx, guards, records);
  plansRoutes(app, ctx, guards, records);
  serversRoutes(app, ctx, guards, records);
  backofficeUsersRoutes(app, ctx, guards, records);
  companiesRoutes(app, ctx, guards, records);
  preRegistrationsRoutes(app, ctx, guards, records);
  contactsRoutes(app, ctx, guards, records);
  templatesRoutes(app, ctx, guards, records);
  recordRoutes(app, ctx, guards, records);
  // Whether e-mail really goes out (captured to disk, or refused by the mail server): the admins' banner.
  mailStatusRoutes(app, ctx, guards);
  // The company's vault: folders and levels, files, uploads, events and the audit trail.
  await vaultRoutes(app, ctx, guards);
  // Electronic signature over the vault's files, and the public verification page's calls.
  signingRoutes(app, ctx, guards);
  // Bulk sends from a template (a document per sheet line), and their runner.
  bulkRoutes(app, ctx, guards);
  // A template's public link (/m/{token}): the visitor's calls, no login.
  publicLinkRoutes(app, ctx);
  pipelineRoutes(app, ctx, guards);
  // Messaging: devices on the gateways, their webhooks, campaigns and the live event stream.
  devicesRoutes(app, ctx, guards);
  messagesRoutes(app, ctx, guards);
  realtimeRoutes(app, ctx, guards);
  // The user's notifications (bell, list) and the live 'notification' events they raise.
  notificationsRoutes(app, ctx, guards);
  // The company user's dashboard.
  dashboardRoutes(app, ctx, guards);
  // Integrations: API keys, outbound webhooks and their delivery log, the company's audit trail.
  integrationsRoutes(app, ctx, guards);
  // The local trust services: the TSA, OCSP responder, CRLs and CA certificates of the local PKI.
  await app.register(trustPlugin, { prefix: '/pki', pki: () => trustServices(ctx).pki });
  // The built-in gateway simulator (the same Evolution API subset), so the device flow works offline.
  if (config.gateway.simulator)
    await app.register(gatewaySimulator, { prefix: '/gateway-sim', globalKey: config.gateway.simulatorKey });
  // The built-in payment provider simulator (the same Asaas v3 subset), so buying works offline.
  const paymentSim = ctx.payments.sim;
  if (paymentSim) await app.register(paymentSimulatorPlugin, { prefix: '/psp-sim', sim: paymentSim });
  await registerSpa(app, opts.distDir ?? join(rootDir, 'dist'));

  const seeded = config.seedDemo ? await seedDemo(ctx) : false;
  await app.ready();
  // Documents whose last act committed but whose sealing did not finish (e.g. the process stopped).
  void sealLeftovers(ctx, app.log).catch((err) => app.log.error({ err }, 'sealing leftovers failed'));
  const queue = config.messaging.worker ? startMessageQueue(ctx, app.log) : undefined;
  ctx.queue = queue;
  const webhooks = config.webhooks.worker ? startWebhookQueue(ctx, app.log) : undefined;
  ctx.webhooks = webhooks;
  const stopReconciliation = startReconciliation(ctx, app.log);
  const stopPlanExpiry = startPlanExpirySweep(ctx, app.log);
  const stopBlobSweep = startBlobSweep(ctx, app.log);
  const stopDeadlineSweep = startSigningDeadlineSweep(ctx, app.log);
  const stopThrottlePrune = startThrottlePrune(ctx, app.log);
  const timestampSweep = startTimestampSweep(ctx, app.log);
  const paymentEvents = startPaymentEvents(ctx, app.log, config.payments.workerPollMs);
  ctx.payments.worker = paymentEvents;
  const billingSweep = startBillingSweep(ctx, app.log);
  ctx.payments.sweep = billingSweep;
  // Moving the simulator's clock moves billing's: renewals, reminders and dunning follow at once.
  if (ctx.payments.simulated && paymentSim) paymentSim.onClockAdvance = () => billingSweep.wake();

  return {
    app,
    ctx,
    seeded,
    async close() {
      await stopReconciliation();
      await stopPlanExpiry();
      await stopBlobSweep();
      await stopDeadlineSweep();
      await stopThrottlePrune();
      await timestampSweep();
      await paymentEvents();
      await billingSweep();
      await paymentSim?.close();
      await queue?.stop();
      await webhooks?.stop();
      await app.close();
      await realtime.close();
      mailer.close();
      await blobs.close();
      await database.close();
    },
  };
}
