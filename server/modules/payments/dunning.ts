// When payment is late (by billing's clock, Brasília calendar days after a provider charge's due
// date): reminders before the due date and on it; overdue the next day (banner, e-mail); full
// access for BILLING_GRACE_DAYS; then suspended (sign in, read, download and pay only: see
// suspension.ts); the cancellation announced BILLING_CANCEL_NOTICE_DAYS ahead, then done after
// BILLING_CANCEL_DAYS (the plan ends, the charge is cancelled at the provider). Any payment puts the
// company back to 'ok' at once (refreshDunning after every paid charge). Each notice goes once per
// charge (financeiro.avisos, a conditional append), however many sweeps or processes run.
import { type Language, NOTIFICATION_STATUS } from '../../../common/constants.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { FinancialRow } from '../../db/queries/billing.js';
import {
  advanceCharge,
  claimNotice,
  companiesInDunning,
  findCompanyBilling,
  oldestOpenCharge,
  openChargesDueBy,
  setPlanEnd,
  updateCompanyBilling,
} from '../../db/queries/payments.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { brasiliaDate, brasiliaDay, endOfBrasiliaDay } from '../billing/dates.js';
import { notifyCompany } from '../notifications/service.js';
import { amountText, type Ctx } from './charges.js';

const DAY_MS = 86_400_000;
export type DunningState = 'ok' | 'past_due' | 'suspended' | 'cancelled';

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The dunning state the company's oldest unpaid charge puts it in, saved (and announced) when it changed. */
export async function refreshDunning(ctx: Ctx, empresaId: number, now: Date): Promise<DunningState> {
  const company = await findCompanyBilling(ctx.db, empresaId);
  if (!company) return 'ok';
  const current = company.cobrancaSituacao as DunningState;
  // Cancelled for non-payment stays so until a plan is paid for again (orderEffect.ts).
  if (current === 'cancelled') return current;
  const open = await oldestOpenCharge(ctx.db, empresaId);
  const today = brasiliaDate(now);
  let next: DunningState = 'ok';
  if (open && open.vencimento < today)
    next = daysBetween(open.vencimento, today) > ctx.config.payments.graceDays ? 'suspended' : 'past_due';
  if (next !== current) {
    await updateCompanyBilling(ctx.db, empresaId, {
      cobrancaSituacao: next,
      suspensaEm: next === 'suspended' ? (company.suspensaEm ?? now) : null,
    });
    publishCompanyUpdated(ctx, empresaId);
  }
  return next;
}

/** When an overdue charge suspends the company and when it cancels the subscription (ISO). */
export function dunningDates(ctx: Pick<Ctx, 'config'>, due: string) {
  const p = ctx.config.payments;
  return {
    suspendsAt: endOfBrasiliaDay(addDays(due, p.graceDays)),
    cancelsAt: endOfBrasiliaDay(addDays(due, p.cancelDays - 1)),
  };
}

type Notice =
  | 'due-soon'
  | 'due-today'
  | 'overdue'
  | 'suspended'
  | 'cancel-notice'
  | 'cancelled'
  | 'card-declined';

const NOTICE_STATUS: Record<Notice, number> = {
  'due-soon': NOTIFICATION_STATUS.WARNING,
  'due-today': NOTIFICATION_STATUS.WARNING,
  overdue: NOTIFICATION_STATUS.ERROR,
  suspended: NOTIFICATION_STATUS.ERROR,
  'cancel-notice': NOTIFICATION_STATUS.ERROR,
  cancelled: NOTIFICATION_STATUS.ERROR,
  'card-declined': NOTIFICATION_STATUS.ERROR,
};

const KEY: Record<Notice, string> = {
  'due-soon': 'due_soon',
  'due-today': 'due_today',
  overdue: 'overdue',
  suspended: 'suspended',
  'cancel-notice': 'cancel_notice',
  cancelled: 'cancelled',
  'card-declined': 'card_declined',
};

