// A one-shot message carried across a redirect (e.g. to the login page after logout or when a
// session ends), shown by the page that opens next.
const KEY = 'cofre.flash';

export interface Flash {
  message: string;
  level: 'success' | 'info' | 'warning' | 'error';
}

/** Sets the message; with `keep`, only when none is waiting to be shown (it is not replaced). */
export function setFlash(flash: Flash, { keep = false }: { keep?: boolean } = {}): void {
  if (keep && sessionStorage.getItem(KEY)) return;
  sessionStorage.setItem(KEY, JSON.stringify(flash));
}

export function takeFlash(): Flash | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  sessionStorage.removeItem(KEY);
  try {
    return JSON.parse(raw) as Flash;
  } catch {
    return null;
  }
}
