// A file's signing status as a coloured chip.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { FileStatus } from '../../src/providers/vaultApi';

const COLORS: Record<FileStatus, ChipProps['color']> = {
  draft: 'default',
  waiting: 'warning',
  completed: 'success',
  denied: 'error',
  cancelled: 'default',
};

export function FileStatusChip({ status }: { status: FileStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      color={COLORS[status] ?? 'default'}
      label={translate(`resources.vault.status.${status}`, { _: status })}
    />
  );
}
