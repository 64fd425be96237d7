// Invites: a link valid for INVITE_DAYS days, mailed to the person, that signs them up into the
// company with the chosen permissions (POST /api/usuario/cadastrar), or with none when the invite
// says the person only signs (signer_only). A platform admin invites into any company; a company's
// member holding 'users.manage' only into their own, only with permissions they hold, and only
// resends or revokes invites carrying nothing they lack (team/rules.ts).
import type { Language } from '../../../common/constants.js';
import { PERMISSIONS } from '../../../common/permissions.js';
import { INVITE_DAYS, type InviteView } from '../../../common/schemas/backofficeUsers.js';
import type { ListQuery } from '../../../common/schemas/list.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { countCompanyUsers } from '../../db/queries/backofficeCompanies.js';
import { findLiveCompany } from '../../db/queries/backofficeUsers.js';
import {
  cancelPendingInvite,
  findPendingInvite,
  hasPendingInvite,
  type InviteRow,
  insertInvite,
  isMemberByEmail,
  listPendingInvites,
  lockInviteSlot,
  renewInvite,
} from '../../db/queries/invites.js';
import { findUserByEmail } from '../../db/queries/users.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';
import { assertWithinPlan } from '../plans/limits.js';
import { assertMayActOn, assertMayGrant, isAdmin, ownCompany } from '../team/rules.js';
import { assertKnownPermissions } from './permissions.js';
import { inviteViews } from './view.js';

/** The company an invite goes to: the one an admin names (required), a member's own otherwise. */
function inviteCompany(auth: AuthContext, requested: number | undefined): number {
  if (!isAdmin(auth)) return ownCompany(auth, requested);
  if (requested === undefined) throw fieldError('empresa_id', 'validation.required');
  return requested;
}

/** A live, active company to invite into, or the 422 that says why not. */
async function invitingCompany(ctx: AppContext, empresaId: number) {
  const company = await findLiveCompany(ctx.db, empresaId);
  if (!company) throw fieldError('empresa_id', 'users.company_not_found');
  if (!company.status) throw fieldError('empresa_id', 'users.company_disabled');
  return company;
}

const newLink = () => {
  const token = newToken();
  return { token, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000) };
};

/** Counts the invite mail against its limits inside the transaction that writes the invite. */
const throttleMail = (ctx: AppContext, tx: Db, auth: AuthContext, email: string) =>
  assertMailAllowed(ctx, tx, {
    purpose: 'invite',
    to: email,
    sender: { userId: auth.user.id },
    field: 'email',
  });

async function mailInvite(
  ctx: AppContext,
  auth: AuthContext,
  fallbackLang: Language,
  invite: InviteRow,
  companyName: string,
  token: string,
): Promise<void> {
  const existing = await findUserByEmail(ctx.db, invite.email);
  await ctx.mailer.send(
    actionMail({
      lang: existing?.language === 'en' ? 'en' : existing ? 'pt_BR' : fallbackLang,
      brand: ctx.config.brand,
      to: invite.email,
      name: existing?.nome ?? invite.nome ?? invite.email,
      subject: 'mail.invite.subject',
      body: 'mail.invite.body',
      action: 'mail.invite.action',
      params: { company: companyName, inviter: auth.user.nome },
      link: `${ctx.config.appUrl}/cadastrar-usuario/${token}`,
      // An invitation is not something the person asked for.
      ignorable: false,
    }),
  );
}

async function inviteView(ctx: AppContext, invite: InviteRow): Promise<InviteView> {
  const [view] = await inviteViews(ctx, [invite]);
  if (!view) throw new Error('inviteViews lost a row');
  return view;
}

/**
 * An invite says what the person will do: some permissions, or none on purpose (the "Só assina"
 * role, `signer_only`: they sign what is sent to them in their inbox). An empty list without it is
 * taken for a slip and refused, so nobody walks into an app with nothing in it.
 */
