// SQL of the templates (modelos) and their immutable versions (modelo_versoes): the list, a company's
// template (another company's is as absent), its versions with the documents made from each, the
// counts that keep a template with documents from being deleted, and the removal of a document that
// using a template created but could not send. Every query is scoped to the company.
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { containsAny, listPage } from '../list.js';
import {
  arquivoEventos,
  arquivos,
  assinaturaRascunhos,
  enviosLoteLinhas,
  modelos,
  modeloVersoes,
  users,
  webhookEntregas,
} from '../schema.js';

export type TemplateRow = typeof modelos.$inferSelect;
export type TemplateVersionRow = typeof modeloVersoes.$inferSelect;
export type NewTemplateVersion = Omit<typeof modeloVersoes.$inferInsert, 'id' | 'createdAt'>;

/** live: not deleted; deleted: in the deleted list; any: either. */
export type TemplateState = 'live' | 'deleted' | 'any';

const stateCondition = (state: TemplateState): SQL | undefined =>
  state === 'live'
    ? isNull(modelos.deletedAt)
    : state === 'deleted'
      ? isNotNull(modelos.deletedAt)
      : undefined;

export async function insertTemplate(
  tx: Db,
  values: Pick<typeof modelos.$inferInsert, 'empresaId' | 'nome' | 'descricao' | 'createdBy'>,
): Promise<TemplateRow> {
  const [row] = await tx.insert(modelos).values(values).returning();
  if (!row) throw new Error('insert modelos returned nothing');
  return row;
}

export async function insertTemplateVersion(tx: Db, values: NewTemplateVersion): Promise<TemplateVersionRow> {
  const [row] = await tx.insert(modeloVersoes).values(values).returning();
  if (!row) throw new Error('insert modelo_versoes returned nothing');
  return row;
}

