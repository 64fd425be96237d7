// The frame both subscription dialogs share (a plan, the trial's end): a form in a dialog, full
// screen on a phone, a refusal the API did not tie to a field shown above the fields, and how a
// 422's field messages reach them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { HttpError } from '../../src/providers/http';

interface Props {
  title: string;
  text: string;
  /** The submit button's label. */
  save: string;
  busy: boolean;
  /** Submitting is possible (the fields are filled). */
  ready: boolean;
  alert?: string;
  onSubmit(): void;
  onClose(): void;
  testId: string;
  children: ReactNode;
}

export function SubscriptionDialog(props: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      data-testid={props.testId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.alert && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {props.alert}
            </Alert>
          )}
          <DialogContentText sx={{ mb: 1 }}>{props.text}</DialogContentText>
          {props.children}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={props.busy || !props.ready}>
            {props.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A 422's message for each field (the first of each); anything else is rethrown. */
export function fieldMessages(err: unknown): { fields: Record<string, string>; message: string } {
  if (!(err instanceof HttpError) || err.status !== 422) throw err;
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(err.body.errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) fields[field] = first;
  }
  return { fields, message: err.message };
}
