// Where the signer stands when there is nothing (more) to do: done (with one download once every
// party has finished — the signed copy, named by the server "Contrato (assinado).pdf" — its
// verification link and an invitation to create an account), declined,
// taken off, or the process ended by someone else, or waiting for their turn; and the page of a link
// whose process' deadline passed.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { SignerView } from '../../../common/schemas/signing';
import { actPastLabel } from '../../../common/signing';
import type { DeadlinePassed } from '../../providers/signingPublicApi';
import { Link as RouterLink } from '../../routes/navigation';
import { dateTime, deadlineDay } from './dates';
import { lowerFirst, useSigningT } from './useSigningT';

/** What the page shows for this view: the act form, or one of the outcomes below. */
export type SignState =
  | 'act'
  | 'done'
  | 'denied'
  | 'removed'
  | 'cancelled'
  | 'deniedOther'
  | 'completed'
  | 'notTurn'
  | 'unavailable';

export function signState(view: SignerView): SignState {
  const own = view.signatario.status;
  if (own === 'signed') return 'done';
  if (own === 'denied') return 'denied';
  if (own === 'removed') return 'removed';
  if (view.documento.status === 'cancelled') return 'cancelled';
  if (view.documento.status === 'denied') return 'deniedOther';
  if (view.documento.status === 'completed') return 'completed';
  if (view.pode_agir) return 'act';
  if (!view.vez) return 'notTurn';
  return 'unavailable';
}

function Done({ view, token, justActed }: { view: SignerView; token: string; justActed: boolean }) {
  const { t, lang } = useSigningT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justActed) heading.current?.focus();
  }, [justActed]);
  const past = lowerFirst(actPastLabel(lang, view.signatario.tipo));
  return (
    <Box data-testid="sign-done" sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
          {justActed ? `${t('sign.done_title')} ` : ''}
          {t('sign.done', { ato: past, data: dateTime(view.signatario.acted_at, lang) })}
        </Typography>
      </Box>
      {view.assinado_disponivel && view.assinado_url ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
          {/* No name given: the server's Content-Disposition names the signed copy, in the signer's language. */}
          <Button
            component="a"
            href={view.assinado_url}
            download
            variant="contained"
            size="large"
            fullWidth
            startIcon={<DownloadIcon />}
            sx={{ minHeight: 48 }}
            data-testid="sign-download-signed"
          >
            {t('sign.download_signed')}
          </Button>
          {view.verificacao_url && (
            <Button
              component="a"
              href={view.verificacao_url}
              variant="outlined"
              size="large"
              fullWidth
              startIcon={<VerifiedIcon />}
              sx={{ minHeight: 48 }}
              data-testid="sign-verify-link"
            >
              {t('sign.verify_link')}
            </Button>
          )}
        </Box>
      ) : (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t('sign.done_pending')}
        </Typography>
      )}
      {/* An account is an e-mail: someone reached by WhatsApp only is not offered one. */}
      {view.signatario.email !== null && (
        <Paper variant="outlined" sx={{ mt: 3, p: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('sign.account_title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('sign.account_text')}
          </Typography>
          <Button
            component={RouterLink}
            to={`/cadastro-signatario/${encodeURIComponent(token)}`}
            variant="outlined"
            fullWidth
            sx={{ minHeight: 44 }}
            data-testid="sign-register-link"
          >
            {t('sign.account_button')}
          </Button>
        </Paper>
      )}
    </Box>
  );
}

export function SignOutcome({
  state,
  view,
  token,
  justActed,
}: {
  state: Exclude<SignState, 'act'>;
  view: SignerView;
  token: string;
  justActed: boolean;
}) {
  const { t, lang } = useSigningT();
  if (state === 'done') return <Done view={view} token={token} justActed={justActed} />;
  const reason = view.signatario.motivo && (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {t('sign.reason', { motivo: view.signatario.motivo })}
    </Typography>
  );
  const panels: Record<Exclude<SignState, 'act' | 'done'>, { severity: 'info' | 'warning'; text: string }> = {
    denied: {
      severity: 'warning',
      text: t('sign.denied_self', { data: dateTime(view.signatario.acted_at, lang) }),
    },
    removed: { severity: 'info', text: t('sign.removed') },
    cancelled: { severity: 'info', text: t('sign.cancelled') },
    deniedOther: { severity: 'info', text: t('sign.denied_other') },
    completed: { severity: 'info', text: t('sign.completed') },
    notTurn: { severity: 'info', text: t('sign.not_turn') },
    unavailable: { severity: 'info', text: t('sign.unavailable') },
  };
  const panel = panels[state];
  return (
    <Alert
      severity={panel.severity}
      role="status"
      sx={{ mt: 1 }}
      data-testid={`sign-${state === 'denied' ? 'denied' : 'state'}`}
      data-state={state}
    >
      {panel.text}
      {(state === 'denied' || state === 'removed') && reason}
    </Alert>
  );
}

/** 410 DEADLINE_PASSED: the process closed at its deadline; only the sender can start it again. */
export function DeadlineOutcome({ gone }: { gone: DeadlinePassed }) {
  const { t, lang } = useSigningT();
  const day = deadlineDay(gone.prazo, lang);
  return (
    <Box role="alert" data-testid="sign-deadline" sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <EventBusyIcon color="warning" sx={{ fontSize: 40, flexShrink: 0 }} aria-hidden />
        <Typography component="h2" variant="h6">
          {t('sign.deadline_title')}
        </Typography>
      </Box>
      <Typography data-testid="sign-deadline-text">
        {day ? t('sign.deadline', { data: day }) : gone.message} {t('sign.deadline_contact')}
      </Typography>
    </Box>
  );
}
