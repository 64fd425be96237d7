// The platform administrators' side: the list of deletion requests, and each one completed (the
// account anonymised, the signing evidence kept) or refused with a reason.
import { languageOf, NOTIFICATION_STATUS } from '../../../common/constants.js';
import type { AdminDeletionRequestView, LgpdListQuery } from '../../../common/schemas/lgpd.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import { findUser, purgeUser, softDeleteUser } from '../../db/queries/backofficeUsers.js';
import {
  decideRequest,
  findRequest,
  forgetContactTraces,
  type LgpdRequestRow,
  listRequests,
  lockRequest,
  peopleByIds,
} from '../../db/queries/lgpd.js';
import { deleteUserMarks } from '../../db/queries/signatureFields.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { notifySafely, notifyUser } from '../notifications/service.js';
import { adminRequestView } from './views.js';

async function views(ctx: AppContext, rows: LgpdRequestRow[]): Promise<AdminDeletionRequestView[]> {
  const ids = rows.flatMap((r) => (r.decididoPor === null ? [r.userId] : [r.userId, r.decididoPor]));
  const people = await peopleByIds(ctx.db, ids);
  return rows.map((r) => adminRequestView(r, people));
}

export async function listDeletionRequests(ctx: AppContext, query: LgpdListQuery) {
  const { rows, total } = await listRequests(ctx.db, query);
  return { data: await views(ctx, rows), total };
}

async function viewOf(ctx: AppContext, id: number): Promise<AdminDeletionRequestView> {
  const row = await findRequest(ctx.db, id);
  if (!row) throw notFound();
  const [view] = await views(ctx, [row]);
  return view as AdminDeletionRequestView;
}

/** The pending request, locked for the decision; 404 unknown, 409 already decided or cancelled. */
async function pendingForDecision(tx: AppContext['db'], id: number): Promise<LgpdRequestRow> {
  const row = await lockRequest(tx, id);
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new HttpError(409, 'lgpd.not_pending');
  return row;
}

/**
 * PUT /api/lgpd/solicitacao/{id}/concluir. In one transaction: the account is soft-deleted and
 * anonymised by the back office's purge (sessions ended everywhere, password and second factor
 * gone, e-mails, phones, addresses, notifications, company links and term acceptances deleted;
 * the row stays as "Usuário excluído" because this request — and usually signatures and events —
 * point at it), their pre-registrations and the invitations addressed to them are wiped, and the
 * request is completed by this administrator. The person is e-mailed at the address they had
 * before it is wiped: a failed e-mail rolls everything back, so nobody is erased unawares.
 */
export async function completeDeletion(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<AdminDeletionRequestView> {
  let markKeys: string[] = [];
  const photo = await inTransaction(ctx.db, async (tx) => {
    const request = await pendingForDecision(tx, id);
    if (request.userId === auth.user.id) throw fieldError('id', 'lgpd.cannot_complete_own');
    const user = await findUser(tx, request.userId, 'any');
    if (user) {
      await softDeleteUser(tx, user.id);
      await purgeUser(tx, user);
      await forgetContactTraces(tx, user, `excluido-${user.id}@anonimo.invalid`);
      // The saved signature and rubrica go (the ones adopted in signing processes stay as evidence).
      markKeys = await deleteUserMarks(tx, user.id);
    }
    await decideRequest(tx, id, { status: 'completed', decididoPor: auth.user.id, motivo: null });
    if (user)
      await ctx.mailer.send(
        actionMail({
          lang: languageOf(user.language),
          brand: ctx.config.brand,
          to: user.email,
          name: user.nome,
          subject: 'mail.lgpd_completed.subject',
          body: 'mail.lgpd_completed.body',
          ignorable: false,
        }),
      );
    return user?.fotoKey ?? null;
  });
  for (const key of [photo, ...markKeys]) if (key) await ctx.blobs.delete(key).catch(() => {});
  const view = await viewOf(ctx, id);
  // Open tabs of the person reload their identity, which now answers 401: they are signed out.
  publishUserUpdated(ctx, view.user_id);
  return view;
}

/** PUT /api/lgpd/solicitacao/{id}/recusar: refused with a reason; the person is told and e-mailed. */
export async function refuseDeletion(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  motivo: string,
): Promise<AdminDeletionRequestView> {
  const request = await inTransaction(ctx.db, async (tx) => {
    const row = await pendingForDecision(tx, id);
    await decideRequest(tx, id, { status: 'refused', decididoPor: auth.user.id, resposta: motivo });
    return row;
  });
  const user = await findUser(ctx.db, request.userId, 'any');
  if (user) {
    await notifySafely(ctx, 'lgpd.refused', () =>
      notifyUser(ctx, {
        userId: user.id,
        status: NOTIFICATION_STATUS.ERROR,
        tipo: 'lgpd.refused',
        key: 'notifications.lgpd_refused',
        params: { motivo },
        link: '/profile',
      }),
    );
    await notifySafely(ctx, 'lgpd.refused.mail', () =>
      ctx.mailer.send(
        actionMail({
          lang: languageOf(user.language),
          brand: ctx.config.brand,
          to: user.email,
          name: user.nome,
          subject: 'mail.lgpd_refused.subject',
          body: 'mail.lgpd_refused.body',
          params: { motivo },
          ignorable: false,
        }),
      ),
    );
  }
  return viewOf(ctx, id);
}
