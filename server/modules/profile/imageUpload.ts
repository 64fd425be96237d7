// One uploaded image from a multipart request (the profile photo, a company's logo): exactly one
// file part under the given field, at most maxBytes (413 beyond, as soon as the bytes pass it), its
// type sniffed from the bytes (JPEG, PNG or WebP, else 422) and decoded by sharp with a pixel limit
// against decoding bombs. Each caller names its own messages.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { formatBytes } from '../../../common/bytes.js';
import type { Language } from '../../../common/constants.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { drainRequest, isRequestFailure } from '../../http/multipart.js';
import { sniffKind } from '../vault/sniff.js';
import { incompleteUpload } from '../vault/upload.js';

const IMAGE_KINDS = ['jpeg', 'png', 'webp'];
/** Decoding bombs: refuse images with more pixels than this (e.g. 8000×6000). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageField {
  /** The multipart part's name. */
  field: string;
  maxBytes: number;
  messages: {
    required: ApiMessageKey;
    one: ApiMessageKey;
    /** Takes :max. */
    tooLarge: ApiMessageKey;
    type: ApiMessageKey;
    unreadable: ApiMessageKey;
  };
}

const tooLarge = (spec: ImageField, lang: Language) =>
  new HttpError(413, spec.messages.tooLarge, { max: formatBytes(spec.maxBytes, lang) });

/** The part's bytes, refusing (413) as soon as they pass the limit. */
async function readPart(part: MultipartFile, spec: ImageField, lang: Language): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > spec.maxBytes) throw tooLarge(spec, lang);
    chunks.push(chunk);
  }
  if ((part.file as { truncated?: boolean }).truncated) throw tooLarge(spec, lang);
  return Buffer.concat(chunks, size);
}

/** The image's bytes from the request: exactly one file part named spec.field. */
export async function receiveImage(req: FastifyRequest, spec: ImageField, lang: Language): Promise<Buffer> {
  return (await receiveImageForm(req, spec, lang)).bytes;
}

/** The image's bytes (exactly one file part named spec.field) and the form's short text fields. */
export async function receiveImageForm(
  req: FastifyRequest,
  spec: ImageField,
  lang: Language,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const { field, maxBytes, messages } = spec;
  if (!req.isMultipart()) throw fieldError(field, messages.required);
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = req.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (bytes || part.fieldname !== field) throw fieldError(field, messages.one);
      bytes = await readPart(part, spec, lang);
    }
  } catch (err) {
    await drainRequest(req.raw);
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string })?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(spec, lang);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError(field, messages.one);
    if (code.startsWith('FST_') || isRequestFailure(err)) throw incompleteUpload();
    throw err;
  }
  if (!bytes?.length) throw fieldError(field, messages.required);
  return { bytes, fields };
}

/** The image re-encoded by `encode` (auto-rotated first); 422 when it is not JPEG, PNG or WebP. */
export async function reencodeImage(
  bytes: Buffer,
  spec: ImageField,
  encode: (image: Sharp) => Sharp,
): Promise<Buffer> {
  const kind = sniffKind(bytes.subarray(0, 16), '');
  if (!kind || !IMAGE_KINDS.includes(kind)) throw fieldError(spec.field, spec.messages.type);
  try {
    return await encode(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(),
    ).toBuffer();
  } catch {
    throw fieldError(spec.field, spec.messages.unreadable);
  }
}
