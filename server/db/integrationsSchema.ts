// Integrations: company API keys, outbound webhook endpoints with their durable delivery queue,
// and the company's audit trail of actions outside the vault's file events. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { empresas, users } from './coreSchema.js';

/**
 * A company's API key. The secret is shown once; only its SHA-256 is kept (a 32-byte random secret
 * needs no slow hash). `prefixo` is the key's visible, unique start, used to find the row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: varchar('nome', { length: 80 }).notNull(),
    prefixo: varchar('prefixo', { length: 24 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    /** The permissions the key carries (never more than its creator held when creating it). */
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    /** The creator: the key acts as them, within the key's permissions. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    lastUsedIp: varchar('last_used_ip', { length: 64 }),
    revokedAt: ts('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_prefixo_uq').on(t.prefixo),
    index('api_keys_empresa_idx').on(t.empresaId, t.id),
  ],
);

/** A company's webhook endpoint: where events go, which ones, and the secret that signs them. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    url: varchar('url', { length: 500 }).notNull(),
    descricao: varchar('descricao', { length: 120 }),
    /** Event types (see common/webhookEvents.ts). */
    eventos: jsonb('eventos').$type<string[]>().notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** The `whsec_…` signing secret, sealed at rest (it is needed to sign every delivery). */
    secretSealed: text('secret_sealed').notNull(),
    /** Why it was switched off by the platform (after deliveries kept failing), if so. */
    desativadoMotivo: varchar('desativado_motivo', { length: 40 }),
    desativadoEm: ts('desativado_em'),
    /** Failed attempts in a row (reset by any success). */
    falhasSeguidas: integer('falhas_seguidas').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('webhook_endpoints_empresa_idx').on(t.empresaId).where(sql`${t.deletedAt} is null`)],
);

/**
 * One event for one endpoint: the durable queue and its log. `mensagem_id` is the Standard
 * Webhooks `webhook-id` (shared by the endpoints of one event, kept by redeliveries). Claimed
 * pending → sending with a lease; a lease that runs out (the process died) is claimed again.
 */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    mensagemId: varchar('mensagem_id', { length: 40 }).notNull(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    /** The exact JSON body sent (signed as is). */
    corpo: text('corpo').notNull(),
    /** pending, sending, delivered, failed. */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    tentativas: smallint('tentativas').notNull().default(0),
    proximaTentativa: ts('proxima_tentativa').notNull(),
    leaseAte: ts('lease_ate'),
    ultimoCodigo: smallint('ultimo_codigo'),
    ultimaDuracaoMs: integer('ultima_duracao_ms'),
    ultimoErro: varchar('ultimo_erro', { length: 300 }),
    /** The start of the answer's body (for the log). */
    ultimaResposta: varchar('ultima_resposta', { length: 1000 }),
    entregueEm: ts('entregue_em'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_entregas_due_idx')
      .on(t.proximaTentativa)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('webhook_entregas_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Every attempt of a delivery: when, the answer's code, how long it took, what went wrong. */
export const webhookTentativas = pgTable(
  'webhook_tentativas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entregaId: bigint('entrega_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEntregas.id),
    codigo: smallint('codigo'),
    duracaoMs: integer('duracao_ms').notNull(),
    erro: varchar('erro', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_tentativas_entrega_idx').on(t.entregaId, t.id)],
);

/**
 * The company's audit trail of actions outside the file chains (team, company, keys, webhooks,
 * and every write made with an API key): who (user and, when one was used, the key), what, on what.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    userId: integer('user_id').references(() => users.id),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    /** Who acted as shown then (name, e-mail, key name). */
    ator: jsonb('ator').$type<{ nome: string; email: string; chave?: string } | null>(),
    acao: varchar('acao', { length: 60 }).notNull(),
    alvo: varchar('alvo', { length: 120 }),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auditoria_empresa_idx').on(t.empresaId, t.id),
    index('auditoria_api_key_idx').on(t.apiKeyId).where(sql`${t.apiKeyId} is not null`),
  ],
);
