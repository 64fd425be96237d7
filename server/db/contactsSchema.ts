// A company's address book: the people it signs with and messages. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { empresas, users } from './coreSchema.js';

/** E-mail lower-cased, celular as digits with 55, documento unmasked; none repeats among a company's live contacts. */
export const contatos = pgTable(
  'contatos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: varchar('nome', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    celular: varchar('celular', { length: 20 }),
    documento: varchar('documento', { length: 14 }),
    empresa: varchar('empresa', { length: 200 }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    observacoes: text('observacoes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('contatos_empresa_nome_idx').on(t.empresaId, t.nome),
    uniqueIndex('contatos_email_uq').on(t.empresaId, sql`lower(${t.email})`).where(sql`deleted_at is null`),
    uniqueIndex('contatos_celular_uq').on(t.empresaId, t.celular).where(sql`deleted_at is null`),
    uniqueIndex('contatos_documento_uq').on(t.empresaId, t.documento).where(sql`deleted_at is null`),
  ],
);
