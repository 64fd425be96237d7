// The flash message (flash.ts) shown by the page that opens after the redirect.
import { useEffect } from 'react';
import { takeFlash } from './flash';
import { toast } from './toasts';

/** Shows the message carried across the last redirect (logout, session ended…), once. */
export function useFlash(): void {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast(flash.message, flash.level);
  }, []);
}
