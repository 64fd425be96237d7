import {
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
import { empresas, servers, users } from './coreSchema.js';

export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id),
    name: varchar('name', { length: 120 }).notNull(),
    /** The instance's name on the gateway: unique per server, never derived from user input. */
    instanceName: varchar('instance_name', { length: 100 }).notNull(),
    /** The instance token (the gateway's `hash`), sealed under APP_KEY. */
    instanceTokenSealed: text('instance_token_sealed').notNull(),
    /** open | connecting | close | refused (the gateway's connection state). */
    state: varchar('state', { length: 12 }).notNull().default('connecting'),
    /** The phone logged the session out (close with 401/403): stopped until scanned again. */
    loggedOut: boolean('logged_out').notNull().default(false),
    statusReason: smallint('status_reason'),
    /**
     * Why Cofre stopped sending on a device the gateway had not closed itself: 'gateway_lost' when
     * the gateway no longer knows the instance (restarted without its memory). Cleared when it opens.
     */
    disconnectReason: varchar('disconnect_reason', { length: 24 }),
    profileName: varchar('profile_name', { length: 200 }),
    /** The linked phone's number (digits), from the session's wuid. */
    number: varchar('number', { length: 20 }),
    qrCode: text('qr_code'),
    qrBase64: text('qr_base64'),
    qrCount: integer('qr_count').notNull().default(0),
    qrAt: ts('qr_at'),
    connectedAt: ts('connected_at'),
    stateAt: ts('state_at'),
    /** Per-device send limits (null: the platform's defaults). */
    limitMinute: integer('limit_minute'),
    limitHour: integer('limit_hour'),
    limitDay: integer('limit_day'),
    /** The queue sends nothing for this device before this time (random gaps, limits, gateway backoff). */
    nextSendAt: ts('next_send_at'),
    /** next_send_at only keeps bulk messages apart (a random gap): a one-to-one message may go before it. */
    nextSendGap: boolean('next_send_gap').notNull().default(false),
    /** A queue worker holds the device's lane until then (one send at a time per device). */
    leaseUntil: ts('lease_until'),
    leaseOwner: varchar('lease_owner', { length: 64 }),
    /** Consecutive gateway failures (for the backoff while it is down). */
    gatewayFailures: integer('gateway_failures').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('devices_uuid_uq').on(t.uuid),
    uniqueIndex('devices_instance_uq').on(t.serverId, t.instanceName),
    index('devices_empresa_idx').on(t.empresaId),
  ],
);
