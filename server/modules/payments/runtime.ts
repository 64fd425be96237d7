// The payment provider this process charges through, built once at start: Asaas (production or the
// sandbox) when ASAAS_BASE_URL and ASAAS_API_KEY are set, else the built-in simulator mounted at
// /psp-sim (reached over real HTTP like any provider), else none (only manual payments).
// Billing's clock: the simulator's when it is the provider, so advancing the simulator's clock moves
// renewals, reminders and dunning with it (a test clock, as Stripe's); real time otherwise.
import { createAsaasProvider } from '../../adapters/payments/asaas.js';
import type { PaymentProvider } from '../../adapters/payments/port.js';
import { PaymentSimulator } from '../../adapters/payments/simulator/index.js';
import type { Config } from '../../config.js';

export interface PaymentsRuntime {
  provider: PaymentProvider | null;
  /** The mounted simulator (null when PAYMENT_SIMULATOR=0). */
  sim: PaymentSimulator | null;
  /** Whether the simulator is the provider (its clock is billing's). */
  simulated: boolean;
  now(): Date;
  /**
   * The app now listens at `url` (e.g. http://127.0.0.1:3000): the mounted simulator is called
   * there and posts its webhooks there, over the loopback instead of through APP_URL's proxy;
   * `publicUrl`, when given, is where browsers reach it (its boleto and invoice pages).
   */
  listeningAt(url: string, publicUrl?: string): void;
  /** The webhook worker of this process, once started (wake: an event was stored). */
  worker?: { wake(): void };
  /** The billing sweep of this process, once started (wake: run a pass now, e.g. the clock moved). */
  sweep?: { wake(): void };
}

export function createPayments(
  config: Config,
  log: { info(...a: unknown[]): void; warn(...a: unknown[]): void },
): PaymentsRuntime {
  const p = config.payments;
  const simulated = p.simulator && p.provider !== null && p.provider.apiKey === p.simulatorKey;
  const webhookPath = '/api/webhooks/asaas';
  const sim = p.simulator
    ? new PaymentSimulator({
        apiKey: p.simulatorKey,
        publicUrl: `${p.appUrl}/psp-sim`,
        webhook:
          simulated && p.provider
            ? { url: `${p.appUrl}${webhookPath}`, authToken: p.provider.webhookToken }
            : null,
        retryScale: p.simulatorRetryScale,
        log,
      })
    : null;
  const build = (baseUrl: string) =>
    p.provider
      ? createAsaasProvider({
          baseUrl,
          apiKey: p.provider.apiKey,
          webhookToken: p.provider.webhookToken,
          timeoutMs: p.provider.timeoutMs,
        })
      : null;
  const runtime: PaymentsRuntime = {
    provider: build(p.provider?.baseUrl ?? ''),
    sim,
    simulated,
    now: () => (simulated && sim ? sim.now() : new Date()),
    listeningAt(url, publicUrl) {
      if (sim && publicUrl) sim.publicUrl = `${publicUrl.replace(/\/+$/, '')}/psp-sim`;
      if (!simulated || !sim || !p.provider) return;
      const base = url.replace(/\/+$/, '');
      runtime.provider = build(`${base}/psp-sim/v3`);
      sim.setWebhook({ url: `${base}${webhookPath}`, authToken: p.provider.webhookToken });
    },
  };
  return runtime;
}
