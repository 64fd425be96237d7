// At the top of "Solicitar assinaturas" while the sender's e-mail is not confirmed (a trial's owner,
// right after signing up): nothing goes out for signature until it is, said before anything is
// typed, with "Reenviar e-mail de confirmação" (its answer said in place). When a send was refused
// for it anyway (the identity was stale), the same place says so as an alert, the request kept as
// typed. It goes away once the identity says the e-mail is confirmed (a live event refreshes it).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetIdentity } from 'react-admin';
import type { Identity } from '../../common/schemas/auth';
import { authApi } from '../../src/providers/authApi';
import { HttpError } from '../../src/providers/http';
import { useRoundsT } from './useRoundsT';

interface Props {
  /** The API refused the send for it: its message (the notice shows even if the identity disagrees). */
  refused: string | null;
}

export function UnconfirmedEmailNotice({ refused }: Props) {
  const rt = useRoundsT();
  const { identity, refetch } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const who = identity as Partial<Identity> | undefined;
  const unconfirmed = who?.ambient === null && who.email_verified === false;
  if (!unconfirmed && refused === null) return null;
  const t = (key: string) => rt(`unconfirmed.${key}`, { email: who?.email ?? '' });

  const resend = () => {
    setBusy(true);
    setAnswer(null);
    // Other refusals (too many mails) are toasted by the HTTP layer; "already confirmed" means the
    // identity was stale: read again, the notice goes.
    authApi
      .resendConfirmation()
      .then(
        (res) => setAnswer(res.message),
        (err: unknown) => {
          if (err instanceof HttpError && err.status === 422) void refetch();
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <Alert
      severity={refused === null ? 'warning' : 'error'}
      role={refused === null ? 'note' : 'alert'}
      tabIndex={-1}
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
      data-testid="signing-unconfirmed-notice"
    >
      {refused !== null && !who?.email ? refused : t(refused === null ? 'before' : 'refused')}
      <div>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={resend}
          disabled={busy}
          sx={{ mt: 1 }}
          data-testid="signing-unconfirmed-resend"
        >
          {t('resend')}
        </Button>
      </div>
      <Typography variant="body2" role="status" sx={{ mt: answer ? 1 : 0 }}>
        {answer}
      </Typography>
    </Alert>
  );
}
