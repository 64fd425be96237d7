// Who may set which permissions on whom: a platform admin grants any known permission on any
// company link; a company user holding 'users.manage' only acts on members of the company they
// are signed into, only grants what they hold themselves (spec §6: nobody grants beyond it), and
// is held by the company's safety rules (team/rules.ts).
import type { Language } from '../../../common/constants.js';
import { isPermission, PERMISSIONS } from '../../../common/permissions.js';
import type { UserPermissionsView } from '../../../common/schemas/backofficeUsers.js';
import type { AppContext } from '../../context.js';
import { findActiveLink, findUser, setLinkPermissions } from '../../db/queries/backofficeUsers.js';
import { companyOwner, lockTeam } from '../../db/queries/team.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import {
  assertManagerRemains,
  assertMayActOn,
  assertMayGrant,
  assertOwnerKept,
  isAdmin,
  MANAGE,
  ownCompany,
} from '../team/rules.js';

/** 422 naming the first name that is not a permission of the product. */
export function assertKnownPermissions(list: readonly string[]): void {
  const unknown = list.find((p) => !isPermission(p));
  if (unknown !== undefined) throw fieldError('permissions', 'users.permission_unknown', { name: unknown });
}

/** The permissions this caller may hand out, in the catalogue's order. */
export const grantableBy = (auth: AuthContext): string[] =>
  isAdmin(auth) ? [...PERMISSIONS] : PERMISSIONS.filter((p) => auth.permissions.includes(p));

/**
 * The company whose link is read or written: any for an admin (required), the caller's own for a
 * company user (another company's id answers 404, as another tenant's records do).
 */
function companyInScope(auth: AuthContext, requested: number | undefined): number {
  if (isAdmin(auth)) {
    if (requested === undefined) throw fieldError('empresa_id', 'users.empresa_required');
    return requested;
  }
  return ownCompany(auth, requested);
}

/** The live user's active link to the company in scope, or 404. */
async function linkInScope(ctx: AppContext, auth: AuthContext, userId: number, requested?: number) {
  const empresaId = companyInScope(auth, requested);
  const user = await findUser(ctx.db, userId, 'live');
  const link = user ? await findActiveLink(ctx.db, userId, empresaId) : undefined;
  if (!link) throw notFound();
  return link;
}

export async function userPermissions(
  ctx: AppContext,
  auth: AuthContext,
  userId: number,
  empresaId: number | undefined,
): Promise<UserPermissionsView> {
  const link = await linkInScope(ctx, auth, userId, empresaId);
  return { empresa_id: link.empresaId, permissions: link.permissions, grantable: grantableBy(auth) };
}

/**
 * Replaces the permissions of a user's company link. A platform admin sets any known permissions.
 * A company's member (users.manage) is held by team/rules.ts: the owner loses nothing at another's
 * hand, a member holding a permission the caller lacks is not touched, each permission added must
 * be the caller's own, and the last active holder of 'users.manage' keeps it — all checked under
 * the company's team lock, so two managers cannot strip each other at once.
 */
export async function replacePermissions(
  ctx: AppContext,
  auth: AuthContext,
  lang: Language,
  userId: number,
  input: { empresa_id: number; permissions: string[] },
): Promise<UserPermissionsView> {
  assertKnownPermissions(input.permissions);
  const empresaId = companyInScope(auth, input.empresa_id);
  const ordered: string[] = PERMISSIONS.filter((p) => input.permissions.includes(p));
  await inTransaction(ctx.db, async (tx) => {
    if (!isAdmin(auth)) await lockTeam(tx, empresaId);
    const user = await findUser(tx, userId, 'live');
    const link = user ? await findActiveLink(tx, userId, empresaId) : undefined;
    if (!link) throw notFound();
    if (!isAdmin(auth)) {
      const lost = link.permissions.filter((p) => !ordered.includes(p));
      if (lost.length) assertOwnerKept(auth, await companyOwner(tx, empresaId), userId);
      assertMayActOn(auth, lang, link.permissions);
      assertMayGrant(
        auth,
        lang,
        ordered.filter((p) => !link.permissions.includes(p)),
      );
      if (lost.includes(MANAGE)) await assertManagerRemains(tx, empresaId, userId);
    }
    if (!(await setLinkPermissions(tx, userId, empresaId, ordered))) throw notFound();
  });
  publishUserUpdated(ctx, userId);
  return { empresa_id: empresaId, permissions: ordered, grantable: grantableBy(auth) };
}
