// "Assinatura" in a company's edit view (platform administrators): its plan and recurrence, when the
// period ends, when the trial ends and whether the company may use the system now; then what may be
// done by hand — assign a plan (no charge), extend the trial, end the trial or end the plan (each end
// after a confirmation). Every change toasts the API's message and reloads the company.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useConfirmAction } from '../../src/components/list/useConfirmAction';
import type { CompanyView } from '../../src/providers/companiesApi';
import { companySubscriptionApi } from '../../src/providers/companySubscriptionApi';
import { formatDate } from '../../src/providers/format';
import { AssignPlanDialog } from './AssignPlanDialog';
import { planRunning, trialRunning } from './subscription';
import { TrialDialog } from './TrialDialog';

const S = 'resources.companies.subscription';

function Line({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: { sm: 2 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

export function CompanySubscription() {
  const record = useRecordContext<CompanyView>();
  const translate = useTranslate();
  const lang = useLocale() === 'en' ? 'en' : 'pt_BR';
  const notify = useNotify();
  const refresh = useRefresh();
  const { ask, dialog } = useConfirmAction();
  const [open, setOpen] = useState<'plan' | 'trial' | null>(null);
  if (!record) return null;
  const company = record;
  const now = new Date();
  const ended = (iso: string) => new Date(iso) <= now;
  const day = (iso: string) => formatDate(iso, lang);
  const done = (message: string) => {
    setOpen(null);
    notify(message, { type: 'success' });
    refresh();
  };
  const confirmEnd = (kind: 'end_trial' | 'end_plan') =>
    ask({
      title: `${S}.confirm.${kind}_title`,
      content: `${S}.confirm.${kind}_content`,
      args: { name: company.razao_social },
      confirm: `${S}.action.${kind}`,
      destructive: true,
      run: async () => {
        const res = await (kind === 'end_trial'
          ? companySubscriptionApi.endTrial(company.id)
          : companySubscriptionApi.endPlan(company.id));
        notify(res.message, { type: 'success' });
      },
      after: refresh,
    });

  const plan = company.plano
    ? company.plano_periodicidade
      ? `${company.plano.nome} (${translate(`${S}.period.${company.plano_periodicidade}`)})`
      : company.plano.nome
    : translate('resources.companies.no_plan');
  const periodEnd = !company.plano
    ? '—'
    : company.plano_expira_em === null
      ? translate(`${S}.no_end`)
      : ended(company.plano_expira_em)
        ? translate(`${S}.ended`, { date: day(company.plano_expira_em) })
        : day(company.plano_expira_em);
  const trialEnd = company.teste_ate
    ? ended(company.teste_ate)
      ? translate(`${S}.ended`, { date: day(company.teste_ate) })
      : day(company.teste_ate)
    : translate(`${S}.no_trial`);
  const live = company.deleted_at === null;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 720 }} data-testid="company-subscription">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(`${S}.title`)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <Line label={translate(`${S}.plan`)} testId="subscription-plan">
          {plan}
        </Line>
        <Line label={translate(`${S}.period_end`)} testId="subscription-period-end">
          {periodEnd}
        </Line>
        <Line label={translate(`${S}.trial_end`)} testId="subscription-trial-end">
          {trialEnd}
        </Line>
        <Line label={translate(`${S}.access`)} testId="subscription-access">
          {translate(company.assinatura_ativa ? `${S}.access_open` : `${S}.access_closed`)}
        </Line>
      </Box>
      {live && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant="contained" onClick={() => setOpen('plan')}>
            {translate(`${S}.action.assign`)}
          </Button>
          {company.plano === null && (
            <Button variant="outlined" onClick={() => setOpen('trial')}>
              {translate(`${S}.action.extend_trial`)}
            </Button>
          )}
          {trialRunning(company, now) && (
            <Button variant="outlined" color="warning" onClick={() => confirmEnd('end_trial')}>
              {translate(`${S}.action.end_trial`)}
            </Button>
          )}
          {planRunning(company, now) && (
            <Button variant="outlined" color="warning" onClick={() => confirmEnd('end_plan')}>
              {translate(`${S}.action.end_plan`)}
            </Button>
          )}
        </Box>
      )}
      {open === 'plan' && <AssignPlanDialog company={company} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'trial' && <TrialDialog company={company} onClose={() => setOpen(null)} onDone={done} />}
      {dialog}
    </Paper>
  );
}
