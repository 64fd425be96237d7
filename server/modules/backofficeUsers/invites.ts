// Invites from the back office: a link valid for INVITE_DAYS days, mailed to the person, that
// signs them up into the company with the chosen permissions (POST /api/usuario/cadastrar).
import type { Language } from '../../../common/constants.js';
import { PERMISSIONS } from '../../../common/permissions.js';
import { INVITE_DAYS, type InviteView } from '../../../common/schemas/backofficeUsers.js';
import type { ListQuery } from '../../../common/schemas/list.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import { countCompanyUsers } from '../../db/queries/backofficeCompanies.js';
import {
  cancelPendingInvite,
  findLiveCompany,
  hasPendingInvite,
  isMemberByEmail,
  listPendingInvites,
  lockInviteSlot,
} from '../../db/queries/backofficeUsers.js';
import { insertInvite } from '../../db/queries/invites.js';
import { findUserByEmail } from '../../db/queries/users.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';
import { assertWithinPlan } from '../plans/limits.js';
import { assertKnownPermissions } from './permissions.js';
import { inviteViews } from './view.js';

export async function createInvite(
  ctx: AppContext,
  auth: AuthContext,
  fallbackLang: Language,
  input: { email: string; nome?: string | null; empresa_id: number; permissions: string[] },
): Promise<InviteView> {
  assertKnownPermissions(input.permissions);
  const company = await findLiveCompany(ctx.db, input.empresa_id);
  if (!company) throw fieldError('empresa_id', 'users.company_not_found');
  if (!company.status) throw fieldError('empresa_id', 'users.company_disabled');
  // The plan's users: an invite is refused once the company has as many members as it allows.
  await assertWithinPlan(ctx, company.id, 'users', () => countCompanyUsers(ctx.db, company.id));
  const token = newToken();
  const invite = await inTransaction(ctx.db, async (tx) => {
    await lockInviteSlot(tx, input.email, company.id);
    if (await isMemberByEmail(tx, input.email, company.id)) throw fieldError('email', 'users.invite_member');
    if (await hasPendingInvite(tx, input.email, company.id))
      throw fieldError('email', 'users.invite_pending');
    await assertMailAllowed(ctx, tx, {
      purpose: 'invite',
      to: input.email,
      sender: { userId: auth.user.id },
      field: 'email',
    });
    return insertInvite(tx, {
      empresaId: company.id,
      email: input.email,
      nome: input.nome ?? null,
      permissions: PERMISSIONS.filter((p) => input.permissions.includes(p)),
      invitedBy: auth.user.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
    });
  });
  const existing = await findUserByEmail(ctx.db, input.email);
  await ctx.mailer.send(
    actionMail({
      lang: existing?.language === 'en' ? 'en' : existing ? 'pt_BR' : fallbackLang,
      brand: ctx.config.brand,
      to: input.email,
      name: existing?.nome ?? input.nome ?? input.email,
      subject: 'mail.invite.subject',
      body: 'mail.invite.body',
      action: 'mail.invite.action',
      params: { company: company.nome, inviter: auth.user.nome },
      link: `${ctx.config.appUrl}/cadastrar-usuario/${token}`,
      // An invitation is not something the person asked for.
      ignorable: false,
    }),
  );
  const [view] = await inviteViews(ctx, [invite]);
  if (!view) throw new Error('inviteViews lost a row');
  return view;
}

export async function pendingInvites(
  ctx: AppContext,
  query: ListQuery & { empresa_id?: number },
): Promise<{ data: InviteView[]; total: number }> {
  const { rows, total } = await listPendingInvites(ctx.db, query, query.empresa_id);
  return { data: await inviteViews(ctx, rows), total };
}

/** Cancels a pending invite: its link stops working at once. */
export async function cancelInvite(ctx: AppContext, id: number): Promise<void> {
  if (!(await cancelPendingInvite(ctx.db, id))) throw notFound();
}
