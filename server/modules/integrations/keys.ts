// Company API keys: created with a name, the permissions they carry (never more than their creator
// holds) and an optional expiry; the secret is shown once and kept only as a hash; listed with their
// last use; revoked. Each act lands in the company's audit trail.
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { isPermission, PERMISSION_LABELS, PERMISSIONS } from '../../../common/permissions.js';
import type { ApiKeyCreateBody, ApiKeyView } from '../../../common/schemas/integrations.js';
import type { AppContext } from '../../context.js';
import {
  type ApiKeyListRow,
  type ApiKeyRow,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../db/queries/apiKeys.js';
import { inTransaction } from '../../db/transaction.js';
import { type AuthContext, currentAuth } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { fieldError, notFound } from '../../http/errors.js';
import { newApiKey } from '../../security/apiKeys.js';
import { recordAudit } from './audit.js';

export function apiKeyView(row: ApiKeyRow & { criadorNome?: string | null }, now = new Date()): ApiKeyView {
  const status = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    nome: row.nome,
    prefixo: row.prefixo,
    permissions: row.permissions,
    criado_por: { id: row.createdBy, nome: row.criadorNome ?? null },
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status,
    created_at: row.createdAt.toISOString(),
  };
}

/** The company a person's session entered (keys and webhooks belong to it). */
export function companyOf(auth: AuthContext): number {
  return requireCompany(auth);
}

/** An expiry given as a date means the end of that day in Brasília (UTC−3). */
function expiryOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999-03:00`) : new Date(value);
  if (at <= new Date()) throw fieldError('expires_at', 'api_keys.expiry_past');
  return at;
}

export async function createApiKey(
  ctx: AppContext,
  req: FastifyRequest,
  lang: Language,
  body: ApiKeyCreateBody,
): Promise<{ data: ApiKeyView; chave: string }> {
  const auth = currentAuth(req);
  const empresaId = companyOf(auth);
  const lacking = body.permissions.find((p) => !auth.permissions.includes(p));
  if (lacking !== undefined && isPermission(lacking))
    throw fieldError('permissions', 'api_keys.permission_not_held', {
      label: PERMISSION_LABELS[lang][lacking],
    });
  const expiresAt = expiryOf(body.expires_at);
  const key = newApiKey();
  const permissions = PERMISSIONS.filter((p) => body.permissions.includes(p));
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await insertApiKey(tx, {
      empresaId,
      nome: body.nome,
      prefixo: key.prefix,
      secretHash: key.hash,
      permissions,
      createdBy: auth.user.id,
      expiresAt,
    });
    await recordAudit(tx, auth, req, {
      acao: 'api_key.created',
      alvo: `api_key:${created.id}`,
      dados: {
        nome: created.nome,
        prefixo: created.prefixo,
        permissions,
        expires_at: expiresAt?.toISOString() ?? null,
      },
    });
    return created;
  });
  return { data: apiKeyView({ ...row, criadorNome: auth.user.nome }), chave: key.key };
}

export async function apiKeyList(ctx: AppContext, auth: AuthContext) {
  const rows: ApiKeyListRow[] = await listApiKeys(ctx.db, companyOf(auth));
  const now = new Date();
  return { data: rows.map((r) => apiKeyView(r, now)), total: rows.length };
}

export async function revokeKey(ctx: AppContext, req: FastifyRequest, id: number): Promise<ApiKeyView> {
  const auth = currentAuth(req);
  const empresaId = companyOf(auth);
  const row = await inTransaction(ctx.db, async (tx) => {
    const revoked = await revokeApiKey(tx, empresaId, id, auth.user.id);
    if (!revoked) throw notFound();
    await recordAudit(tx, auth, req, {
      acao: 'api_key.revoked',
      alvo: `api_key:${id}`,
      dados: { nome: revoked.nome, prefixo: revoked.prefixo },
    });
    return revoked;
  });
  return apiKeyView(row);
}
