// A dialog that asks for one name and saves it: the browser's own check first, then the API's
// refusal (e.g. a name already taken) shown under the field; success toasts the API's message.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { HttpError } from '../../src/providers/http';

interface Props {
  title: string;
  label: string;
  initial: string;
  helper?: string;
  /** i18n key of what is wrong with the name, or undefined. */
  check?(name: string): string | undefined;
  /** Saves with statuses 422 left to this dialog; resolves to the API's message. */
  save(name: string): Promise<{ message: string }>;
  /** Which part of the initial name to select when the field gets focus (default: all). */
  selectEnd?: number;
  onClose(): void;
  onSaved(): void;
}

export function NameDialog({
  title,
  label,
  initial,
  helper,
  check,
  save,
  selectEnd,
  onClose,
  onSaved,
}: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const id = useId();
  const fullScreen = useFullScreenDialog();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const selected = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    const problem = check?.(value);
    if (problem) {
      setError(translate(problem));
      return;
    }
    setBusy(true);
    try {
      const res = await save(value);
      notify(res.message, { type: 'success' });
      onSaved();
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={busy ? undefined : onClose}
      aria-labelledby={id}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
            onFocus={(e) => {
              if (selected.current) return;
              selected.current = true;
              e.target.setSelectionRange(0, selectEnd ?? e.target.value.length);
            }}
            error={Boolean(error)}
            helperText={error ?? helper}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || name.trim() === ''}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
