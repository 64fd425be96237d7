// The multipart form of a bulk send: the sheet (`planilha`: CSV in the encodings spreadsheets write,
// or an .xlsx or .xls, read by the campaign import's reader), the column mapping (`mapeamento`, JSON) and
// the folder (`pasta_id`), in any order. Nothing is kept: the sheet is read in memory (≤ 20 MB).
import type { FastifyRequest } from 'fastify';
import type { ImportPreview } from '../../../common/schemas/messaging.js';
import { BULK_ROWS_MAX, type BulkMapping, bulkMapping } from '../../../common/schemas/templates.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { drainRequest, isRequestFailure, multipartText } from '../../http/multipart.js';
import { readSheet } from '../messages/importSheet.js';
import { incompleteUpload } from '../vault/upload.js';

const SHEET_MAX_BYTES = 20 * 1024 * 1024;
const FIELD_MAX = 256 * 1024;

export interface BulkForm {
  name: string;
  sheet: ImportPreview;
  /** The mapping sent, or undefined for the suggested one. */
  mapping: BulkMapping | undefined;
  pastaId: number | null;
}

/** The reader's refusals that speak of contacts, said of a bulk sheet. */
const OWN_KEYS: Partial<Record<ApiMessageKey, ApiMessageKey>> = {
  'messages.import_empty': 'bulk.sheet_empty',
  'messages.import_no_contacts': 'bulk.sheet_no_rows',
  'messages.import_not_table': 'bulk.sheet_not_table',
};

/** A refusal of the sheet reader, on the `planilha` field. */
function onSheetField(err: unknown): unknown {
  if (!(err instanceof HttpError) || !err.fields.file) return err;
  const key = OWN_KEYS[err.key] ?? err.key;
  return fieldError('planilha', key, err.params);
}

function parseMapping(text: string): BulkMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fieldError('mapeamento', 'bulk.mapping_invalid');
  }
  const parsed = bulkMapping.safeParse(json);
  if (!parsed.success) throw fieldError('mapeamento', 'bulk.mapping_invalid');
  return parsed.data;
}

function parseFolder(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '' || text === 'null') return null;
  if (!/^\d{1,10}$/.test(text.trim()) || Number(text) > 2_147_483_647 || Number(text) < 1)
    throw fieldError('pasta_id', 'validation.integer', { attribute: 'pasta_id' });
  return Number(text);
}

/** Reads the form; 422 on `planilha` for a missing or unreadable sheet, or one over BULK_ROWS_MAX lines. */
export async function readBulkForm(req: FastifyRequest): Promise<BulkForm> {
  if (!req.isMultipart()) throw fieldError('planilha', 'bulk.sheet_required');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    const parts = req.parts({
      limits: { fieldSize: FIELD_MAX, fields: 5, files: 1, parts: 6, fileSize: SHEET_MAX_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = multipartText(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'planilha' || file) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw fieldError('planilha', 'messages.import_too_large', { max: '20 MB' });
      file = { name: part.filename, bytes };
    }
  } catch (err) {
    await drainRequest(req.raw);
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string })?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('planilha', 'messages.import_too_large', { max: '20 MB' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('planilha', 'bulk.sheet_required');
    if (code.startsWith('FST_') || isRequestFailure(err)) throw incompleteUpload();
    throw err;
  }
  if (!file || file.bytes.length === 0) throw fieldError('planilha', 'bulk.sheet_required');
  const mapping = fields.mapeamento?.trim() ? parseMapping(fields.mapeamento) : undefined;
  const pastaId = parseFolder(fields.pasta_id);
  let sheet: ImportPreview;
  try {
    sheet = await readSheet(file.name.toLowerCase(), file.bytes);
  } catch (err) {
    throw onSheetField(err);
  }
  if (sheet.total > BULK_ROWS_MAX)
    throw fieldError('planilha', 'bulk.too_many', { total: sheet.total, max: BULK_ROWS_MAX });
  return { name: file.name.slice(0, 255) || 'planilha', sheet, mapping, pastaId };
}
