// Plans and trials about to end: every PLAN_EXPIRY_SWEEP_INTERVAL seconds (and once at start) the
// companies whose trial (without a plan) or paid period ends within PLAN_EXPIRY_WARNING_DAYS warn
// their members who manage the subscription — once per period and user (chave
// 'plano-expira:<empresa>:<end date>'), however many sweeps or processes run.
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../common/constants.js';
import { NOTIFICATION_STATUS } from '../../common/constants.js';
import type { AppContext } from '../context.js';
import { companiesExpiringBy } from '../db/queries/notifications.js';
import { notifyCompany } from '../modules/notifications/service.js';
import { startPeriodic } from './periodic.js';

const DAY_MS = 86_400_000;
const TIME_ZONE = 'America/Sao_Paulo';

const dateIn = (lang: Language, d: Date) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
  }).format(d);

/** One sweep; returns how many notifications were written. */
export async function sweepPlanExpiry(
  ctx: Pick<AppContext, 'db' | 'realtime' | 'config'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<number> {
  const until = new Date(now.getTime() + ctx.config.planExpiry.warningDays * DAY_MS);
  let written = 0;
  for (const company of await companiesExpiringBy(ctx.db, until)) {
    try {
      const day = company.endsAt.toISOString().slice(0, 10);
      written += await notifyCompany(ctx, company.id, 'subscription.manage', {
        status: NOTIFICATION_STATUS.WARNING,
        tipo: company.kind === 'trial' ? 'plan.trial_expiring' : 'plan.expiring',
        key: company.kind === 'trial' ? 'notifications.trial_expiring' : 'notifications.plan_expiring',
        params: (lang) => ({ data: dateIn(lang, company.endsAt) }),
        link: '/comprar',
        chave: `plano-expira:${company.id}:${day}`,
      });
    } catch (err) {
      log.warn(
        { err: err instanceof Error ? err.message : err, empresa: company.id },
        'plan expiry warning failed',
      );
    }
  }
  return written;
}

/** Sweeps once now and then every interval (0: only now); returns the stopper. */
export function startPlanExpirySweep(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodic(() => sweepPlanExpiry(ctx, log), {
    intervalMs: ctx.config.planExpiry.sweepIntervalMs,
    atStart: true,
    log,
    failure: 'plan expiry sweep failed',
  });
}
