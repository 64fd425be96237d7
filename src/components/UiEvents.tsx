// Carries out what the HTTP catalogue decided: toasts, navigation (closing the current tab where
// the spec says so) and the end of a session. Works the same in the public shell and the admin.
import { useEffect } from 'react';
import { onUiEvent } from '../providers/events';
import { setFlash } from '../providers/flash';
import { clearTabs, closeTab } from '../providers/tabs';
import { navigate } from '../routes/navigation';
import { toast } from './Toaster';

const TARGETS = {
  upgrade: '/upgrade',
  comprar: '/comprar',
  invoices: '/faturas',
  '403': '/403',
  notFound: '/404',
  '451': '/451',
} as const;

export function UiEvents() {
  useEffect(
    () =>
      onUiEvent((event) => {
        switch (event.kind) {
          case 'toast':
            toast(event.message, event.level, 'args' in event ? event.args : undefined);
            break;
          case 'logout':
            clearTabs();
            setFlash({ message: event.message, level: 'warning' });
            navigate('/login', { replace: true });
            break;
          case 'navigate': {
            const { pathname, search } = window.location;
            if (event.closeTab) closeTab(pathname);
            navigate(TARGETS[event.to], { state: { ...event.state, from: pathname + search } });
            break;
          }
          default:
            break;
        }
      }),
    [],
  );
  return null;
}