/** Tells the company's billing people (in-app) and its billing e-mail about a charge, once per notice. */
export async function notice(ctx: Ctx, charge: FinancialRow, kind: Notice): Promise<boolean> {
  if (!(await claimNotice(ctx.db, charge.id, kind))) return false;
  const company = await findCompanyBilling(ctx.db, charge.empresaId);
  if (!company) return false;
  const { suspendsAt, cancelsAt } = dunningDates(ctx, charge.vencimento);
  const params = {
    valor: amountText(charge.valorCentavos),
    vencimento: charge.vencimento.split('-').reverse().join('/'),
    suspensao: brasiliaDay(suspendsAt),
    cancelamento: brasiliaDay(cancelsAt),
    descricao: charge.descricao,
  };
  const key = `payments.notice.${KEY[kind]}` as ApiMessageKey;
  await notifyCompany(ctx, charge.empresaId, 'subscription.manage', {
    status: NOTICE_STATUS[kind] as 1 | 2 | 3,
    tipo: `billing.${kind}`,
    key,
    params,
    link: '/faturas',
    chave: `cobranca:${charge.id}:${kind}`,
  });
  const to = company.cobrancaEmail ?? company.email;
  if (to) {
    const lang: Language = 'pt_BR';
    await ctx.mailer
      .send(
        actionMail({
          lang,
          brand: ctx.config.brand,
          to,
          name: company.nomeFantasia ?? company.razaoSocial,
          subject: `payments.mail.${KEY[kind]}.subject` as ApiMessageKey,
          body: key,
          action: 'payments.mail.action',
          link: `${ctx.config.appUrl}/faturas`,
          params,
        }),
      )
      .catch(() => undefined);
  }
  return true;
}

/**
 * One dunning pass over the unpaid provider charges due within the reminder window: reminders,
 * overdue, suspension, the cancellation notice and the cancellation; then every company in dunning
 * gets its state refreshed (it may have paid up). Returns how many notices went out.
 */
export async function runDunning(
  ctx: Ctx,
  now: Date,
  onCard: (charge: FinancialRow) => Promise<void>,
): Promise<number> {
  const p = ctx.config.payments;
  const today = brasiliaDate(now);
  let sent = 0;
  const touched = new Set<number>();
  for (const charge of await openChargesDueBy(ctx.db, addDays(today, p.reminderDays))) {
    const late = daysBetween(charge.vencimento, today);
    if (late < 0) {
      if (await notice(ctx, charge, 'due-soon')) sent++;
      continue;
    }
    if (late === 0) {
      // A renewal to be paid with the kept card is charged on its due date.
      if (charge.formaPagamento === 'credit_card') await onCard(charge);
      if (await notice(ctx, charge, 'due-today')) sent++;
      continue;
    }
    touched.add(charge.empresaId);
    if (charge.status === 'pending')
      await advanceCharge(ctx.db, charge.id, ['pending'], 'overdue', { finStatus: -1 });
    if (await notice(ctx, charge, 'overdue')) sent++;
    if (late > p.graceDays && (await notice(ctx, charge, 'suspended'))) sent++;
    if (
      late >= p.cancelDays - p.cancelNoticeDays &&
      late < p.cancelDays &&
      (await notice(ctx, charge, 'cancel-notice'))
    )
      sent++;
    if (late >= p.cancelDays) {
      await cancelForNonPayment(ctx, charge, now);
      if (await notice(ctx, charge, 'cancelled')) sent++;
    }
  }
  for (const company of await companiesInDunning(ctx.db)) touched.add(company.id);
  for (const id of touched) await refreshDunning(ctx, id, now);
  return sent;
}

/** The subscription ends unpaid: the charge is cancelled (here and at the provider) and the plan ends now. */
async function cancelForNonPayment(ctx: Ctx, charge: FinancialRow, now: Date): Promise<void> {
  const cancelled = await advanceCharge(ctx.db, charge.id, ['pending', 'overdue'], 'cancelled');
  if (!cancelled) return;
  if (charge.provedorId) await ctx.payments.provider?.cancelCharge(charge.provedorId).catch(() => undefined);
  const company = await findCompanyBilling(ctx.db, charge.empresaId);
  if (!company) return;
  await updateCompanyBilling(ctx.db, charge.empresaId, { cobrancaSituacao: 'cancelled', suspensaEm: null });
  await setPlanEnd(
    ctx.db,
    charge.empresaId,
    company.planoExpiraEm && company.planoExpiraEm < now ? company.planoExpiraEm : now,
  );
  publishCompanyUpdated(ctx, charge.empresaId);
}
