// A device's conversations, from the messages stored as they were sent and received.
import type { Language } from '../../../common/constants.js';
import type { ListQuery } from '../../../common/schemas/list.js';
import type { ChatView } from '../../../common/schemas/messaging.js';
import type { AppContext } from '../../context.js';
import { listChatMessages, listChats, messagesByIds } from '../../db/queries/chats.js';
import { resentBy } from '../../db/queries/messages.js';
import { messageError } from './events.js';
import { chatNumber } from './reply.js';
import { deviceOr404 } from './service.js';
import { messageView } from './views.js';

export async function deviceChats(
  ctx: AppContext,
  empresaId: number,
  ref: string,
  query: ListQuery,
  lang: Language,
) {
  const device = await deviceOr404(ctx, empresaId, ref);
  const { rows, total } = await listChats(ctx.db, device.id, query.page, query.perPage, query.q);
  const last = new Map(
    (
      await messagesByIds(
        ctx.db,
        rows.map((r) => Number(r.last_id)),
      )
    ).map((m) => [m.id, m]),
  );
  const data: ChatView[] = rows.map((r) => {
    const m = last.get(Number(r.last_id));
    return {
      chat_id: r.number,
      number: r.number,
      name: r.push_name,
      last_message: m ? messageView(m, messageError(m, lang), null) : null,
      total: Number(r.total),
      unread: Number(r.unread),
    };
  });
  return { data, total };
}

export async function chatMessages(
  ctx: AppContext,
  empresaId: number,
  ref: string,
  chatId: string,
  query: ListQuery,
  lang: Language,
) {
  const device = await deviceOr404(ctx, empresaId, ref);
  const number = chatNumber(chatId);
  const { rows, total } = await listChatMessages(
    ctx.db,
    device.id,
    number,
    query.page,
    query.perPage,
    query.q,
  );
  const resent = await resentBy(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((m) => messageView(m, messageError(m, lang), resent.get(m.id) ?? null)), total };
}
