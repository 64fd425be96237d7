// What the gateway adapter's tests (tests/unit/gateway-adapter-*.test.ts) share: the simulator they
// run against and its adapter, an instance created or opened on it, the webhooks it delivered as the
// product parses them, what it sent, and the GatewayError a call fails with.
//
// A file that talks to the simulator calls setUpAdapterSimulator() once: its hooks start the
// simulator before the file's tests and close it after. `sim` and `gw` are set by those hooks: read
// them inside tests and hooks, never at the top of a file.
import { afterAll, beforeAll, expect } from 'vitest';
import { GatewayError } from '../../server/adapters/gateway/errors.js';
import type { EvolutionGateway } from '../../server/adapters/gateway/evolution.js';
import { parseWebhook } from '../../server/adapters/gateway/webhook.js';
import { ALL_EVENTS, HOOK_SECRET, type SimHarness, startSimulator } from './simulator.js';

export let sim: SimHarness;
export let gw: EvolutionGateway;

export function setUpAdapterSimulator() {
  beforeAll(async () => {
    sim = await startSimulator({ qrIntervalMs: 150, qrFirstDelayMs: 100 });
    gw = sim.gateway;
  });
  afterAll(async () => {
    await sim?.close();
  });
}

/** The first bytes of every PNG file. */
export const PNG_MAGIC = '89504e470d0a1a0a';

export async function create(name: string) {
  return gw.createInstance({
    instanceName: name,
    webhookUrl: sim.hookUrl(name),
    webhookHeaders: { 'x-hook-secret': HOOK_SECRET },
    events: ALL_EVENTS,
  });
}

/** A created instance whose phone has scanned the QR. */
export async function openInstance(name: string) {
  const created = await create(name);
  expect((await sim.control('POST', `/${name}/scan`)).status).toBe(200);
  return created;
}

export async function gatewayError(call: Promise<unknown>): Promise<GatewayError> {
  try {
    await call;
  } catch (err) {
    expect(err).toBeInstanceOf(GatewayError);
    return err as GatewayError;
  }
  throw new Error('expected a GatewayError');
}

/** The instance's accepted webhooks of one event, as the product parses them. */
export const parsed = (instance: string, event: string) =>
  sim.hooks(instance, event).map((body) => parseWebhook(body));

/** Every message the simulator accepted, oldest first. */
export const sent = async () => (await sim.control('GET', '/sent')).body as any[];