/** The company's template in that state (locked until the transaction ends with `lock`), or undefined. */
export async function findTemplate(
  db: Db,
  empresaId: number,
  id: number,
  state: TemplateState,
  lock = false,
): Promise<TemplateRow | undefined> {
  const query = db
    .select()
    .from(modelos)
    .where(and(eq(modelos.id, id), eq(modelos.empresaId, empresaId), stateCondition(state)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateTemplate(
  tx: Db,
  id: number,
  values: Partial<Pick<TemplateRow, 'nome' | 'descricao' | 'versao' | 'link' | 'linkToken' | 'linkCriadoEm'>>,
): Promise<TemplateRow> {
  const [row] = await tx
    .update(modelos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(modelos.id, id))
    .returning();
  if (!row) throw new Error('update modelos returned nothing');
  return row;
}

export const setTemplateDeleted = (db: Db, id: number, deleted: boolean) =>
  db
    .update(modelos)
    .set(deleted ? { deletedAt: new Date(), linkToken: null } : { deletedAt: null })
    .where(eq(modelos.id, id));

/** Version `versao` of a template. */
export async function findTemplateVersion(
  db: Db,
  modeloId: number,
  versao: number,
): Promise<TemplateVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(modeloVersoes)
    .where(and(eq(modeloVersoes.modeloId, modeloId), eq(modeloVersoes.versao, versao)));
  return row;
}

/** A version of the company's templates by its id (deleted templates' too). */
export async function findTemplateVersionById(
  db: Db,
  empresaId: number,
  id: number,
): Promise<TemplateVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(modeloVersoes)
    .where(and(eq(modeloVersoes.id, id), eq(modeloVersoes.empresaId, empresaId)));
  return row;
}

/** The current version of each of these templates, by template id. */
export async function currentVersions(
  db: Db,
  templates: TemplateRow[],
): Promise<Map<number, TemplateVersionRow>> {
  if (!templates.length) return new Map();
  const rows = await db
    .select()
    .from(modeloVersoes)
    .innerJoin(modelos, and(eq(modelos.id, modeloVersoes.modeloId), eq(modelos.versao, modeloVersoes.versao)))
    .where(
      inArray(
        modeloVersoes.modeloId,
        templates.map((t) => t.id),
      ),
    );
  return new Map(rows.map((r) => [r.modelo_versoes.modeloId, r.modelo_versoes]));
}

/** Documents (any state) made from each of these templates, by template id. */
export async function documentCounts(db: Db, modeloIds: number[]): Promise<Map<number, number>> {
  if (!modeloIds.length) return new Map();
  const rows = await db
    .select({ id: arquivos.modeloId, n: count() })
    .from(arquivos)
    .where(inArray(arquivos.modeloId, modeloIds))
    .groupBy(arquivos.modeloId);
  return new Map(rows.map((r) => [r.id as number, r.n]));
}

/** A template's versions, newest first, with who made each and how many documents each made. */
export async function templateVersions(db: Db, modeloId: number) {
  const docs = db
    .select({ versaoId: arquivos.modeloVersaoId, n: count().as('n') })
    .from(arquivos)
    .where(eq(arquivos.modeloId, modeloId))
    .groupBy(arquivos.modeloVersaoId)
    .as('docs');
  return db
    .select({ version: modeloVersoes, criadoPor: users.nome, documentos: docs.n })
    .from(modeloVersoes)
    .leftJoin(users, eq(users.id, modeloVersoes.createdBy))
    .leftJoin(docs, eq(docs.versaoId, modeloVersoes.id))
    .where(eq(modeloVersoes.modeloId, modeloId))
    .orderBy(desc(modeloVersoes.versao));
}

export interface TemplatesListFilter {
  q?: string;
  arquivado?: boolean;
  deleted?: boolean;
  sort: 'nome' | 'created_at' | 'updated_at';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export function listTemplates(db: Db, empresaId: number, f: TemplatesListFilter) {
  return listPage(
    db,
    modelos,
    f,
    {
      sortable: {
        nome: modelos.nome,
        created_at: modelos.createdAt,
        updated_at: sql`coalesce(${modelos.updatedAt}, ${modelos.createdAt})`,
      },
      defaultSort: { column: modelos.nome, order: 'asc' },
      tieBreaker: modelos.id,
    },
    [
      eq(modelos.empresaId, empresaId),
      f.deleted ? isNotNull(modelos.deletedAt) : isNull(modelos.deletedAt),
      f.arquivado === undefined ? undefined : eq(modelos.arquivado, f.arquivado),
      f.q ? containsAny([modelos.nome, modelos.descricao], f.q) : undefined,
    ],
  );
}

/** The template and version a file was made from (for the webhooks that name them), or undefined. */
export async function templateOfVersion(
  db: Db,
  modeloVersaoId: number,
): Promise<{ id: number; nome: string; versao: number } | undefined> {
  const [row] = await db
    .select({ id: modelos.id, nome: modelos.nome, versao: modeloVersoes.versao })
    .from(modeloVersoes)
    .innerJoin(modelos, eq(modelos.id, modeloVersoes.modeloId))
    .where(eq(modeloVersoes.id, modeloVersaoId));
  return row;
}

/**
 * Removes every trace of a document made from a template that could not be sent: its events, its
 * draft, the webhook deliveries of its upload still waiting to go out, a bulk line's pointer to it,
 * and its row (the storage count follows the row). Only a draft that nobody was asked to sign.
 */
export async function removeUnsentDocument(tx: Db, empresaId: number, arquivoId: number): Promise<boolean> {
  const [file] = await tx
    .select({ id: arquivos.id, status: arquivos.status })
    .from(arquivos)
    .where(and(eq(arquivos.id, arquivoId), eq(arquivos.empresaId, empresaId)))
    .for('update');
  if (file?.status !== 'draft') return false;
  await tx
    .delete(webhookEntregas)
    .where(
      and(
        eq(webhookEntregas.empresaId, empresaId),
        eq(webhookEntregas.status, 'pending'),
        sql`${webhookEntregas.tipo} like 'document.%'`,
        sql`(${webhookEntregas.corpo}::jsonb #>> '{data,document,id}') = ${String(arquivoId)}`,
      ),
    );
  await tx.update(enviosLoteLinhas).set({ arquivoId: null }).where(eq(enviosLoteLinhas.arquivoId, arquivoId));
  await tx.delete(assinaturaRascunhos).where(eq(assinaturaRascunhos.arquivoId, arquivoId));
  await tx.delete(arquivoEventos).where(eq(arquivoEventos.arquivoId, arquivoId));
  await tx.delete(arquivos).where(eq(arquivos.id, arquivoId));
  return true;
}
