// The users back office: list, view and edit people, their company links and positions; disable,
// delete, restore and permanently delete them; search people for pickers.
import { PERMISSIONS } from '../../../common/permissions.js';
import type {
  BackofficeUserView,
  CargoView,
  UserCompanyView,
  UserSearchHit,
} from '../../../common/schemas/backofficeUsers.js';
import type { ListQuery } from '../../../common/schemas/list.js';
import { stripDocumentMask } from '../../../common/validation/index.js';
import type { AppContext } from '../../context.js';
import { countCompanyUsers } from '../../db/queries/backofficeCompanies.js';
import {
  activeLinksOf,
  cargoNameExists,
  emailTakenByOther,
  findActiveLink,
  findCargo,
  findLiveCompany,
  findUser,
  insertCargo,
  listCargos,
  listUsers,
  purgeUser,
  removeLink,
  searchUsers,
  setUserStatus,
  softDeleteUser,
  upsertLink,
} from '../../db/queries/backofficeUsers.js';
import { isActiveMember } from '../../db/queries/billing.js';
import { revokeUserSessions } from '../../db/queries/sessions.js';
import {
  documentTakenByOther,
  type NewUser,
  USER_DOCUMENT_INDEX,
  updateUser,
} from '../../db/queries/users.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { assertWithinPlan } from '../plans/limits.js';
import { assertKnownPermissions } from './permissions.js';
import { cargoView, companyView, userView, userViews } from './view.js';

export const SEARCH_LIMIT = 20;

const blankToUndefined = (s: string | undefined) => (s ? s : undefined);

export async function listUsersPage(
  ctx: AppContext,
  query: ListQuery & {
    nome?: string;
    email?: string;
    documento?: string;
    empresa_id?: number;
    status?: boolean;
    deleted?: boolean;
  },
): Promise<{ data: BackofficeUserView[]; total: number }> {
  const documento = blankToUndefined(query.documento);
  const { rows, total } = await listUsers(ctx.db, query, {
    q: blankToUndefined(query.q),
    nome: blankToUndefined(query.nome),
    email: blankToUndefined(query.email),
    // Documents are stored unmasked; a filter made only of mask characters finds nobody.
    documento: documento === undefined ? undefined : stripDocumentMask(documento) || documento,
    empresaId: query.empresa_id,
    status: query.status,
    deleted: query.deleted,
  });
  return { data: await userViews(ctx, rows), total };
}

async function liveUser(ctx: AppContext, id: number) {
  const user = await findUser(ctx.db, id, 'live');
  if (!user) throw notFound();
  return user;
}

export async function showUser(ctx: AppContext, id: number, state: 'live' | 'any' = 'any') {
  const user = await findUser(ctx.db, id, state);
  if (!user) throw notFound();
  return userView(ctx, user);
}

export async function editUser(
  ctx: AppContext,
  id: number,
  input: {
    nome: string;
    email: string;
    documento?: string | null;
    phone?: string | null;
    cargo_id?: number | null;
  },
): Promise<BackofficeUserView> {
  const user = await liveUser(ctx, id);
  if (await emailTakenByOther(ctx.db, input.email, id)) throw fieldError('email', 'register.email_taken');
  if (input.documento && (await documentTakenByOther(ctx.db, input.documento, id)))
    throw fieldError('documento', 'users.cpf_taken');
  if (input.cargo_id !== undefined && input.cargo_id !== null) {
    const cargo = await findCargo(ctx.db, input.cargo_id);
    if (!cargo) throw fieldError('cargo_id', 'users.cargo_not_found');
    if (cargo.interno && user.ambient !== 'A') throw fieldError('cargo_id', 'users.cargo_internal');
  }
  const values: Partial<NewUser> = { nome: input.nome, email: input.email };
  if (input.documento !== undefined) values.documento = input.documento;
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.cargo_id !== undefined) values.cargoId = input.cargo_id;
  try {
    await updateUser(ctx.db, id, values);
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_uq')) throw fieldError('email', 'register.email_taken');
    if (isUniqueViolation(err, USER_DOCUMENT_INDEX)) throw fieldError('documento', 'users.cpf_taken');
    throw err;
  }
  publishUserUpdated(ctx, id);
  return showUser(ctx, id, 'live');
}

