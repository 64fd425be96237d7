// A list's table (laptop), one DataTable column per described column, and the row actions last;
// with bulk actions, a tick box per row and the bar of actions on the selected ones.
import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { BulkBar } from './BulkBar';
import { LabelledRowCheckboxes } from './LabelledRowCheckboxes';
import type { ListColumn, ListContext } from './listColumn';

export interface ListTableProps<R extends RaRecord> {
  columns: ListColumn<R>[];
  ctx: ListContext;
  /** Where a click on a row leads, or nowhere. */
  rowLink?: ((record: R) => string) | false;
  actions?(record: R): ReactNode;
  /** i18n key of the actions' header (default: none). */
  actionsLabel?: string;
  /** The buttons acting on the selected rows; none: no tick boxes. */
  bulkActions?: ReactNode;
}

export function ListTable<R extends RaRecord>({
  columns,
  ctx,
  rowLink,
  actions,
  actionsLabel,
  bulkActions,
}: ListTableProps<R>) {
  const table = (
    <DataTable<R>
      rowClick={rowLink ? (_id, _resource, record) => rowLink(record as R) : false}
      bulkActionButtons={bulkActions ? bulkActions : false}
      bulkActionsToolbar={bulkActions ? <BulkBar>{bulkActions}</BulkBar> : undefined}
    >
      {columns
        .filter((c) => c.table !== false)
        .map((c) => {
          const common = { source: c.source, label: c.label, disableSort: !c.sortable, sx: c.sx };
          if (c.number && !c.render && !c.text) return <DataTable.NumberCol key={c.source} {...common} />;
          const cell = c.render ?? c.text;
          return (
            <DataTable.Col
              key={c.source}
              {...common}
              align={c.align ?? (c.number ? 'right' : undefined)}
              render={cell ? (record) => cell(record as R, ctx) as ReactNode : undefined}
            />
          );
        })}
      {actions && (
        <DataTable.Col
          label={actionsLabel ?? ''}
          disableSort
          align="right"
          render={(record) => actions(record as R)}
        />
      )}
    </DataTable>
  );
  return bulkActions ? <LabelledRowCheckboxes>{table}</LabelledRowCheckboxes> : table;
}
