// Paged, sorted, filtered lists for every resource: one query for the page, one for the total.
import { and, asc, count, desc, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../common/schemas/list.js';
import type { Db } from './client.js';

/** ILIKE '%text%' with the text's own % and _ taken literally. */
export const contains = (column: PgColumn | SQL, text: string) =>
  ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** Any of the columns contains the text (the free search `q`). */
export const containsAny = (columns: (PgColumn | SQL)[], text: string) =>
  sql`(${sql.join(
    columns.map((c) => contains(c, text)),
    sql` or `,
  )})`;

/** A date range [from, to]; a bare date as `to` includes that whole day. */
export function dateRange(column: PgColumn, from?: string, to?: string): SQL | undefined {
  const parts: SQL[] = [];
  if (from) parts.push(gte(column, new Date(from)));
  if (to)
    parts.push(lte(column, /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(`${to}T23:59:59.999Z`) : new Date(to)));
  return parts.length ? and(...parts) : undefined;
}

export interface ListSpec {
  /** Column names the client may sort by. */
  sortable: Record<string, PgColumn | SQL>;
  defaultSort: { column: PgColumn | SQL; order: 'asc' | 'desc' };
  /** Breaks ties so pages never overlap (usually the id). */
  tieBreaker: PgColumn;
}

export async function listPage<T extends PgTable>(
  db: Db,
  table: T,
  query: ListQuery,
  spec: ListSpec,
  conditions: (SQL | undefined)[],
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const sortColumn = (query.sort && spec.sortable[query.sort]) || spec.defaultSort.column;
  const order = query.sort && spec.sortable[query.sort] ? query.order : spec.defaultSort.order;
  const direction = order === 'desc' ? desc : asc;
  const rows = (await (
    db
      .select()
      // biome-ignore lint/suspicious/noExplicitAny: Drizzle's dynamic builder over a generic table.
      .from(table as any)
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      .where(where) as any
  )
    .orderBy(direction(sortColumn), asc(spec.tieBreaker))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)) as T['$inferSelect'][];
  const [total] = await db
    .select({ n: count() })
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    .from(table as any)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
