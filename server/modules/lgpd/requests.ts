// The person's side of an account-deletion request: its state, asking (one pending at a time; the
// platform administrators are told) and cancelling while it waits.
import { type Language, NOTIFICATION_STATUS } from '../../../common/constants.js';
import type {
  DeletionRequestBody,
  DeletionRequestView,
  DeletionState,
} from '../../../common/schemas/lgpd.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { cancelPendingRequest, insertRequest, latestRequest, platformAdmins } from '../../db/queries/lgpd.js';
import type { UserRow } from '../../db/queries/users.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { notifyRecipients, notifySafely } from '../notifications/service.js';
import { requestView } from './views.js';

/** Where the administrators' notification leads (the SPA's list of requests). */
export const REQUESTS_LINK = '/solicitacoes-lgpd';

/** GET /api/usuario/exclusao: the newest request (null: none) and what deletion does. */
export async function deletionState(ctx: AppContext, user: UserRow, lang: Language): Promise<DeletionState> {
  const row = await latestRequest(ctx.db, user.id);
  return { data: row ? requestView(row) : null, aviso: translate(lang, 'lgpd.notice') };
}

/** POST /api/usuario/exclusao: a pending request; a second one while the first waits is a 409. */
export async function requestDeletion(
  ctx: AppContext,
  user: UserRow,
  body: DeletionRequestBody,
): Promise<DeletionRequestView> {
  let row: Awaited<ReturnType<typeof insertRequest>>;
  try {
    row = await insertRequest(ctx.db, { userId: user.id, motivo: body.motivo });
  } catch (err) {
    if (isUniqueViolation(err, 'lgpd_solicitacoes_pendente_uq'))
      throw new HttpError(409, 'lgpd.already_pending');
    throw err;
  }
  await notifySafely(ctx, 'lgpd.requested', async () =>
    notifyRecipients(ctx, await platformAdmins(ctx.db), {
      status: NOTIFICATION_STATUS.WARNING,
      tipo: 'lgpd.requested',
      key: 'notifications.lgpd_requested',
      params: { nome: user.nome },
      link: REQUESTS_LINK,
    }),
  );
  return requestView(row);
}

/** DELETE /api/usuario/exclusao: cancels the pending request; 409 when there is none. */
export async function cancelDeletion(ctx: AppContext, user: UserRow): Promise<DeletionRequestView> {
  const row = await cancelPendingRequest(ctx.db, user.id);
  if (!row) throw new HttpError(409, 'lgpd.no_pending');
  return requestView(row);
}
