// "Empresa ao entrar" (for someone who may enter several companies): the company every sign-in
// enters without asking, or "Perguntar sempre" (the login asks, the company entered last
// preselected). Saved on change (PUT /api/usuario/perfil/empresa-padrao).
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { type Profile, profileApi } from '../../../providers/profileApi';
import { refusal } from './formErrors';
import { useProfileT } from './useProfileT';

/** The select's value for "Perguntar sempre" (a company id is never 0). */
const ASK = '0';

export function DefaultCompany({
  empresas,
  value,
  onSaved,
}: {
  empresas: Profile['empresas'];
  value: number | null;
  onSaved(change: Pick<Profile, 'empresas' | 'empresa_padrao_id'>): void;
}) {
  const t = useProfileT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (raw: string) => {
    const chosen = raw === ASK ? null : Number(raw);
    if (chosen === value) return;
    setBusy(true);
    setError(null);
    try {
      const res = await profileApi.setDefaultCompany(chosen);
      onSaved(res.data);
      notify(res.message, { type: 'success' });
    } catch (err) {
      const r = refusal(err);
      if (r) setError(r.fields.empresa_padrao_id ?? r.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }} data-testid="default-company">
      <Typography component="h2" variant="h6">
        {t('default_company.title')}
      </Typography>
      <TextField
        select
        name="empresa_padrao_id"
        label={t('default_company.label')}
        value={value === null ? ASK : String(value)}
        onChange={(e) => void save(e.target.value)}
        disabled={busy}
        error={error !== null}
        helperText={error ?? t('default_company.help')}
      >
        <MenuItem value={ASK}>{t('default_company.ask')}</MenuItem>
        {empresas.map((e) => (
          <MenuItem key={e.id} value={String(e.id)} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {e.nome}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
