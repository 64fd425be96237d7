import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ContactsListQuery } from '../../../common/schemas/contacts.js';
import type { Db } from '../client.js';
import { containsAny, listPage } from '../list.js';
import { contatos as c } from '../schema.js';

export type ContactRow = typeof c.$inferSelect;
export type ContactValues = Omit<typeof c.$inferInsert, 'id' | 'empresaId' | 'createdAt'>;

export async function insertContact(db: Db, empresaId: number, values: ContactValues): Promise<ContactRow> {
  const [row] = await db
    .insert(c)
    .values({ ...values, empresaId })
    .returning();
  if (!row) throw new Error('insert contatos returned nothing');
  return row;
}

/** Updates a live contact of the company; undefined when there is none. */
export async function updateContact(db: Db, empresaId: number, id: number, values: Partial<ContactValues>) {
  const [row] = await db
    .update(c)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(c.id, id), eq(c.empresaId, empresaId), isNull(c.deletedAt)))
    .returning();
  return row;
}

/** The company's live contacts with the same e-mail (any case), celular or documento. */
export function findContactMatches(
  db: Db,
  empresaId: number,
  keys: Pick<ContactRow, 'email' | 'celular' | 'documento'>,
) {
  const any = [
    keys.email ? sql`lower(${c.email}) = ${keys.email.toLowerCase()}` : undefined,
    keys.celular ? eq(c.celular, keys.celular) : undefined,
    keys.documento ? eq(c.documento, keys.documento) : undefined,
  ].filter((x) => x !== undefined);
  if (!any.length) return Promise.resolve([]);
  return db
    .select()
    .from(c)
    .where(and(eq(c.empresaId, empresaId), isNull(c.deletedAt), or(...any)))
    .orderBy(c.id);
}

/** The free search: any text column, and the phone and document by their digits ('(11) 98765-4321'). */
function search(q: string) {
  const digits = q.replace(/\D/g, '');
  const byText = containsAny([c.nome, c.email, c.celular, c.documento, c.empresa], q);
  return digits.length > 3 ? or(byText, containsAny([c.celular, c.documento], digits)) : byText;
}

export function listContacts(db: Db, empresaId: number, query: ContactsListQuery) {
  return listPage(
    db,
    c,
    query,
    {
      sortable: { nome: c.nome, created_at: c.createdAt },
      defaultSort: { column: c.nome, order: 'asc' },
      tieBreaker: c.id,
    },
    [
      eq(c.empresaId, empresaId),
      query.deleted ? isNotNull(c.deletedAt) : isNull(c.deletedAt),
      query.q ? search(query.q) : undefined,
      query.tag
        ? sql`exists (select 1 from unnest(${c.tags}) t where lower(t) = lower(${query.tag}))`
        : undefined,
    ],
  );
}
