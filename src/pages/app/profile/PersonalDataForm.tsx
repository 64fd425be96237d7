// Name, CPF/CNPJ and phone (PUT /api/user), with the public forms' masks; the sign-in e-mail is
// shown but not changed here. The server's field errors land on the same fields.
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isValidDocument, stripDocumentMask } from '../../../../common/validation';
import { maskDocument, maskPhone, phoneDigits } from '../../../components/masks';
import { type Profile, profileApi } from '../../../providers/profileApi';
import type { FieldErrors } from './formErrors';
import { ProfileForm } from './ProfileForm';
import { useProfileSubmit } from './useProfileSubmit';
import { useProfileT } from './useProfileT';
import { useRefreshIdentity } from './useRefreshIdentity';

/** Area code (no zero) and an 8-digit number, a 9 in front for mobiles. */
const PHONE = /^[1-9]{2}9?\d{8}$/;

export function PersonalDataForm({ profile, onSaved }: { profile: Profile; onSaved(p: Profile): void }) {
  const t = useProfileT();
  const refreshIdentity = useRefreshIdentity();
  const [nome, setNome] = useState(profile.nome);
  const [documento, setDocumento] = useState(maskDocument(profile.documento ?? ''));
  const [phone, setPhone] = useState(maskPhone(profile.phone ?? ''));
  const { errors, alert, busy, onSubmit } = useProfileSubmit();

  const check = () => {
    const found: FieldErrors = {};
    if (!nome.trim()) found.nome = t('required');
    if (documento && !isValidDocument(documento)) found.documento = t('personal.invalid_document');
    if (phone && !PHONE.test(phoneDigits(phone))) found.phone = t('personal.invalid_phone');
    return found;
  };
  const send = async () => {
    const res = await profileApi.update({
      nome: nome.trim(),
      documento: documento ? stripDocumentMask(documento).toUpperCase() : null,
      phone: phone ? phoneDigits(phone) : null,
    });
    onSaved(res.data);
    refreshIdentity();
    return res;
  };

  return (
    <ProfileForm
      title={t('personal.title')}
      submit={t('actions.save')}
      maxWidth={520}
      alert={alert}
      busy={busy}
      onSubmit={onSubmit(check, send)}
    >
      <TextField
        label={t('personal.email')}
        value={profile.email}
        fullWidth
        margin="dense"
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        name="nome"
        label={t('personal.nome')}
        value={nome}
        onChange={(e) => setNome(e.target.value)}
        error={Boolean(errors.nome)}
        helperText={errors.nome}
        required
        fullWidth
        margin="dense"
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        name="documento"
        label={t('personal.documento')}
        value={documento}
        onChange={(e) => setDocumento(maskDocument(e.target.value))}
        error={Boolean(errors.documento)}
        helperText={errors.documento}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
      />
      <TextField
        name="phone"
        label={t('personal.phone')}
        value={phone}
        onChange={(e) => setPhone(maskPhone(e.target.value))}
        error={Boolean(errors.phone)}
        helperText={errors.phone}
        type="tel"
        fullWidth
        margin="dense"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </ProfileForm>
  );
}
