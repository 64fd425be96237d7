// The company's team as its own members see and run it: the member list (GET /api/usuarios as a
// company user holding 'users.view') and switching a member's access to the company on and off
// (PUT /api/usuario/{id}/disable|status with 'users.manage'). Disabling a member closes their link
// to this company and their sessions in it; their account and other companies are untouched.
import type { Language } from '../../../common/constants.js';
import type { ListQuery } from '../../../common/schemas/list.js';
import type { TeamMemberView } from '../../../common/schemas/team.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { countCompanyUsers } from '../../db/queries/backofficeCompanies.js';
import { findUser } from '../../db/queries/backofficeUsers.js';
import { revokeUserCompanySessions } from '../../db/queries/sessions.js';
import {
  companyOwner,
  findTeamLink,
  listTeam,
  lockTeam,
  setLinkStatus,
  type TeamLinkRow,
  teamLinks,
} from '../../db/queries/team.js';
import type { UserRow } from '../../db/queries/users.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { holdWithinPlan, planLimit } from '../plans/limits.js';
import { assertManagerRemains, assertMayActOn, assertOwnerKept, MANAGE, ownCompany } from './rules.js';

const blankToUndefined = (s: string | undefined) => (s ? s : undefined);

const memberView = (
  u: Pick<UserRow, 'id' | 'nome' | 'email' | 'phone'>,
  link: TeamLinkRow,
  ownerId: number | null,
): TeamMemberView => ({
  id: u.id,
  nome: u.nome,
  email: u.email,
  phone: u.phone,
  status: link.status,
  account_status: link.accountActive,
  permissions: link.permissions,
  owner: ownerId === u.id,
  last_access_at: link.lastAccessAt?.toISOString() ?? null,
  created_at: link.createdAt.toISOString(),
});

async function memberViews(db: Db, empresaId: number, rows: UserRow[]): Promise<TeamMemberView[]> {
  const links = await teamLinks(
    db,
    empresaId,
    rows.map((r) => r.id),
  );
  const ownerId = await companyOwner(db, empresaId);
  const byUser = new Map(links.map((l) => [l.userId, l]));
  return rows.flatMap((u) => {
    const link = byUser.get(u.id);
    return link ? [memberView(u, link, ownerId)] : [];
  });
}

/** One page of the caller's company's members; another company's empresa_id answers 404. */
export async function listTeamPage(
  ctx: AppContext,
  auth: AuthContext,
  query: ListQuery & { nome?: string; email?: string; empresa_id?: number; status?: boolean },
): Promise<{ data: TeamMemberView[]; total: number }> {
  const empresaId = ownCompany(auth, query.empresa_id);
  const { rows, total } = await listTeam(ctx.db, empresaId, query, {
    q: blankToUndefined(query.q),
    nome: blankToUndefined(query.nome),
    email: blankToUndefined(query.email),
    status: query.status,
  });
  return { data: await memberViews(ctx.db, empresaId, rows), total };
}

/**
 * Disables the member's access to the caller's company (ending their sessions in it), or enables it
 * again (counted against the plan's users). Nobody switches themselves, the owner is disabled by
 * nobody else, a member holding a permission the caller lacks is not touched, and the last active
 * holder of 'users.manage' stays.
 */
export async function toggleMemberLink(
  ctx: AppContext,
  auth: AuthContext,
  lang: Language,
  userId: number,
): Promise<{ enabled: boolean; member: TeamMemberView }> {
  const empresaId = ownCompany(auth);
  if (userId === auth.user.id) throw fieldError('id', 'team.cannot_disable_self');
  if (!(await findTeamLink(ctx.db, userId, empresaId))) throw notFound();
  // Read before the transaction (PGlite has one connection: see holdWithinPlan).
  const limit = await planLimit(ctx, empresaId, 'users');
  const enabled = await inTransaction(ctx.db, async (tx) => {
    await lockTeam(tx, empresaId);
    const link = await findTeamLink(tx, userId, empresaId);
    if (!link) throw notFound();
    if (link.status) assertOwnerKept(auth, await companyOwner(tx, empresaId), userId);
    assertMayActOn(auth, lang, link.permissions);
    if (link.status) {
      if (link.permissions.includes(MANAGE)) await assertManagerRemains(tx, empresaId, userId);
      await setLinkStatus(tx, userId, empresaId, false);
      await revokeUserCompanySessions(tx, userId, empresaId, 'link_disabled');
      return false;
    }
    await holdWithinPlan(tx, empresaId, 'users', limit, (t) => countCompanyUsers(t, empresaId));
    await setLinkStatus(tx, userId, empresaId, true);
    return true;
  });
  publishUserUpdated(ctx, userId);
  const user = await findUser(ctx.db, userId, 'live');
  const [member] = user ? await memberViews(ctx.db, empresaId, [user]) : [];
  if (!member) throw notFound();
  return { enabled, member };
}
