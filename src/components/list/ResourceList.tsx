// A resource's list from one description of its columns: react-admin's <List> with a table on a
// laptop, a compact list on a phone (useIsPhone) and the Excel export derived from the same columns.
// `deleted` makes it the resource's deleted view: only deleted records (filter deleted=true, its own
// stored filters), a restore button per row, no create button, no row link. A list whose filters
// can show deleted records (a `deleted` filter) stops opening rows while they are shown. `bulkActions`
// gives the rows tick boxes (table and phone) and the bar of actions on the selected ones.
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { List, type RaRecord, type SortPayload, useListContext, useLocale, useTranslate } from 'react-admin';
import { csvExporter } from './csvExporter';
import { excelExporter } from './excelExporter';
import { ListPhone } from './ListPhone';
import { ListTable } from './ListTable';
import { ListToolbar, type ListToolbarProps } from './ListToolbar';
import { excelColumns, type ListColumn, type ListContext } from './listColumn';
import { RestoreButton } from './RestoreButton';
import { useIsPhone } from './useIsPhone';
import type { RecordAction } from './useRecordActions';

export interface ResourceListProps<R extends RaRecord> extends Omit<ListToolbarProps, 'exporter'> {
  resource: string;
  columns: ListColumn<R>[];
  filters?: ReactElement[];
  sort?: SortPayload;
  /** Where a row leads (table and phone list); none in the deleted view. */
  rowLink?(record: R): string;
  /** The row's actions (a ⋮ menu, buttons); in the deleted view, a restore button by default. */
  actions?(record: R): ReactNode;
  /** i18n key of the actions' column header (default: none). */
  actionsLabel?: string;
  /** i18n key of the exported file's name (a plain name is used as it is); no export without it. */
  exportFile?: string;
  /** Also offer the export as CSV (`;`, UTF-8 with BOM), beside the Excel one. */
  exportCsv?: boolean;
  deleted?: boolean;
  /** The deleted view's restore (its confirmation and toast) and the name the confirmation uses. */
  restore?: RecordAction<R>;
  recordName?(record: R): string;
  /** What an empty list shows: nothing special (false, the default), an element, or react-admin's page. */
  empty?: ReactElement | false | 'default';
  title?: string | false;
  /** The phone's second line: one line per part instead of joined by ' · '. */
  phoneLines?: boolean;
  /**
   * Buttons acting on the selected rows (react-admin's bulk action buttons, reading `selectedIds`):
   * rows get tick boxes, on the table and on the phone's compact list alike.
   */
  bulkActions?: ReactNode;
}

const isTrue = (v: unknown) => v === true || v === 'true';

function Body<R extends RaRecord>(props: ResourceListProps<R> & { ctx: ListContext }) {
  const { filterValues } = useListContext();
  const isPhone = useIsPhone();
  const { resource, restore, recordName } = props;
  const deleted = props.deleted || isTrue(filterValues.deleted);
  const rowLink: ((record: R) => string) | false = deleted || !props.rowLink ? false : props.rowLink;
  const actions =
    props.actions ??
    (props.deleted
      ? () => <RestoreButton<R> resource={resource} restore={restore} name={recordName} />
      : undefined);
  const common = { columns: props.columns, ctx: props.ctx, rowLink, actions, bulkActions: props.bulkActions };
  if (isPhone) return <ListPhone<R> {...common} lines={props.phoneLines} />;
  return <ListTable<R> {...common} actionsLabel={props.actionsLabel} />;
}

export function ResourceList<R extends RaRecord>(props: ResourceListProps<R>) {
  const translate = useTranslate();
  const locale = useLocale();
  const ctx = useMemo<ListContext>(
    () => ({ translate, lang: locale === 'en' ? 'en' : 'pt_BR' }),
    [translate, locale],
  );
  const { resource, columns, exportFile, deleted } = props;
  const exporter = useMemo(
    () =>
      exportFile
        ? excelExporter<R>(
            translate(exportFile, { _: exportFile }),
            excelColumns(resource, columns, ctx),
            translate,
          )
        : false,
    [exportFile, resource, columns, ctx, translate],
  );
  const csv = useMemo(
    () =>
      exportFile && props.exportCsv
        ? csvExporter<R>(
            translate(exportFile, { _: exportFile }),
            excelColumns(resource, columns, ctx),
            translate,
          )
        : undefined,
    [exportFile, props.exportCsv, resource, columns, ctx, translate],
  );
  return (
    <List
      resource={resource}
      storeKey={deleted ? `${resource}.deleted` : undefined}
      title={props.title ?? false}
      filter={deleted ? { deleted: 'true' } : undefined}
      filters={props.filters}
      sort={props.sort}
      exporter={exporter}
      actions={
        <ListToolbar
          filterButton={props.filterButton}
          create={deleted ? undefined : props.create}
          links={props.links}
          extra={deleted ? undefined : props.extra}
          exporter={!!exportFile}
          csvExporter={csv}
        />
      }
      empty={props.empty === 'default' ? undefined : (props.empty ?? false)}
    >
      <Body<R> {...props} ctx={ctx} />
    </List>
  );
}