function assertChosenRole(permissions: readonly string[], signerOnly: boolean): void {
  if (signerOnly && permissions.length > 0)
    throw fieldError('permissions', 'users.signer_only_with_permissions');
  if (!signerOnly && permissions.length === 0) throw fieldError('permissions', 'users.permissions_required');
}

export async function createInvite(
  ctx: AppContext,
  auth: AuthContext,
  lang: Language,
  input: {
    email: string;
    nome?: string | null;
    empresa_id?: number;
    permissions: string[];
    signer_only?: boolean;
  },
): Promise<InviteView> {
  assertKnownPermissions(input.permissions);
  assertChosenRole(input.permissions, input.signer_only === true);
  const company = await invitingCompany(ctx, inviteCompany(auth, input.empresa_id));
  if (!isAdmin(auth)) assertMayGrant(auth, lang, input.permissions);
  // The plan's users: an invite is refused once the company has as many members as it allows.
  await assertWithinPlan(ctx, company.id, 'users', () => countCompanyUsers(ctx.db, company.id));
  const { token, ...link } = newLink();
  const invite = await inTransaction(ctx.db, async (tx) => {
    await lockInviteSlot(tx, input.email, company.id);
    if (await isMemberByEmail(tx, input.email, company.id)) throw fieldError('email', 'users.invite_member');
    if (await hasPendingInvite(tx, input.email, company.id))
      throw fieldError('email', 'users.invite_pending');
    await throttleMail(ctx, tx, auth, input.email);
    return insertInvite(tx, {
      empresaId: company.id,
      email: input.email,
      nome: input.nome ?? null,
      permissions: PERMISSIONS.filter((p) => input.permissions.includes(p)),
      invitedBy: auth.user.id,
      ...link,
    });
  });
  await mailInvite(ctx, auth, lang, invite, company.nome, token);
  return inviteView(ctx, invite);
}

export async function pendingInvites(
  ctx: AppContext,
  auth: AuthContext,
  query: ListQuery & { empresa_id?: number },
): Promise<{ data: InviteView[]; total: number }> {
  const empresaId = isAdmin(auth) ? query.empresa_id : ownCompany(auth, query.empresa_id);
  const { rows, total } = await listPendingInvites(ctx.db, query, empresaId);
  return { data: await inviteViews(ctx, rows), total };
}

/** A pending invite this caller may act on: any for an admin; for a member, one of their company
 * carrying no permission they lack (another company's answers 404). */
async function inviteInScope(ctx: AppContext, auth: AuthContext, lang: Language, id: number) {
  const invite = await findPendingInvite(ctx.db, id);
  if (!invite) throw notFound();
  if (!isAdmin(auth)) {
    if (invite.empresaId !== ownCompany(auth)) throw notFound();
    assertMayActOn(auth, lang, invite.permissions);
  }
  return invite;
}

/** Cancels a pending invite: its link stops working at once. */
export async function cancelInvite(
  ctx: AppContext,
  auth: AuthContext,
  lang: Language,
  id: number,
): Promise<void> {
  await inviteInScope(ctx, auth, lang, id);
  if (!(await cancelPendingInvite(ctx.db, id))) throw notFound();
}

/** Mails a pending invite again with a new link and a new expiry; the old link stops working. */
export async function resendInvite(
  ctx: AppContext,
  auth: AuthContext,
  lang: Language,
  id: number,
): Promise<InviteView> {
  const pending = await inviteInScope(ctx, auth, lang, id);
  const company = await invitingCompany(ctx, pending.empresaId);
  const { token, ...link } = newLink();
  const invite = await inTransaction(ctx.db, async (tx) => {
    await throttleMail(ctx, tx, auth, pending.email);
    return renewInvite(tx, id, link);
  });
  if (!invite) throw notFound();
  await mailInvite(ctx, auth, lang, invite, company.nome, token);
  return inviteView(ctx, invite);
}
