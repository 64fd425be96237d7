// The consent the ways of opening an account ask for (the trial sign-up, a completed
// pre-registration) when the platform has approved terms: a required checkbox for the current terms
// of use and privacy policy (GET /api/eula), whose text opens in a dialog to be read before
// accepting. A platform without terms asks nothing; terms that could not be loaded are not offered
// for acceptance: the page says so and tries again on request (the API still requires them).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { authApi, type Term } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';
import { useSignUpT } from './useSignUpT';

/** Where the current term stands: loading, none approved, the term, or not reachable. */
export type TermState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'term'; term: Term }
  | { kind: 'failed' };

/** The current term, loaded once, and a way to ask again after a failure. */
export function useCurrentTerm(): { state: TermState; retry(): void } {
  const [state, setState] = useState<TermState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    authApi.eula().then(
      (found) => live && setState(found.id ? { kind: 'term', term: found } : { kind: 'none' }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { state, retry };
}

/** Whether the form must have the checkbox ticked before calling. */
export const termsToAccept = (state: TermState) => state.kind === 'term';

/** What the sign-up calls send: the acceptance of the term shown, or nothing when none was. */
export const acceptedTerm = (state: TermState) =>
  state.kind === 'term' ? { accept_terms: true, termo_id: state.term.id } : {};

export function TermsConsent(props: {
  state: TermState;
  retry(): void;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message under the checkbox (already translated), when it is wrong. */
  error?: string;
}) {
  const t = useT();
  const ts = useSignUpT();
  const [open, setOpen] = useState(false);
  const { state } = props;
  const error = props.error && (
    <FormHelperText error sx={{ mx: 0 }}>
      {props.error}
    </FormHelperText>
  );
  if (state.kind === 'failed')
    return (
      <>
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={props.retry}>
              {ts('terms_retry')}
            </Button>
          }
        >
          {ts('terms_failed')}
        </Alert>
        {error}
      </>
    );
  if (state.kind !== 'term') return error || null;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1, alignItems: 'flex-start' }}
        control={
          <Checkbox
            name="accept_terms"
            checked={props.checked}
            onChange={(e) => props.onChange(e.target.checked)}
            slotProps={{ input: { 'aria-invalid': Boolean(props.error), required: true } }}
            sx={{ pt: 0.5 }}
          />
        }
        label={
          <Typography component="span" variant="body2" sx={{ display: 'block', pt: 0.75 }}>
            {t('app.signup.accept_terms')}{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setOpen(true)}
              sx={{ verticalAlign: 'baseline' }}
            >
              {t('app.signup.terms_link')}
            </Link>
          </Typography>
        }
      />
      {error}
      <Dialog open={open} onClose={() => setOpen(false)} scroll="paper" aria-labelledby="terms-title">
        <DialogTitle id="terms-title">{t('app.signup.terms_title')}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{state.term.termo_descricao}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('app.signup.terms_close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
