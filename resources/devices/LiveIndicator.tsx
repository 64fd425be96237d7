// A small dot saying whether live updates are flowing (the realtime stream's state).
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useRealtimeStatus } from '../../src/providers/realtime';

const COLORS = { open: 'success.main', connecting: 'warning.main', closed: 'text.disabled' } as const;

export function LiveIndicator() {
  const translate = useTranslate();
  const status = useRealtimeStatus();
  const label = translate(`resources.devices.live.${status}`);
  return (
    <Tooltip title={label}>
      <Box
        // Not a live region: the pages have their own status line, and the state flickers on reconnects.
        role="img"
        aria-label={label}
        data-testid="live-indicator"
        data-status={status}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1 }}
      >
        <FiberManualRecordIcon sx={{ fontSize: 12, color: COLORS[status] }} />
        {status === 'open' && (
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
        )}
      </Box>
    </Tooltip>
  );
}
