// The upload pipeline: the multipart file stream flows through one inspecting Transform (it holds
// back only the first bytes until the real type is known, counts the bytes against the limit and
// hashes them) straight into the blob store. Nothing is ever held whole in memory. Any refusal
// (too large, type not allowed, empty, aborted, an encrypted PDF) fails the blob write, so the
// store keeps nothing; an early refusal drains the rest of the request before answering, so
// browsers and fetch receive the answer instead of a reset connection.
import { randomUUID } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { formatBytes } from '../../../common/bytes.js';
import type { Language } from '../../../common/constants.js';
import { UPLOAD_TYPE_INFO, type UploadType } from '../../../common/uploadTypes.js';
import type { AppContext } from '../../context.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { drainRequest, isRequestFailure, multipartText } from '../../http/multipart.js';
import { assertCleanText } from '../../http/text-input.js';
import { type Hasher, hasherFor } from './hashing.js';
import { extensionOf, fitName, sanitizeFileName } from './names.js';
import { SNIFF_BYTES, sniffKind } from './sniff.js';

/** Chunk size of the pipeline's buffers (one chunk in flight per stage keeps memory flat). */
const HIGH_WATER_MARK = 1024 * 1024;

/** A file stored whole in the blob store, with what the bytes turned out to be. */
export interface StoredUpload {
  blobKey: string;
  /** The sanitised name (the kind's extension added when the name had none). */
  nome: string;
  kind: UploadType;
  mime: string;
  tamanho: number;
  sha256: string;
}

export const tooLarge = (maxBytes: number, lang: Language) =>
  new HttpError(413, 'files.too_large', { max: formatBytes(maxBytes, lang) });

export const typeNotAllowed = (allowed: readonly string[]) =>
  fieldError('file', 'files.type_not_allowed', { types: allowed.map((t) => t.toUpperCase()).join(', ') });

/** 400 for an upload whose request ended early or was not valid multipart. */
export const incompleteUpload = () => new HttpError(400, 'files.incomplete');

