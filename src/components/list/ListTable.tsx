// A list's table (laptop), one DataTable column per described column, and the row actions last.
import type { ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import type { ListColumn, ListContext } from './listColumn';

export interface ListTableProps<R extends RaRecord> {
  columns: ListColumn<R>[];
  ctx: ListContext;
  /** Where a click on a row leads, or nowhere. */
  rowLink?: ((record: R) => string) | false;
  actions?(record: R): ReactNode;
  /** i18n key of the actions' header (default: none). */
  actionsLabel?: string;
}

export function ListTable<R extends RaRecord>({
  columns,
  ctx,
  rowLink,
  actions,
  actionsLabel,
}: ListTableProps<R>) {
  return (
    <DataTable<R>
      rowClick={rowLink ? (_id, _resource, record) => rowLink(record as R) : false}
      bulkActionButtons={false}
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
}
