// Visible signatures and fields: where each signatory signs, initials and fills in (placed by the
// sender), the marks they adopt (signature and rubrica, cropped PNGs in the blob store, never data
// URLs in a row), the marks a user keeps in their profile, and a request being prepared on a draft
// file. Re-exported by schema.ts.
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FieldArea } from '../../common/schemas/signatureFields.js';
import type { SigningDraftBody } from '../../common/schemas/signing.js';
import { createdAt, ts } from './columns.js';
import { empresas, users } from './coreSchema.js';
import { arquivos, assinaturas } from './vaultSchema.js';

/**
 * A field of one signatory (assinaturas row, so of one round): its type, whether required, a label
 * and maximum length (free text), its areas (page + box in fractions of the displayed page) and,
 * once the signatory acted, what was filled: text, 'true'/'false' for a checkbox, or the adopted
 * mark's SHA-256 for a signature or rubrica.
 */
export const assinaturaCampos = pgTable(
  'assinatura_campos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    arquivoId: integer('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    assinaturaId: integer('assinatura_id')
      .notNull()
      .references(() => assinaturas.id),
    /** Position in the request (the order the sender placed them). */
    ordem: integer('ordem').notNull(),
    tipo: varchar('tipo', { length: 16 }).notNull(),
    obrigatorio: boolean('obrigatorio').notNull().default(true),
    rotulo: varchar('rotulo', { length: 80 }),
    maxCaracteres: smallint('max_caracteres'),
    areas: jsonb('areas').$type<FieldArea[]>().notNull(),
    valor: text('valor'),
    preenchidoEm: ts('preenchido_em'),
  },
  (t) => [
    index('assinatura_campos_assinatura_idx').on(t.assinaturaId, t.ordem),
    index('assinatura_campos_arquivo_idx').on(t.arquivoId),
  ],
);

/**
 * The signature or rubrica a signatory adopted for their process: a cropped PNG (≤ 50 KB) under
 * `blob_key`, its SHA-256 and size in pixels, and how it was made. One per kind; adopting again
 * replaces it until the signatory acts, after which it never changes.
 */
export const assinaturaMarcas = pgTable(
  'assinatura_marcas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    assinaturaId: integer('assinatura_id')
      .notNull()
      .references(() => assinaturas.id),
    /** assinatura or rubrica. */
    tipo: varchar('tipo', { length: 16 }).notNull(),
    blobKey: varchar('blob_key', { length: 200 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    largura: integer('largura').notNull(),
    altura: integer('altura').notNull(),
    /** desenho, digitada, imagem or perfil (MARK_SOURCES). */
    origem: varchar('origem', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assinatura_marcas_uq').on(t.assinaturaId, t.tipo),
    // The orphan-blob sweep asks which keys rows still point at (server/jobs/blobSweep.ts).
    index('assinatura_marcas_blob_idx').on(t.blobKey),
  ],
);

/** A user's saved signature and rubrica, reused when they sign signed in. */
export const usuarioMarcas = pgTable(
  'usuario_marcas',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tipo: varchar('tipo', { length: 16 }).notNull(),
    blobKey: varchar('blob_key', { length: 200 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    largura: integer('largura').notNull(),
    altura: integer('altura').notNull(),
    origem: varchar('origem', { length: 16 }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tipo] }), index('usuario_marcas_blob_idx').on(t.blobKey)],
);

/** A signing request being prepared on a file (signatories, options and fields), until sent or dropped. */
export const assinaturaRascunhos = pgTable('assinatura_rascunhos', {
  arquivoId: integer('arquivo_id')
    .primaryKey()
    .references(() => arquivos.id),
  empresaId: integer('empresa_id')
    .notNull()
    .references(() => empresas.id),
  corpo: jsonb('corpo').$type<SigningDraftBody>().notNull(),
  userId: integer('user_id').references(() => users.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type FieldRow = typeof assinaturaCampos.$inferSelect;
export type NewFieldRow = typeof assinaturaCampos.$inferInsert;
export type MarkRow = typeof assinaturaMarcas.$inferSelect;
export type UserMarkRow = typeof usuarioMarcas.$inferSelect;
