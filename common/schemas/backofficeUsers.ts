// Request and response shapes of the users back office (platform admins; the list, status,
// permission and invite calls also serve a company's own members: see common/schemas/team.ts),
// invites and positions (cargos).
import { z } from 'zod';
import { cpf, email, id, personName, phone } from './fields.js';
import { boolFilter, listQuery, textFilter } from './list.js';

/**
 * Users in the back office: platform administrators (a company's team is the 'equipe' page's, which the
 * server lets members holding users.view list and users.manage switch).
 */
export { usersApi } from '../resources/users.js';

/** An optional form field: '' or null clears it, absent leaves it as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

/** Permission names as sent; whether each exists is checked by the service (422 naming it). */
export const permissionList = z
  .array(z.string('validation.string').trim().min(1, 'validation.required').max(64, 'validation.max.string'))
  .max(100, 'validation.max.numeric')
  .transform((list) => [...new Set(list)]);

// ---- users ----------------------------------------------------------------------------------

export const USER_SORTS = ['nome', 'email', 'documento', 'created_at'] as const;

/** GET /api/usuarios */
export const userListQuery = listQuery.extend({
  nome: textFilter,
  email: textFilter,
  /** Matched without its mask: '529.982' and '529982' find the same people. */
  documento: textFilter,
  empresa_id: id.optional(),
  status: boolFilter,
  deleted: boolFilter,
});
export type UserListQuery = z.input<typeof userListQuery>;

/** PUT /api/usuario/{id}/editar */
export const userUpdateBody = z.object({
  nome: personName,
  email,
  documento: clearable(cpf),
  phone: clearable(phone),
  cargo_id: clearable(id),
});
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** PUT /api/usuario/company */
export const userCompanyBody = z.object({ user_id: id, empresa_id: id, permissions: permissionList });
export type UserCompanyBody = z.input<typeof userCompanyBody>;

/** DELETE /api/usuario/{id}/remover-vinculo?empresa_id=N */
export const unlinkQuery = z.object({ empresa_id: id });

/** GET /api/usuario/{id}/permissions?empresa_id=N (a company user's own company when omitted) */
export const permissionsQuery = z.object({ empresa_id: id.optional() });

/** PUT /api/usuario/{id}/permission */
export const permissionsBody = z.object({ empresa_id: id, permissions: permissionList });
export type PermissionsBody = z.input<typeof permissionsBody>;

export const cargoView = z.object({ id: z.number().int(), nome: z.string(), interno: z.boolean() });
export type CargoView = z.infer<typeof cargoView>;

export const userCompanyView = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** The company's own status (active or disabled). */
  status: z.boolean(),
  permissions: z.array(z.string()),
});
export type UserCompanyView = z.infer<typeof userCompanyView>;

export const backofficeUserView = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  documento: z.string().nullable(),
  phone: z.string().nullable(),
  ambient: z.enum(['A', 'S']).nullable(),
  status: z.boolean(),
  cargo: cargoView.nullable(),
  empresas: z.array(userCompanyView),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type BackofficeUserView = z.infer<typeof backofficeUserView>;

export const userPermissionsView = z.object({
  empresa_id: z.number().int(),
  permissions: z.array(z.string()),
  /** What the caller may grant: every permission for a platform admin, else the caller's own. */
  grantable: z.array(z.string()),
});
export type UserPermissionsView = z.infer<typeof userPermissionsView>;

/** GET /api/users/search/{term} */
export const userSearchParams = z.object({
  term: z
    .string()
    .trim()
    .refine((s) => s.length > 3, 'validation.filter_min'),
});
export const userSearchHit = z.object({ id: z.number().int(), nome: z.string(), email: z.string() });
export type UserSearchHit = z.infer<typeof userSearchHit>;

// ---- positions (cargos) ---------------------------------------------------------------------

/** POST /api/cargo/cadastrar */
export const cargoBody = z.object({
  nome: z.string().trim().min(2, 'validation.min.string').max(120, 'validation.max.string'),
  interno: z.boolean('validation.boolean').optional().default(false),
});
export type CargoBody = z.input<typeof cargoBody>;

// ---- invites ---------------------------------------------------------------------------------

export const INVITE_DAYS = 7;

/** POST /api/convites (a company user's invite is always into their own company: empresa_id optional) */
export const inviteBody = z.object({
  email,
  nome: clearable(personName),
  empresa_id: id.optional(),
  permissions: permissionList,
  /**
   * The invitee will only sign what is sent to them (the "Só assina" role): no permission at all. An
   * empty permission list is refused without it, so nobody is invited into an empty app by mistake.
   */
  signer_only: z.boolean('validation.boolean').optional().default(false),
});
export type InviteBody = z.input<typeof inviteBody>;

/** GET /api/convites */
export const inviteListQuery = listQuery.extend({ empresa_id: id.optional() });

export const inviteView = z.object({
  id: z.number().int(),
  email: z.string(),
  nome: z.string().nullable(),
  empresa: z.object({ id: z.number().int(), nome: z.string() }),
  permissions: z.array(z.string()),
  expires_at: z.string(),
  created_at: z.string(),
});
export type InviteView = z.infer<typeof inviteView>;
