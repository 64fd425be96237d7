// The company's audit trail outside the file chains: append and read, newest first.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { apiKeys, auditoria } from '../schema.js';

export type AuditRow = typeof auditoria.$inferSelect;

export async function insertAudit(db: Db, values: typeof auditoria.$inferInsert): Promise<void> {
  await db.insert(auditoria).values(values);
}

export async function listAudit(
  db: Db,
  empresaId: number,
  q: { page: number; perPage: number; apiKeyId?: number },
): Promise<{ rows: (AuditRow & { chaveNome: string | null })[]; total: number }> {
  const where = and(
    eq(auditoria.empresaId, empresaId),
    q.apiKeyId ? eq(auditoria.apiKeyId, q.apiKeyId) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        empresaId: auditoria.empresaId,
        userId: auditoria.userId,
        apiKeyId: auditoria.apiKeyId,
        ator: auditoria.ator,
        acao: auditoria.acao,
        alvo: auditoria.alvo,
        dados: auditoria.dados,
        ip: auditoria.ip,
        createdAt: auditoria.createdAt,
        chaveNome: apiKeys.nome,
      })
      .from(auditoria)
      .leftJoin(apiKeys, eq(apiKeys.id, auditoria.apiKeyId))
      .where(where)
      .orderBy(desc(auditoria.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(auditoria).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
