// Templates (modelos) and what is made from them: a template's immutable versions, its public
// link's confirmation codes, and the bulk sends (envios em lote) with a row per spreadsheet line.
// Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  BulkRowData,
  TemplateDefinition,
  TemplateLinkSettings,
} from '../../common/schemas/templates.js';
import { createdAt, ts } from './columns.js';
import { empresas, users } from './coreSchema.js';
import { arquivos, pastas } from './vaultSchema.js';

/**
 * A company's template: its name, the number of its current version, whether it is archived (an
 * archived template cannot be used; one that requests point at is archived, never deleted), and its
 * public link (the token in the URL /m/{token}, plain because it is shown again; revoking clears it).
 */
export const modelos = pgTable(
  'modelos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: varchar('nome', { length: 120 }).notNull(),
    descricao: text('descricao'),
    /** The current version's number (modelo_versoes.versao). */
    versao: integer('versao').notNull().default(1),
    arquivado: boolean('arquivado').notNull().default(false),
    linkToken: varchar('link_token', { length: 64 }),
    /** The people of the roles after the first, the prefill values, and the folder of a public link. */
    link: jsonb('link').$type<TemplateLinkSettings | null>(),
    linkCriadoEm: ts('link_criado_em'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('modelos_nome_uq').on(t.empresaId, sql`lower(${t.nome})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('modelos_link_uq').on(t.linkToken),
  ],
);

/**
 * One version of a template, never changed once written: its PDF (in the blob store), and its
 * definition — roles in order, their fields, the prefill fields, message, deadline and reminders.
 */
export const modeloVersoes = pgTable(
  'modelo_versoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modeloId: integer('modelo_id')
      .notNull()
      .references(() => modelos.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    versao: integer('versao').notNull(),
    arquivoNome: varchar('arquivo_nome', { length: 255 }).notNull(),
    blobKey: varchar('blob_key', { length: 200 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    definicao: jsonb('definicao').$type<TemplateDefinition>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('modelo_versoes_uq').on(t.modeloId, t.versao),
    // The orphan-blob sweep asks which keys rows still point at (server/jobs/blobSweep.ts).
    index('modelo_versoes_blob_idx').on(t.blobKey),
  ],
);

/** A public link visitor's e-mail confirmation code (SHA-256 only), its expiry and attempts. */
export const modeloLinkCodigos = pgTable(
  'modelo_link_codigos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modeloId: integer('modelo_id')
      .notNull()
      .references(() => modelos.id),
    email: varchar('email', { length: 254 }).notNull(),
    codigoHash: char('codigo_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    usadoEm: ts('usado_em'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('modelo_link_codigos_email_idx').on(t.modeloId, sql`lower(${t.email})`, t.createdAt),
    index('modelo_link_codigos_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * A bulk send: a template version, the folder its documents go to, the column mapping used, and
 * where it stands (running, paused, cancelled, done) with its counts.
 */
export const enviosLote = pgTable(
  'envios_lote',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    modeloId: integer('modelo_id')
      .notNull()
      .references(() => modelos.id),
    modeloVersaoId: integer('modelo_versao_id')
      .notNull()
      .references(() => modeloVersoes.id),
    pastaId: integer('pasta_id').references(() => pastas.id),
    planilhaNome: varchar('planilha_nome', { length: 255 }).notNull(),
    mapeamento: jsonb('mapeamento').$type<Record<string, string>>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('running'),
    total: integer('total').notNull(),
    criados: integer('criados').notNull().default(0),
    recusados: integer('recusados').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    concluidoEm: ts('concluido_em'),
  },
  (t) => [
    index('envios_lote_empresa_idx').on(t.empresaId, t.createdAt),
    index('envios_lote_running_idx').on(t.status).where(sql`${t.status} = 'running'`),
  ],
);

/**
 * A line of a bulk send: the values read from it (people per role, prefill values), and what came of
 * it — pending, created (with its document) or refused (with the reason's i18n key and parameters).
 * `arquivo_id` is set in the same transaction that creates the document, so a resumed job finishes
 * that document instead of making another.
 */
export const enviosLoteLinhas = pgTable(
  'envios_lote_linhas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loteId: integer('lote_id')
      .notNull()
      .references(() => enviosLote.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    linha: integer('linha').notNull(),
    dados: jsonb('dados').$type<BulkRowData>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    arquivoId: integer('arquivo_id').references(() => arquivos.id),
    motivo: jsonb('motivo').$type<{ key: string; params?: Record<string, unknown> } | null>(),
    tentativas: smallint('tentativas').notNull().default(0),
    processadoEm: ts('processado_em'),
  },
  (t) => [
    uniqueIndex('envios_lote_linhas_uq').on(t.loteId, t.linha),
    index('envios_lote_linhas_pending_idx').on(t.loteId, t.linha).where(sql`${t.status} = 'pending'`),
  ],
);
