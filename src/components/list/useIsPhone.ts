// Below the theme's `sm` breakpoint (600 px): lists show a compact list instead of a table and
// dialogs take the whole screen (react-admin's demo picks its list body the same way).
import type { Breakpoint, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Read on the first render (noSsr), so a phone never paints the table first. */
export const useIsPhone = (below: Breakpoint = 'sm') =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down(below), { noSsr: true });
