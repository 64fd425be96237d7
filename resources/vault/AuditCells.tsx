// Cells of the audit trail: the action as a chip, who did it (name over e-mail) and the user
// agent cut to one line, whole in a tooltip.
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

export function AuditActor({ event }: { event: AuditEventView }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2">{actorName(event, translate)}</Typography>
      {event.ator?.email && (
        <Typography variant="caption" color="text.secondary">
          {event.ator.email}
        </Typography>
      )}
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