/** Enables or disables the user; disabling signs them out everywhere at once. */
export async function toggleUserStatus(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ enabled: boolean; user: BackofficeUserView }> {
  const user = await liveUser(ctx, id);
  if (user.id === auth.user.id) throw fieldError('id', 'users.cannot_disable_self');
  const enabled = !user.status;
  await inTransaction(ctx.db, async (tx) => {
    await setUserStatus(tx, id, enabled);
    if (!enabled) await revokeUserSessions(tx, id, 'user_disabled');
  });
  publishUserUpdated(ctx, id);
  return { enabled, user: await showUser(ctx, id, 'live') };
}

/** Soft delete (restorable from the deleted list); the user is signed out everywhere. */
export async function deleteUser(ctx: AppContext, auth: AuthContext, id: number): Promise<void> {
  await liveUser(ctx, id);
  if (id === auth.user.id) throw fieldError('id', 'users.cannot_delete_self');
  await inTransaction(ctx.db, async (tx) => {
    await softDeleteUser(tx, id);
    await revokeUserSessions(tx, id, 'user_deleted');
  });
}

/** Permanent delete of a user already soft-deleted: all of it in one transaction, or nothing. */
/**
 * Removes a soft-deleted user for good. 'anonymized' when their documents, signatures or messages
 * keep the row (as "Usuário excluído", personal data wiped) — see purgeUser.
 */
export async function purge(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<'deleted' | 'anonymized'> {
  const user = await findUser(ctx.db, id, 'any');
  if (!user) throw notFound();
  if (id === auth.user.id) throw fieldError('id', 'users.cannot_delete_self');
  if (user.deletedAt === null) throw fieldError('id', 'users.purge_needs_delete');
  const outcome = await inTransaction(ctx.db, (tx) => purgeUser(tx, user));
  if (user.fotoKey) await ctx.blobs.delete(user.fotoKey).catch(() => {});
  return outcome;
}

// ---- company links ----------------------------------------------------------------------------

export async function userCompanies(ctx: AppContext, id: number): Promise<UserCompanyView[]> {
  await showUser(ctx, id, 'any');
  return (await activeLinksOf(ctx.db, [id])).map(companyView);
}

/** Links a user to a company (or re-activates the link) with these permissions. */
export async function linkCompany(
  ctx: AppContext,
  input: { user_id: number; empresa_id: number; permissions: string[] },
): Promise<UserCompanyView> {
  assertKnownPermissions(input.permissions);
  if (!(await findUser(ctx.db, input.user_id, 'live'))) throw fieldError('user_id', 'users.user_not_found');
  if (!(await findLiveCompany(ctx.db, input.empresa_id)))
    throw fieldError('empresa_id', 'users.company_not_found');
  const permissions = PERMISSIONS.filter((p) => input.permissions.includes(p));
  // The plan's users: linking someone new counts; re-linking an active member does not.
  if (!(await isActiveMember(ctx.db, input.user_id, input.empresa_id)))
    await assertWithinPlan(ctx, input.empresa_id, 'users', () => countCompanyUsers(ctx.db, input.empresa_id));
  await upsertLink(ctx.db, { userId: input.user_id, empresaId: input.empresa_id, permissions });
  const link = await findActiveLink(ctx.db, input.user_id, input.empresa_id);
  if (!link) throw notFound();
  publishUserUpdated(ctx, input.user_id);
  return companyView(link);
}

export async function unlinkCompany(ctx: AppContext, id: number, empresaId: number): Promise<void> {
  await liveUser(ctx, id);
  const removed = await inTransaction(ctx.db, (tx) => removeLink(tx, id, empresaId));
  if (!removed) throw notFound();
  publishUserUpdated(ctx, id);
}

// ---- search -------------------------------------------------------------------------------------

/** People for pickers: any live user for an admin, else the members of the caller's company. */
export async function searchPeople(
  ctx: AppContext,
  auth: AuthContext,
  term: string,
): Promise<UserSearchHit[]> {
  if (auth.user.ambient === 'A') return searchUsers(ctx.db, term, 'all', SEARCH_LIMIT);
  if (auth.empresaId === null) return [];
  return searchUsers(ctx.db, term, { empresaId: auth.empresaId }, SEARCH_LIMIT);
}

// ---- positions ------------------------------------------------------------------------------------

export async function cargoList(ctx: AppContext): Promise<CargoView[]> {
  return (await listCargos(ctx.db)).map(cargoView);
}

export async function createCargo(
  ctx: AppContext,
  input: { nome: string; interno: boolean },
): Promise<CargoView> {
  if (await cargoNameExists(ctx.db, input.nome)) throw fieldError('nome', 'users.cargo_taken');
  return cargoView(await insertCargo(ctx.db, input));
}
