// The signed-in user as the SPA sees it (GET /api/auth/user).
import type { Identity } from '../../../common/schemas/auth.js';
import type { AppContext } from '../../context.js';
import { findCompanyById } from '../../db/queries/companies.js';
import { companyLinks } from '../../db/queries/users.js';
import type { AuthContext } from '../../http/auth.js';
import { hasActivePlan, planInfoOf } from '../billing/views.js';
import { logoUrl } from '../companies/logoLinks.js';
import { photoUrl } from '../profile/photoLinks.js';

export async function identity(ctx: AppContext, auth: AuthContext): Promise<Identity> {
  const u = auth.user;
  const links = u.ambient === null ? await companyLinks(ctx.db, u.id) : [];
  const current = links.find((l) => l.empresaId === auth.empresaId);
  const company = current ? await findCompanyById(ctx.db, current.empresaId) : undefined;
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    documento: u.documento,
    phone: u.phone,
    ambient: u.ambient === 'A' || u.ambient === 'S' ? u.ambient : null,
    status: u.status,
    language: u.language,
    skin: u.skin,
    two_factor: u.otpEnabled,
    email_verified: u.emailVerifiedAt !== null,
    foto_url: photoUrl(ctx.config.appKey, u.id, u.fotoKey),
    empresa: company
      ? {
          id: company.id,
          nome: company.nomeFantasia ?? company.razaoSocial,
          razao_social: company.razaoSocial,
          documento: company.documento,
          logo_url: logoUrl(ctx.config.appKey, company.id, company.logoKey),
          trial_ends_at: company.trialEndsAt?.toISOString() ?? null,
          plano: await planInfoOf(ctx, company),
          assinatura_ativa: hasActivePlan(company),
          owner: company.ownerId === u.id,
          empresa_niveis: [],
        }
      : null,
    empresas: links
      .filter((l) => l.linkActive)
      .map((l) => ({ id: l.empresaId, nome: l.nome, status: l.companyActive })),
    permissoes: auth.permissions,
    permissions: auth.permissions,
  };
}
