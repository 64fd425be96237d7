// An address's fields (the profile's addresses, the company's data). Eight CEP digits ask the
// postal-code service (JSONP, 3 s) and fill street, district, state and municipality; when it
// fails, times out or does not know the CEP a short notice says so and the user types the address.
// Every field stays editable either way.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { onlyDigits } from '../../../common/validation';
import { type CepResult, lookupCep } from '../../providers/lookupsApi';
import { MunicipalityPicker } from './MunicipalityPicker';
import { loadMunicipalities, loadStates, plainName } from './referenceData';
import { StatePicker } from './StatePicker';
import { useAddressT } from './useAddressT';

export interface AddressValue {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  estado_id: number | null;
  municipio_id: number | null;
}

export interface AddressFieldsProps {
  value: AddressValue;
  onChange(change: Partial<AddressValue>): void;
  /** Each field's error (the server's or the form's own checks), shown under it. */
  errors: Record<string, string | undefined>;
  /** Marks CEP, street, number, district, state and municipality as required (default). */
  required?: boolean;
  autoFocus?: boolean;
}

export const maskCep = (value: string) => {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/** The IBGE codes of a lookup's answer: given by the service, else found from the UF and the name. */
async function placeOf(found: CepResult): Promise<{ estado_id: number | null; municipio_id: number | null }> {
  let estado_id = found.estado_id;
  let municipio_id = found.municipio_id;
  if (estado_id === null && found.uf)
    estado_id = (await loadStates()).find((s) => s.uf === found.uf)?.id ?? null;
  if (municipio_id === null && estado_id !== null && found.cidade) {
    const name = plainName(found.cidade);
    const { municipalitiesOf } = await loadMunicipalities();
    municipio_id = municipalitiesOf(estado_id).find((m) => plainName(m.nome) === name)?.id ?? null;
  }
  return { estado_id, municipio_id };
}

type Lookup = 'idle' | 'searching' | 'failed';
type TextName = 'logradouro' | 'numero' | 'complemento' | 'bairro';

const MAX_LENGTH: Record<TextName, number> = { logradouro: 200, numero: 20, complemento: 100, bairro: 100 };

export function AddressFields({ value, onChange, errors, required = true, autoFocus }: AddressFieldsProps) {
  const t = useAddressT();
  const [lookup, setLookup] = useState<Lookup>('idle');
  const asked = useRef(onlyDigits(value.cep));
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const changeCep = async (typed: string) => {
    const cep = maskCep(typed);
    onChange({ cep });
    const digits = onlyDigits(cep);
    if (digits.length !== 8) {
      asked.current = '';
      setLookup('idle');
      return;
    }
    if (digits === asked.current) return;
    asked.current = digits;
    setLookup('searching');
    const found = await lookupCep(digits);
    const place = found ? await placeOf(found).catch(() => null) : null;
    if (!live.current || asked.current !== digits) return;
    if (!found) {
      setLookup('failed');
      return;
    }
    setLookup('idle');
    onChange({
      ...(found.logradouro ? { logradouro: found.logradouro } : {}),
      ...(found.bairro ? { bairro: found.bairro } : {}),
      ...(place?.estado_id ? { estado_id: place.estado_id } : {}),
      ...(place?.estado_id ? { municipio_id: place.municipio_id } : {}),
    });
  };

  const field = (name: 'cep' | TextName) => ({
    name,
    label: t(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    margin: 'dense' as const,
  });
  const text = (name: TextName, isRequired = required) => (
    <TextField
      {...field(name)}
      value={value[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      required={isRequired}
      slotProps={{ htmlInput: { maxLength: MAX_LENGTH[name] } }}
    />
  );

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          {...field('cep')}
          value={value.cep}
          onChange={(e) => void changeCep(e.target.value)}
          required={required}
          autoFocus={autoFocus}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={12}>
        {lookup === 'searching' && <LinearProgress aria-label={t('cep_searching')} />}
        {lookup === 'failed' && (
          <Alert severity="info" sx={{ my: 1 }} data-testid="cep-failed">
            {t('cep_failed')}
          </Alert>
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>{text('logradouro')}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('numero')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('complemento', false)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('bairro')}</Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <StatePicker
          value={value.estado_id}
          error={errors.estado_id}
          required={required}
          onChange={(estado_id) =>
            onChange({
              estado_id,
              ...(value.municipio_id !== null && Math.floor(value.municipio_id / 100_000) !== estado_id
                ? { municipio_id: null }
                : {}),
            })
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <MunicipalityPicker
          stateId={value.estado_id}
          value={value.municipio_id}
          error={errors.municipio_id}
          required={required}
          onChange={(municipio_id) => onChange({ municipio_id })}
        />
      </Grid>
    </Grid>
  );
}
