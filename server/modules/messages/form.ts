// A message's multipart form, for a campaign (POST /api/message/send) and a reply in a chat: the
// fields first, then at most one `attachment`. The fields are checked (by the caller) before the
// attachment is stored, so a refusal stores nothing; a refusal after it removes it again. Images,
// audio and video travel under the media limit, documents under the document limit (WhatsApp's:
// 16 MB and 100 MB), every kind sniffed from its bytes like a vault upload.
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { MEDIA_UPLOAD_TYPES, UPLOAD_TYPES, type UploadType } from '../../../common/uploadTypes.js';
import type { AppContext } from '../../context.js';
import type { MessageMedia } from '../../db/schema.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { drainRequest, isRequestFailure, multipartText } from '../../http/multipart.js';
import {
  contentLength,
  incompleteUpload,
  type StoreLimits,
  storeFilePart,
  tooLarge,
} from '../vault/upload.js';

/** Big enough for 50,000 recipients with a few columns each. */
const FIELD_MAX = 16 * 1024 * 1024;

/** The kinds a message may carry and the size of each (the configured media and document limits). */
export function attachmentLimits(ctx: AppContext): StoreLimits {
  const { mediaMaxBytes, documentMaxBytes } = ctx.config.messaging;
  const maxBytesOf = (kind: UploadType) =>
    MEDIA_UPLOAD_TYPES.includes(kind) ? mediaMaxBytes : documentMaxBytes;
  return { maxBytes: Math.max(mediaMaxBytes, documentMaxBytes), allowed: UPLOAD_TYPES, maxBytesOf };
}

export interface MessageForm<T> {
  fields: Record<string, string>;
  media: MessageMedia | null;
  /** What the caller's check made of the fields. */
  checked: T;
}

/**
 * Reads the form; `check(fields, hasFile)` runs once, before an attachment is stored (or at the
 * end when there is none) and may refuse. Any refusal leaves no stored attachment behind.
 */
export async function readMessageForm<T>(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  lang: Language,
  check: (fields: Record<string, string>, hasFile: boolean) => Promise<T>,
): Promise<MessageForm<T>> {
  if (!req.isMultipart()) throw fieldError('message', 'messages.multipart_required');
  const limits = attachmentLimits(ctx);
  const fields: Record<string, string> = {};
  let checked: { value: T } | undefined;
  let media: MessageMedia | null = null;
  try {
    const parts = req.parts({
      limits: { fieldSize: FIELD_MAX, fields: 10, files: 1, parts: 11, fileSize: limits.maxBytes + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!media) fields[part.fieldname] = multipartText(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'attachment' || media) throw fieldError('attachment', 'messages.one_attachment');
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      checked = { value: await check(fields, true) };
      const stored = await storeFilePart(ctx, empresaId, part, lang, contentLength(req), limits);
      media = { fileName: stored.nome, mimetype: stored.mime, size: stored.tamanho, blobKey: stored.blobKey };
    }
    checked ??= { value: await check(fields, false) };
  } catch (err) {
    if (media?.blobKey) await ctx.blobs.delete(media.blobKey).catch(() => {});
    await drainRequest(req.raw);
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string })?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits.maxBytes, lang);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('attachment', 'messages.one_attachment');
    if (code.startsWith('FST_') || isRequestFailure(err)) throw incompleteUpload();
    throw err;
  }
  return { fields, media, checked: checked.value };
}
