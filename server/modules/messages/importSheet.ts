// POST /api/message/importar: a contact list (CSV or other delimited text in any of the encodings
// spreadsheets save, an .xlsx workbook of one sheet, or an Excel 97–2003 .xls) read into columns and
// rows for the send form's mapping and preview. Nothing is kept. Text that is not a table says so.

import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { ImportPreview } from '../../../common/schemas/messaging.js';
import { CAMPAIGN_MAX_RECIPIENTS } from '../../../common/schemas/messaging.js';
import { fieldError } from '../../http/errors.js';
import { drainRequest } from '../../http/multipart.js';
import { sniffKind } from '../vault/sniff.js';
import { parseCsv } from './csv.js';
import { decodeText, hasControlCharacters, type TextEncodingName } from './textEncoding.js';
import { xlsRows } from './xls.js';

const SHEET_MAX_BYTES = 20 * 1024 * 1024;

async function readPart(req: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw fieldError('file', 'messages.import_file_required');
  const part = await req.file({ limits: { fileSize: SHEET_MAX_BYTES, files: 1 } });
  if (part?.fieldname !== 'file') {
    await drainRequest(req.raw);
    throw fieldError('file', 'messages.import_file_required');
  }
  const bytes = await part.toBuffer().catch(async (err: { code?: string }) => {
    await drainRequest(req.raw);
    if (err?.code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('file', 'messages.import_too_large', { max: '20 MB' });
    throw fieldError('file', 'messages.import_invalid');
  });
  return { name: part.filename.toLowerCase(), bytes };
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    return '';
  }
  return String(v);
};

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', 'messages.import_invalid');
  }
  if (book.worksheets.length !== 1) throw fieldError('file', 'messages.import_one_sheet');
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map((v) => cellText(v).trim()));
  });
  return rows;
}

/** Column names from the header row: trimmed, blanks named coluna_N, repeats numbered. */
function columnNames(header: string[]): string[] {
  const used = new Map<string, number>();
  return header.map((h, i) => {
    const base = h.trim() || `coluna_${i + 1}`;
    const n = (used.get(base.toLowerCase()) ?? 0) + 1;
    used.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base}_${n}`;
  });
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The Compound File header of legacy Office files (.xls of Excel 97–2003, encrypted .xlsx). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** Names a text table may come under: systems also export tab-separated text as ".xls". */
const TEXT_TABLE = /\.(csv|txt|tsv|xls)$/;
/** A header cell longer than this is a sentence, not a column name. */
const HEADER_CELL_MAX = 64;
/** Digits of the shortest phone number a contact list can hold. */
const PHONE_DIGITS = 8;

/** The rows of a text table, or 422 saying why the text is not one. */
function textRows(bytes: Buffer): { rows: string[][]; encoding: TextEncodingName } {
  const { text, encoding } = decodeText(bytes);
  if (hasControlCharacters(text)) throw fieldError('file', 'messages.import_not_table');
  const rows = parseCsv(text);
  const [header = [], ...body] = rows;
  const filled = (row: string[]) => row.filter((c) => c.trim() !== '').length;
  const hasPhone = (row: string[]) => row.some((c) => c.replace(/\D/g, '').length >= PHONE_DIGITS);
  // A sentence for a column name, or lines of one phrase each with no phone number anywhere
  // (a letter, a list of notes): text, not a contact list.
  if (
    header.some((h) => h.trim().length > HEADER_CELL_MAX) ||
    (body.length > 0 && body.every((r) => filled(r) <= 1) && !body.some(hasPhone))
  )
    throw fieldError('file', 'messages.import_not_table');
  return { rows, encoding };
}

export async function importSheet(req: FastifyRequest): Promise<ImportPreview> {
  const { name, bytes } = await readPart(req);
  const sheet = await readSheet(name, bytes);
  if (sheet.total > CAMPAIGN_MAX_RECIPIENTS)
    throw fieldError('file', 'messages.recipients_too_many', { max: CAMPAIGN_MAX_RECIPIENTS });
  return sheet;
}

/**
 * A sheet's bytes (its file name, lower-case, tells a text table from a workbook) read into named
 * columns and rows of trimmed text; 422 on `file` saying why they are not a table. Also read by
 * the contacts import and the bulk send of a template.
 */
export async function readSheet(name: string, bytes: Buffer): Promise<ImportPreview> {
  // Nothing but blanks, whatever the name: empty (a real table is never this small and blank).
  if (bytes.length < 4096 && bytes.toString('latin1').trim() === '')
    throw fieldError('file', 'messages.import_empty');
  let rows: string[][];
  let encoding: ImportPreview['encoding'] = null;
  // By the bytes first: a workbook is read whatever its name says (an Excel 97–2003 one too).
  if (startsWith(bytes, ZIP) && /\.(xlsx|xls)$/.test(name)) rows = await xlsxRows(bytes);
  else if (startsWith(bytes, OLE2)) rows = await xlsRows(bytes);
  // A PDF or an image is not a list whatever its name (the vault's own signatures).
  else if (sniffKind(bytes.subarray(0, 16), '')) throw fieldError('file', 'messages.import_type');
  else if (TEXT_TABLE.test(name) && !startsWith(bytes, ZIP)) ({ rows, encoding } = textRows(bytes));
  else throw fieldError('file', 'messages.import_type');
  if (rows.length === 0) throw fieldError('file', 'messages.import_empty');
  if (rows.length === 1) throw fieldError('file', 'messages.import_no_contacts');
  const [header = [], ...body] = rows;
  const width = Math.max(header.length, ...body.map((r) => r.length));
  const columns = columnNames(Array.from({ length: width }, (_, i) => header[i] ?? ''));
  return {
    columns,
    rows: body.map((r) => Object.fromEntries(columns.map((c, i) => [c, (r[i] ?? '').trim()]))),
    total: body.length,
    encoding,
  };
}
