// Loads something once `wanted` turns true (a picker opened, or a value to show), keeping it after.
import { useEffect, useState } from 'react';

export function useLoaded<T>(wanted: boolean, load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (wanted && !asked) setAsked(true);
  }, [wanted, asked]);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    load().then(
      (v) => live && setValue(() => v),
      () => live && setAsked(false),
    );
    return () => {
      live = false;
    };
  }, [asked, load]);
  return value;
}
