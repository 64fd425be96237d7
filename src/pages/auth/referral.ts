// A sign-up link carrying the company that referred it (`/sign-up?empresa=12`, the link a company
// copies from its data page): the trial sign-up sends it as company_id. A value that is not an id is
// ignored; when the API does not know the company, the form drops it (and says so) so that sending
// again opens the account without the referral.
import { useState } from 'react';
import { HttpError } from '../../providers/http';
import { useSearchParam } from '../../routes/navigation';

/** PostgreSQL's integer: a larger id could not be any company's. */
const MAX_ID = 2_147_483_647;

/** The referring company's id in `value`, or undefined when it is not a positive whole number. */
export function referrerId(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/** The sign-up's referrer from the address (`?empresa=`), and a way to drop it. */
export function useReferrer() {
  const param = useSearchParam('empresa');
  const [dropped, setDropped] = useState(false);
  const id = dropped ? undefined : referrerId(param);
  return {
    /** What the sign-up body carries: `{ company_id }`, or nothing. */
    body: id === undefined ? {} : { company_id: id },
    drop: () => setDropped(true),
  };
}

/** True when the API refused the sign-up because of its referring company (register.company_not_found). */
export const referrerRefused = (err: unknown): boolean =>
  err instanceof HttpError && err.status === 422 && Boolean(err.body.errors?.company_id);
