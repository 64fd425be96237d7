// A list's column, described once: the table's cell (laptop), its place in the compact list (phone)
// and its cell in the Excel export are all read from it (see ResourceList). Every function gets
// the record and the list's context (translate, language), so descriptions can live at module level.
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { Language } from '../../../common/constants';
import type { ExcelColumn } from './excelExporter';

export interface ListContext {
  translate: TranslateFunction;
  lang: Language;
}

/** A plain value: what the phone list and the sheet show when nothing richer is said. */
export type CellValue = string | number | boolean | Date | null | undefined;

export type PhoneSlot = 'primary' | 'secondary' | 'tertiary';

export interface ListColumn<R extends RaRecord = RaRecord> {
  /** The record's field (the table sorts by it and reads its default label from it). */
  source: string;
  /** i18n key of the header; default `resources.<resource>.fields.<source>`, as react-admin does. */
  label?: string;
  /** The plain value: the table's cell unless `render` says otherwise, the phone's text, the sheet's value. */
  text?(record: R, ctx: ListContext): CellValue;
  /** The table's cell (a chip, a field); also the phone's when there is no `text`. */
  render?(record: R, ctx: ListContext): ReactNode;
  /** Sortable by `source` (the API must accept it); default false. */
  sortable?: boolean;
  /** A number: right-aligned, formatted by react-admin's NumberField. */
  number?: boolean;
  align?: 'left' | 'center' | 'right';
  sx?: SxProps<Theme>;
  /** false: not a table column (e.g. only exported). */
  table?: false;
  /** Its place in the phone's compact list (none by default); `render` there replaces the text. */
  phone?: PhoneSlot | false | { slot: PhoneSlot; render(record: R, ctx: ListContext): ReactNode };
  /** Its sheet column (default: the label as header, `text` or the source's value, width 24); false: not exported. */
  excel?: false | { header?: string; value?(record: R, ctx: ListContext): CellValue; width?: number };
}

export const columnLabel = (resource: string, column: ListColumn<never>) =>
  column.label ?? `resources.${resource}.fields.${column.source}`;

/** The source's own value, as a cell shows it when nothing else is said. */
export const sourceValue = (record: RaRecord, source: string): CellValue => {
  const value: unknown = record[source];
  return value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)
    ? (value as CellValue)
    : undefined;
};

export const plainValue = <R extends RaRecord>(column: ListColumn<R>, record: R, ctx: ListContext) =>
  column.text ? column.text(record, ctx) : sourceValue(record, column.source);

/** The sheet's columns, in the columns' order. */
export function excelColumns<R extends RaRecord>(
  resource: string,
  columns: ListColumn<R>[],
  ctx: ListContext,
): ExcelColumn<R>[] {
  return columns.flatMap((column) => {
    if (column.excel === false) return [];
    const { header, value, width } = column.excel ?? {};
    return [
      {
        header: header ?? columnLabel(resource, column as ListColumn<never>),
        value: (record: R) => (value ? value(record, ctx) : plainValue(column, record, ctx)),
        width,
      },
    ];
  });
}
