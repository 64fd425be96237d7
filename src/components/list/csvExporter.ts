// The CSV download of the current list, from the same columns as the Excel one: `;`-separated with
// a UTF-8 byte-order mark, so Excel in pt-BR opens it with its accents and columns (a field with the
// separator, a quote or a line break is quoted, its quotes doubled).
import type { Exporter } from 'react-admin';
import type { ExcelColumn } from './excelExporter';

const cell = (v: unknown): string => {
  const text = v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The rows as CSV text (header first, CRLF line ends). */
export function csvText<R>(
  columns: ExcelColumn<R>[],
  records: R[],
  translate: (key: string) => string,
): string {
  const lines = [columns.map((c) => cell(translate(c.header)))];
  for (const r of records) lines.push(columns.map((c) => cell(c.value(r))));
  return `${lines.map((l) => l.join(';')).join('\r\n')}\r\n`;
}

export function csvExporter<R>(
  fileName: string,
  columns: ExcelColumn<R>[],
  translate: (key: string) => string,
): Exporter {
  return (records: R[]) => {
    const url = URL.createObjectURL(
      new Blob(['\ufeff', csvText(columns, records, translate)], { type: 'text/csv;charset=utf-8' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileName}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
}
