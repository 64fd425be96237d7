// POST /api/message/importar: a contact list (CSV or an .xlsx workbook of one sheet) read into
// columns and rows for the send form's mapping and preview. Nothing is kept.

import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { ImportPreview } from '../../../common/schemas/messaging.js';
import { CAMPAIGN_MAX_RECIPIENTS } from '../../../common/schemas/messaging.js';
import { fieldError } from '../../http/errors.js';
import { drainRequest } from '../../http/multipart.js';
import { parseCsv } from './csv.js';

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

export async function importSheet(req: FastifyRequest): Promise<ImportPreview> {
  const { name, bytes } = await readPart(req);
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  let rows: string[][];
  if (name.endsWith('.xlsx') && isZip) rows = await xlsxRows(bytes);
  else if (name.endsWith('.csv') || name.endsWith('.txt')) {
    if (bytes.includes(0)) throw fieldError('file', 'messages.import_type');
    rows = parseCsv(bytes.toString('utf8'));
  } else throw fieldError('file', 'messages.import_type');
  if (rows.length < 2) throw fieldError('file', 'messages.import_empty');
  const [header = [], ...body] = rows;
  if (body.length > CAMPAIGN_MAX_RECIPIENTS)
    throw fieldError('file', 'messages.recipients_too_many', { max: CAMPAIGN_MAX_RECIPIENTS });
  const width = Math.max(header.length, ...body.map((r) => r.length));
  const columns = columnNames(Array.from({ length: width }, (_, i) => header[i] ?? ''));
  return {
    columns,
    rows: body.map((r) => Object.fromEntries(columns.map((c, i) => [c, (r[i] ?? '').trim()]))),
    total: body.length,
  };
}
