// Around a DataTable with bulk actions: react-admin 5.15 puts each row checkbox's aria-label on the
// checkbox's wrapper <span> instead of its <input> (axe: aria-prohibited-attr, label — its select-all
// checkbox gets it right); this moves the label onto the input as rows appear. Remove once react-admin
// labels the input itself.
import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useRef } from 'react';

export function LabelledRowCheckboxes({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const relabel = () => {
      for (const span of el.querySelectorAll('span.RaDataTable-checkbox[aria-label]')) {
        span.querySelector('input')?.setAttribute('aria-label', span.getAttribute('aria-label') ?? '');
        span.removeAttribute('aria-label');
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={root} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}
