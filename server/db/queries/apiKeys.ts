// Company API keys: creation, the company's list, revocation, and the one-round-trip lookup that
// authenticates a request made with a key.
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { apiKeys, empresas, users, usuarioEmpresa } from '../schema.js';
import type { CompanyPlanState } from './auth-state.js';
import type { UserRow } from './users.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyListRow = ApiKeyRow & { criadorNome: string | null };

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('insert api_keys returned nothing');
  return row;
}

export function listApiKeys(db: Db, empresaId: number): Promise<ApiKeyListRow[]> {
  return db
    .select({ ...getTableColumns(apiKeys), criadorNome: users.nome })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.empresaId, empresaId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.id));
}

export async function findApiKey(db: Db, empresaId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.empresaId, empresaId)));
  return row;
}

/** Revokes a live key of the company; undefined when there is none (or it was already revoked). */
export async function revokeApiKey(
  db: Db,
  empresaId: number,
  id: number,
  by: number,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokedBy: by })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.empresaId, empresaId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** Records a use, at most once a minute per key (a busy key does not write on every call). */
export async function touchApiKey(db: Db, id: number, ip: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(), lastUsedIp: ip.slice(0, 64) })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}

export interface ApiKeyAuthState {
  key: ApiKeyRow;
  user: UserRow;
  /** The creator's current link to the key's company (null when it is gone). */
  linkActive: boolean;
  linkPermissions: string[];
  companyActive: boolean;
  plan: CompanyPlanState;
}

/** A key by its prefix with its creator, the creator's link and the company, in one round trip. */
export async function loadApiKeyAuthState(db: Db, prefix: string): Promise<ApiKeyAuthState | undefined> {
  const [row] = await db
    .select({
      key: apiKeys,
      user: users,
      linkActive: usuarioEmpresa.status,
      linkPermissions: usuarioEmpresa.permissions,
      companyActive: empresas.status,
      planoId: empresas.planoId,
      planoExpiraEm: empresas.planoExpiraEm,
      trialEndsAt: empresas.trialEndsAt,
      cobrancaSituacao: empresas.cobrancaSituacao,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.createdBy), isNull(users.deletedAt)))
    .innerJoin(empresas, and(eq(empresas.id, apiKeys.empresaId), isNull(empresas.deletedAt)))
    .leftJoin(
      usuarioEmpresa,
      and(eq(usuarioEmpresa.userId, apiKeys.createdBy), eq(usuarioEmpresa.empresaId, apiKeys.empresaId)),
    )
    .where(eq(apiKeys.prefixo, prefix));
  if (!row) return undefined;
  return {
    key: row.key,
    user: row.user,
    linkActive: row.linkActive ?? false,
    linkPermissions: row.linkPermissions ?? [],
    companyActive: row.companyActive,
    plan: {
      planoId: row.planoId,
      planoExpiraEm: row.planoExpiraEm,
      trialEndsAt: row.trialEndsAt,
      cobrancaSituacao: row.cobrancaSituacao,
    },
  };
}
