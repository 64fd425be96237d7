// SQL of a template's public link: the template behind a link token (with its current version and
// company), the template creator's standing in the company (the owner its documents are sent as),
// the visitor's confirmation codes, and the counts the link's rate limits read.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  arquivos,
  empresas,
  modeloLinkCodigos,
  modelos,
  modeloVersoes,
  users,
  usuarioEmpresa,
} from '../schema.js';

export type LinkCodeRow = typeof modeloLinkCodigos.$inferSelect;

/** A live, unarchived template whose link is on, its current version and its live company. */
export async function templateOfLink(db: Db, token: string) {
  const [row] = await db
    .select({
      modelo: {
        id: modelos.id,
        empresaId: modelos.empresaId,
        nome: modelos.nome,
        versao: modelos.versao,
        link: modelos.link,
        createdBy: modelos.createdBy,
      },
      versao: {
        id: modeloVersoes.id,
        definicao: modeloVersoes.definicao,
        blobKey: modeloVersoes.blobKey,
        sha256: modeloVersoes.sha256,
        tamanho: modeloVersoes.tamanho,
      },
      empresa: {
        razaoSocial: empresas.razaoSocial,
        nomeFantasia: empresas.nomeFantasia,
        logoKey: empresas.logoKey,
        status: empresas.status,
        planoId: empresas.planoId,
        planoExpiraEm: empresas.planoExpiraEm,
        trialEndsAt: empresas.trialEndsAt,
      },
    })
    .from(modelos)
    .innerJoin(
      modeloVersoes,
      and(eq(modeloVersoes.modeloId, modelos.id), eq(modeloVersoes.versao, modelos.versao)),
    )
    .innerJoin(empresas, and(eq(empresas.id, modelos.empresaId), isNull(empresas.deletedAt)))
    .where(and(eq(modelos.linkToken, token), eq(modelos.arquivado, false), isNull(modelos.deletedAt)));
  return row;
}
export type LinkedTemplate = NonNullable<Awaited<ReturnType<typeof templateOfLink>>>;

/** A user as a member of the company: account, link and the permissions held there; undefined if neither. */
export async function companyMember(db: Db, empresaId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      ambient: users.ambient,
      active: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
      linkActive: usuarioEmpresa.status,
      permissions: usuarioEmpresa.permissions,
    })
    .from(users)
    .innerJoin(
      usuarioEmpresa,
      and(eq(usuarioEmpresa.userId, users.id), eq(usuarioEmpresa.empresaId, empresaId)),
    )
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** Locks the template's row until the transaction ends, so a link's counts are read one at a time. */
export async function lockTemplate(tx: Db, modeloId: number): Promise<void> {
  await tx.select({ id: modelos.id }).from(modelos).where(eq(modelos.id, modeloId)).for('update');
}

/** Codes asked through the link since `since`; with `ip`, only those from that address (any link). */
export async function codesSince(db: Db, since: Date, by: { modeloId: number } | { ip: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(modeloLinkCodigos)
    .where(
      and(
        'ip' in by ? eq(modeloLinkCodigos.ip, by.ip) : eq(modeloLinkCodigos.modeloId, by.modeloId),
        gt(modeloLinkCodigos.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Codes asked through this link for this address since `since`. */
export async function codesToAddressSince(db: Db, modeloId: number, email: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(modeloLinkCodigos)
    .where(
      and(
        eq(modeloLinkCodigos.modeloId, modeloId),
        sql`lower(${modeloLinkCodigos.email}) = ${email.toLowerCase()}`,
        gt(modeloLinkCodigos.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Documents the link created since `since`. */
export async function linkDocumentsSince(db: Db, modeloId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.modeloId, modeloId),
        eq(arquivos.origem, 'link_publico'),
        gt(arquivos.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertLinkCode(
  db: Db,
  row: Pick<LinkCodeRow, 'modeloId' | 'email' | 'codigoHash' | 'expiresAt' | 'ip'>,
): Promise<LinkCodeRow> {
  const [inserted] = await db.insert(modeloLinkCodigos).values(row).returning();
  if (!inserted) throw new Error('insert modelo_link_codigos returned nothing');
  return inserted;
}

/** The newest code asked for this address through the link, locked until the transaction ends. */
export async function lockLatestCode(
  tx: Db,
  modeloId: number,
  email: string,
): Promise<LinkCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(modeloLinkCodigos)
    .where(
      and(
        eq(modeloLinkCodigos.modeloId, modeloId),
        sql`lower(${modeloLinkCodigos.email}) = ${email.toLowerCase()}`,
      ),
    )
    .orderBy(desc(modeloLinkCodigos.createdAt), desc(modeloLinkCodigos.id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateLinkCode(
  db: Db,
  id: number,
  values: Partial<Pick<LinkCodeRow, 'tentativas' | 'usadoEm'>>,
): Promise<void> {
  await db.update(modeloLinkCodigos).set(values).where(eq(modeloLinkCodigos.id, id));
}
