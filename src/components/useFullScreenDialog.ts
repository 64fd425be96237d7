// A dialog's `fullScreen` on phones: <Dialog fullScreen={useFullScreenDialog()} …>. Dialogs holding a
// document (the inbox's sign dialog) go full screen below `md` too.
import type { Breakpoint } from '@mui/material/styles';
import { useIsPhone } from './list/useIsPhone';

export const useFullScreenDialog = (below: Breakpoint = 'sm') => useIsPhone(below);
