// One signatory of the request dialog: a company user (picked from the company's users) or an
// external person (name, e-mail, optional phone and CPF, masked as typed), how they are reached
// (e-mail, WhatsApp from one of the company's devices, or both; WhatsApp needs a mobile number) and in
// which language, the act asked of them and whether a one-time code is required; moved up or down,
// or taken off the list. With WhatsApp and no connected device, "Conectar WhatsApp" right there.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../../common/constants';
import type { ContactView } from '../../common/schemas/contacts';
import {
  SIGNING_CHANNELS,
  type SignatureType,
  type SigningChannel,
  usesWhatsapp,
} from '../../common/signing';
import { type Mask, maskCpf, maskInput, maskPhone } from '../../src/components/masks';
import type { CompanyMember, SenderDevice } from '../../src/providers/signingApi';
import { ContactSearch, SaveContactButton } from '../contacts/ContactPicker';
import { NoDeviceHint } from './NoDeviceHint';
import type { SignatoryDraft, SignatoryKind } from './signatoryDrafts';
import { useActLabels } from './useActLabels';
import { useRoundsT } from './useRoundsT';
import '../devices/messages';

interface Props {
  draft: SignatoryDraft;
  index: number;
  count: number;
  sequential: boolean;
  /** The company's users; null while they load. */
  members: CompanyMember[] | null;
  /** The company's devices for WhatsApp; null while unknown (loading, or not listed to this user). */
  devices: SenderDevice[] | null;
  /** Messages (i18n keys or the API's text) by field name of this row. */
  errors: Record<string, string>;
  disabled: boolean;
  onChange(patch: Partial<SignatoryDraft>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  /** Connects a WhatsApp device without leaving the dialog; absent: not allowed to this user. */
  onConnectDevice?: () => void;
}

const memberLabel = (m: CompanyMember) => `${m.nome} (${m.email})`;

/** A contact's details as an external signatory's (a CNPJ is no signatory's CPF). */
const fromContact = (c: ContactView): Partial<SignatoryDraft> => ({
  nome: c.nome,
  email: c.email ?? '',
  phone: c.celular ? maskPhone(c.celular) : '',
  cpf: c.documento?.length === 11 ? maskCpf(c.documento) : '',
});

export function SignatoryFields(props: Props) {
  const { draft, index, count, sequential, members, devices, errors, disabled, onChange } = props;
  const translate = useTranslate();
  const acts = useActLabels();
  const rt = useRoundsT();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.signing.${key}`, args);
  const shown = (message: string | undefined) =>
    message ? { error: true, helperText: translate(message, { _: message }) } : {};
  const error = (field: string) => shown(errors[field]);
  const whatsapp = usesWhatsapp(draft.canal);
  // A company user has no fields of their own: what the API says of their e-mail shows on the picker
  // (and of their phone too, unless WhatsApp shows their phone field).
  const userError =
    errors.user_id ?? errors.email ?? errors.nome ?? (whatsapp ? undefined : errors.phone) ?? errors.cpf;
  // Without WhatsApp there is no device field: what the API says of the device shows on the channel.
  const channelError = errors.canal ?? (whatsapp ? undefined : errors.device_id);
  const masked = (field: 'phone' | 'cpf', mask: Mask) => (e: ChangeEvent<HTMLInputElement>) =>
    onChange({
      [field]: maskInput(e.target, draft[field], mask, (e.nativeEvent as InputEvent).inputType),
    });
  const number = index + 1;
  const member = members?.find((m) => m.id === draft.user_id) ?? null;
  // The device chosen before (sent again) stays offered when the list does not have it.
  const deviceOptions: SenderDevice[] = [
    ...(devices ?? []),
    ...(draft.device && !devices?.some((d) => d.id === draft.device?.id)
      ? [{ ...draft.device, state: 'open' as const }]
      : []),
  ];
  const noOpenDevice = whatsapp && devices !== null && !devices.some((d) => d.state === 'open');
  const phoneField = (
    <TextField
      required={whatsapp}
      size="small"
      type="tel"
      label={whatsapp ? rt('channel.phone') : t('fields.phone')}
      value={draft.phone}
      disabled={disabled}
      onChange={masked('phone', maskPhone)}
      {...error('phone')}
      slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'signatory-phone' } }}
    />
  );

  return (
    <Box
      component="li"
      data-testid="signatory-row"
      aria-label={t('request.row', { n: number })}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {sequential && (
          <Typography
            component="span"
            variant="subtitle2"
            data-testid="signatory-order"
            sx={{ minWidth: 28 }}
          >
            {t('request.order', { n: number })}
          </Typography>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={draft.kind}
          disabled={disabled}
          data-testid="signatory-kind"
          aria-label={t('kind.label')}
          onChange={(_e, kind: SignatoryKind | null) => kind && onChange({ kind })}
        >
          <ToggleButton value="internal">{t('kind.internal')}</ToggleButton>
          <ToggleButton value="external">{t('kind.external')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <IconButton
          size="small"
          disabled={disabled || index === 0}
          onClick={() => props.onMove(-1)}
          aria-label={t('request.up', { n: number })}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={disabled || index === count - 1}
          onClick={() => props.onMove(1)}
          aria-label={t('request.down', { n: number })}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={disabled}
          onClick={props.onRemove}
          aria-label={t('request.remove', { n: number })}
          data-testid="signatory-remove"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {draft.kind === 'internal' ? (
          <Autocomplete
            sx={{ gridColumn: '1 / -1' }}
            options={members ?? []}
            loading={members === null}
            value={member}
            disabled={disabled}
            getOptionLabel={memberLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('request.no_members')}
            loadingText={translate('app.loading')}
            onChange={(_e, m) => onChange({ user_id: m?.id ?? null })}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                size="small"
                label={t('fields.user')}
                {...shown(userError)}
                slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'signatory-user' } }}
              />
            )}
          />
        ) : (
          <>
            {!disabled && <ContactSearch onPick={(c) => onChange(fromContact(c))} />}
            <TextField
              required
              size="small"
              label={t('fields.nome')}
              value={draft.nome}
              disabled={disabled}
              onChange={(e) => onChange({ nome: e.target.value })}
              {...error('nome')}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'signatory-nome' } }}
            />
            <TextField
              required={draft.canal !== 'whatsapp'}
              size="small"
              type="email"
              label={draft.canal === 'whatsapp' ? rt('channel.email_optional') : t('fields.email')}
              value={draft.email}
              disabled={disabled}
              onChange={(e) => onChange({ email: e.target.value })}
              {...error('email')}
              slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'signatory-email' } }}
            />
            {phoneField}
            <TextField
              size="small"
              label={t('fields.cpf')}
              value={draft.cpf}
              disabled={disabled}
              onChange={masked('cpf', maskCpf)}
              {...error('cpf')}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'signatory-cpf' } }}
            />
            {!disabled && (draft.email || draft.phone) && (
              <SaveContactButton
                contact={{
                  nome: draft.nome,
                  email: draft.email || null,
                  celular: draft.phone || null,
                  documento: draft.cpf || null,
                }}
              />
            )}
          </>
        )}
        <TextField
          select
          size="small"
          label={rt('channel.label')}
          value={draft.canal}
          disabled={disabled}
          onChange={(e) => onChange({ canal: e.target.value as SigningChannel })}
          {...shown(channelError)}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'signatory-canal' } }}
        >
          {SIGNING_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {rt(`channel.${c}`)}
            </option>
          ))}
        </TextField>
        {noOpenDevice && <NoDeviceHint onConnect={props.onConnectDevice} disabled={disabled} />}
        {whatsapp && (
          <TextField
            select
            size="small"
            label={rt('channel.device')}
            value={draft.device?.id ?? ''}
            disabled={disabled}
            onChange={(e) =>
              onChange({ device: deviceOptions.find((d) => String(d.id) === e.target.value) ?? null })
            }
            {...error('device_id')}
            // The first option's value is '': a native select's label would not move up and be
            // drawn over "Primeiro dispositivo conectado".
            slotProps={{
              inputLabel: { shrink: true },
              select: { native: true },
              htmlInput: { 'data-testid': 'signatory-device' },
            }}
          >
            <option value="">{rt('channel.device_first')}</option>
            {deviceOptions.map((d) => (
              <option key={d.id} value={d.id} disabled={d.state !== 'open'}>
                {d.state === 'open'
                  ? d.name
                  : rt('channel.device_state', {
                      name: d.name,
                      state: translate(`resources.devices.state.${d.state}`),
                    })}
              </option>
            ))}
          </TextField>
        )}
        {whatsapp && draft.kind === 'internal' && phoneField}
        <TextField
          select
          size="small"
          label={rt('channel.language')}
          value={draft.idioma}
          disabled={disabled}
          onChange={(e) => onChange({ idioma: e.target.value as Language })}
          {...error('idioma')}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'signatory-idioma' } }}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {translate(`app.language.${lang}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fields.tipo')}
          value={draft.tipo}
          disabled={disabled}
          onChange={(e) => onChange({ tipo: Number(e.target.value) as SignatureType })}
          {...error('tipo')}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'signatory-tipo' } }}
        >
          {acts.choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          disabled={disabled}
          control={
            <Switch
              checked={draft.exige_codigo}
              onChange={(e) => onChange({ exige_codigo: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'signatory-code' } as object }}
            />
          }
          label={t('fields.exige_codigo')}
        />
      </Box>
    </Box>
  );
}
