// A list's compact body (phone), read from its columns: the `phone: 'primary'` column is the main
// text (the first column when none is), the 'secondary' ones the second line (joined by ' · ', or one
// line each), the 'tertiary' one the short text on the right. With bulk actions, each row starts with
// its tick box and the bar of actions on the selected rows sits over the list, as on the table.
import Checkbox from '@mui/material/Checkbox';
import { Fragment, type ReactNode } from 'react';
import { type RaRecord, useListContext } from 'react-admin';
import { BulkBar } from './BulkBar';
import { CompactList } from './CompactList';
import { type ListColumn, type ListContext, type PhoneSlot, plainValue } from './listColumn';

export interface ListPhoneProps<R extends RaRecord> {
  columns: ListColumn<R>[];
  ctx: ListContext;
  rowLink?: ((record: R) => string) | false;
  actions?(record: R): ReactNode;
  /** The second line's parts each on a line of its own instead of joined by ' · '. */
  lines?: boolean;
  /** The buttons acting on the selected rows; none: no tick boxes. */
  bulkActions?: ReactNode;
}

const slotOf = <R extends RaRecord>(c: ListColumn<R>): PhoneSlot | undefined =>
  typeof c.phone === 'object' && c.phone ? c.phone.slot : c.phone || undefined;

/** A column's phone content: its own phone render, else its text, else its table render. */
function content<R extends RaRecord>(c: ListColumn<R>, record: R, ctx: ListContext): ReactNode {
  if (typeof c.phone === 'object' && c.phone) return c.phone.render(record, ctx);
  if (c.text || !c.render) {
    const value = plainValue(c, record, ctx);
    return value instanceof Date ? value.toISOString() : (value as ReactNode);
  }
  return c.render(record, ctx);
}

const filled = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

export function ListPhone<R extends RaRecord>({
  columns,
  ctx,
  rowLink,
  actions,
  lines,
  bulkActions,
}: ListPhoneProps<R>) {
  const { selectedIds = [], onToggleItem } = useListContext<R>();
  const inSlot = (slot: PhoneSlot) => columns.filter((c) => slotOf(c) === slot);
  const primary = inSlot('primary')[0] ?? columns[0];
  const secondary = inSlot('secondary');
  const tertiary = inSlot('tertiary')[0];
  const second = (record: R) => {
    const parts = secondary.map((c) => content(c, record, ctx)).filter(filled);
    if (parts.every((p) => typeof p === 'string' || typeof p === 'number') && !lines)
      return parts.join(' · ');
    return parts.map((p, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the columns', in a fixed order.
      <Fragment key={i}>
        {i > 0 && (lines ? <br /> : ' · ')}
        {p}
      </Fragment>
    ));
  };
  const selected = (record: R) => selectedIds.includes(record.id);
  const name = (record: R) => (primary ? plainValue(primary, record, ctx) : record.id);
  const list = (
    <CompactList<R>
      primaryText={(r) => (primary ? content(primary, r, ctx) : r.id)}
      secondaryText={secondary.length ? second : undefined}
      tertiaryText={tertiary ? (r) => content(tertiary, r, ctx) : undefined}
      link={rowLink || undefined}
      actions={actions}
      leading={
        bulkActions
          ? (r) => (
              <Checkbox
                checked={selected(r)}
                onChange={() => onToggleItem(r.id)}
                slotProps={{
                  input: {
                    'aria-label': `${ctx.translate('ra.action.select_row')}: ${String(name(r) ?? '')}`,
                  },
                }}
              />
            )
          : undefined
      }
      rowProps={
        bulkActions ? (r) => ({ sx: selected(r) ? { bgcolor: 'action.selected' } : undefined }) : undefined
      }
    />
  );
  if (!bulkActions) return list;
  return (
    <>
      <BulkBar inFlow>{bulkActions}</BulkBar>
      {list}
    </>
  );
}
