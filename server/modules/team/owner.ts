// The company's owner hands it over (PUT /api/empresa/{id}/owner): only the current owner, signed
// into that company, or a platform admin; the new owner must be an active member. Each keeps the
// permissions they hold; the owner rules (rules.ts) then protect the new owner instead.
import type { CompanyView } from '../../../common/schemas/companies.js';
import type { AppContext } from '../../context.js';
import { findCompanyById } from '../../db/queries/companies.js';
import { companyOwner, findTeamLink, lockTeam, setCompanyOwner } from '../../db/queries/team.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { companyView } from '../companies/service.js';
import { isAdmin, ownCompany } from './rules.js';

export async function transferOwner(
  ctx: AppContext,
  auth: AuthContext,
  empresaId: number,
  userId: number,
): Promise<CompanyView> {
  if (!isAdmin(auth)) ownCompany(auth, empresaId);
  if (!(await findCompanyById(ctx.db, empresaId))) throw notFound();
  const previous = await inTransaction(ctx.db, async (tx) => {
    await lockTeam(tx, empresaId);
    const ownerId = await companyOwner(tx, empresaId);
    if (!isAdmin(auth) && ownerId !== auth.user.id) throw new HttpError(403, 'team.owner_only');
    const link = await findTeamLink(tx, userId, empresaId);
    if (!link) throw notFound();
    if (!link.status || !link.accountActive) throw fieldError('user_id', 'team.owner_not_member');
    await setCompanyOwner(tx, empresaId, userId);
    return ownerId;
  });
  for (const id of new Set([previous, userId])) if (id !== null) publishUserUpdated(ctx, id);
  const company = await findCompanyById(ctx.db, empresaId);
  if (!company) throw notFound();
  return companyView(ctx, company);
}
