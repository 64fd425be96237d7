// The app's toasts (3000 ms, spec §9), fed by the HTTP catalogue and by pages. Messages are i18n
// keys or server text; a message shown moments ago is not repeated.
import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  message: string;
  args?: Record<string, unknown>;
  level: 'success' | 'info' | 'warning' | 'error';
}

let queue: Toast[] = [];
/** The toast shown now is done: show the next. */
export function nextToast(): void {
  queue = queue.slice(1);
  emit();
}
let seq = 0;
const recent = new Map<string, number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Notes a text as shown, for toastedRecently. */
export function markToasted(text: string): void {
  recent.set(text, Date.now());
}

/** True when any toast was shown in the last second. */
export function toastedJustNow(): boolean {
  const now = Date.now();
  for (const at of recent.values()) if (now - at < 1000) return true;
  return false;
}

/** True when the same text was toasted in the last second (react-admin may repeat our toasts). */
export function toastedRecently(message: string): boolean {
  const at = recent.get(message);
  return at !== undefined && Date.now() - at < 1000;
}

export function toast(message: string, level: Toast['level'] = 'info', args?: Record<string, unknown>): void {
  if (toastedRecently(message)) return;
  recent.set(message, Date.now());
  queue = [...queue, { id: ++seq, message, level, args }];
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

// The Snackbar and Alert load with the first toast, not with the first page.
const ToastView = lazy(() => import('./ToastView'));

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => queue);
  const current = items[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} item={current} onDone={nextToast} />
    </Suspense>
  );
}
