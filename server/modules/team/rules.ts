// The rules that keep a company safe while its own members run its team (a platform administrator
// is not bound by them): the calls act only on the company the caller is signed into; nobody grants
// a permission they do not hold, nor changes, disables or revokes someone holding one they lack; the
// owner is demoted or disabled by nobody else; the last active holder of 'users.manage' keeps it.
import type { Language } from '../../../common/constants.js';
import { isPermission, PERMISSION_LABELS } from '../../../common/permissions.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { Db } from '../../db/client.js';
import { countActiveHolders } from '../../db/queries/team.js';
import type { AuthContext } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';

export const MANAGE = 'users.manage';

export const isAdmin = (auth: AuthContext) => auth.user.ambient === 'A';

/**
 * The company a company user's team call acts on: the one they are signed into. Another company's
 * id answers 404, as another tenant's records do.
 */
export function ownCompany(auth: AuthContext, requested?: number): number {
  if (auth.empresaId === null) throw notFound();
  if (requested !== undefined && requested !== auth.empresaId) throw notFound();
  return auth.empresaId;
}

/** 403 naming the first of `permissions` the caller does not hold. */
function assertHeld(auth: AuthContext, lang: Language, permissions: readonly string[], key: ApiMessageKey) {
  const lacking = permissions.find((p) => isPermission(p) && !auth.permissions.includes(p));
  if (lacking !== undefined && isPermission(lacking))
    throw new HttpError(403, key, { label: PERMISSION_LABELS[lang][lacking] }, {}, { permission: lacking });
}

/** Nobody grants (or invites with) a permission they do not hold. */
export const assertMayGrant = (auth: AuthContext, lang: Language, granted: readonly string[]) =>
  assertHeld(auth, lang, granted, 'users.permission_not_held');

/** Nobody changes, disables or revokes a member (or an invite) holding a permission they lack. */
export const assertMayActOn = (auth: AuthContext, lang: Language, held: readonly string[]) =>
  assertHeld(auth, lang, held, 'team.member_outranks');

/** The owner is never demoted nor disabled by someone else. */
export function assertOwnerKept(auth: AuthContext, ownerId: number | null, targetId: number): void {
  if (ownerId !== null && ownerId === targetId && auth.user.id !== targetId)
    throw new HttpError(403, 'team.owner_protected');
}

/** 409 when the member is the last one who can still manage the company's users. */
export async function assertManagerRemains(tx: Db, empresaId: number, userId: number): Promise<void> {
  if ((await countActiveHolders(tx, empresaId, MANAGE, userId)) === 0)
    throw new HttpError(409, 'team.last_manager');
}
