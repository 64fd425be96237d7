// The login's company step: the accounts of several companies pick one, the one entered last
// preselected, and may ask to always enter it (changed later on the profile). Loaded only when the
// server asks for it (most people have one company, and the login page must stay small).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type FormEvent, useId, useState } from 'react';
import type { CompanyChoice } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';

export default function CompanyPicker({
  companies,
  selected,
  remember: rememberAtFirst,
  busy,
  onChoose,
}: {
  companies: CompanyChoice[];
  /** The company to preselect (the one chosen before, else the one entered last). */
  selected: number | undefined;
  remember: boolean;
  busy: boolean;
  onChoose(id: number, remember: boolean): void;
}) {
  const t = useT();
  const helpId = useId();
  const enterable = (id: number | undefined) => companies.some((c) => c.id === id && c.status);
  const [choice, setChoice] = useState<number | undefined>(() =>
    enterable(selected) ? selected : undefined,
  );
  const [remember, setRemember] = useState(rememberAtFirst);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice !== undefined) onChoose(choice, remember);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <RadioGroup
        name="empresa_id"
        aria-label={t('app.auth.company_title')}
        value={choice === undefined ? '' : String(choice)}
        onChange={(e) => setChoice(Number(e.target.value))}
      >
        {companies.map((c) => (
          <FormControlLabel
            key={c.id}
            value={String(c.id)}
            disabled={busy || !c.status}
            control={<Radio />}
            label={c.status ? c.nome : `${c.nome} (${t('app.auth.company_disabled')})`}
            sx={{ overflowWrap: 'anywhere', mr: 0 }}
          />
        ))}
      </RadioGroup>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            name="lembrar_empresa"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('app.auth.company_remember')}
      />
      <FormHelperText id={helpId} sx={{ mt: 0, mb: 1 }}>
        {t('app.auth.company_remember_help')}
      </FormHelperText>
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={busy || choice === undefined}
        sx={{ mt: 1 }}
      >
        {t('app.auth.enter')}
      </Button>
    </Box>
  );
}
