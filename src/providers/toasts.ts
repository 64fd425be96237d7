// The app's toast queue (3000 ms each, spec §9), fed by the HTTP catalogue and by pages; the
// Toaster (components/Toaster.tsx) shows its head. Messages are i18n keys or server text; a message
// shown moments ago is not repeated.

export interface Toast {
  id: number;
  message: string;
  args?: Record<string, unknown>;
  level: 'success' | 'info' | 'warning' | 'error';
}

let queue: Toast[] = [];
let seq = 0;
const recent = new Map<string, number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** The toasts waiting, the one shown now first. */
export const getToasts = (): Toast[] => queue;

export const subscribeToasts = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The toast shown now is done: show the next. */
export function nextToast(): void {
  queue = queue.slice(1);
  emit();
}

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

/** Queues a toast; a success without a text says the spec's default, 'Sucesso!' (§8). */
export function toast(given: string, level: Toast['level'] = 'info', args?: Record<string, unknown>): void {
  const message = given || (level === 'success' ? 'app.success' : given);
  if (!message || toastedRecently(message)) return;
  recent.set(message, Date.now());
  queue = [...queue, { id: ++seq, message, level, args }];
  emit();
}
