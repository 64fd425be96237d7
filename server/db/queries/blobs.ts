// Which blob keys rows still point at: every column that names a blob in the store. A blob no row
// names (a crash between its write and its row) is an orphan the sweep may remove
// (server/jobs/blobSweep.ts). A new column holding blob keys must be added here.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';

export async function referencedBlobKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const list = sql`(${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )})`;
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select blob_key as key from arquivos where blob_key in ${list}
        union select selado_blob_key from arquivos where selado_blob_key in ${list}
        union select foto_key from users where foto_key in ${list}
        union select logo_key from empresas where logo_key in ${list}
        union select attachment ->> 'blobKey' from campanhas where (attachment ->> 'blobKey') in ${list}
        union select media ->> 'blobKey' from mensagens where (media ->> 'blobKey') in ${list}
        union select blob_key from assinatura_marcas where blob_key in ${list}
        union select blob_key from usuario_marcas where blob_key in ${list}
        union select blob_key from modelo_versoes where blob_key in ${list}`,
  );
  return new Set(rows.map((r) => r.key));
}
