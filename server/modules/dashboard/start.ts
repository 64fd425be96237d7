// What a company user's start needs besides the dashboard's figures: the guided start's steps
// (GET /api/inicio/primeiros-passos) and the unread WhatsApp messages per device for the menu's
// "Conversas" (GET /api/conversas/nao-lidas). Both read only the company the session entered.
import type { FirstStepsView } from '../../../common/schemas/firstSteps.js';
import type { UnreadChatsView } from '../../../common/schemas/unreadChats.js';
import type { AppContext } from '../../context.js';
import { firstStepsOf } from '../../db/queries/firstSteps.js';
import { unreadByDevice } from '../../db/queries/unreadChats.js';

export async function firstSteps(ctx: AppContext, empresaId: number): Promise<FirstStepsView> {
  const steps = await firstStepsOf(ctx.db, empresaId);
  // A device to scan only matters while none is connected.
  return steps.whatsapp_conectado ? { ...steps, dispositivo_pendente: null } : steps;
}

export async function unreadChats(ctx: AppContext, empresaId: number): Promise<UnreadChatsView> {
  const data = await unreadByDevice(ctx.db, empresaId);
  return { data, total: data.reduce((sum, d) => sum + d.unread, 0) };
}
