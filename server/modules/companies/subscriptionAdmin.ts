// A platform administrator's hand on a company's subscription: a plan given without a charge (a
// courtesy, a contract signed elsewhere) or ended now, and the trial set, extended or ended now. Each
// change is read and written under the company's lock (a purchase confirming at the same moment
// waits), lands in the company's own audit trail under the administrator's name (the platform keeps
// no audit of its own), and tells the company's open tabs to reload their identity.
import type { FastifyRequest } from 'fastify';
import type { CompanyView } from '../../../common/schemas/companies.js';
import type { CompanyPlanBody, CompanyTrialBody } from '../../../common/schemas/companySubscription.js';
import { TRIAL_MAX_DAYS } from '../../../common/schemas/companySubscription.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { insertAudit } from '../../db/queries/audit.js';
import { findRecurrence, lockCompany } from '../../db/queries/billing.js';
import type { CompanyRow } from '../../db/queries/companies.js';
import { type SubscriptionValues, updateCompanySubscription } from '../../db/queries/companySubscription.js';
import { findPlan } from '../../db/queries/plans.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { brasiliaDate, endOfBrasiliaDay } from '../billing/dates.js';
import { hasActivePlan } from '../billing/views.js';
import { companyView } from './service.js';

const DAY_MS = 86_400_000;

/** Who acted and from where, for the company's audit trail. */
interface Actor {
  auth: AuthContext;
  req: FastifyRequest;
}

/** The end of a Brasília day that has not ended yet; 422 on `field` otherwise. */
function futureDayEnd(day: string, field: string, now: Date): Date {
  const end = endOfBrasiliaDay(day);
  if (Number.isNaN(end.getTime())) throw fieldError(field, 'validation.invalid');
  if (end <= now) throw fieldError(field, 'companies.day_past');
  return end;
}

/**
 * Locks the live company, lets `decide` check it and say what to write, writes it with the audit
 * entry in one transaction, then answers the company as the back office shows it.
 */
async function change(
  ctx: AppContext,
  actor: Actor,
  id: number,
  acao: string,
  decide: (company: CompanyRow) => { values: SubscriptionValues; dados: Record<string, unknown> },
): Promise<CompanyView> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const company = await lockCompany(tx, id);
    if (!company) throw notFound();
    const { values, dados } = decide(company);
    const updated = await updateCompanySubscription(tx, id, values);
    if (!updated) throw notFound();
    await audit(tx, actor, id, acao, dados);
    return updated;
  });
  publishCompanyUpdated(ctx, id);
  return companyView(ctx, row);
}

async function audit(tx: Db, { auth, req }: Actor, empresaId: number, acao: string, dados: object) {
  await insertAudit(tx, {
    empresaId,
    userId: auth.user.id,
    apiKeyId: null,
    ator: { nome: auth.user.nome, email: auth.user.email },
    acao,
    alvo: `empresa:${empresaId}`,
    dados: { ...dados },
    ip: clientMeta(req).ip.slice(0, 64),
  });
}

/**
 * Puts the company on a live plan (active or not: a plan off sale may still be contracted) with one
 * of the periodicities it is sold with, until the end of `expira_em` (a day not yet over), renewing on
 * that day of the month; a trial still running ends now.
 */
export async function assignPlan(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: CompanyPlanBody,
): Promise<CompanyView> {
  const now = new Date();
  const end = futureDayEnd(body.expira_em, 'expira_em', now);
  const plan = await findPlan(ctx.db, body.plano_id, 'live');
  if (!plan) throw fieldError('plano_id', 'companies.plan_unavailable');
  if (!(await findRecurrence(ctx.db, plan.id, body.periodicidade)))
    throw fieldError('periodicidade', 'companies.periodicity_not_offered');
  return change(ctx, actor, id, 'company.plan_assigned', (company) => ({
    values: {
      planoId: plan.id,
      planoPeriodicidade: body.periodicidade,
      planoExpiraEm: end,
      planoDiaBase: Number(body.expira_em.slice(8, 10)),
      trialEndsAt: company.trialEndsAt && company.trialEndsAt <= now ? company.trialEndsAt : now,
      // Given by hand (a contract signed elsewhere): whatever dunning said is over.
      cobrancaSituacao: 'ok',
      suspensaEm: null,
    },
    dados: {
      plano_id: plan.id,
      plano: plan.nome,
      periodicidade: body.periodicidade,
      expira_em: body.expira_em,
    },
  }));
}

/** Ends the company's plan now (it keeps the plan's name, as a period that ran out does); 422 without one in force. */
export function endPlan(ctx: AppContext, actor: Actor, id: number): Promise<CompanyView> {
  const now = new Date();
  return change(ctx, actor, id, 'company.plan_ended', (company) => {
    // In force: a period not ended, or one late on its renewal (dunning keeps the access until then).
    const running = company.planoId !== null && hasActivePlan(company, now);
    if (!running) throw new HttpError(422, 'companies.no_plan_running');
    // A company late on a renewal keeps its access until dunning ends it: ending the plan by hand
    // ends that too.
    const dunning = company.cobrancaSituacao === 'past_due' || company.cobrancaSituacao === 'suspended';
    return {
      values: { planoExpiraEm: now, ...(dunning ? { cobrancaSituacao: 'cancelled', suspensaEm: null } : {}) },
      dados: { plano_id: company.planoId },
    };
  });
}

/**
 * Sets the trial to end with `termina_em` (today up to TRIAL_MAX_DAYS ahead), sooner or later than
 * now. A company on a plan is refused: the plan, not the trial, decides its access (give it a new
 * period instead).
 */
export async function setTrial(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: CompanyTrialBody,
): Promise<CompanyView> {
  const now = new Date();
  const end = futureDayEnd(body.termina_em, 'termina_em', now);
  if (body.termina_em > brasiliaDate(new Date(now.getTime() + TRIAL_MAX_DAYS * DAY_MS)))
    throw fieldError('termina_em', 'companies.trial_too_far', { days: TRIAL_MAX_DAYS });
  return change(ctx, actor, id, 'company.trial_set', (company) => {
    if (company.planoId !== null) throw fieldError('termina_em', 'companies.trial_has_plan');
    return { values: { trialEndsAt: end }, dados: { termina_em: body.termina_em } };
  });
}

/** Ends the trial now (from then on the company needs a plan); 422 when it is not in one. */
export function endTrial(ctx: AppContext, actor: Actor, id: number): Promise<CompanyView> {
  const now = new Date();
  return change(ctx, actor, id, 'company.trial_ended', (company) => {
    const running = company.planoId === null && (company.trialEndsAt === null || company.trialEndsAt > now);
    if (!running) throw new HttpError(422, 'companies.no_trial_running');
    return { values: { trialEndsAt: now }, dados: {} };
  });
}
