// What a request made from the template starts with: the roles asked in order or all at once, the
// message, the deadline in days from sending and the automatic reminders (the same intervals as a
// signing request). The sender may change the message, deadline and reminders when using it.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEMPLATE_DEADLINE_DAYS_MAX } from '../../common/schemas/templates';
import { REMINDER_DAYS } from '../signing/deadline';
import { type DefinitionDraft, type DraftErrors, MESSAGE_MAX } from './templateDraft';
import { useTemplatesT } from './useTemplatesT';

type Defaults = Pick<DefinitionDraft, 'sequencial' | 'mensagem' | 'prazo' | 'lembrete'>;

interface Props {
  values: Defaults;
  errors: DraftErrors;
  disabled: boolean;
  onChange(patch: Partial<Defaults>): void;
}

export function DefaultsSection({ values, errors, disabled, onChange }: Props) {
  const { t, text } = useTemplatesT();
  const shown = (path: string, help?: string) => {
    const error = errors[`definicao.${path}`];
    return error ? { error: true, helperText: text(error) } : { helperText: help };
  };
  return (
    <Box component="section" aria-labelledby="template-defaults" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="template-defaults" component="h2" variant="h6">
        {t('defaults.heading')}
      </Typography>
      <FormControlLabel
        disabled={disabled}
        control={
          <Switch
            checked={values.sequencial}
            onChange={(e) => onChange({ sequencial: e.target.checked })}
            slotProps={{ input: { 'data-testid': 'template-sequencial' } as object }}
          />
        }
        label={t('defaults.sequencial')}
      />
      <TextField
        multiline
        minRows={2}
        label={t('defaults.mensagem')}
        value={values.mensagem}
        disabled={disabled}
        onChange={(e) => onChange({ mensagem: e.target.value })}
        {...shown('mensagem', t('defaults.mensagem_help'))}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX, 'data-testid': 'template-mensagem' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          type="number"
          label={t('defaults.prazo')}
          value={values.prazo}
          disabled={disabled}
          onChange={(e) => onChange({ prazo: e.target.value })}
          {...shown('prazo_dias', t('defaults.prazo_help'))}
          slotProps={{
            htmlInput: { min: 1, max: TEMPLATE_DEADLINE_DAYS_MAX, step: 1, 'data-testid': 'template-prazo' },
          }}
        />
        <TextField
          select
          label={t('defaults.lembrete')}
          value={values.lembrete}
          disabled={disabled}
          onChange={(e) => onChange({ lembrete: e.target.value })}
          {...shown('lembrete_dias')}
          slotProps={{
            inputLabel: { shrink: true },
            select: { native: true },
            htmlInput: { 'data-testid': 'template-lembrete' },
          }}
        >
          <option value="">{t('defaults.lembrete_none')}</option>
          {/* A value saved through the API that the list does not have stays offered. */}
          {[...new Set([...REMINDER_DAYS.map(String), ...(values.lembrete ? [values.lembrete] : [])])].map(
            (days) => (
              <option key={days} value={days}>
                {t('defaults.lembrete_every', { smart_count: Number(days) })}
              </option>
            ),
          )}
        </TextField>
      </Box>
    </Box>
  );
}
