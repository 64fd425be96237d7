// A message's status as a coloured chip: grey outlined while waiting (queued, paused, sending), grey
// when cancelled, green once it left, blue when read, red when it failed or the number was refused.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { MessageStatus } from '../../common/schemas/messaging';

const COLOR: Record<MessageStatus, ChipProps['color']> = {
  queued: 'default',
  paused: 'default',
  cancelled: 'default',
  sending: 'default',
  sent: 'success',
  delivered: 'success',
  read: 'info',
  failed: 'error',
  invalid: 'error',
  received: 'default',
};

export function MessageStatusChip({ status }: { status: MessageStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'queued' || status === 'sending' || status === 'paused' ? 'outlined' : 'filled'}
      color={COLOR[status]}
      label={translate(`resources.messages.status.${status}`)}
    />
  );
}
