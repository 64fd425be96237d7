// For company users who manage the subscription: a line at the top of every page while a payment is
// late (the due date and when access will be suspended) or the account is suspended, with "Pagar
// agora". Asked once per sign-in and company (GET /api/empresa/assinatura) and again when a charge
// changes ('billing.charge') or the user's access does ('user.updated': a payment reactivated the
// plan). Its words load with it only when there is something to say (BillingBannerNotice), so the
// first screen of everyone else carries none of the billing pages' dictionary.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccess } from '../providers/access';
import { billingApi, type SubscriptionView } from '../providers/billingApi';
import { useRealtime } from '../providers/realtime';
import { USER_UPDATED_EVENT } from './LiveUserUpdates';

const BillingBannerNotice = lazy(() => import('./BillingBannerNotice'));

/** The answer for the user and company signed in now (another sign-in or company asks again). */
const cache: { key?: string; answer?: Promise<SubscriptionView | null> } = {};

/** The situations the banner speaks of. */
const LATE = new Set<SubscriptionView['situacao']>(['past_due', 'suspended']);

/** Asks again on the live news that may change the situation. */
function Watch({ onNews }: { onNews(): void }) {
  useRealtime('billing.charge', onNews);
  useRealtime(USER_UPDATED_EVENT, onNews);
  return null;
}

export function BillingBanner() {
  const { identity, can } = useAccess();
  const company = identity?.empresa;
  const key =
    identity && identity.ambient === null && company && can('subscription.manage')
      ? `${identity.id}:${company.id}`
      : null;
  const [news, setNews] = useState(0);
  const [sub, setSub] = useState<SubscriptionView | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `news` asks again.
  useEffect(() => {
    if (!key) {
      setSub(null);
      return;
    }
    if (cache.key !== key || !cache.answer) {
      cache.key = key;
      cache.answer = billingApi.subscriptionQuietly();
    }
    let live = true;
    void cache.answer.then((answer) => live && setSub(answer));
    return () => {
      live = false;
    };
  }, [key, news]);

  const refresh = () => {
    cache.answer = undefined;
    setNews((n) => n + 1);
  };

  if (!key) return null;
  return (
    <>
      <Watch onNews={refresh} />
      {sub && LATE.has(sub.situacao) && (
        <Suspense fallback={null}>
          <BillingBannerNotice sub={sub} />
        </Suspense>
      )}
    </>
  );
}
