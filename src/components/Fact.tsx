// A labelled fact of a details dialog (inside a <dl>), and the style of a block of code or JSON
// shown as is (inside a ScrollRegion, so a long line scrolls instead of widening the page).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const codeBlock = {
  m: 0,
  p: 1.5,
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
  whiteSpace: 'pre',
  bgcolor: 'action.hover',
};

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
