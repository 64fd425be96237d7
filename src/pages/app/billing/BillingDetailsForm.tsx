// "Faturas"' billing details (PUT /api/empresa/dados-cobranca): the CNPJ shown read-only (it is the
// company's own, changed in its data), the razão social, the e-mail charges and invoices go to, and
// the address. The server's refusals (422) land under their fields.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { maskCep } from '../../../components/address/AddressFields';
import { maskDocument } from '../../../components/masks';
import { type BillingDetails, billingApi } from '../../../providers/billingApi';
import { HttpError } from '../../../providers/http';
import { useBillingT } from './useBillingT';

const FIELDS = ['razao_social', 'email', 'cep', 'logradouro', 'numero', 'complemento', 'bairro'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const MAX_LENGTH: Record<Field, number> = {
  razao_social: 200,
  email: 254,
  cep: 9,
  logradouro: 200,
  numero: 20,
  complemento: 100,
  bairro: 100,
};
/** Where each field sits on a row from the sm breakpoint up. */
const WIDTH: Record<Field, number> = {
  razao_social: 12,
  email: 12,
  cep: 4,
  logradouro: 8,
  numero: 4,
  complemento: 8,
  bairro: 12,
};

/** What the browser may fill each field with. */
const AUTOCOMPLETE: Record<Field, string> = {
  razao_social: 'organization',
  email: 'email',
  cep: 'postal-code',
  logradouro: 'address-line1',
  numero: 'off',
  complemento: 'address-line2',
  bairro: 'address-level3',
};

const valuesOf = (d: BillingDetails): Values => ({
  razao_social: d.razao_social,
  email: d.email ?? '',
  cep: maskCep(d.cep ?? ''),
  logradouro: d.logradouro ?? '',
  numero: d.numero ?? '',
  complemento: d.complemento ?? '',
  bairro: d.bairro ?? '',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function BillingDetailsForm({ details }: { details: BillingDetails }) {
  const { t } = useBillingT();
  const [values, setValues] = useState<Values>(() => valuesOf(details));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'cep' ? maskCep(value) : value }));
    setOutcome(null);
  };

  const check = () => {
    const found: Partial<Record<Field, string>> = {};
    if (values.razao_social.trim().length < 2) found.razao_social = t('invoices.required');
    if (!values.email.trim()) found.email = t('invoices.required');
    else if (!EMAIL.test(values.email.trim())) found.email = t('invoices.email_invalid');
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setOutcome(null);
    try {
      const res = await billingApi.saveBillingDetails({ ...values, email: values.email.trim() });
      setValues(valuesOf(res.data));
      setOutcome('saved');
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const server = (err.body.errors ?? {}) as Record<string, unknown>;
        setErrors(
          Object.fromEntries(
            FIELDS.filter((f) => typeof server[f] === 'string').map((f) => [f, server[f] as string]),
          ),
        );
        setOutcome('failed');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="billing-details-title">
      <Typography component="h2" variant="h6" id="billing-details-title">
        {t('invoices.details')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} data-testid="billing-details">
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('invoices.field.documento')}
              value={maskDocument(details.documento)}
              helperText={t('invoices.details_hint')}
              fullWidth
              margin="dense"
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          {FIELDS.map((f) => (
            <Grid key={f} size={{ xs: 12, sm: WIDTH[f] }}>
              <TextField
                name={f}
                label={t(`invoices.field.${f}`)}
                value={values[f]}
                onChange={(e) => set(f, e.target.value)}
                error={Boolean(errors[f])}
                helperText={errors[f]}
                required={f === 'razao_social' || f === 'email'}
                type={f === 'email' ? 'email' : 'text'}
                autoComplete={AUTOCOMPLETE[f]}
                fullWidth
                margin="dense"
                disabled={busy}
                slotProps={{
                  htmlInput: { maxLength: MAX_LENGTH[f], ...(f === 'cep' ? { inputMode: 'numeric' } : {}) },
                }}
              />
            </Grid>
          ))}
        </Grid>
        {outcome && (
          <Alert
            severity={outcome === 'saved' ? 'success' : 'error'}
            sx={{ mt: 1 }}
            role={outcome === 'saved' ? 'status' : 'alert'}
          >
            {t(outcome === 'saved' ? 'invoices.saved' : 'invoices.save_failed')}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('invoices.save')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
