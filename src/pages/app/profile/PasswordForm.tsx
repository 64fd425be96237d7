// Password change (PUT /api/usuario/password/): the current password, the new one (at least 6) and
// its confirmation. The server's refusals (wrong current password, short password) are shown on
// their fields and in an alert, in the server's words.
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../../common/validation';
import { profileApi } from '../../../providers/profileApi';
import type { FieldErrors } from './formErrors';
import { ProfileForm } from './ProfileForm';
import { useProfileSubmit } from './useProfileSubmit';
import { useProfileT } from './useProfileT';

const EMPTY = { old_password: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;
const LABELS: Record<Field, string> = {
  old_password: 'password.old',
  password: 'password.new',
  password_confirmation: 'password.confirmation',
};
const AUTOCOMPLETE: Record<Field, string> = {
  old_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
};

export function PasswordForm() {
  const t = useProfileT();
  const [values, setValues] = useState(EMPTY);
  const { errors, alert, busy, onSubmit } = useProfileSubmit();

  const check = () => {
    const found: FieldErrors = {};
    if (!values.old_password) found.old_password = t('required');
    if (values.password.length < MIN_PASSWORD_LENGTH) found.password = t('password.min');
    if (values.password_confirmation !== values.password)
      found.password_confirmation = t('password.mismatch');
    return found;
  };
  const send = async () => {
    const res = await profileApi.changePassword(values);
    setValues(EMPTY);
    return res;
  };

  return (
    <ProfileForm
      title={t('password.title')}
      submit={t('password.submit')}
      maxWidth={420}
      alert={alert}
      busy={busy}
      onSubmit={onSubmit(check, send)}
    >
      {(Object.keys(EMPTY) as Field[]).map((field) => (
        <TextField
          key={field}
          name={field}
          type="password"
          label={t(LABELS[field])}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          error={Boolean(errors[field])}
          helperText={errors[field]}
          autoComplete={AUTOCOMPLETE[field]}
          required
          fullWidth
          margin="dense"
        />
      ))}
    </ProfileForm>
  );
}
