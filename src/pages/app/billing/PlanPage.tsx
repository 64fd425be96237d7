// 'plano': the company's current plan (or its trial and when it ends), its price per period, the next
// charge and the situation (GET /api/empresa/assinatura) with the way to "Faturas", each module's use
// against its limit (GET /api/empresa/uso), and the way to buy a plan or add-ons at any time — not
// only after a 402.
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkBase, useGetIdentity } from 'react-admin';
import { formatBytes } from '../../../../common/bytes';
import type { Language } from '../../../../common/constants';
import type { Identity } from '../../../../common/schemas/auth';
import type { CompanyUsageView, SubscriptionView } from '../../../providers/billingApi';
import { billingApi } from '../../../providers/billingApi';
import { SituationChip } from './ChargeStatusChip';
import { PurchasePage } from './Checkout';
import { type BillingTranslate, useBillingT } from './useBillingT';
import { useLoaded } from './useLoaded';

const MB = 1024 * 1024;

interface Row {
  key: string;
  used: number;
  limit: number | null;
  /** Storage is counted in bytes and shown as the dashboard shows it ('57,7 KB de 10 GB'). */
  bytes?: boolean;
}

/** The modules in the plan form's order; the plan sets storage in MB, the use is in bytes. */
const rowsOf = (u: CompanyUsageView): Row[] => [
  { key: 'users', used: u.usuarios.usado, limit: u.usuarios.limite },
  { key: 'devices', used: u.dispositivos.usado, limit: u.dispositivos.limite },
  {
    key: 'storage',
    used: u.armazenamento.usado_bytes,
    limit: u.armazenamento.limite_mb === null ? null : u.armazenamento.limite_mb * MB,
    bytes: true,
  },
  { key: 'messages', used: u.mensagens_mes.usado, limit: u.mensagens_mes.limite },
  { key: 'signatures', used: u.assinaturas_mes.usado, limit: u.assinaturas_mes.limite },
];

function UsageRow({ row, t, lang }: { row: Row; t: BillingTranslate; lang: Language }) {
  const show = (n: number) =>
    row.bytes ? formatBytes(n, lang) : new Intl.NumberFormat(lang === 'en' ? 'en' : 'pt-BR').format(n);
  const used = show(row.used);
  const percent = row.limit ? Math.min(100, (row.used / row.limit) * 100) : 0;
  const label = t(`limits.${row.key}`);
  return (
    <div data-testid={`usage-${row.key}`}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" data-testid={`usage-${row.key}-value`}>
          {row.limit === null
            ? t('usage_unlimited', { used })
            : t('usage_of', { used, limit: show(row.limit) })}
        </Typography>
      </Stack>
      {row.limit !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 90 ? 'warning' : 'primary'}
          aria-label={label}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      )}
    </div>
  );
}

type Company = NonNullable<Identity['empresa']>;

/** The plan's name and period, the trial's end, or that there is none. */
function planLine(company: Company | null | undefined, t: BillingTranslate, date: (v: string) => string) {
  const plan = company?.plano;
  if (plan) {
    const period = plan.periodicidade ? ` · ${t(`period.${plan.periodicidade}`)}` : '';
    const end = plan.expira_em
      ? t(plan.ativo ? 'plan_valid_until' : 'plan_expired', { date: date(plan.expira_em) })
      : t('plan_no_end');
    return { name: `${plan.nome}${period}`, detail: end };
  }
  if (company?.trial_ends_at) {
    const ended = new Date(company.trial_ends_at).getTime() <= Date.now();
    return {
      name: t(ended ? 'plan_trial_ended' : 'plan_trial', { date: date(company.trial_ends_at) }),
      detail: null,
    };
  }
  return { name: t('plan_none'), detail: null };
}

/** The price per period, the next charge and the situation; nothing when they could not be read. */
function PlanBilling({ sub }: { sub: SubscriptionView }) {
  const { t, money, date } = useBillingT();
  return (
    <Stack spacing={0.5} sx={{ mt: 1, alignItems: 'flex-start' }}>
      <SituationChip situation={sub.situacao} />
      {sub.valor !== null && sub.periodicidade && (
        <Typography data-testid="plan-price">
          {t('invoices.price', { value: money(sub.valor), per: t(`per_period.${sub.periodicidade}`) })}
        </Typography>
      )}
      <Typography variant="body2" data-testid="plan-next-charge">
        {sub.proxima_cobranca
          ? t('invoices.next_charge', {
              date: date(sub.proxima_cobranca.data),
              value: money(sub.proxima_cobranca.valor),
            })
          : t('invoices.no_next_charge')}
      </Typography>
    </Stack>
  );
}

export default function PlanPage() {
  const { t, lang, date } = useBillingT();
  const { identity } = useGetIdentity();
  const company = (identity as Partial<Identity> | undefined)?.empresa;
  const { value: usage, failed, retry } = useLoaded(billingApi.usage);
  const { value: sub } = useLoaded(billingApi.subscriptionQuietly);
  const line = planLine(company, t, date);
  const subscribed = Boolean(company?.plano);

  return (
    <PurchasePage testId="plan" title={t('plan_title')}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" data-testid="plan-name">
            {line.name}
          </Typography>
          {line.detail && (
            <Typography variant="body2" color="text.secondary" data-testid="plan-detail">
              {line.detail}
            </Typography>
          )}
          {sub && <PlanBilling sub={sub} />}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" component={LinkBase} to="/comprar">
              {t(subscribed ? 'change_plan' : 'buy_plan')}
            </Button>
            {subscribed && (
              <Button variant="outlined" component={LinkBase} to="/upgrade">
                {t('buy_addons')}
              </Button>
            )}
            <Button component={LinkBase} to="/faturas">
              {t('checkout.see_invoices')}
            </Button>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('usage_title')}
          </Typography>
          {failed ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography color="error" role="alert">
                {t('usage_failed')}
              </Typography>
              <Button onClick={retry}>{t('retry')}</Button>
            </Stack>
          ) : usage ? (
            <Stack spacing={1.5}>
              {rowsOf(usage).map((row) => (
                <UsageRow key={row.key} row={row} t={t} lang={lang} />
              ))}
            </Stack>
          ) : (
            <LinearProgress aria-label={t('loading')} />
          )}
        </Paper>
      </Stack>
    </PurchasePage>
  );
}
