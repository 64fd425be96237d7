// The status of a sent message, as WhatsApp shows it: a clock while queued or sending, ✓ sent,
// ✓✓ delivered, blue ✓✓ read, ⚠ failed (the reason in a tooltip). Received messages have none.
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import type { MessageStatus } from '../../common/schemas/messaging';

const READ_BLUE = '#53bdeb';
const ICON = { fontSize: 16, display: 'block' } as const;

function Icon({ status }: { status: MessageStatus }) {
  switch (status) {
    case 'queued':
    case 'sending':
      return <ScheduleIcon sx={{ ...ICON, color: 'text.secondary' }} />;
    case 'sent':
      return <DoneIcon sx={{ ...ICON, color: 'text.secondary' }} />;
    case 'delivered':
      return <DoneAllIcon sx={{ ...ICON, color: 'text.secondary' }} />;
    case 'read':
      return <DoneAllIcon sx={{ ...ICON, color: READ_BLUE }} />;
    default:
      return <WarningAmberIcon sx={{ ...ICON, color: 'error.main' }} />;
  }
}

export function MessageStatusIcon({ status, error }: { status: MessageStatus; error: string | null }) {
  const translate = useTranslate();
  if (status === 'received') return null;
  const label = translate(`resources.devices.status.${status}`);
  const failed = status === 'failed' || status === 'invalid';
  const title = failed && error ? `${label}: ${error}` : label;
  return (
    <Tooltip title={title}>
      <Box component="span" role="img" aria-label={title} data-testid="message-status" data-status={status}>
        <Icon status={status} />
      </Box>
    </Tooltip>
  );
}
