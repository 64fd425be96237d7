// For a company user who has not confirmed their e-mail yet (a trial's owner, right after signing
// up): a line saying that nothing goes out for signature or as a campaign until they do, and a
// button that mails the link again. It goes away as soon as the link is opened (a live event
// refreshes the identity).
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Identity } from '../../common/schemas/auth';
import { toast } from '../components/Toaster';
import { authApi } from '../providers/authApi';
import { LayoutNotice } from './LayoutNotice';

export function VerifyEmailBanner() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const who = identity as Partial<Identity> | undefined;
  if (!who || who.ambient !== null || who.email_verified !== false) return null;
  const resend = () => {
    setBusy(true);
    // A refusal (already confirmed, too many mails) is toasted by the HTTP layer.
    authApi
      .resendConfirmation()
      .then((res) => toast(res.message, 'success'))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <LayoutNotice
      testId="verify-email-banner"
      message={translate('app.verify_email.message', { email: who.email })}
      action={
        <Button size="small" onClick={resend} disabled={busy}>
          {translate('app.verify_email.resend')}
        </Button>
      }
    />
  );
}
