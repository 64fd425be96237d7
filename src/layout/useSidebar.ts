// Whether the side menu is open: on a phone a drawer over the page (closed until asked for), from
// the md breakpoint up a column that narrows to its icons when closed (open at first).

import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useStore } from 'react-admin';

export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_CLOSED_WIDTH = 55;

export function useSidebar() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useStore<boolean>('sidebar.open', wide);
  return { phone, open, setOpen, toggle: () => setOpen(!open) };
}
