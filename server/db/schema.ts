// The database schema (PostgreSQL dialect, used unchanged on PGlite and on PostgreSQL).
// Table and column names keep the spec's Portuguese words where the spec uses them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FileEventActor } from '../../common/schemas/fileEvents.js';
import { createdAt, ts } from './columns.js';
import { devices } from './messagingSchema.js';

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
    // The orphan-blob sweep asks which keys rows still point at (server/jobs/blobSweep.ts).
    index('users_foto_key_idx').on(t.fotoKey).where(sql`${t.fotoKey} is not null`),
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

/** Vault folders (pastas): a tree per company; the root vault is parent null. */
export const pastas = pgTable(
  'pastas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    parentId: integer('parent_id').references((): AnyPgColumn => pastas.id),
    nome: varchar('nome', { length: 120 }).notNull(),
    /** Position among its siblings (drag-and-drop order), ascending. */
    ordem: integer('ordem').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('pastas_nome_uq').on(t.empresaId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.nome})`),
    index('pastas_parent_idx').on(t.empresaId, t.parentId, t.ordem),
  ],
);

/**
 * Vault files (arquivos). The bytes live in the blob store under `blob_key` (never derived from
 * the name). `deleted_at` puts a file in the deleted-files list; `purged_at` means its bytes are
 * gone for good while its row and events stay as evidence.
 */
export const arquivos = pgTable(
  'arquivos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    pastaId: integer('pasta_id').references(() => pastas.id),
    nome: varchar('nome', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 120 }).notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    blobKey: varchar('blob_key', { length: 200 }).notNull(),
    /** Signing state: draft, waiting, completed, denied, cancelled, expired. */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    /** Number of events in the file's chain and the newest one's hash (detects a removed tail). */
    eventCount: integer('event_count').notNull().default(0),
    eventHead: char('event_head', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
    purgedAt: ts('purged_at'),
    // The signing process (one per file): sent by `solicitante_id` at `enviado_em`, its
    // signatories acting all at once or in order; it ends completed, denied, cancelled or expired.
    sequencial: boolean('sequencial').notNull().default(false),
    /**
     * The current process's round: a denied, cancelled or expired process sent again starts the
     * next one on the same file; the earlier rounds' signatories keep their rows (without links).
     */
    rodada: smallint('rodada').notNull().default(1),
    mensagem: text('mensagem'),
    solicitanteId: integer('solicitante_id').references(() => users.id),
    enviadoEm: ts('enviado_em'),
    concluidoEm: ts('concluido_em'),
    /** When it was denied, cancelled or expired, and the reason given (denied, cancelled). */
    encerradoEm: ts('encerrado_em'),
    motivo: text('motivo'),
    /**
     * The optional deadline (the end of a day in Brasília): past it the pending signatories can no
     * longer act and the process expires. `prazo_alertas` holds the alerts (days before: 7, 3, 1)
     * already reached, each sent once; `lembrete_dias` asks for a reminder every so many days.
     */
    prazo: ts('prazo'),
    prazoAlertas: smallint('prazo_alertas').array().notNull().default(sql`'{}'::smallint[]`),
    lembreteDias: smallint('lembrete_dias'),
    /** Public code of the verification page (/verificar/{codigo}), printed on the certificate. */
    verificacaoCodigo: varchar('verificacao_codigo', { length: 32 }),
    /** The sealed PDF: the original plus the certificate ('assinado') or the certificate alone. */
    seladoBlobKey: varchar('selado_blob_key', { length: 200 }),
    seladoSha256: char('selado_sha256', { length: 64 }),
    seladoTamanho: bigint('selado_tamanho', { mode: 'number' }),
    seladoTipo: varchar('selado_tipo', { length: 16 }),
  },
  (t) => [
    uniqueIndex('arquivos_nome_uq')
      .on(t.empresaId, sql`coalesce(${t.pastaId}, 0)`, sql`lower(${t.nome})`)
      .where(sql`${t.deletedAt} is null and ${t.purgedAt} is null`),
    // One index per sort of a folder's listing, so a page is read in order without sorting.
    index('arquivos_pasta_nome_idx')
      .on(t.empresaId, t.pastaId, t.nome, t.id)
      .where(sql`${t.deletedAt} is null and ${t.purgedAt} is null`),
    index('arquivos_pasta_created_idx')
      .on(t.empresaId, t.pastaId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.purgedAt} is null`),
    index('arquivos_pasta_tamanho_idx')
      .on(t.empresaId, t.pastaId, t.tamanho, t.id)
      .where(sql`${t.deletedAt} is null and ${t.purgedAt} is null`),
    index('arquivos_deleted_idx').on(t.empresaId, t.deletedAt),
    uniqueIndex('arquivos_verificacao_uq').on(t.verificacaoCodigo),
    index('arquivos_selado_sha_idx').on(t.seladoSha256),
    // The orphan-blob sweep asks which keys rows still point at (server/jobs/blobSweep.ts).
    index('arquivos_blob_key_idx').on(t.blobKey),
    index('arquivos_selado_blob_key_idx').on(t.seladoBlobKey).where(sql`${t.seladoBlobKey} is not null`),
    index('arquivos_sha_idx').on(t.sha256),
    // The deadline sweep reads the waiting processes that have one (server/jobs/signingDeadlines.ts).
    index('arquivos_prazo_idx').on(t.prazo).where(sql`${t.status} = 'waiting' and ${t.prazo} is not null`),
  ],
);

