// The vault's tables: folders, files, their signatures and their event chain.
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
  varchar,
} from 'drizzle-orm/pg-core';
import type { FileEventActor } from '../../common/schemas/fileEvents.js';
import { createdAt, ts } from './columns.js';
import { empresas, users } from './coreSchema.js';
import { devices } from './devicesSchema.js';
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
    /** PAdES level of the sealed PDF: B-B, B-T, B-LT or B-LTA (null: sealed before issue 37). */
    seladoNivel: varchar('selado_nivel', { length: 8 }),
    /**
     * Its timestamp: 'carimbado', or 'pendente' when no TSA answered at sealing (a document
     * timestamp is added by the timestamp sweep: attempts so far, when to try next); and when the
     * newest timestamp's TSA certificate ends (a new document timestamp must come before).
     */
    carimboStatus: varchar('carimbo_status', { length: 16 }),
    carimboTentativas: smallint('carimbo_tentativas').notNull().default(0),
    carimboProximoEm: ts('carimbo_proximo_em'),
    carimboExpiraEm: ts('carimbo_expira_em'),
    /**
     * Where the document came from (FILE_ORIGINS): an upload, a template used by a person, a bulk
     * send's line or a template's public link; and the template version it was made from
     * (modelo_versoes, immutable: a later edit of the template changes nothing here).
     */
    origem: varchar('origem', { length: 16 }).notNull().default('upload'),
    modeloId: integer('modelo_id'),
    modeloVersaoId: integer('modelo_versao_id'),
    /** The newest event's time: the pipeline's "last activity" (kept by insertFileEvent). */
    atividadeEm: ts('atividade_em'),
    /**
     * The current round's signatories' names, e-mails and phones, lower-cased, kept by triggers on
     * assinaturas (migration 0026): the pipeline's search reads this one column of the company's
     * processes instead of probing every process's signatories.
     */
    signatariosBusca: text('signatarios_busca').notNull().default(''),
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
    // The documents pipeline (GET /api/processos): a company's processes by state, newest first,
    // and by deadline; the template filter.
    index('arquivos_pipeline_idx')
      .on(t.empresaId, t.status, t.enviadoEm, t.id)
      .where(sql`${t.deletedAt} is null and ${t.purgedAt} is null and ${t.enviadoEm} is not null`),
    // All states, newest first (the pipeline with no state filter, a period).
    index('arquivos_pipeline_sent_idx')
      .on(t.empresaId, t.enviadoEm, t.id)
      .where(sql`${t.deletedAt} is null and ${t.purgedAt} is null and ${t.enviadoEm} is not null`),
    index('arquivos_pipeline_prazo_idx')
      .on(t.empresaId, t.prazo, t.id)
      .where(sql`${t.deletedAt} is null and ${t.purgedAt} is null and ${t.enviadoEm} is not null`),
    index('arquivos_modelo_idx').on(t.modeloId).where(sql`${t.modeloId} is not null`),
    index('arquivos_prazo_idx').on(t.prazo).where(sql`${t.status} = 'waiting' and ${t.prazo} is not null`),
    // The timestamp sweep: documents waiting for a timestamp, and those due for a new one.
    index('arquivos_carimbo_pendente_idx').on(t.carimboProximoEm).where(sql`${t.carimboStatus} = 'pendente'`),
    index('arquivos_carimbo_expira_idx').on(t.carimboExpiraEm).where(sql`${t.carimboExpiraEm} is not null`),
  ],
);

/**
 * Earlier versions of a sealed PDF: a document timestamp added later (pending, or renewed before
 * the last one's certificate ends) changes the file's bytes, and a copy downloaded before must
 * still be recognised by the verification page.
 */
export const selosAnteriores = pgTable(
  'selos_anteriores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    arquivoId: integer('arquivo_id')
      .notNull()
      .references(() => arquivos.id),
    sha256: char('sha256', { length: 64 }).notNull(),
    substituidoEm: ts('substituido_em').notNull(),
  },
  (t) => [index('selos_anteriores_sha_idx').on(t.sha256)],
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
