// A scrolling box a keyboard can scroll: focusable (Tab reaches it, then the arrow keys and Page
// Up/Down move it) and named, as WCAG's scrollable-region-focusable asks. Holds a document preview.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  maxHeight,
  children,
}: {
  /** What the region holds, already translated (screen readers announce it on focus). */
  label: string;
  /** CSS max-height; without it the region grows with its content and only scrolls sideways. */
  maxHeight?: string | number;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="scroll-region"
      sx={{
        maxHeight,
        overflow: 'auto',
        overscrollBehavior: 'contain',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
