// "Excel download" of the current list (spec §2 shared pieces): react-admin's exporter, writing an
// .xlsx with exceljs (loaded only when someone exports). Columns name their header (an i18n key)
// and how to read each record.
import type { Exporter } from 'react-admin';

export interface ExcelColumn<R = Record<string, unknown>> {
  /** i18n key of the column header. */
  header: string;
  value(record: R): string | number | boolean | Date | null | undefined;
  width?: number;
}

export function excelExporter<R>(
  fileName: string,
  columns: ExcelColumn<R>[],
  translate: (key: string) => string,
): Exporter {
  return async (records: R[]) => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(fileName.slice(0, 31));
    sheet.columns = columns.map((c, i) => ({
      header: translate(c.header),
      key: String(i),
      width: c.width ?? 24,
    }));
    sheet.getRow(1).font = { bold: true };
    for (const record of records)
      sheet.addRow(Object.fromEntries(columns.map((c, i) => [String(i), c.value(record) ?? ''])));
    const buffer = await book.xlsx.writeBuffer();
    const url = URL.createObjectURL(
      new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `${fileName}.xlsx`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
}
