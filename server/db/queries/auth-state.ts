import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { authSessions, empresas, termoAceites, termos, users, usuarioEmpresa } from '../schema.js';
import type { UserRow } from './users.js';

export interface AuthState {
  user: UserRow;
  sessionUserId: number | null;
  sessionRevoked: boolean;
  company: {
    id: number;
    active: boolean;
    linkActive: boolean;
    permissions: string[];
    /** What decides whether the company may use the product (see billing's hasActivePlan). */
    plan: CompanyPlanState;
  } | null;
  /** The current approved term when this user has not accepted it yet. */
  pendingTermId: number | null;
}

/** A company's plan and trial, as far as whether it may use the product goes. */
export interface CompanyPlanState {
  planoId: number | null;
  planoExpiraEm: Date | null;
  trialEndsAt: Date | null;
  /** Dunning: 'ok', 'past_due', 'suspended' or 'cancelled' (see payments/dunning.ts). */
  cobrancaSituacao: string;
}

/** Everything a request's token needs checked, in one round trip. */
export async function loadAuthState(
  db: Db,
  userId: number,
  sessionId: string,
  empresaId: number | null,
): Promise<AuthState | undefined> {
  const emp = empresaId ?? -1;
  const [row] = await db
    .select({
      user: users,
      sessionUserId: authSessions.userId,
      sessionRevoked: sql<boolean>`${authSessions.revokedAt} is not null`,
      companyId: empresas.id,
      companyActive: empresas.status,
      planoId: empresas.planoId,
      planoExpiraEm: empresas.planoExpiraEm,
      trialEndsAt: empresas.trialEndsAt,
      cobrancaSituacao: empresas.cobrancaSituacao,
      linkActive: usuarioEmpresa.status,
      permissions: usuarioEmpresa.permissions,
      pendingTermId: sql<number | null>`(
        select c.id from (
          select ${termos.id} as id from ${termos}
          where ${termos.approvedAt} is not null and ${termos.deletedAt} is null
          order by ${termos.approvedAt} desc, ${termos.id} desc limit 1
        ) c
        where not exists (
          select 1 from ${termoAceites} a where a.termo_id = c.id and a.user_id = ${users.id}
        )
      )`,
    })
    .from(users)
    .leftJoin(authSessions, eq(authSessions.id, sessionId))
    .leftJoin(usuarioEmpresa, and(eq(usuarioEmpresa.userId, users.id), eq(usuarioEmpresa.empresaId, emp)))
    .leftJoin(empresas, and(eq(empresas.id, emp), isNull(empresas.deletedAt)))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return undefined;
  return {
    user: row.user,
    sessionUserId: row.sessionUserId,
    sessionRevoked: row.sessionRevoked,
    pendingTermId: row.pendingTermId,
    company:
      row.companyId === null
        ? null
        : {
            id: row.companyId,
            active: row.companyActive ?? false,
            linkActive: row.linkActive ?? false,
            permissions: row.permissions ?? [],
            plan: {
              planoId: row.planoId,
              planoExpiraEm: row.planoExpiraEm,
              trialEndsAt: row.trialEndsAt,
              cobrancaSituacao: row.cobrancaSituacao ?? 'ok',
            },
          },
  };
}
