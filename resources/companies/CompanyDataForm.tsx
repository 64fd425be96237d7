// The company's own data (PUT /api/empresa/{id}/editar): razão social and CNPJ shown, not edited;
// nome fantasia, the logo (sent on its own), the referral link to copy, e-mail, phone and the address
// with the CEP look-up. Blank contact fields are cleared. The server's field errors (422) land under their fields and its message above them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isValidCpf, onlyDigits } from '../../common/validation';
import { AddressFields, type AddressValue, maskCep } from '../../src/components/address/AddressFields';
import { maskDocument, maskPhone, phoneDigits } from '../../src/components/masks';
import { refreshIdentity } from '../../src/layout/LiveUserUpdates';
import { type CompanyView, companiesApi } from '../../src/providers/companiesApi';
import { HttpError } from '../../src/providers/http';
import { fieldErrors } from '../users/shared';
import { CompanyLogoPicker } from './CompanyLogoPicker';
import { ReferralLink } from './CompanyReferral';
import '../users/messages';

interface Draft extends AddressValue {
  nome_fantasia: string;
  email: string;
  telefone: string;
}

const draftOf = (c: CompanyView): Draft => ({
  nome_fantasia: c.nome_fantasia ?? '',
  email: c.email ?? '',
  telefone: maskPhone(c.telefone ?? ''),
  cep: maskCep(c.cep ?? ''),
  logradouro: c.logradouro ?? '',
  numero: c.numero ?? '',
  complemento: c.complemento ?? '',
  bairro: c.bairro ?? '',
  estado_id: c.estado_id,
  municipio_id: c.municipio_id,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CompanyDataForm({
  company,
  onSaved,
}: {
  company: CompanyView;
  onSaved(c: CompanyView): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const label = (field: string) => translate(`resources.companies.fields.${field}`);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const email = draft.email.trim();
    if (email && !EMAIL.test(email)) {
      setErrors({ email: translate('resources.companies.own.invalid_email') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await companiesApi.saveOwn(company.id, {
        razao_social: company.razao_social,
        nome_fantasia: draft.nome_fantasia.trim() || null,
        email,
        telefone: phoneDigits(draft.telefone),
        cep: onlyDigits(draft.cep),
        logradouro: draft.logradouro.trim(),
        numero: draft.numero.trim(),
        complemento: draft.complemento.trim(),
        bairro: draft.bairro.trim(),
        estado_id: draft.estado_id,
        municipio_id: draft.municipio_id,
      });
      notify(res.message, { type: 'success', messageArgs: { _: res.message } });
      onSaved(res.data);
      // The app bar names the company: read it again.
      void refreshIdentity(queryClient);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        setErrors(fieldErrors(err.body.errors) ?? {});
        setAlert(err.body.message ?? err.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const text = (name: 'razao_social' | 'documento' | 'nome_fantasia' | 'email' | 'telefone') => ({
    name,
    label: label(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    margin: 'dense' as const,
  });
  const readOnly = { input: { readOnly: true } };

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack spacing={2}>
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <Paper sx={{ p: 2 }}>
          <TextField
            {...text('razao_social')}
            value={company.razao_social}
            helperText={errors.razao_social ?? translate('resources.companies.own.locked')}
            slotProps={readOnly}
          />
          <TextField
            {...text('documento')}
            // A trial opened by a person keeps its CPF.
            label={
              isValidCpf(company.documento)
                ? translate('resources.users.fields.documento')
                : label('documento')
            }
            value={maskDocument(company.documento)}
            slotProps={readOnly}
          />
          <TextField
            {...text('nome_fantasia')}
            value={draft.nome_fantasia}
            onChange={(e) => change({ nome_fantasia: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {company.owner && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.companies.own.owner', { name: company.owner.nome })}
            </Typography>
          )}
        </Paper>
        <Paper sx={{ p: 2 }} component="section">
          <CompanyLogoPicker
            empresaId={company.id}
            url={company.logo_url}
            onChange={(logo_url) => onSaved({ ...company, logo_url })}
          />
        </Paper>
        <Paper sx={{ p: 2 }} component="section" aria-labelledby="company-referral">
          <Typography component="h2" variant="h6" id="company-referral">
            {translate('resources.companies.referral.title')}
          </Typography>
          <ReferralLink empresaId={company.id} />
        </Paper>
        <Paper sx={{ p: 2 }} component="section" aria-labelledby="company-contact">
          <Typography component="h2" variant="h6" id="company-contact">
            {translate('resources.companies.own.contact')}
          </Typography>
          <TextField
            {...text('email')}
            type="email"
            value={draft.email}
            onChange={(e) => change({ email: e.target.value })}
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <TextField
            {...text('telefone')}
            type="tel"
            value={draft.telefone}
            onChange={(e) => change({ telefone: maskPhone(e.target.value) })}
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Paper>
        <Paper sx={{ p: 2 }} component="section" aria-labelledby="company-address">
          <Typography component="h2" variant="h6" id="company-address">
            {translate('resources.companies.own.address')}
          </Typography>
          <AddressFields value={draft} onChange={change} errors={errors} required={false} />
        </Paper>
        <div>
          <Button type="submit" variant="contained" loading={busy}>
            {translate('ra.action.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
