// For company users while their company is on its trial (an end date and no plan yet): a slim line
// at the top of every page with the days left, and "Ver planos" to the plan page for those who may
// buy.
import Button from '@mui/material/Button';
import { LinkBase, useTranslate } from 'react-admin';
import { useAccess } from '../providers/access';
import { LayoutNotice } from './LayoutNotice';

const DAY_MS = 86_400_000;

/** Whole calendar days (the browser's) from `now` to `end`: 0 the same day, negative once past. */
export function trialDaysLeft(end: Date, now = new Date()): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(end) - day(now)) / DAY_MS);
}

export function TrialBanner() {
  const translate = useTranslate();
  const { identity: who, can } = useAccess();
  const company = who?.empresa;
  if (!who || who.ambient !== null || !company?.trial_ends_at || company.plano) return null;
  const end = new Date(company.trial_ends_at);
  const days = trialDaysLeft(end);
  const message =
    end.getTime() <= Date.now()
      ? translate('app.trial.ended')
      : days <= 0
        ? translate('app.trial.today')
        : translate('app.trial.days_left', { smart_count: days });
  return (
    <LayoutNotice
      testId="trial-banner"
      message={message}
      action={
        can('subscription.manage') && (
          <Button size="small" component={LinkBase} to="/plano">
            {translate('app.trial.see_plans')}
          </Button>
        )
      }
    />
  );
}
