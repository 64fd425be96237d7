import { useEffect } from 'react';
import { toast } from '../../components/Toaster';
import { takeFlash } from '../../providers/flash';

/** Shows the message carried across the last redirect (logout, session ended…), once. */
export function useFlash(): void {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast(flash.message, flash.level);
  }, []);
}
