// Messaging-gateway servers: registration with the API key sealed at rest (never shown again),
// edits that keep the key unless a new one is given, and the connection test.
import type { Language } from '../../../common/constants.js';
import type {
  ServerCreateBody,
  ServersListQuery,
  ServerTestResult,
  ServerUpdateBody,
  ServerView,
} from '../../../common/schemas/servers.js';
import { type ApiMessageKey, translate } from '../../../i18n/api/index.js';
import { PROBE_TIMEOUT_MS, type ProbeResult, probeGateway } from '../../adapters/gateway/probe.js';
import type { AppContext } from '../../context.js';
import {
  countServerDevices,
  findServer,
  insertServer,
  listServers,
  type ServerRow,
  updateServer,
} from '../../db/queries/servers.js';
import { notFound } from '../../http/errors.js';

export function serverView(row: ServerRow): ServerView {
  return {
    id: row.id,
    nome: row.nome,
    base_url: row.baseUrl,
    capacidade: row.capacidade,
    status: row.status,
    has_api_key: row.apiKeySealed !== '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

export async function createServer(ctx: AppContext, body: ServerCreateBody): Promise<ServerView> {
  const row = await insertServer(ctx.db, {
    nome: body.nome,
    baseUrl: body.base_url,
    capacidade: body.capacidade,
    status: body.status ?? true,
    apiKeySealed: ctx.secrets.seal(body.api_key),
  });
  return serverView(row);
}

export async function editServer(ctx: AppContext, id: number, body: ServerUpdateBody): Promise<ServerView> {
  const row = await updateServer(ctx.db, id, {
    nome: body.nome,
    baseUrl: body.base_url,
    capacidade: body.capacidade,
    ...(body.status === undefined ? {} : { status: body.status }),
    ...(body.api_key ? { apiKeySealed: ctx.secrets.seal(body.api_key) } : {}),
  });
  if (!row) throw notFound();
  return serverView(row);
}

export async function serverList(ctx: AppContext, query: ServersListQuery) {
  const { rows, total } = await listServers(ctx.db, query);
  return { data: rows.map(serverView), total };
}

function probeMessage(lang: Language, probe: ProbeResult): string {
  const ms = probe.latencyMs;
  switch (probe.outcome) {
    case 'ok':
      return translate(lang, 'servers.test_ok', { ms });
    case 'unauthorized':
      return translate(lang, 'servers.test_unauthorized', { status: probe.status ?? 401 });
    case 'http_error':
      return translate(lang, 'servers.test_http_error', { status: probe.status ?? 0, ms });
    case 'invalid_response':
      return translate(lang, 'servers.test_invalid_response', { ms });
    case 'timeout':
      return translate(lang, 'servers.test_timeout', { seconds: PROBE_TIMEOUT_MS / 1000 });
    case 'unreachable':
      return translate(lang, 'servers.test_unreachable', { reason: probe.reason ?? '' });
  }
}

/** Calls the live server's gateway with its stored key and says how it went (never the key). */
export async function testServer(ctx: AppContext, id: number, lang: Language): Promise<ServerTestResult> {
  const row = await findServer(ctx.db, id);
  if (!row) throw notFound();
  const apiKey = ctx.secrets.open(row.apiKeySealed);
  const probe = await probeGateway(row.baseUrl, apiKey);
  return {
    ok: probe.outcome === 'ok',
    status: probe.status,
    latency_ms: probe.latencyMs,
    instances: probe.instances,
    message: probeMessage(lang, probe).split(apiKey).join('***'),
  };
}

/** Spec §8: a server that still hosts devices cannot be deleted (their sessions live on it). */
export async function serverDeleteBlock(ctx: AppContext, id: number): Promise<ApiMessageKey | null> {
  return (await countServerDevices(ctx.db, id)) > 0 ? 'servers.delete_has_devices' : null;
}
