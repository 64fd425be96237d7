// Terms of use: the back office writes drafts, edits them, approves one (from then on the 451 gate
// holds every non-admin user until they accept it); users accept the current approved term.
import {
  TERM_RECENT_ACCEPTANCES,
  type TermBody,
  type TermDetails,
  type TermsListQuery,
  type TermView,
} from '../../../common/schemas/terms.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  approveDraftTerm,
  countAcceptances,
  findApprovedTerms,
  findTerm,
  insertTerm,
  listTerms,
  recentAcceptances,
  recordAcceptance,
  type TermRow,
  updateDraftTerm,
  userNames,
} from '../../db/queries/terms.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { ClientMeta } from '../auth/sessions.js';
import { notifyTermApproved } from '../notifications/triggers.js';

// ── Acceptance (every signed-in user) ──────────────────────────────────────────────────────────

const pendingView = (t: { id: number; termoDescricao: string; approvedAt: Date | null }) => ({
  id: t.id,
  termo_descricao: t.termoDescricao,
  approved_at: t.approvedAt?.toISOString() ?? null,
});

export async function pendingTerms(ctx: AppContext, auth: AuthContext) {
  if (auth.pendingTermId === null) return [];
  return (await findApprovedTerms(ctx.db, [auth.pendingTermId])).map(pendingView);
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

// ── Back office (platform administrators) ──────────────────────────────────────────────────────

/** The terms as the API shows them, with their acceptance counts and the people behind them. */
export async function termViews(ctx: AppContext, rows: TermRow[]): Promise<TermView[]> {
  const [counts, names] = await Promise.all([
    countAcceptances(
      ctx.db,
      rows.map((r) => r.id),
    ),
    userNames(
      ctx.db,
      rows.flatMap((r) => [r.createdBy, r.approvedBy]).filter((id): id is number => id !== null),
    ),
  ]);
  const person = (id: number | null) => (id === null ? null : { id, nome: names.get(id) ?? '' });
  return rows.map((r) => ({
    id: r.id,
    termo_descricao: r.termoDescricao,
    status: r.approvedAt ? 'approved' : 'draft',
    approved_at: r.approvedAt?.toISOString() ?? null,
    approved_by: person(r.approvedBy),
    created_by: person(r.createdBy),
    aceites: counts.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt?.toISOString() ?? null,
    deleted_at: r.deletedAt?.toISOString() ?? null,
  }));
}

export async function termView(ctx: AppContext, row: TermRow): Promise<TermView> {
  const [view] = await termViews(ctx, [row]);
  if (!view) throw new Error('term view missing');
  return view;
}

export async function termList(ctx: AppContext, query: TermsListQuery) {
  const { rows, total } = await listTerms(ctx.db, query);
  return { data: await termViews(ctx, rows), total };
}

export async function createTerm(ctx: AppContext, auth: AuthContext, body: TermBody): Promise<TermView> {
  return termView(
    ctx,
    await insertTerm(ctx.db, { termoDescricao: body.termo_descricao, createdBy: auth.user.id }),
  );
}

/** Only a draft may change: an approved term is evidence of what users accepted. */
export async function editTerm(ctx: AppContext, id: number, body: TermBody): Promise<TermView> {
  const row = await updateDraftTerm(ctx.db, id, body.termo_descricao);
  if (row) return termView(ctx, row);
  if (!(await findTerm(ctx.db, id))) throw notFound();
  throw fieldError('termo_descricao', 'terms.approved_immutable');
}

/** Approves a draft; it becomes the current term and every non-admin user must accept it. */
export async function approveTerm(ctx: AppContext, auth: AuthContext, id: number): Promise<TermView> {
  const row = await approveDraftTerm(ctx.db, id, auth.user.id);
  if (row) {
    await notifyTermApproved(ctx, row.id);
    return termView(ctx, row);
  }
  if (!(await findTerm(ctx.db, id))) throw notFound();
  throw fieldError('id', 'terms.already_approved');
}

export async function termDetails(ctx: AppContext, id: number): Promise<TermDetails> {
  const row = await findTerm(ctx.db, id, 'any');
  if (!row) throw notFound();
  const [view, recent] = await Promise.all([
    termView(ctx, row),
    recentAcceptances(ctx.db, id, TERM_RECENT_ACCEPTANCES),
  ]);
  return {
    ...view,
    aceites_recentes: recent.map((a) => ({
      user: { id: a.userId, nome: a.nome, email: a.email },
      accepted_at: a.acceptedAt.toISOString(),
      ip: a.ip,
    })),
  };
}

/** Why the term may not be deleted: an approved one stays, as the record of what users accepted. */
export async function blockTermDelete(ctx: AppContext, id: number): Promise<ApiMessageKey | null> {
  const row = await findTerm(ctx.db, id);
  return row?.approvedAt ? 'terms.approved_undeletable' : null;
}
