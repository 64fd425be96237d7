// Requests under the LGPD (Lei 13.709/2018, art. 18): a person asks for their account to be
// deleted; a platform administrator completes (anonymises) or refuses it. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { users } from './coreSchema.js';

export const lgpdSolicitacoes = pgTable(
  'lgpd_solicitacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Who asked. The row outlives the anonymisation (it names "Usuário excluído" then): it is the
     * platform's record of having honoured the request.
     */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** pending, completed, refused, cancelled (by the person). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The person's reason, if given (wiped when the request is completed). */
    motivo: text('motivo'),
    /** The administrator's reason for a refusal (e.g. a legal hold). */
    resposta: text('resposta'),
    /** The administrator who completed or refused it, and when. */
    decididoPor: integer('decidido_por').references(() => users.id),
    decididoEm: ts('decidido_em'),
    canceladoEm: ts('cancelado_em'),
    createdAt: createdAt(),
  },
  (t) => [
    // One pending request per person: a second one is a 409.
    uniqueIndex('lgpd_solicitacoes_pendente_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('lgpd_solicitacoes_status_idx').on(t.status, t.createdAt),
    index('lgpd_solicitacoes_user_idx').on(t.userId, t.id),
  ],
);
