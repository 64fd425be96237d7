// Users, positions and invites as the back-office API shows them (snake_case, ISO dates).
import type {
  BackofficeUserView,
  CargoView,
  InviteView,
  UserCompanyView,
} from '../../../common/schemas/backofficeUsers.js';
import type { AppContext } from '../../context.js';
import {
  activeLinksOf,
  type CargoRow,
  cargosByIds,
  type UserCompanyRow,
} from '../../db/queries/backofficeUsers.js';
import { companyNames, type InviteRow } from '../../db/queries/invites.js';
import type { UserRow } from '../../db/queries/users.js';

export const cargoView = (c: CargoRow): CargoView => ({ id: c.id, nome: c.nome, interno: c.interno });

export const companyView = (l: UserCompanyRow): UserCompanyView => ({
  id: l.empresaId,
  nome: l.nome,
  status: l.companyActive,
  permissions: l.permissions,
});

/** Many users at once: one query for their positions, one for their company links. */
export async function userViews(ctx: AppContext, rows: UserRow[]): Promise<BackofficeUserView[]> {
  const cargoIds = [...new Set(rows.map((r) => r.cargoId).filter((id): id is number => id !== null))];
  const [cargoRows, links] = await Promise.all([
    cargosByIds(ctx.db, cargoIds),
    activeLinksOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const cargoById = new Map(cargoRows.map((c) => [c.id, c]));
  return rows.map((u) => {
    const cargo = u.cargoId === null ? undefined : cargoById.get(u.cargoId);
    return {
      id: u.id,
      nome: u.nome,
      email: u.email,
      documento: u.documento,
      phone: u.phone,
      ambient: u.ambient === 'A' || u.ambient === 'S' ? u.ambient : null,
      status: u.status,
      cargo: cargo ? cargoView(cargo) : null,
      empresas: links.filter((l) => l.userId === u.id).map(companyView),
      created_at: u.createdAt.toISOString(),
      updated_at: u.updatedAt?.toISOString() ?? null,
      deleted_at: u.deletedAt?.toISOString() ?? null,
    };
  });
}

export async function userView(ctx: AppContext, row: UserRow): Promise<BackofficeUserView> {
  const [view] = await userViews(ctx, [row]);
  if (!view) throw new Error('userViews lost a row');
  return view;
}

export async function inviteViews(ctx: AppContext, rows: InviteRow[]): Promise<InviteView[]> {
  const names = await companyNames(ctx.db, [...new Set(rows.map((r) => r.empresaId))]);
  return rows.map((i) => ({
    id: i.id,
    email: i.email,
    nome: i.nome,
    empresa: { id: i.empresaId, nome: names.get(i.empresaId) ?? '' },
    permissions: i.permissions,
    expires_at: i.expiresAt.toISOString(),
    created_at: i.createdAt.toISOString(),
  }));
}
