// The bar of a list's actions on its selected rows (react-admin's, over the top of the list while
// rows are ticked), for the table and the phone's compact list alike. It selects a page at most:
// the API's bulk calls take one page's ids, not every record a filter matches.
import type { ReactNode } from 'react';
import { BulkActionsToolbar } from 'react-admin';

export const BulkBar = ({ children }: { children: ReactNode }) => (
  <BulkActionsToolbar selectAllButton={false}>{children}</BulkActionsToolbar>
);
