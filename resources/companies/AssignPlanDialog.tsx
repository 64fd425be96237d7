// "Atribuir plano": a live plan (on sale or not), one of the recurrences it is sold with and the
// period's last day (from today on), given without a charge. The API's 422 on a field shows under it.
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Periodicity } from '../../common/constants';
import type { CompanyView } from '../../src/providers/companiesApi';
import { companySubscriptionApi, type PlanView } from '../../src/providers/companySubscriptionApi';
import { fieldMessages, SubscriptionDialog } from './SubscriptionDialog';
import { brasiliaDay, planRunning } from './subscription';

const S = 'resources.companies.subscription';

interface Props {
  company: CompanyView;
  onClose(): void;
  /** The API's message once the plan is assigned. */
  onDone(message: string): void;
}

export function AssignPlanDialog({ company, onClose, onDone }: Props) {
  const translate = useTranslate();
  const today = brasiliaDay(new Date());
  const [plans, setPlans] = useState<PlanView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [planId, setPlanId] = useState(company.plano ? String(company.plano.id) : '');
  const [periodicity, setPeriodicity] = useState<Periodicity | ''>(company.plano_periodicidade ?? '');
  // A period still running is offered as it is, to be moved.
  const [until, setUntil] = useState(
    planRunning(company) && company.plano_expira_em ? brasiliaDay(company.plano_expira_em) : '',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the plans again.
  useEffect(() => {
    let live = true;
    setFailed(false);
    companySubscriptionApi.plans().then(
      (list) => live && setPlans(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const plan = plans?.find((p) => String(p.id) === planId);
  const offered = plan?.recorrencias.map((r) => r.periodicidade) ?? [];
  // The recurrence follows the plan: kept when the plan offers it, else its first.
  useEffect(() => {
    if (!plan) return;
    const sold = plan.recorrencias.map((r) => r.periodicidade);
    setPeriodicity((current) => (current && sold.includes(current) ? current : (sold[0] ?? '')));
  }, [plan]);

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!plan) local.plano_id = translate(`${S}.required`);
    if (!periodicity) local.periodicidade = translate(`${S}.required`);
    if (!until) local.expira_em = translate(`${S}.required`);
    else if (until < today) local.expira_em = translate(`${S}.day_min`);
    setErrors(local);
    if (!plan || !periodicity || Object.keys(local).length) return;
    setBusy(true);
    setAlert(undefined);
    try {
      const res = await companySubscriptionApi.assignPlan(company.id, {
        plano_id: plan.id,
        periodicidade: periodicity,
        expira_em: until,
      });
      onDone(res.message);
    } catch (err) {
      const refused = fieldMessages(err);
      setErrors(refused.fields);
      if (Object.keys(refused.fields).length === 0) setAlert(refused.message);
      setBusy(false);
    }
  };

  const field = (name: string, help?: string) => ({
    error: Boolean(errors[name]),
    helperText: errors[name] ?? help ?? ' ',
  });

  return (
    <SubscriptionDialog
      title={translate(`${S}.assign.title`, { name: company.razao_social })}
      text={translate(`${S}.assign.text`)}
      save={translate(`${S}.assign.save`)}
      busy={busy}
      ready={Boolean(plan && periodicity && until)}
      alert={alert}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="assign-plan-dialog"
    >
      {failed ? (
        <Typography color="error" role="alert">
          {translate(`${S}.assign.load_failed`)}{' '}
          <Button size="small" onClick={() => setAttempt((a) => a + 1)}>
            {translate(`${S}.assign.retry`)}
          </Button>
        </Typography>
      ) : plans === null ? (
        <LinearProgress aria-label={translate(`${S}.assign.loading`)} />
      ) : plans.length === 0 ? (
        <Typography>{translate(`${S}.assign.no_plans`)}</Typography>
      ) : (
        <>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate(`${S}.assign.plan`)}
            value={planId}
            disabled={busy}
            onChange={(e) => {
              setPlanId(e.target.value);
              setErrors({});
            }}
            {...field('plano_id')}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'assign-plan' },
            }}
          >
            <option value="" disabled />
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.status ? p.nome : translate(`${S}.assign.off_sale`, { name: p.nome })}
              </option>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate(`${S}.assign.periodicity`)}
            value={periodicity}
            disabled={busy || !plan}
            onChange={(e) => setPeriodicity(e.target.value as Periodicity)}
            {...field(
              'periodicidade',
              plan && offered.length === 0 ? translate(`${S}.assign.no_periodicity`) : undefined,
            )}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'assign-periodicity' },
            }}
          >
            <option value="" disabled />
            {offered.map((p) => (
              <option key={p} value={p}>
                {translate(`${S}.period.${p}`)}
              </option>
            ))}
          </TextField>
          <TextField
            fullWidth
            required
            type="date"
            margin="dense"
            label={translate(`${S}.assign.until`)}
            value={until}
            disabled={busy}
            onChange={(e) => {
              setUntil(e.target.value);
              setErrors(({ expira_em: _, ...others }) => others);
            }}
            {...field('expira_em')}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: today, 'data-testid': 'assign-until' },
            }}
          />
        </>
      )}
    </SubscriptionDialog>
  );
}
