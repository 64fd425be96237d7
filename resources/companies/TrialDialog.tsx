// "Estender teste": the trial's last day, from today up to TRIAL_MAX_DAYS ahead (Brasília's days).
// The API's 422 shows under the field; another refusal above it.
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { TRIAL_MAX_DAYS } from '../../common/schemas/companySubscription';
import type { CompanyView } from '../../src/providers/companiesApi';
import { companySubscriptionApi } from '../../src/providers/companySubscriptionApi';
import { formatDate } from '../../src/providers/format';
import { fieldMessages, SubscriptionDialog } from './SubscriptionDialog';
import { addDays, brasiliaDay, trialRunning } from './subscription';

const S = 'resources.companies.subscription';

interface Props {
  company: CompanyView;
  onClose(): void;
  onDone(message: string): void;
}

export function TrialDialog({ company, onClose, onDone }: Props) {
  const translate = useTranslate();
  const lang = useLocale() === 'en' ? 'en' : 'pt_BR';
  const today = brasiliaDay(new Date());
  const last = addDays(today, TRIAL_MAX_DAYS);
  // A running trial's end is offered, to be moved.
  const [day, setDay] = useState(
    trialRunning(company) && company.teste_ate ? brasiliaDay(company.teste_ate) : '',
  );
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (day < today) return setError(translate(`${S}.day_min`));
    if (day > last)
      return setError(translate(`${S}.day_max`, { date: formatDate(`${last}T12:00:00-03:00`, lang) }));
    setBusy(true);
    setAlert(undefined);
    try {
      onDone((await companySubscriptionApi.setTrial(company.id, day)).message);
    } catch (err) {
      const refused = fieldMessages(err);
      if (refused.fields.termina_em) setError(refused.fields.termina_em);
      else setAlert(refused.message);
      setBusy(false);
    }
  };

  return (
    <SubscriptionDialog
      title={translate(`${S}.trial.title`, { name: company.razao_social })}
      text={translate(`${S}.trial.text`, { days: TRIAL_MAX_DAYS })}
      save={translate(`${S}.trial.save`)}
      busy={busy}
      ready={day !== ''}
      alert={alert}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="trial-dialog"
    >
      <TextField
        autoFocus
        fullWidth
        required
        type="date"
        margin="dense"
        label={translate(`${S}.trial.until`)}
        value={day}
        disabled={busy}
        onChange={(e) => {
          setDay(e.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, max: last, 'data-testid': 'trial-until' },
        }}
      />
    </SubscriptionDialog>
  );
}
