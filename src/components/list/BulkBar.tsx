// The bar of a list's actions on its selected rows (react-admin's, over the top of the list while
// rows are ticked), for the table and the phone's compact list alike. It selects a page at most:
// the API's bulk calls take one page's ids, not every record a filter matches. Over a table it
// covers the header row; above the phone's list (`inFlow`) it takes its own place, so it never sits
// behind the filters.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BulkActionsToolbar } from 'react-admin';

// react-admin's own rule (absolute, moved up a row) is as specific as a parent's rule can be, and
// the list's box clips what moves out of it: these win by importance. On a narrow screen the
// actions wrap under the count; with nothing selected the bar takes no room at all.
const IN_FLOW = {
  '& .RaBulkActionsToolbar-toolbar': {
    position: 'relative !important',
    transform: 'none !important',
    height: 'auto !important',
    flexWrap: 'wrap',
  },
  '& .RaBulkActionsToolbar-collapsed': { display: 'none' },
} as const;

export function BulkBar({ children, inFlow = false }: { children: ReactNode; inFlow?: boolean }) {
  const bar = <BulkActionsToolbar selectAllButton={false}>{children}</BulkActionsToolbar>;
  return inFlow ? <Box sx={IN_FLOW}>{bar}</Box> : bar;
}
