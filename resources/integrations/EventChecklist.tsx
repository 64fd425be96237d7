// The events a webhook subscribes to, as a checklist with their labels in the app's language and
// a "tick all" button; its error (none ticked, or the API's) under it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { WEBHOOK_EVENTS } from '../../common/webhookEvents';
import { useEventLabel } from './eventLabels';
import { useIntegrationsT } from './useIntegrationsT';

interface Props {
  value: readonly string[];
  onChange(value: string[]): void;
  disabled?: boolean;
  error?: string;
}

export function EventChecklist({ value, onChange, disabled, error }: Props) {
  const t = useIntegrationsT();
  const label = useEventLabel();
  const allTicked = WEBHOOK_EVENTS.every((e) => value.includes(e));
  const toggle = (event: string, on: boolean) =>
    onChange(
      on ? WEBHOOK_EVENTS.filter((e) => e === event || value.includes(e)) : value.filter((e) => e !== event),
    );
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} fullWidth sx={{ my: 1 }}>
      <FormLabel component="legend" required>
        {t('webhooks.fields.eventos')}
      </FormLabel>
      <Box>
        <Button
          size="small"
          disabled={disabled}
          onClick={() => onChange(allTicked ? [] : [...WEBHOOK_EVENTS])}
        >
          {t(`webhooks.form.${allTicked ? 'clear_all' : 'select_all'}`)}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {WEBHOOK_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            sx={{ minWidth: 0 }}
            control={
              <Checkbox
                size="small"
                name={event}
                checked={value.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
            }
            label={
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {label(event)}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({event})
                </Typography>
              </Box>
            }
          />
        ))}
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
