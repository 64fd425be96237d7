// The profile's "Empresa ao entrar": the company every login enters without asking, or none (an
// account of several companies is then asked at every sign-in). Only a company the user may enter
// now is accepted; one that later stops being enterable is ignored by the login (and shown here as
// "Perguntar sempre") until it is enterable again.
import type { AppContext } from '../../context.js';
import { type CompanyLink, companyLinks, type UserRow, updateUser } from '../../db/queries/users.js';
import { fieldError } from '../../http/errors.js';
import { canEnter } from '../auth/login.js';

export interface DefaultCompanyView {
  empresas: { id: number; nome: string }[];
  empresa_padrao_id: number | null;
}

/** The companies the user may choose from, and the chosen one while it can still be entered. */
export function defaultCompanyView(user: UserRow, links: CompanyLink[]): DefaultCompanyView {
  const open = links.filter(canEnter);
  return {
    empresas: open.map((l) => ({ id: l.empresaId, nome: l.nome })),
    empresa_padrao_id: open.some((l) => l.empresaId === user.empresaPadraoId) ? user.empresaPadraoId : null,
  };
}

/** PUT /api/usuario/perfil/empresa-padrao: another account's or a disabled company is a 422. */
export async function setDefaultCompany(
  ctx: AppContext,
  user: UserRow,
  empresaId: number | null,
): Promise<DefaultCompanyView> {
  const links = await companyLinks(ctx.db, user.id);
  if (empresaId !== null && !links.some((l) => canEnter(l) && l.empresaId === empresaId))
    throw fieldError('empresa_padrao_id', 'profile.default_company_invalid');
  await updateUser(ctx.db, user.id, { empresaPadraoId: empresaId });
  return defaultCompanyView({ ...user, empresaPadraoId: empresaId }, links);
}
