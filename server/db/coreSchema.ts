// The core tables: companies, users and their sessions, sign-up and invites, terms, plans, servers.
// Table and column names keep the spec's Portuguese words where the spec uses them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';

export const empresas = pgTable(
  'empresas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    razaoSocial: varchar('razao_social', { length: 200 }).notNull(),
    nomeFantasia: varchar('nome_fantasia', { length: 200 }),
    /** CNPJ (numeric or alphanumeric) or, for a trial opened by a person, a CPF; stored unmasked. */
    documento: varchar('documento', { length: 14 }).notNull(),
    cnpjMatriz: varchar('cnpj_matriz', { length: 14 }),
    /** The company that referred this one at trial sign-up (the sign-up's company_id), if any. */
    referrerEmpresaId: integer('referrer_empresa_id'),
    status: boolean('status').notNull().default(true),
    trialEndsAt: ts('trial_ends_at'),
    /** The plan the company subscribes to (null: none, or still on its trial). */
    planoId: integer('plano_id').references((): AnyPgColumn => planos.id),
    /** The periodicity the plan was bought with and when the paid period ends (null: no end). */
    planoPeriodicidade: varchar('plano_periodicidade', { length: 16 }),
    planoExpiraEm: ts('plano_expira_em'),
    /**
     * The day of the month monthly and yearly periods renew on (1–31): a run begun on the 31st ends
     * on Feb 28 and then on Mar 31 again, instead of sliding to the 28th for good.
     */
    planoDiaBase: smallint('plano_dia_base'),
    /**
     * Bytes of the company's files not purged (what the plan's storage counts), kept with every
     * upload and purge so a check never sums the files: see addStorageUse.
     */
    armazenamentoUsado: bigint('armazenamento_usado', { mode: 'number' }).notNull().default(0),
    /**
     * The company's owner: the person who created it (transferable by them). Nobody else may demote
     * or disable them; null when unknown (created by the platform) or when they left.
     */
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id),
    /** Contact data the company keeps itself (company.manage): e-mail, phone and address. */
    email: varchar('email', { length: 254 }),
    telefone: varchar('telefone', { length: 20 }),
    cep: varchar('cep', { length: 8 }),
    logradouro: varchar('logradouro', { length: 200 }),
    numero: varchar('numero', { length: 20 }),
    complemento: varchar('complemento', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }),
    /** IBGE's codes of the state (2 digits) and municipality (7 digits). */
    estadoId: smallint('estado_id'),
    municipioId: integer('municipio_id'),
    /** The blob key of the company's logo (a PNG within 480×160), shown to signers; null: none. */
    logoKey: varchar('logo_key', { length: 120 }),
    /** The company as the payment provider's customer (e.g. Asaas's cus_…); null until it first pays. */
    pspClienteId: varchar('psp_cliente_id', { length: 64 }),
    /** Where charges, reminders and invoices go (null: the company's e-mail). */
    cobrancaEmail: varchar('cobranca_email', { length: 254 }),
    /** The provider's token of the card kept for renewals (sealed by SecretBox), with what may be shown. */
    cartaoToken: text('cartao_token'),
    cartaoFinal: varchar('cartao_final', { length: 4 }),
    cartaoBandeira: varchar('cartao_bandeira', { length: 20 }),
    /** How the last charge was paid: renewals are charged the same way. */
    formaPagamentoPreferida: varchar('forma_pagamento_preferida', { length: 16 }),
    /**
     * Dunning: 'ok', 'past_due' (a charge is overdue, full access during the grace period),
     * 'suspended' (may read and pay, not send or upload), 'cancelled' (the plan ended unpaid).
     */
    cobrancaSituacao: varchar('cobranca_situacao', { length: 16 }).notNull().default('ok'),
    suspensaEm: ts('suspensa_em'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('empresas_documento_uq').on(t.documento).where(sql`${t.deletedAt} is null`),
    index('empresas_logo_key_idx').on(t.logoKey).where(sql`${t.logoKey} is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: varchar('nome', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    documento: varchar('documento', { length: 14 }),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    /** 'A' platform administrator, 'S' restricted signatory, null company user. */
    ambient: varchar('ambient', { length: 1 }),
    status: boolean('status').notNull().default(true),
    /** The company the user last entered (the selected company). */
    empresaId: integer('empresa_id').references(() => empresas.id),
    /**
     * The company to enter at sign-in without being asked (chosen by the user; null: an account of
     * several companies is asked every time).
     */
    empresaPadraoId: integer('empresa_padrao_id').references(() => empresas.id),
    otpSecret: text('otp_secret'),
    otpPendingSecret: text('otp_pending_secret'),
    otpEnabled: boolean('otp_enabled').notNull().default(false),
    /** Last accepted TOTP time step, so a code is never accepted twice. */
    otpLastStep: integer('otp_last_step'),
    /** The user's position (cargo); an internal position is reserved to platform administrators. */
    cargoId: integer('cargo_id').references((): AnyPgColumn => cargos.id),
    language: varchar('language', { length: 5 }).notNull().default('pt_BR'),
    skin: varchar('skin', { length: 32 }).notNull().default('skin-blue-light'),
    /** The profile photo's blob key (a resized JPEG), if any. */
    fotoKey: varchar('foto_key', { length: 120 }),
    emailVerifiedAt: ts('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
    /**
     * Removed for good while documents, signatures or messages still name them: the row stays (as
     * "Usuário excluído") so that evidence keeps pointing somewhere, with every personal datum wiped.
     */
    anonymizedAt: ts('anonymized_at'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // One CPF (or CNPJ), one account (spec 5.14); anonymized rows have none.
    uniqueIndex('users_documento_uq').on(t.documento).where(sql`${t.documento} is not null`),
    // The orphan-blob sweep asks which keys rows still point at (server/jobs/blobSweep.ts).
    index('users_foto_key_idx').on(t.fotoKey).where(sql`${t.fotoKey} is not null`),
  ],
);

/** A login session: the family every rotated refresh token of one login belongs to. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    empresaId: integer('empresa_id').references(() => empresas.id),
    remember: boolean('remember').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Counters with a window (and, for logins, a lock): failed logins per account from one IP
 * ("acct:<email>|<ip>") and per IP ("ip:<addr>"), password-change guesses ("pwd:<user id>"), and
 * e-mail-sending requests per address and purpose ("mail:<email>:<purpose>[:<scope>]") and per
 * sender ("mail-ip:<addr>", "mail-user:<user id>"). `failures` is the count in the current window.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
  lockedUntil: ts('locked_until'),
});

/**
 * E-mails the mail server refused (or could not be reached for), whatever sent them: what the
 * platform administrators' banner counts. Kept a week (pruned with the throttle counters).
 */
export const emailFalhas = pgTable(
  'email_falhas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The recipient, masked as shown (j***@e***.com). */
    destinatario: varchar('destinatario', { length: 254 }),
    /** The server's reply without credentials (mailErrorText). */
    erro: varchar('erro', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_falhas_created_idx').on(t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_uq').on(t.tokenHash)],
);

/** Public pre-registrations (spec §3): confirmed through the e-mailed link. */
export const preCadastros = pgTable(
  'pre_cadastros',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenExpiresAt: ts('token_expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    /** Set when the confirmed pre-registration became an account (POST /api/usuario/confirmar). */
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [uniqueIndex('pre_cadastros_hash_uq').on(t.tokenHash)],
);

/** Invitations to join a company (created from the users back office). */
export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    email: varchar('email', { length: 254 }).notNull(),
    nome: varchar('nome', { length: 200 }),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    invitedBy: integer('invited_by').references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invites_hash_uq').on(t.tokenHash)],
);

/** Terms of use (termos); the newest approved one is the current EULA. */
export const termos = pgTable('termos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  termoDescricao: text('termo_descricao').notNull(),
  approvedAt: ts('approved_at'),
  approvedBy: integer('approved_by').references(() => users.id),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: ts('updated_at'),
  deletedAt: ts('deleted_at'),
});

/** Who accepted which term, when and from where (the evidence behind the 451 gate). */
export const termoAceites = pgTable(
  'termo_aceites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    termoId: integer('termo_id')
      .notNull()
      .references(() => termos.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('termo_aceites_uq').on(t.termoId, t.userId)],
);

/** Plans (spec §3 Plano): per-module limits (null = unlimited) enforced later with 402. */
export const planos = pgTable(
  'planos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: varchar('nome', { length: 120 }).notNull(),
    descricao: text('descricao'),
    status: boolean('status').notNull().default(true),
    maxUsuarios: integer('max_usuarios'),
    maxDispositivos: integer('max_dispositivos'),
    armazenamentoMb: integer('armazenamento_mb'),
    mensagensMes: integer('mensagens_mes'),
    assinaturasMes: integer('assinaturas_mes'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [uniqueIndex('planos_nome_uq').on(sql`lower(${t.nome})`).where(sql`${t.deletedAt} is null`)],
);

/** A plan's prices by periodicity (weekly, fortnightly, monthly, yearly), in cents of BRL. */
export const planoRecorrencias = pgTable(
  'plano_recorrencias',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planoId: integer('plano_id')
      .notNull()
      .references(() => planos.id, { onDelete: 'cascade' }),
    periodicidade: varchar('periodicidade', { length: 16 }).notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
  },
  (t) => [uniqueIndex('plano_recorrencias_uq').on(t.planoId, t.periodicidade)],
);

/** Additional modules sold with a plan: more of one module's limit, at a price in cents of BRL. */
export const planoAdicionais = pgTable('plano_adicionais', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  planoId: integer('plano_id')
    .notNull()
    .references(() => planos.id, { onDelete: 'cascade' }),
  nome: varchar('nome', { length: 120 }).notNull(),
  modulo: varchar('modulo', { length: 16 }).notNull(),
  quantidade: integer('quantidade').notNull(),
  valorCentavos: integer('valor_centavos').notNull(),
});

/** Messaging-gateway servers (Evolution API v2); the API key is sealed under APP_KEY. */
export const servers = pgTable('servers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull(),
  baseUrl: varchar('base_url', { length: 500 }).notNull(),
  apiKeySealed: text('api_key_sealed').notNull(),
  capacidade: integer('capacidade').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: ts('updated_at'),
  deletedAt: ts('deleted_at'),
});

/** Positions (cargos); an internal one can only be held by a platform administrator. */
export const cargos = pgTable('cargos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull(),
  interno: boolean('interno').notNull().default(false),
  createdAt: createdAt(),
});
