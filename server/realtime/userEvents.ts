// "user updated": tells every open tab of a user to reload their identity and permissions (after a
// profile save, a permission or company change, a plan bought), without a page reload.
import type { AppContext } from '../context.js';

export const USER_UPDATED_EVENT = 'user.updated';

export function publishUserUpdated(ctx: Pick<AppContext, 'realtime'>, userId: number): void {
  ctx.realtime.publish({ empresaId: null, userId, event: USER_UPDATED_EVENT, data: { user_id: userId } });
}

/** The same for every member of a company (e.g. its plan or limits changed). */
export function publishCompanyUpdated(ctx: Pick<AppContext, 'realtime'>, empresaId: number): void {
  ctx.realtime.publish({ empresaId, event: USER_UPDATED_EVENT, data: { empresa_id: empresaId } });
}
