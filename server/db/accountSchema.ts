// A user's membership of a company, and the profile, notification and billing tables, re-exported by
// schema.ts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { empresas, planos, users } from './coreSchema.js';
import { pastas } from './vaultSchema.js';

/** A user's extra e-mail addresses (the login e-mail stays on users.email). */
export const usuarioEmails = pgTable(
  'usuario_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    descricao: varchar('descricao', { length: 60 }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [uniqueIndex('usuario_emails_uq').on(t.userId, sql`lower(${t.email})`)],
);

/** A user's phones, digits only with the country code (55…). */
export const usuarioTelefones = pgTable(
  'usuario_telefones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    numero: varchar('numero', { length: 20 }).notNull(),
    /** 'celular', 'fixo' or 'whatsapp'. */
    tipo: varchar('tipo', { length: 16 }).notNull().default('celular'),
    descricao: varchar('descricao', { length: 60 }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [uniqueIndex('usuario_telefones_uq').on(t.userId, t.numero)],
);

/** A user's addresses; the municipality is IBGE's 7-digit code, the state its 2-digit code. */
export const usuarioEnderecos = pgTable(
  'usuario_enderecos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descricao: varchar('descricao', { length: 60 }),
    cep: varchar('cep', { length: 8 }).notNull(),
    logradouro: varchar('logradouro', { length: 200 }).notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    complemento: varchar('complemento', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }).notNull(),
    estadoId: smallint('estado_id').notNull(),
    municipioId: integer('municipio_id').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('usuario_enderecos_user_idx').on(t.userId)],
);

/**
 * In-app notifications (spec §3 Notification): not_status 1 success, 2 warning, 3 error;
 * not_description is written in the user's language when raised. `chave` de-duplicates
 * notifications that must be raised once (plan about to expire, terms to accept).
 */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id').references(() => empresas.id),
    notStatus: smallint('not_status').notNull(),
    notDescription: text('not_description').notNull(),
    /** What it is about, e.g. 'signing.completed', 'device.disconnected'. */
    tipo: varchar('tipo', { length: 40 }).notNull(),
    /** The SPA path it leads to, e.g. '/cofre?arquivo=12'. */
    link: varchar('link', { length: 300 }),
    chave: varchar('chave', { length: 120 }),
    shownAt: ts('shown_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notificacoes_user_idx').on(t.userId, t.id),
    uniqueIndex('notificacoes_chave_uq').on(t.userId, t.chave).where(sql`${t.chave} is not null`),
  ],
);

/**
 * A purchase in progress: a plan (with its periodicity) or add-on modules. Confirmed through
 * POST /api/confirmar-plano/{tokenId}, where tokenId's SHA-256 is `token_hash`.
 */
export const pedidos = pgTable(
  'pedidos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'plano' or 'modulos'. */
    tipo: varchar('tipo', { length: 16 }).notNull(),
    planoId: integer('plano_id').references(() => planos.id),
    periodicidade: varchar('periodicidade', { length: 16 }),
    /** For 'modulos': [{ adicional_id, modulo, quantidade, valor_centavos, nome }]. */
    itens: jsonb('itens').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    valorCentavos: integer('valor_centavos').notNull(),
    parcelas: smallint('parcelas').notNull().default(1),
    formaPagamento: varchar('forma_pagamento', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** 'pending', 'confirmed', 'cancelled', 'expired'. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pedidos_token_uq').on(t.tokenHash),
    index('pedidos_empresa_idx').on(t.empresaId, t.id),
  ],
);

/** Add-on modules a company bought: extra units of a module's plan limit while its plan lasts. */
export const empresaModulos = pgTable(
  'empresa_modulos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    pedidoId: integer('pedido_id').references(() => pedidos.id),
    modulo: varchar('modulo', { length: 16 }).notNull(),
    quantidade: integer('quantidade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('empresa_modulos_empresa_idx').on(t.empresaId, t.modulo)],
);

/** Financial records (installments): fin_status -1 in arrears, 0 received, 1 opened, 2 paid. */
export const financeiro = pgTable(
  'financeiro',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    pedidoId: integer('pedido_id').references(() => pedidos.id),
    descricao: varchar('descricao', { length: 200 }).notNull(),
    parcela: smallint('parcela').notNull(),
    parcelas: smallint('parcelas').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    finStatus: smallint('fin_status').notNull().default(1),
    formaPagamento: varchar('forma_pagamento', { length: 16 }).notNull(),
    pagoEm: ts('pago_em'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('financeiro_empresa_idx').on(t.empresaId, t.vencimento)],
);

/** A user's link to a company, with the permissions held there. */
export const usuarioEmpresa = pgTable(
  'usuario_empresa',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    status: boolean('status').notNull().default(true),
    /** The vault level (folder) the user is in at this company; null is the root vault. */
    pastaAtualId: integer('pasta_atual_id').references((): AnyPgColumn => pastas.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('usuario_empresa_uq').on(t.userId, t.empresaId)],
);
