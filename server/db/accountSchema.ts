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
    /** 'pending', 'confirmed' (its charges created), 'cancelled', 'expired'. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    /** When it took effect (its first charge paid): set once, by a conditional update. */
    aplicadoEm: ts('aplicado_em'),
    /** Proration: what was left of the previous plan's paid period, taken off the price. */
    creditoCentavos: integer('credito_centavos').notNull().default(0),
    /** A renewal the platform placed ahead of the period's end, for the period starting `periodo_inicio`. */
    renovacao: boolean('renovacao').notNull().default(false),
    periodoInicio: ts('periodo_inicio'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pedidos_token_uq').on(t.tokenHash),
    index('pedidos_empresa_idx').on(t.empresaId, t.id),
    // One renewal per company and period, however many sweeps or processes run.
    uniqueIndex('pedidos_renovacao_uq')
      .on(t.empresaId, t.periodoInicio)
      .where(sql`${t.renovacao} and ${t.status} <> 'cancelled'`),
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
    /** The charge's state (forward only): pending, overdue, paid, refunded, chargeback, cancelled. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** 'asaas' (charged through the provider) or 'manual' (recorded by an administrator). */
    provedor: varchar('provedor', { length: 16 }).notNull().default('manual'),
    /** The provider's id of the charge (pay_…). */
    provedorId: varchar('provedor_id', { length: 64 }),
    /** The plan period it pays for. */
    competenciaInicio: date('competencia_inicio', { mode: 'string' }),
    competenciaFim: date('competencia_fim', { mode: 'string' }),
    pixPayload: text('pix_payload'),
    pixExpiraEm: ts('pix_expira_em'),
    boletoLinha: varchar('boleto_linha', { length: 64 }),
    boletoUrl: varchar('boleto_url', { length: 500 }),
    faturaUrl: varchar('fatura_url', { length: 500 }),
    reciboUrl: varchar('recibo_url', { length: 500 }),
    cartaoFinal: varchar('cartao_final', { length: 4 }),
    cartaoBandeira: varchar('cartao_bandeira', { length: 20 }),
    /** Why the last card payment was refused. */
    recusa: varchar('recusa', { length: 300 }),
    estornadoCentavos: integer('estornado_centavos').notNull().default(0),
    /** The service invoice (NFS-e) asked of the provider for this charge. */
    nfseId: varchar('nfse_id', { length: 64 }),
    nfseStatus: varchar('nfse_status', { length: 16 }),
    nfseNumero: varchar('nfse_numero', { length: 40 }),
    nfsePdfUrl: varchar('nfse_pdf_url', { length: 500 }),
    nfseXmlUrl: varchar('nfse_xml_url', { length: 500 }),
    /** The administrator who recorded a manual payment. */
    baixaManualPor: integer('baixa_manual_por').references(() => users.id),
    /** Reminders and notices already sent for it ('due-3', 'due-0', 'overdue'…): each once. */
    avisos: text('avisos').array().notNull().default(sql`'{}'::text[]`),
    /** When its state was last read from the provider (the reconciliation's bookmark). */
    verificadoEm: ts('verificado_em'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('financeiro_empresa_idx').on(t.empresaId, t.vencimento),
    uniqueIndex('financeiro_provedor_uq').on(t.provedorId).where(sql`${t.provedorId} is not null`),
    index('financeiro_abertos_idx')
      .on(t.status, t.vencimento)
      .where(sql`${t.status} in ('pending', 'overdue')`),
  ],
);

/**
 * A plan period a paid charge bought: one per charge and one per order, enforced here, so replays,
 * reordered webhooks and two workers never extend a plan twice.
 */
export const planoPeriodos = pgTable(
  'plano_periodos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    financeiroId: integer('financeiro_id')
      .notNull()
      .references(() => financeiro.id),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id),
    planoId: integer('plano_id')
      .notNull()
      .references(() => planos.id),
    inicio: ts('inicio').notNull(),
    fim: ts('fim').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plano_periodos_financeiro_uq').on(t.financeiroId),
    uniqueIndex('plano_periodos_pedido_uq').on(t.pedidoId),
    index('plano_periodos_empresa_idx').on(t.empresaId, t.inicio),
  ],
);

/**
 * The payment provider's webhook events, each stored once by its id as it arrives (the receiver
 * answers 200 at once); a worker then reads the charge again from the provider and applies it.
 */
export const pspEventos = pgTable(
  'psp_eventos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provedor: varchar('provedor', { length: 16 }).notNull(),
    eventoId: varchar('evento_id', { length: 160 }).notNull(),
    evento: varchar('evento', { length: 64 }).notNull(),
    /** The provider's id of the charge (or invoice) it is about. */
    cobrancaProvedorId: varchar('cobranca_provedor_id', { length: 64 }),
    financeiroId: integer('financeiro_id').references(() => financeiro.id),
    /** The body as received, card token removed. Never trusted for money. */
    payload: jsonb('payload').notNull(),
    recebidoEm: createdAt(),
    processadoEm: ts('processado_em'),
    tentativas: smallint('tentativas').notNull().default(0),
    proximaTentativa: ts('proxima_tentativa'),
    /** What the worker did: applied, ignored (why), mismatch, unknown charge, error. */
    resultado: varchar('resultado', { length: 200 }),
    /** The provider's status of the charge when the worker read it again. */
    statusProvedor: varchar('status_provedor', { length: 40 }),
  },
  (t) => [
    uniqueIndex('psp_eventos_evento_uq').on(t.provedor, t.eventoId),
    index('psp_eventos_pendentes_idx').on(t.id).where(sql`${t.processadoEm} is null`),
    index('psp_eventos_financeiro_idx').on(t.financeiroId, t.id),
  ],
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
