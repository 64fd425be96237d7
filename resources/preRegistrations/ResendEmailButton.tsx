// Mails the confirmation link again (a new link: the previous one stops working). Disabled once
// the pre-registration has confirmed its e-mail.
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { type PreRegistrationView, preRegistrationsApi } from '../../src/providers/preRegistrationsApi';

export function ResendEmailButton() {
  const record = useRecordContext<PreRegistrationView>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const unavailable = record.confirmed || record.deleted_at !== null;

  const resend = async () => {
    setBusy(true);
    try {
      const res = await preRegistrationsApi.resendEmail(record.id);
      notify(res.message, { type: 'success' });
      refresh();
    } catch {
      // The HTTP layer already showed the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="resources.preRegistrations.actions.resend" onClick={resend} disabled={unavailable || busy}>
      <SendIcon />
    </Button>
  );
}
