// Who may set which permissions on whom: a platform admin grants any known permission on any
// company link; a company user holding 'users.manage' only acts on members of the company they
// are signed into, and only grants what they hold themselves (spec §6: nobody grants beyond it).
import type { Language } from '../../../common/constants.js';
import { isPermission, PERMISSION_LABELS, PERMISSIONS } from '../../../common/permissions.js';
import type { UserPermissionsView } from '../../../common/schemas/backofficeUsers.js';
import type { AppContext } from '../../context.js';
import { findActiveLink, findUser, setLinkPermissions } from '../../db/queries/backofficeUsers.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';

const isAdmin = (auth: AuthContext) => auth.user.ambient === 'A';

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
  if (auth.empresaId === null) throw notFound();
  if (requested !== undefined && requested !== auth.empresaId) throw notFound();
  return auth.empresaId;
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
 * Replaces the permissions of a user's company link. Permissions the user already had may stay or
 * go; each one added must be held by the caller (403 naming the first one that is not).
 */
export async function replacePermissions(
  ctx: AppContext,
  auth: AuthContext,
  lang: Language,
  userId: number,
  input: { empresa_id: number; permissions: string[] },
): Promise<UserPermissionsView> {
  assertKnownPermissions(input.permissions);
  const link = await linkInScope(ctx, auth, userId, input.empresa_id);
  if (!isAdmin(auth)) {
    const lacking = input.permissions.find(
      (p) => !link.permissions.includes(p) && !auth.permissions.includes(p),
    );
    if (lacking !== undefined && isPermission(lacking))
      throw new HttpError(
        403,
        'users.permission_not_held',
        { label: PERMISSION_LABELS[lang][lacking] },
        {},
        { permission: lacking },
      );
  }
  const ordered = PERMISSIONS.filter((p) => input.permissions.includes(p));
  if (!(await setLinkPermissions(ctx.db, userId, link.empresaId, ordered))) throw notFound();
  publishUserUpdated(ctx, userId);
  return { empresa_id: link.empresaId, permissions: ordered, grantable: grantableBy(auth) };
}
