// Campaigns and messages: the messaging half's tables (devices: devicesSchema.ts), re-exported by
// schema.ts. A message row is at once a chat entry (in or out) and, while outgoing, a queue item:
// QUEUED → SENDING (claimed atomically) → SENT → DELIVERED → READ, or FAILED / INVALID.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MailMessage } from '../adapters/mail/mailer.js';
import { createdAt, ts } from './columns.js';
import { empresas, users } from './coreSchema.js';
import { devices } from './devicesSchema.js';
import { arquivos, assinaturas } from './vaultSchema.js';

/** What a message carries besides its text: a stored attachment (outgoing) or what arrived (incoming). */
export interface MessageMedia {
  fileName: string;
  mimetype: string;
  size: number | null;
  /** The file's blob: an outgoing attachment, or an incoming file once fetched from the gateway. */
  blobKey?: string;
  /** An audio recorded as a voice note (WhatsApp's push-to-talk), not a music file. */
  voice?: boolean;
}

/**
 * Queue lanes of a device, the lower first: a signatory's link or code, then one-to-one messages, then
 * bulk ones. Every lane below bulk skips the bulk random gaps (never the device's hard limits).
 */
export const MESSAGE_PRIORITY = { signing: -1, direct: 0, bulk: 1 } as const;

/** One send to one or many recipients (spec §3 Message: message, created_at). */
export const campanhas = pgTable(
  'campanhas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    userId: integer('user_id').references(() => users.id),
    /** The text as typed, variables unfilled. */
    message: text('message').notNull(),
    attachment: jsonb('attachment').$type<MessageMedia>(),
    total: integer('total').notNull(),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
    /** Paused by a user: its waiting messages are 'paused' until it is resumed. */
    pausedAt: ts('paused_at'),
    /** Cancelled by a user: what had not gone out became 'cancelled'. */
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    index('campanhas_empresa_idx').on(t.empresaId, t.createdAt),
    // The orphan-blob sweep asks which keys rows still point at (server/jobs/blobSweep.ts).
    index('campanhas_attachment_blob_idx')
      .on(sql`(${t.attachment} ->> 'blobKey')`)
      .where(sql`(${t.attachment} ->> 'blobKey') is not null`),
  ],
);

export const mensagens = pgTable(
  'mensagens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    campanhaId: integer('campanha_id').references(() => campanhas.id),
    /** 'out' (sent by the company) or 'in' (received). */
    direction: varchar('direction', { length: 3 }).notNull(),
    /** The other party's number (digits with country code). */
    number: varchar('number', { length: 20 }).notNull(),
    texto: text('texto'),
    media: jsonb('media').$type<MessageMedia>(),
    vars: jsonb('vars').$type<Record<string, string>>(),
    status: varchar('status', { length: 10 }).notNull(),
    /** Why it failed: invalid_number, rejected, gateway, attempts. */
    errorCode: varchar('error_code', { length: 24 }),
    errorDetail: text('error_detail'),
    /** Unique per outgoing message: the claim and the reconciliation key on it. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    /** The queue lane (MESSAGE_PRIORITY): one-to-one messages (0) are claimed before bulk ones (1). */
    priority: smallint('priority').notNull().default(1),
    nextAttemptAt: ts('next_attempt_at'),
    claimedAt: ts('claimed_at'),
    /** The gateway's message id (key.id). */
    keyId: varchar('key_id', { length: 64 }),
    resendOf: integer('resend_of').references((): AnyPgColumn => mensagens.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    deliveredAt: ts('delivered_at'),
    /** Outgoing: when the gateway said it was read. Incoming: when someone in the company opened its chat. */
    readAt: ts('read_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    uniqueIndex('mensagens_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('mensagens_key_uq').on(t.deviceId, t.keyId).where(sql`${t.keyId} is not null`),
    uniqueIndex('mensagens_resend_uq').on(t.resendOf).where(sql`${t.resendOf} is not null`),
    // The claim walks a device's queued rows by lane, then id, and stops at the first due one.
    index('mensagens_queue_idx').on(t.deviceId, t.priority, t.id).where(sql`${t.status} = 'queued'`),
    index('mensagens_sending_idx').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    index('mensagens_chat_idx').on(t.deviceId, t.number, t.id),
    index('mensagens_campanha_idx').on(t.campanhaId, t.status),
    index('mensagens_empresa_month_idx').on(t.empresaId, t.createdAt),
    // The orphan-blob sweep asks which keys rows still point at (server/jobs/blobSweep.ts).
    index('mensagens_media_blob_idx')
      .on(sql`(${t.media} ->> 'blobKey')`)
      .where(sql`(${t.media} ->> 'blobKey') is not null`),
  ],
);

/**
 * What went to a signatory, per channel: an e-mail handed over, or a WhatsApp message (its status is
 * the message's). A WhatsApp message to someone reached by WhatsApp only keeps the same content as an
 * e-mail (`fallback`), sent instead if the message fails or its device is not connected.
 */
export const assinaturaEnvios = pgTable(
  'assinatura_envios',
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
    /** email or whatsapp. */
    canal: varchar('canal', { length: 8 }).notNull(),
    /** link (invitation, reminder, alert, your turn), code, or notice. */
    finalidade: varchar('finalidade', { length: 8 }).notNull(),
    mensagemId: integer('mensagem_id').references(() => mensagens.id),
    /** The e-mail to send if this WhatsApp message fails; cleared once used or no longer needed. */
    fallback: jsonb('fallback').$type<MailMessage>(),
    /** The WhatsApp message failed (or could not be queued: its device not connected). */
    falhouEm: ts('falhou_em'),
    /** Why: invalid_number, device_not_connected, failed. */
    erro: varchar('erro', { length: 24 }),
    /** An e-mail went instead. */
    fallbackEm: ts('fallback_em'),
    createdAt: createdAt(),
  },
  (t) => [
    index('assinatura_envios_assinatura_idx').on(t.assinaturaId, t.canal, t.id),
    uniqueIndex('assinatura_envios_mensagem_uq').on(t.mensagemId).where(sql`${t.mensagemId} is not null`),
  ],
);
