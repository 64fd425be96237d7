// A deletion request's state as a chip: pending (warning), completed, refused, cancelled.
import Chip from '@mui/material/Chip';
import type { LgpdStatus } from '../../../providers/lgpdApi';
import { useLgpdT } from './useLgpdT';

const COLOR = { pending: 'warning', completed: 'success', refused: 'error', cancelled: 'default' } as const;

export function StatusChip({ status }: { status: LgpdStatus }) {
  const { t } = useLgpdT();
  return <Chip size="small" color={COLOR[status]} label={t(`status.${status}`)} />;
}
