// The gateway behind a device: an adapter per server (its key unsealed once per version of the
// row), the device's instance token, and the webhook address and secret header given at create.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EvolutionGateway } from '../../adapters/gateway/evolution.js';
import type { AppContext } from '../../context.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import { findServer, type ServerRow } from '../../db/queries/servers.js';

export const WEBHOOK_SECRET_HEADER = 'x-hook-secret';

/** Adapters per app (tests run several in one process) and version of the server's row. */
const cache = new WeakMap<AppContext, Map<string, EvolutionGateway>>();

export function gatewayOf(ctx: AppContext, server: ServerRow): EvolutionGateway {
  const adapters = cache.get(ctx) ?? new Map<string, EvolutionGateway>();
  cache.set(ctx, adapters);
  const version = `${server.id}:${server.updatedAt?.getTime() ?? 0}:${server.baseUrl}:${server.apiKeySealed}`;
  let gateway = adapters.get(version);
  if (!gateway) {
    gateway = new EvolutionGateway({
      baseUrl: server.baseUrl,
      globalKey: ctx.secrets.open(server.apiKeySealed),
      timeoutMs: ctx.config.gateway.timeoutMs,
    });
    adapters.set(version, gateway);
  }
  return gateway;
}

/** Server rows per app, kept a few seconds: the queue asks for one per message sent. */
const servers = new WeakMap<AppContext, Map<number, { row: ServerRow; at: number }>>();
const SERVER_TTL_MS = 5000;

async function cachedServer(ctx: AppContext, id: number): Promise<ServerRow | undefined> {
  const rows = servers.get(ctx) ?? new Map<number, { row: ServerRow; at: number }>();
  servers.set(ctx, rows);
  const hit = rows.get(id);
  if (hit && Date.now() - hit.at < SERVER_TTL_MS) return hit.row;
  const row = await findServer(ctx.db, id, 'any');
  if (row) rows.set(id, { row, at: Date.now() });
  return row;
}

/** The device's server (even if since deactivated: its devices keep working) and adapter. */
export async function deviceGateway(ctx: AppContext, device: DeviceRow) {
  const server = await cachedServer(ctx, device.serverId);
  if (!server) throw new Error(`device ${device.id} has no server`);
  return { server, gateway: gatewayOf(ctx, server), token: ctx.secrets.open(device.instanceTokenSealed) };
}

/** Per-server secret sent back by the gateway in a header with every webhook. */
export function webhookSecret(appKey: string, serverId: number): string {
  return createHmac('sha256', appKey).update(`cofre:gateway-webhook:${serverId}`).digest('base64url');
}

export function webhookSecretMatches(appKey: string, serverId: number, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(webhookSecret(appKey, serverId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const webhookUrl = (ctx: AppContext, serverId: number) =>
  `${ctx.config.gateway.webhookBaseUrl}/api/gateway/webhook/${serverId}`;
