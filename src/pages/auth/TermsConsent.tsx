// The consent every way of opening an account asks for (the trial sign-up, a completed
// pre-registration): a required checkbox for the current terms of use and privacy policy
// (GET /api/eula), whose text opens in a dialog to be read before accepting.
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
import { useEffect, useState } from 'react';
import { authApi, type Term } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';

/** The current term, loaded once (null: not yet, or not reachable; the API then checks anyway). */
export function useCurrentTerm(): Term | null {
  const [term, setTerm] = useState<Term | null>(null);
  useEffect(() => {
    let live = true;
    authApi.eula().then(
      (found) => live && setTerm(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return term;
}

/** What the sign-up calls send with the acceptance: the term read, when it loaded. */
export const acceptedTerm = (term: Term | null) => ({
  accept_terms: true,
  ...(term?.id ? { termo_id: term.id } : {}),
});

export function TermsConsent(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The current term, once loaded (null: not yet, or not reachable). */
  term: Term | null;
  /** The message under the checkbox (already translated), when it is wrong. */
  error?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
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
      {props.error && (
        <FormHelperText error sx={{ mx: 0 }}>
          {props.error}
        </FormHelperText>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} scroll="paper" aria-labelledby="terms-title">
        <DialogTitle id="terms-title">{t('app.signup.terms_title')}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>
            {props.term?.termo_descricao ?? t('app.signup.terms_unavailable')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('app.signup.terms_close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
