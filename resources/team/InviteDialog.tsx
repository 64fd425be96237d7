// Invites someone into the caller's company (POST /api/convites): e-mail, an optional name and what
// they will do there — a role (Administrador, Operador, Só assina) or permissions one by one, only
// those the caller holds. Nothing is chosen at first: an invite with no permission is refused unless
// it says the person only signs. The invitee gets a 7-day link by e-mail. The server's field errors
// (422) land under the fields; a 403 shows its message.
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { teamApi } from '../../src/providers/teamApi';
import { type PermissionsDraft, PermissionsEditor } from '../users/PermissionsEditor';
import { submissionErrors, useRefusal } from '../users/shared';
import '../users/messages';

interface Props {
  open: boolean;
  /** The caller's own permissions: what they may grant. */
  grantable: readonly string[];
  onClose(): void;
  onSent(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BLANK = { email: '', nome: '', role: { permissions: [], choice: null } as PermissionsDraft };

export function InviteDialog({ open, grantable, onClose, onSent }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refusing = useRefusal();
  const fullScreen = useFullScreenDialog();
  const [draft, setDraft] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setDraft(BLANK);
    setErrors({});
    onClose();
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const email = draft.email.trim();
    if (!EMAIL.test(email)) {
      setErrors({ email: translate(email ? 'ra.validation.email' : 'ra.validation.required') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await refusing(
        teamApi.invite({
          email,
          nome: draft.nome.trim() || null,
          permissions: draft.role.permissions,
          ...(draft.role.choice === 'signer' ? { signer_only: true } : {}),
        }),
      );
      notify('resources.users.notify.invite_sent', { type: 'success', messageArgs: { email } });
      setDraft(BLANK);
      onSent();
    } catch (err) {
      const fields = submissionErrors(err);
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'email' | 'nome') => ({
    name,
    label: translate(`resources.team.fields.${name}`),
    value: draft[name],
    onChange: (ev: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: ev.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    margin: 'dense' as const,
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="team-invite-title"
    >
      <form onSubmit={(e) => void send(e)} noValidate>
        <DialogTitle id="team-invite-title">{translate('resources.team.invite.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('resources.team.invite.intro')}</DialogContentText>
          <TextField
            {...field('email')}
            type="email"
            required
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <TextField {...field('nome')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <PermissionsEditor
            draft={draft.role}
            onChange={(role) => setDraft((d) => ({ ...d, role }))}
            grantable={grantable}
            onlyGrantable
            disabled={busy}
            error={errors.permissions ?? errors.signer_only}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={busy}>
            {translate('resources.users.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
