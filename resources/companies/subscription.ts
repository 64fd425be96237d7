// Where a company stands with its subscription, in the back office's words: its plan and the
// period's end, or its trial ("Em teste até 12/12", "Teste encerrado"), or no plan. Days are
// Brasília's, as the API sets them.
import type { Language } from '../../common/constants';
import type { CompanyView } from '../../src/providers/companiesApi';
import { formatDate } from '../../src/providers/format';

const ZONE = 'America/Sao_Paulo';
const S = 'resources.companies.subscription';

type Subscription = Pick<CompanyView, 'plano' | 'plano_expira_em' | 'teste_ate'>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

const passed = (iso: string, now: Date) => new Date(iso).getTime() <= now.getTime();

/** The plan's period is running (or has no end). */
export const planRunning = (c: Subscription, now = new Date()) =>
  c.plano !== null && (c.plano_expira_em === null || !passed(c.plano_expira_em, now));

/** In a trial: no plan, and a trial that has not ended (or has no end). */
export const trialRunning = (c: Subscription, now = new Date()) =>
  c.plano === null && (c.teste_ate === null || !passed(c.teste_ate, now));

/** 12/12 (day and month, Brasília). */
export const dayMonth = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', {
    day: '2-digit',
    month: '2-digit',
    timeZone: ZONE,
  }).format(new Date(iso));

/** One line for the list: "Profissional até 10/05/2031", "Em teste até 12/12", "Teste encerrado", "Sem plano". */
export function subscriptionSummary(c: Subscription, t: Translate, lang: Language, now = new Date()): string {
  if (c.plano) {
    if (c.plano_expira_em === null) return c.plano.nome;
    const date = formatDate(c.plano_expira_em, lang);
    return t(passed(c.plano_expira_em, now) ? `${S}.plan_ended_on` : `${S}.plan_until`, {
      plan: c.plano.nome,
      date,
    });
  }
  if (c.teste_ate)
    return passed(c.teste_ate, now)
      ? t(`${S}.trial_ended`)
      : t(`${S}.trial_until`, { date: dayMonth(c.teste_ate, lang) });
  return t('resources.companies.no_plan');
}

/** Brasília's calendar day (YYYY-MM-DD) of an instant. */
export const brasiliaDay = (value: Date | string) =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: ZONE,
  }).format(new Date(value));

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}
