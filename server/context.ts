// What every service needs, built once at start and passed down explicitly.
import type { BlobStore } from './adapters/blob/store.js';
import type { Mailer } from './adapters/mail/mailer.js';
import type { Config } from './config.js';
import type { Db, DbKind } from './db/client.js';
import type { PaymentsRuntime } from './modules/payments/runtime.js';
import type { RealtimeBus } from './realtime/bus.js';
import type { SecretBox } from './security/crypto.js';
import type { AccessTokens } from './security/jwt.js';

export interface AppContext {
  config: Config;
  blobs: BlobStore;
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  tokens: AccessTokens;
  secrets: SecretBox;
  /** Live events to the browsers' event streams (LISTEN/NOTIFY on PostgreSQL). */
  realtime: RealtimeBus;
  /** The payment provider (or none), billing's clock and the payments worker. */
  payments: PaymentsRuntime;
  /** The send queue of this process, once started (wake: look for due messages now). */
  queue?: { wake(): void };
  /** The webhook delivery worker of this process, once started (wake: a delivery was queued). */
  webhooks?: { wake(): void };
}
