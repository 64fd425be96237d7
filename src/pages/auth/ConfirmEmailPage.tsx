// E-mail confirmation of a pre-registration (spec §2 '/confirmar-email/:tokenId'): confirms once on
// opening, then leads to the page that completes the registration (or to the login when done).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { authApi } from '../../providers/authApi';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { hasSession } from '../../providers/session';
import { Link as RouterLink, useRouteParams } from '../../routes/navigation';
import { PublicLayout } from './PublicLayout';

type Confirmation = Awaited<ReturnType<typeof authApi.confirmEmail>>;
type State =
  | { kind: 'checking' }
  | { kind: 'done'; completed: boolean; account: boolean }
  | { kind: 'invalid' }
  | { kind: 'failed'; network: boolean };

/** One call per token, however many times the page mounts (StrictMode runs effects twice). */
let pending: { token: string; promise: Promise<Confirmation> } | null = null;
const confirmOnce = (token: string) => {
  if (pending?.token !== token) pending = { token, promise: authApi.confirmEmail(token) };
  return pending.promise;
};

export default function ConfirmEmailPage() {
  const t = useT();
  const tokenId = useRouteParams('/confirmar-email/:tokenId').tokenId ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });

  const check = useCallback(() => {
    let live = true;
    setState({ kind: 'checking' });
    confirmOnce(tokenId).then(
      (res) =>
        live && setState({ kind: 'done', completed: res.data.completed, account: res.data.account === true }),
      (err: unknown) => {
        if (pending?.token === tokenId) pending = null;
        if (!live) return;
        if (err instanceof HttpError && err.status === 404) setState({ kind: 'invalid' });
        // Other failures were already toasted by the HTTP client; offer to try again.
        else setState({ kind: 'failed', network: err instanceof HttpError && err.status === 0 });
      },
    );
    return () => {
      live = false;
    };
  }, [tokenId]);

  useEffect(() => check(), [check]);

  return (
    <PublicLayout title={t('app.page.confirm_email')}>
      {state.kind === 'checking' && (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('app.confirm.checking')}</Typography>
        </Box>
      )}
      {state.kind === 'done' && !state.completed && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('app.confirm.done')}
          </Alert>
          <Button
            component={RouterLink}
            to={`/usuario/registrar/${encodeURIComponent(tokenId)}`}
            variant="contained"
            fullWidth
            size="large"
          >
            {t('app.confirm.complete')}
          </Button>
        </>
      )}
      {state.kind === 'done' && state.account && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('app.confirm.account_done')}
          </Alert>
          <Button
            component={RouterLink}
            to={hasSession() ? '/home' : '/login'}
            variant="contained"
            fullWidth
            size="large"
          >
            {t(hasSession() ? 'app.confirm.go_home' : 'app.auth.sign_in')}
          </Button>
        </>
      )}
      {state.kind === 'done' && state.completed && !state.account && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('app.confirm.already')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
            {t('app.auth.sign_in')}
          </Button>
        </>
      )}
      {state.kind === 'invalid' && (
        <>
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {t('app.confirm.invalid')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined" fullWidth>
            {t('app.recovery.back_to_login')}
          </Button>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          {state.network && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {t('app.http.network')}
            </Alert>
          )}
          <Button onClick={() => check()} variant="contained" fullWidth>
            {t('app.retry')}
          </Button>
        </>
      )}
    </PublicLayout>
  );
}
