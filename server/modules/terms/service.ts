// Acceptance of the terms of use: the 451 gate lifts once the current approved term is accepted.
import type { AppContext } from '../../context.js';
import { findApprovedTerms, recordAcceptance } from '../../db/queries/terms.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError } from '../../http/errors.js';
import type { ClientMeta } from '../auth/sessions.js';

const view = (t: { id: number; termoDescricao: string; approvedAt: Date | null }) => ({
  id: t.id,
  termo_descricao: t.termoDescricao,
  approved_at: t.approvedAt?.toISOString() ?? null,
});

export async function pendingTerms(ctx: AppContext, auth: AuthContext) {
  if (auth.pendingTermId === null) return [];
  return (await findApprovedTerms(ctx.db, [auth.pendingTermId])).map(view);
}

export async function acceptTerms(ctx: AppContext, auth: AuthContext, ids: number[], meta: ClientMeta) {
  const unique = [...new Set(ids)];
  const terms = await findApprovedTerms(ctx.db, unique);
  if (terms.length !== unique.length) throw fieldError('termos', 'terms.unknown');
  for (const t of terms)
    await recordAcceptance(ctx.db, {
      termoId: t.id,
      userId: auth.user.id,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
}
