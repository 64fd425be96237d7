// One signatory of the request dialog: a company user (picked from the company's users) or an
// external person (name, e-mail, optional phone and CPF, masked as typed), the act asked of them and
// whether a code sent by e-mail is required; moved up or down, or taken off the list.
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
import type { SignatureType } from '../../common/signing';
import { type Mask, maskCpf, maskInput, maskPhone } from '../../src/components/masks';
import type { CompanyMember } from '../../src/providers/signingApi';
import type { SignatoryDraft, SignatoryKind } from './signatoryDrafts';
import { useActLabels } from './useActLabels';

interface Props {
  draft: SignatoryDraft;
  index: number;
  count: number;
  sequential: boolean;
  /** The company's users; null while they load. */
  members: CompanyMember[] | null;
  /** Messages (i18n keys or the API's text) by field name of this row. */
  errors: Record<string, string>;
  disabled: boolean;
  onChange(patch: Partial<SignatoryDraft>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

const memberLabel = (m: CompanyMember) => `${m.nome} (${m.email})`;

export function SignatoryFields(props: Props) {
  const { draft, index, count, sequential, members, errors, disabled, onChange } = props;
  const translate = useTranslate();
  const acts = useActLabels();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.signing.${key}`, args);
  const shown = (message: string | undefined) =>
    message ? { error: true, helperText: translate(message, { _: message }) } : {};
  const error = (field: string) => shown(errors[field]);
  // A company user has no fields of their own: what the API says of their e-mail shows on the picker.
  const userError = errors.user_id ?? errors.email ?? errors.nome ?? errors.phone ?? errors.cpf;
  const masked = (field: 'phone' | 'cpf', mask: Mask) => (e: ChangeEvent<HTMLInputElement>) =>
    onChange({
      [field]: maskInput(e.target, draft[field], mask, (e.nativeEvent as InputEvent).inputType),
    });
  const number = index + 1;
  const member = members?.find((m) => m.id === draft.user_id) ?? null;

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
              required
              size="small"
              type="email"
              label={t('fields.email')}
              value={draft.email}
              disabled={disabled}
              onChange={(e) => onChange({ email: e.target.value })}
              {...error('email')}
              slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'signatory-email' } }}
            />
            <TextField
              size="small"
              type="tel"
              label={t('fields.phone')}
              value={draft.phone}
              disabled={disabled}
              onChange={masked('phone', maskPhone)}
              {...error('phone')}
              slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'signatory-phone' } }}
            />
            <TextField
              size="small"
              label={t('fields.cpf')}
              value={draft.cpf}
              disabled={disabled}
              onChange={masked('cpf', maskCpf)}
              {...error('cpf')}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'signatory-cpf' } }}
            />
          </>
        )}
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