/** The key /Encrypt, searched for without its slash (Buffer.indexOf is several times faster so). */
const ENCRYPT = Buffer.from('Encrypt', 'latin1');
const SLASH = 0x2f;
/** The key's value: a dictionary, or an indirect reference `n g R` (PDF white space around). */
const ENCRYPT_VALUE = /^(?:[\0\t\n\f\r ]*<<|[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/;
/** Bytes from the key's slash within which its value is recognised; searched again across chunks. */
const ENCRYPT_SPAN = 64;

/** Whether these bytes hold the key /Encrypt with a value (one cut off at their end is not). */
function namesEncryption(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(ENCRYPT, 1); at > 0; at = bytes.indexOf(ENCRYPT, at + 1)) {
    if (bytes[at - 1] !== SLASH) continue;
    if (ENCRYPT_VALUE.test(bytes.toString('latin1', at + ENCRYPT.length, at - 1 + ENCRYPT_SPAN))) return true;
  }
  return false;
}

/**
 * Watches a PDF's bytes for its encryption dictionary: the trailer, or the dictionary of a
 * cross-reference stream (never compressed), names it as `/Encrypt n g R` or `/Encrypt << … >>`, and
 * no other dictionary of a PDF has that key (/EncryptMetadata lives inside the encryption dictionary
 * itself; text shown on a page is a string, not a name, and usually compressed). Each chunk is
 * searched whole, and the last bytes before it together with its first ones, so a key cut across
 * chunks of any size is found as well.
 */
export class EncryptionWatch {
  found = false;
  private tail = Buffer.alloc(0);

  update(chunk: Buffer): void {
    if (this.found) return;
    this.found =
      (this.tail.length > 0 &&
        namesEncryption(Buffer.concat([this.tail, chunk.subarray(0, ENCRYPT_SPAN)]))) ||
      namesEncryption(chunk);
    this.tail = Buffer.concat([this.tail, chunk.subarray(-ENCRYPT_SPAN)]).subarray(-ENCRYPT_SPAN);
  }
}

/**
 * Counts, hashes and types the bytes on their way to the store. Until SNIFF_BYTES have arrived
 * it holds them back; then it either refuses (the stream fails) or lets everything through.
 */
class UploadInspector extends Transform {
  size = 0;
  kind: UploadType | undefined;
  /** The refusal this inspector failed with, if any. */
  failure: Error | undefined;
  private head: Buffer[] = [];
  private headLength = 0;
  /** Set once the bytes are known to be a PDF that the caller refuses encrypted. */
  private encryption: EncryptionWatch | undefined;

  constructor(
    private readonly ext: string,
    private readonly allowed: readonly string[],
    /** The limit until the kind is known; then the kind's own (`kindLimit`) when given. */
    private maxBytes: number,
    private readonly kindLimit: ((kind: UploadType) => number) | undefined,
    private readonly lang: Language,
    private readonly truncated: () => boolean,
    private readonly hasher: Hasher,
    private readonly refuseEncryptedPdf: boolean,
  ) {
    super({ highWaterMark: HIGH_WATER_MARK });
  }

  fail(err: Error): void {
    this.failure ??= err;
    this.destroy(this.failure);
  }

  digest(): Promise<string> {
    return this.hasher.digest();
  }

  /** Decides the kind from the held-back head; false (after failing) when it is refused. */
  private decide(head: Buffer): boolean {
    const kind = sniffKind(head, this.ext);
    if (!kind || !this.allowed.includes(kind)) {
      this.failure ??= typeNotAllowed(this.allowed);
      return false;
    }
    this.kind = kind;
    if (kind === 'pdf' && this.refuseEncryptedPdf) this.encryption = new EncryptionWatch();
    if (this.kindLimit) this.maxBytes = this.kindLimit(kind);
    if (this.size > this.maxBytes) {
      this.failure ??= tooLarge(this.maxBytes, this.lang);
      return false;
    }
    return true;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.failure ??= tooLarge(this.maxBytes, this.lang);
      callback(this.failure);
      return;
    }
    if (this.kind) this.pass(chunk);
    else {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= SNIFF_BYTES) {
        const head = this.head.length === 1 ? chunk : Buffer.concat(this.head, this.headLength);
        this.head = [];
        if (!this.decide(head)) {
          callback(this.failure);
          return;
        }
        this.pass(head);
      }
    }
    // The hasher copies the bytes now and says when the next chunk may come.
    this.hasher.update(chunk, callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.truncated()) {
      this.failure ??= tooLarge(this.maxBytes, this.lang);
      callback(this.failure);
      return;
    }
    if (this.size === 0) {
      this.failure ??= fieldError('file', 'files.empty');
      callback(this.failure);
      return;
    }
    if (!this.kind) {
      const head = Buffer.concat(this.head, this.headLength);
      this.head = [];
      if (!this.decide(head)) {
        callback(this.failure);
        return;
      }
      this.pass(head);
    }
    if (this.encryption?.found) {
      this.failure ??= fieldError('file', 'files.pdf_encrypted');
      callback(this.failure);
      return;
    }
    callback();
  }

  /** Lets bytes of a known kind through to the store. */
  private pass(bytes: Buffer): void {
    this.encryption?.update(bytes);
    this.push(bytes);
  }
}

export interface StoreLimits {
  /** The largest any kind may be (the parser stops reading past it). */
  maxBytes: number;
  allowed: readonly string[];
  /** The limit of each kind, once the first bytes tell it (at most maxBytes). */
  maxBytesOf?: (kind: UploadType) => number;
  /**
   * Refuse an encrypted or password-protected PDF (the vault's: its PDFs are read, stamped and
   * sealed, which such a file does not allow; a message's attachment is only delivered).
   */
  refuseEncryptedPdf?: boolean;
}

/**
 * Streams one multipart file part into the blob store under a fresh key of the company. Resolves
 * once every byte is stored; on any refusal or failure rejects with an HttpError and the store
 * holds nothing.
 */
