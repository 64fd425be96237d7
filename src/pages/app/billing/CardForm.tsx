// Pays one charge by card (POST /api/faturas/{id}/cartao). The number and the CVV live only in this
// form's state — never in storage, the address, a log or anything that outlives the form — and the
// CVV is cleared after every attempt; the form posts (never a GET that would put them in a URL) and
// is handled in script. A refusal (422, the reason in errors.numero) shows under the number, with
// the other ways to pay this charge: another card, Pix or boleto. The provider's antifraud wants the
// holder's CEP, address number and phone: asked here only when the API says the company lacks any of
// them (one 422 names every missing one), then all three together, so one more try is enough.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { SelfServicePaymentForm } from '../../../../common/constants';
import { maskCep } from '../../../components/address/AddressFields';
import { maskPhone, phoneDigits } from '../../../components/masks';
import { billingApi, type FinancialRecordView } from '../../../providers/billingApi';
import { HttpError } from '../../../providers/http';
import {
  cardDigits,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  validCardNumber,
  validCvv,
  validExpiry,
} from './cardMasks';
import { useBillingT } from './useBillingT';

type Field = 'titular' | 'numero' | 'validade' | 'cvv' | HolderField;
/** The holder's data the antifraud asks for, kept by the company once given. */
type HolderField = 'cep' | 'endereco_numero' | 'telefone';
const HOLDER_FIELDS: HolderField[] = ['cep', 'endereco_numero', 'telefone'];
const FIELDS: Field[] = ['titular', 'numero', 'validade', 'cvv', ...HOLDER_FIELDS];
type Errors = Partial<Record<Field, string>>;
type Holder = Record<HolderField, string>;

/** A Brazilian phone with its area code, as the API checks it (common/schemas/fields.ts). */
const PHONE = /^[1-9]{2}9?\d{8}$/;

/** The fields' errors of a 422 (the HTTP client keeps each field's first message). */
function fieldErrors(err: HttpError): Errors {
  const errors = (err.body.errors ?? {}) as Record<string, unknown>;
  const found: Errors = {};
  for (const f of FIELDS) if (typeof errors[f] === 'string' && errors[f]) found[f] = errors[f] as string;
  return found;
}

export function CardForm({
  charge,
  onCharged,
  onUseMethod,
}: {
  charge: FinancialRecordView;
  /** The charge as the payment left it (paid, as a rule). */
  onCharged(charge: FinancialRecordView): void;
  /** Pay this charge another way (after a refusal). */
  onUseMethod(method: Exclude<SelfServicePaymentForm, 'credit_card'>): void;
}) {
  const { t, money } = useBillingT();
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [save, setSave] = useState(true);
  /** The holder's CEP, address number and phone, once the API asked for any of them. */
  const [extra, setExtra] = useState<Holder | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    if (holder.trim().length < 3) found.titular = t('card.required');
    if (!number) found.numero = t('card.required');
    else if (!validCardNumber(number)) found.numero = t('card.number_invalid');
    if (!expiry) found.validade = t('card.required');
    else if (!validExpiry(expiry)) found.validade = t('card.expiry_invalid');
    if (!cvv) found.cvv = t('card.required');
    else if (!validCvv(cvv)) found.cvv = t('card.cvv_invalid');
    if (extra && extra.cep.replace(/\D/g, '').length !== 8) found.cep = t('card.cep_invalid');
    if (extra && !extra.endereco_numero.trim()) found.endereco_numero = t('card.required');
    if (extra && !extra.telefone) found.telefone = t('card.required');
    else if (extra && !PHONE.test(phoneDigits(extra.telefone))) found.telefone = t('card.phone_invalid');
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setRefused(false);
    try {
      const paid = await billingApi.payByCard(charge.id, {
        titular: holder.trim(),
        numero: cardDigits(number),
        validade: expiry,
        cvv,
        salvar: save,
        ...(extra
          ? {
              cep: extra.cep,
              endereco_numero: extra.endereco_numero.trim(),
              telefone: phoneDigits(extra.telefone),
            }
          : {}),
      });
      onCharged(paid);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const server = fieldErrors(err);
        setErrors(server);
        setRefused(Boolean(server.numero));
        if (HOLDER_FIELDS.some((f) => server[f]))
          setExtra((h) => h ?? { cep: '', endereco_numero: '', telefone: '' });
        if (Object.keys(server).length === 0) setFailure(err.message);
      }
      // Any other failure was said by the HTTP client's catalogue.
    } finally {
      setCvv('');
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    size: 'small' as const,
    required: true,
    disabled: busy,
  });
  const lastRefusal = !refused && charge.recusa;

  return (
    <Box component="form" method="post" noValidate onSubmit={submit} data-testid="card-form">
      <Stack spacing={2}>
        {lastRefusal && <Alert severity="warning">{t('card.last_refused', { reason: charge.recusa })}</Alert>}
        <TextField
          {...field('titular')}
          name="ccname"
          label={t('card.holder')}
          value={holder}
          onChange={(e) => setHolder(e.target.value)}
          autoComplete="cc-name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          {...field('numero')}
          name="cardnumber"
          label={t('card.number')}
          value={number}
          onChange={(e) => setNumber(maskCardNumber(e.target.value))}
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            {...field('validade')}
            name="cc-exp"
            label={t('card.expiry')}
            value={expiry}
            onChange={(e) => setExpiry(maskExpiry(e.target.value))}
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          />
          <TextField
            {...field('cvv')}
            name="cvc"
            label={t('card.cvv')}
            value={cvv}
            onChange={(e) => setCvv(maskCvv(e.target.value))}
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Stack>
        {extra && (
          <Stack spacing={2} data-testid="card-holder">
            <Typography variant="body2" color="text.secondary">
              {t('card.holder_hint')}
            </Typography>
            <Stack direction="row" spacing={2}>
              <TextField
                {...field('cep')}
                name="postal-code"
                label={t('card.cep')}
                value={extra.cep}
                onChange={(e) => setExtra({ ...extra, cep: maskCep(e.target.value) })}
                autoComplete="postal-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
              />
              <TextField
                {...field('endereco_numero')}
                name="address-number"
                label={t('card.address_number')}
                value={extra.endereco_numero}
                onChange={(e) => setExtra({ ...extra, endereco_numero: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
            </Stack>
            <TextField
              {...field('telefone')}
              name="tel-national"
              type="tel"
              label={t('card.phone')}
              value={extra.telefone}
              onChange={(e) => setExtra({ ...extra, telefone: maskPhone(e.target.value) })}
              autoComplete="tel-national"
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15 } }}
            />
          </Stack>
        )}
        <FormControlLabel
          control={<Checkbox checked={save} onChange={(e) => setSave(e.target.checked)} disabled={busy} />}
          label={t('card.save')}
        />
        {(refused || lastRefusal) && (
          <Alert severity="info" data-testid="card-alternatives">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('card.refused_hint')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" onClick={() => onUseMethod('pix')}>
                {t('card.use_pix')}
              </Button>
              <Button size="small" variant="outlined" onClick={() => onUseMethod('boleto')}>
                {t('card.use_boleto')}
              </Button>
            </Stack>
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('card.secure')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('card.paying') : t('card.pay', { value: money(charge.valor) })}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
