// A file's signing status as a coloured chip; processes that ended without an outcome (cancelled,
// the deadline passed) are outlined.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { FileStatus } from '../../src/providers/vaultApi';

const COLORS: Record<FileStatus, ChipProps['color']> = {
  draft: 'default',
  waiting: 'warning',
  completed: 'success',
  denied: 'error',
  cancelled: 'default',
  expired: 'error',
};

export function FileStatusChip({ status }: { status: FileStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'cancelled' || status === 'expired' ? 'outlined' : 'filled'}
      color={COLORS[status] ?? 'default'}
      data-testid="file-status"
      data-status={status}
      label={translate(`resources.vault.status.${status}`, { _: status })}
    />
  );
}
