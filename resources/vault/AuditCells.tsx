// Cells of the audit trail: the action as a chip, who did it (name over e-mail, and the API key it
// was done with) and the user agent cut to one line, whole in a tooltip.
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AuditEventView } from '../../src/providers/filesApi';
import { actionLabel, actorName } from './AuditColumns';

const ACTION_COLORS: Partial<Record<string, ChipProps['color']>> = {
  uploaded: 'primary',
  deleted: 'warning',
  restored: 'success',
  purged: 'error',
};

export function AuditAction({ acao }: { acao: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ACTION_COLORS[acao] ?? 'default'}
      label={actionLabel(acao, translate)}
    />
  );
}

/** "via chave <nome>": the act was done by a system with one of the person's API keys. */
export function ViaKeyChip({ nome }: { nome: string }) {
  const translate = useTranslate();
  const label = translate('resources.audit.via_key', { nome });
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<KeyIcon />}
      label={label}
      title={label}
      data-testid="via-key"
      sx={{ maxWidth: '100%' }}
    />
  );
}

export function AuditActor({ event }: { event: AuditEventView }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{actorName(event, translate)}</Typography>
      {event.ator?.email && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {event.ator.email}
        </Typography>
      )}
      {event.ator?.chave && <ViaKeyChip nome={event.ator.chave.nome} />}
    </Box>
  );
}

export function AuditUserAgent({ value }: { value: string | null }) {
  if (!value) return null;
  return (
    <Tooltip title={value}>
      <Typography variant="body2" noWrap tabIndex={0} sx={{ maxWidth: 220 }}>
        {value}
      </Typography>
    </Tooltip>
  );
}
