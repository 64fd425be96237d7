// The worker thread of xls.ts: reads the Excel 97–2003 workbook (.xls) in workerData with SheetJS
// (@e965/xlsx, its Community Edition on npm) and its codepage tables (BIFF5 keeps text in the book's
// codepage, Windows-1252 in Brazil), then posts {rows, sheets}: the rows of text of the first sheet
// with cells and how many sheets have cells; or {error: 'invalid'} when SheetJS cannot read it.
// Cells come out as the .xlsx reader gives them: numbers as written (11999990001, never
// "1.2E+10"), dates as YYYY-MM-DD, errors blank; no blank rows, no trailing blank cells.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';

XLSX.set_cptable(cptable);
// SheetJS writes to the console for each record it does not know: a crafted file would flood the log.
console.error = console.warn = console.log = () => undefined;

/** Columns of a BIFF sheet (A to IV): a cell past them is a damaged or crafted file. */
const XLS_COLUMNS = 256;

const pad = (n, width = 2) => String(n).padStart(width, '0');

function cellText(cell, date1904) {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'e') return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    if (typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z)) {
      const d = XLSX.SSF.parse_date_code(cell.v, { date1904 });
      if (d) return `${pad(d.y, 4)}-${pad(d.m)}-${pad(d.d)}`;
    }
    return String(cell.v);
  }
  if (cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  return String(cell.v);
}

function sheetRows(sheet, date1904) {
  const rows = [];
  for (const row of sheet?.['!data'] ?? []) {
    if (row && row.length > XLS_COLUMNS) throw new RangeError('a cell past column IV');
    const cells = Array.from(row ?? [], (cell) => cellText(cell, date1904).trim());
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length > 0) rows.push(cells);
  }
  return rows;
}

function read(bytes) {
  try {
    const book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellNF: true,
      cellText: false,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
    const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
    const filled = book.SheetNames.map((name) => sheetRows(book.Sheets[name], date1904)).filter(
      (rows) => rows.length > 0,
    );
    return { rows: filled[0] ?? [], sheets: filled.length };
  } catch {
    // Not a workbook (another Office file, a password, a damaged one).
    return { error: 'invalid' };
  }
}

parentPort.postMessage(read(workerData));
