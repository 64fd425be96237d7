// The request's options under its signatories: an optional message, an optional deadline (a day, from
// tomorrow) and automatic reminders every N days; each shows its own problem (an i18n key or the API's
// text) in place of its help.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { REMINDER_DAYS } from './deadline';
import { type DraftErrors, MESSAGE_MAX } from './signatoryDrafts';
import { useDeadlineT } from './useDeadlineT';

export interface OptionValues {
  mensagem: string;
  /** YYYY-MM-DD or ''. */
  prazo: string;
  /** Days between reminders, or ''. */
  lembrete: string;
}

interface Props {
  values: OptionValues;
  /** The first day a deadline may be (YYYY-MM-DD). */
  firstDay: string;
  errors: DraftErrors;
  disabled: boolean;
  onChange(field: keyof OptionValues, value: string): void;
}

export function RequestOptionsFields({ values, firstDay, errors, disabled, onChange }: Props) {
  const translate = useTranslate();
  const { t: dt } = useDeadlineT();
  const text = (message: string) => translate(message, { _: message });
  return (
    <>
      <TextField
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        label={translate('resources.signing.fields.mensagem')}
        value={values.mensagem}
        disabled={disabled}
        onChange={(e) => onChange('mensagem', e.target.value)}
        error={Boolean(errors.mensagem)}
        helperText={
          errors.mensagem ? text(errors.mensagem) : translate('resources.signing.request.message_help')
        }
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX, 'data-testid': 'signing-message' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          type="date"
          margin="normal"
          label={dt('prazo')}
          value={values.prazo}
          disabled={disabled}
          onChange={(e) => onChange('prazo', e.target.value)}
          error={Boolean(errors.prazo)}
          helperText={errors.prazo ? text(errors.prazo) : dt('prazo_help')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: firstDay, 'data-testid': 'signing-deadline' },
          }}
        />
        <TextField
          select
          margin="normal"
          label={dt('lembrete')}
          value={values.lembrete}
          disabled={disabled}
          onChange={(e) => onChange('lembrete', e.target.value)}
          error={Boolean(errors.lembrete_dias)}
          helperText={errors.lembrete_dias ? text(errors.lembrete_dias) : dt('lembrete_help')}
          slotProps={{
            inputLabel: { shrink: true },
            select: { native: true },
            htmlInput: { 'data-testid': 'signing-reminder' },
          }}
        >
          <option value="">{dt('lembrete_none')}</option>
          {REMINDER_DAYS.map((days) => (
            <option key={days} value={days}>
              {dt('lembrete_every', { smart_count: days })}
            </option>
          ))}
        </TextField>
      </Box>
    </>
  );
}
