// A slim line at the top of the signed-in pages (the trial's days left, an e-mail to confirm): a
// message and, optionally, one action. Built from parts the first screen already loads (no Alert,
// no icon: bench:bundle).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function LayoutNotice({
  message,
  action,
  testId,
}: {
  message: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Box
      role="status"
      data-testid={testId}
      sx={{
        mt: 1,
        px: 2,
        py: 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        borderLeft: 4,
        borderColor: 'warning.main',
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}
