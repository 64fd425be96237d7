// Raw SQL for what the query builder cannot say (UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP
// LOCKED), FILTER aggregates). Both drivers answer with `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
