// The company's devices with how many received messages nobody has read yet (all their chats).
import { sql } from 'drizzle-orm';
import type { UnreadChatsDevice } from '../../../common/schemas/unreadChats.js';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';
import { devices, mensagens } from '../schema.js';

export async function unreadByDevice(db: Db, empresaId: number): Promise<UnreadChatsDevice[]> {
  const rows = await selectRows<{ id: number; name: string; unread: number }>(
    db,
    sql`select d.id, d.name,
      (select count(*) from ${mensagens} m where m.device_id = d.id
        and m.direction = 'in' and m.read_at is null)::int as unread
    from ${devices} d
    where d.empresa_id = ${empresaId} and d.deleted_at is null
    order by d.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, unread: Number(r.unread) }));
}
