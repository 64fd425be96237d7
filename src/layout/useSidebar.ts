// Whether the side menu is open: on a phone a drawer over the page, closed until asked for (and
// closed again whenever the screen becomes a phone's, e.g. a tablet turned); from the md breakpoint
// up a column that narrows to its icons when closed (open at first).
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useStore } from 'react-admin';
import { useIsPhone } from '../components/list/useIsPhone';

export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_CLOSED_WIDTH = 55;

export function useSidebar() {
  const phone = useIsPhone();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [column, setColumn] = useStore<boolean>('sidebar.open', wide);
  const [drawer, setDrawer] = useState(false);
  useEffect(() => {
    if (phone) setDrawer(false);
  }, [phone]);
  const open = phone ? drawer : column;
  const setOpen = phone ? setDrawer : setColumn;
  return { phone, open, setOpen, toggle: () => setOpen(!open) };
}