export async function storeFilePart(
  ctx: AppContext,
  empresaId: number,
  part: MultipartFile,
  lang: Language,
  /** The request's Content-Length (undefined when chunked): picks where the bytes are hashed. */
  expectedBytes?: number,
  /**
   * Limits of its own (message attachments): the kinds taken and a size per kind, `maxBytes` being
   * the largest of them; the vault's by default.
   */
  limits: StoreLimits = {
    maxBytes: ctx.config.upload.maxBytes,
    allowed: ctx.config.upload.allowedTypes,
    refuseEncryptedPdf: true,
  },
): Promise<StoredUpload> {
  const { allowed, maxBytes } = limits;
  // The name is the user's text like any other: a NUL or lone surrogate is refused, not mangled.
  assertCleanText('file', part.filename);
  let nome = sanitizeFileName(part.filename);
  const file = part.file as Readable & { truncated?: boolean };
  const hasher = hasherFor(expectedBytes, ctx.config.upload.hashOnWorkerFrom);
  const inspector = new UploadInspector(
    extensionOf(nome),
    allowed,
    maxBytes,
    limits.maxBytesOf,
    lang,
    () => file.truncated === true,
    hasher,
    limits.refuseEncryptedPdf === true,
  );

  // The parser's own size limit cuts the stream short and says so with 'limit': that is a 413.
  const onLimit = () => inspector.fail(tooLarge(maxBytes, lang));
  const onError = (err: Error) => inspector.fail(err);
  file.on('limit', onLimit);
  file.on('error', onError);
  // The refusal is read from `inspector.failure`; this listener only keeps an error raised before
  // the store attaches its own from becoming an uncaught exception.
  inspector.on('error', () => {});
  // A body that ended inside this part may have failed the part before we got it (the parser
  // destroys it with the error): piping a destroyed stream would wait forever for its end.
  if (file.errored || file.destroyed) inspector.fail(incompleteUpload());
  else file.pipe(inspector);

  const blobKey = `${empresaId}/${randomUUID()}`;
  try {
    await ctx.blobs.put(blobKey, inspector);
  } catch (err) {
    hasher.abort();
    file.unpipe(inspector);
    if (!file.destroyed) file.resume();
    if (inspector.failure instanceof HttpError) throw inspector.failure;
    if (err instanceof HttpError) throw err;
    // The client went away or the multipart body was cut short.
    if (isRequestFailure(err)) throw incompleteUpload();
    throw err;
  } finally {
    file.off('limit', onLimit);
    file.off('error', onError);
  }
  let sha256: string;
  try {
    sha256 = await inspector.digest();
  } catch (err) {
    await ctx.blobs.delete(blobKey).catch(() => {});
    throw err;
  }
  const kind = inspector.kind as UploadType;
  const info = UPLOAD_TYPE_INFO[kind];
  // A name without an extension gets the kind's own, so downloads open in the right program.
  if (!extensionOf(nome)) nome = fitName(`${nome}.${info.extensions[0]}`);
  return { blobKey, nome, kind, mime: info.mime, tamanho: inspector.size, sha256 };
}

export function contentLength(req: FastifyRequest): number | undefined {
  const value = Number(req.headers['content-length']);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** What the multipart request carried: the stored file and the folder field sent before it. */
export interface ReceivedUpload {
  stored: StoredUpload;
  /** The `pasta_id` form field (raw text) when one came before the file. */
  pastaIdField: string | undefined;
}

/**
 * Reads the upload request: text fields, then exactly one file part named `file`, streamed into
 * the blob store. `beforeFile` runs once the fields before the file are known and may refuse
 * (e.g. an unknown folder) before any byte is stored. Every refusal drains the request first;
 * a stored blob is deleted when the request then turns out to be invalid.
 */
export async function receiveUpload(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  lang: Language,
  beforeFile: (pastaIdField: string | undefined) => Promise<void>,
): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw fieldError('file', 'files.required');
  let stored: StoredUpload | undefined;
  let pastaIdField: string | undefined;
  try {
    for await (const part of req.parts({ fileHwm: HIGH_WATER_MARK, highWaterMark: HIGH_WATER_MARK })) {
      if (part.type === 'field') {
        if (!stored && part.fieldname === 'pasta_id') pastaIdField = multipartText('pasta_id', part.value);
        continue;
      }
      if (stored) throw fieldError('file', 'files.one_file');
      if (part.fieldname !== 'file') throw fieldError('file', 'files.required');
      await beforeFile(pastaIdField);
      try {
        stored = await storeFilePart(ctx, empresaId, part, lang, contentLength(req));
      } catch (err) {
        // An HTML form's empty file input sends a nameless, empty part: no file was chosen.
        if (part.filename === '' && err instanceof HttpError && err.key === 'files.empty')
          throw fieldError('file', 'files.required');
        throw err;
      }
    }
  } catch (err) {
    if (stored) await ctx.blobs.delete(stored.blobKey).catch(() => {});
    await drainRequest(req.raw);
    if (err instanceof HttpError) throw err;
    const e = err as { code?: string };
    if (e?.code === 'FST_FILES_LIMIT') throw fieldError('file', 'files.one_file');
    if (e?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ctx.config.upload.maxBytes, lang);
    if (e?.code === 'FST_PARTS_LIMIT' || e?.code === 'FST_FIELDS_LIMIT')
      throw fieldError('file', 'files.one_file');
    if (isRequestFailure(err) || (e?.code ?? '').startsWith('FST_')) throw incompleteUpload();
    throw err;
  }
  if (!stored) throw fieldError('file', 'files.required');
  return { stored, pastaIdField };
}
