// A template's multipart form (POST /api/modelo/cadastrar, PUT /api/modelo/{id}/editar): the text parts
// `nome`, `descricao` and `definicao` (JSON), and at most one PDF in `arquivo`, streamed into the blob
// store and sniffed like a vault upload (a PDF by its bytes, not encrypted, within the vault's upload
// limit). A refusal drains the request first and leaves no stored bytes behind.
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import type { AppContext } from '../../context.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { drainRequest, isRequestFailure, multipartText } from '../../http/multipart.js';
import {
  contentLength,
  incompleteUpload,
  type StoredUpload,
  type StoreLimits,
  storeFilePart,
  tooLarge,
} from '../vault/upload.js';
import { prefixed, renameFields } from './fieldPaths.js';

/** A definition with every field a contract could hold stays well under this. */
const FIELD_MAX = 2 * 1024 * 1024;
const TEXT_PARTS = ['nome', 'descricao', 'definicao'] as const;

export interface TemplateForm {
  /** The text parts sent (absent ones are not keys). */
  fields: Partial<Record<(typeof TEXT_PARTS)[number], string>>;
  /** The PDF, stored whole; null when none was sent. */
  pdf: StoredUpload | null;
}

const pdfLimits = (ctx: AppContext): StoreLimits => ({
  maxBytes: ctx.config.upload.maxBytes,
  allowed: ['pdf'],
  refuseEncryptedPdf: true,
});

export async function readTemplateForm(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  lang: Language,
): Promise<TemplateForm> {
  const limits = pdfLimits(ctx);
  const fields: TemplateForm['fields'] = {};
  let pdf: StoredUpload | null = null;
  try {
    const parts = req.parts({
      limits: { fieldSize: FIELD_MAX, fields: 6, files: 1, parts: 7, fileSize: limits.maxBytes + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const name = TEXT_PARTS.find((n) => n === part.fieldname);
        if (name) fields[name] = multipartText(name, part.value);
        continue;
      }
      if (part.fieldname !== 'arquivo' || pdf) throw fieldError('arquivo', 'files.one_file');
      // An HTML form's empty file input sends a nameless, empty part: no file was chosen.
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      pdf = await storeFilePart(ctx, empresaId, part, lang, contentLength(req), limits);
    }
  } catch (err) {
    if (pdf) await ctx.blobs.delete(pdf.blobKey).catch(() => {});
    await drainRequest(req.raw);
    if (err instanceof HttpError) throw renameFields(err, prefixed('file', 'arquivo'));
    const code = (err as { code?: string })?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits.maxBytes, lang);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('arquivo', 'files.one_file');
    if (code.startsWith('FST_') || isRequestFailure(err)) throw incompleteUpload();
    throw err;
  }
  return { fields, pdf };
}
