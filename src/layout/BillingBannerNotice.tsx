// The words of the late-payment banner (BillingBanner), with the billing pages' dictionary: overdue
// (the amount, its due date and the suspension's date) or suspended, and "Pagar agora" opening the
// open charge on "Faturas".
import Button from '@mui/material/Button';
import { LinkBase } from 'react-admin';
import { useBillingT } from '../pages/app/billing/useBillingT';
import type { SubscriptionView } from '../providers/billingApi';
import { LayoutNotice } from './LayoutNotice';

export default function BillingBannerNotice({ sub }: { sub: SubscriptionView }) {
  const { t, money, date } = useBillingT();
  const open = sub.em_aberto;
  const message =
    sub.situacao === 'suspended'
      ? t('banner.suspended')
      : open
        ? t(sub.suspende_em ? 'banner.past_due' : 'banner.past_due_undated', {
            value: money(open.valor),
            due: date(open.vencimento),
            suspend: sub.suspende_em ? date(sub.suspende_em) : '',
          })
        : null;
  if (!message) return null;
  return (
    <LayoutNotice
      testId="billing-banner"
      message={message}
      action={
        <Button size="small" component={LinkBase} to={open ? `/faturas?pagar=${open.id}` : '/faturas'}>
          {t('banner.pay_now')}
        </Button>
      }
    />
  );
}