/**
 * The signatories of a file's signing process (assinaturas), each asked for one act (tipo 1–8).
 * A row is never deleted: a removed signatory keeps its row with status 'removed' and the reason.
 * The personal link's token and the one-time code are stored only as SHA-256 hashes.
 */
export const assinaturas = pgTable(
  'assinaturas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    arquivoId: integer('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    /** The process round this signatory belongs to (arquivos.rodada is the current one). */
    rodada: smallint('rodada').notNull().default(1),
    /** Position in the process, from 1 (the order that counts when the process is sequential). */
    ordem: integer('ordem').notNull(),
    tipo: integer('tipo').notNull(),
    /** The platform account acting (a company user, or a registered signatory); null: by link only. */
    userId: integer('user_id').references(() => users.id),
    /** Added as a user of the owner's company. */
    interno: boolean('interno').notNull().default(false),
    nome: varchar('nome', { length: 200 }).notNull(),
    /** Null: reached by WhatsApp only. */
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    cpf: varchar('cpf', { length: 11 }),
    exigeCodigo: boolean('exige_codigo').notNull().default(false),
    /** How they are reached (SIGNING_CHANNELS): email, whatsapp or both. */
    canal: varchar('canal', { length: 8 }).notNull().default('email'),
    /** The company's device that sends their WhatsApp messages. */
    deviceId: integer('device_id').references((): AnyPgColumn => devices.id),
    /** The language of their messages. */
    idioma: varchar('idioma', { length: 5 }).notNull().default('pt_BR'),
    /** pending, signed, denied, removed. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    tokenHash: char('token_hash', { length: 64 }),
    tokenExpiresAt: ts('token_expires_at'),
    enviadoEm: ts('enviado_em'),
    visualizadoEm: ts('visualizado_em'),
    lembradoEm: ts('lembrado_em'),
    codigoHash: char('codigo_hash', { length: 64 }),
    codigoExpiresAt: ts('codigo_expires_at'),
    codigoEnviadoEm: ts('codigo_enviado_em'),
    codigoTentativas: integer('codigo_tentativas').notNull().default(0),
    /** When and from where the act (or the denial) was performed, and how the signer was authenticated. */
    actedAt: ts('acted_at'),
    ip: varchar('ip', { length: 64 }),
    port: integer('port'),
    userAgent: text('user_agent'),
    autenticacao: varchar('autenticacao', { length: 24 }),
    /** The denial's or the removal's reason. */
    motivo: text('motivo'),
    removidoPor: integer('removido_por').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assinaturas_token_uq').on(t.tokenHash),
    index('assinaturas_arquivo_idx').on(t.arquivoId, t.rodada, t.ordem),
    index('assinaturas_user_idx').on(t.userId, t.status),
    index('assinaturas_email_idx').on(sql`lower(${t.email})`, t.status),
  ],
);

/**
 * Every action on a file, appended and never updated, hash-chained per file: `seq` counts from 1,
 * `prev_hash` is the previous event's `hash` (null for the first), `hash` is SHA-256 over the
 * event's canonical form.
 */
export const arquivoEventos = pgTable(
  'arquivo_eventos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    arquivoId: integer('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    seq: integer('seq').notNull(),
    acao: varchar('acao', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Who acted as shown then (name and e-mail), kept even if the user changes later. */
    ator: jsonb('ator').$type<FileEventActor | null>(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull(),
    prevHash: char('prev_hash', { length: 64 }),
    hash: char('hash', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('arquivo_eventos_seq_uq').on(t.arquivoId, t.seq),
    index('arquivo_eventos_empresa_idx').on(t.empresaId, t.createdAt),
    // A person's own events (the LGPD export, the audit trail's filter by user): by account, and by
    // the actor's e-mail for those done before the account existed or through a link.
    index('arquivo_eventos_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('arquivo_eventos_ator_email_idx').on(sql`lower(${t.ator} ->> 'email')`),
  ],
);

export * from './accountSchema.js';
export * from './fieldsSchema.js';
export * from './integrationsSchema.js';
export * from './lgpdSchema.js';
export * from './messagingSchema.js';
