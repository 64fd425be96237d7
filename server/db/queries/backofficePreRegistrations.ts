// Pre-registrations as the back office sees them: the filtered list, one record, a new
// confirmation token for a resend.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PreRegistrationsListQuery } from '../../../common/schemas/preRegistrations.js';
import type { Db } from '../client.js';
import { contains, containsAny, dateRange, listPage } from '../list.js';
import { preCadastros } from '../schema.js';
import type { PreRegistrationRow } from './pre-registrations.js';

/** The pre-registration, live by default; `any` includes a soft-deleted one. */
export async function findPreRegistration(
  db: Db,
  id: number,
  state: 'live' | 'any' = 'live',
): Promise<PreRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(preCadastros)
    .where(
      state === 'live'
        ? and(eq(preCadastros.id, id), isNull(preCadastros.deletedAt))
        : eq(preCadastros.id, id),
    );
  return row;
}

/**
 * Replaces the confirmation token of a live, unconfirmed pre-registration (the old link stops
 * working); undefined when it is missing, deleted or already confirmed.
 */
export async function replaceConfirmationToken(
  db: Db,
  id: number,
  values: { tokenHash: string; tokenExpiresAt: Date },
): Promise<PreRegistrationRow | undefined> {
  const [row] = await db
    .update(preCadastros)
    .set(values)
    .where(and(eq(preCadastros.id, id), eq(preCadastros.confirmed, false), isNull(preCadastros.deletedAt)))
    .returning();
  return row;
}

/** Phones are stored as digits: a filter with digits compares its digits, so masks do not matter. */
const phoneText = (text: string) => text.replace(/\D/g, '') || text;

export function listPreRegistrations(db: Db, query: PreRegistrationsListQuery) {
  return listPage(
    db,
    preCadastros,
    query,
    {
      sortable: {
        name: preCadastros.name,
        email: preCadastros.email,
        confirmed: preCadastros.confirmed,
        created_at: preCadastros.createdAt,
      },
      defaultSort: { column: preCadastros.createdAt, order: 'desc' },
      tieBreaker: preCadastros.id,
    },
    [
      query.deleted ? isNotNull(preCadastros.deletedAt) : isNull(preCadastros.deletedAt),
      query.q ? containsAny([preCadastros.name, preCadastros.email, preCadastros.phone], query.q) : undefined,
      query.name ? contains(preCadastros.name, query.name) : undefined,
      query.email ? contains(preCadastros.email, query.email) : undefined,
      query.phone ? contains(preCadastros.phone, phoneText(query.phone)) : undefined,
      query.confirmed === undefined ? undefined : eq(preCadastros.confirmed, query.confirmed),
      dateRange(preCadastros.createdAt, query.created_from, query.created_to),
    ],
  );
}
