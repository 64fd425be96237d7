// What an upload really is, read from its first bytes (magic numbers), never from the MIME type
// the client claims. ZIP and OLE containers hold many formats, so for them the name's extension
// picks the kind, and only among the Office/OpenDocument kinds stored in that container.
import { UPLOAD_TYPE_INFO, type UploadType } from '../../../common/uploadTypes.js';

/** Bytes needed to tell every kind apart ("RIFF" size "WEBP" is the longest signature). */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, signature: number[], offset = 0) =>
  head.length >= offset + signature.length && signature.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const ZIP_KINDS: UploadType[] = ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'];
const OLE_KINDS: UploadType[] = ['doc', 'xls', 'ppt'];

const kindByExtension = (kinds: UploadType[], ext: string): UploadType | undefined =>
  kinds.find((k) => UPLOAD_TYPE_INFO[k].extensions.includes(ext));

/**
 * The kind of file these first bytes start, given the file's lower-case extension; undefined
 * when it is none the vault knows (an executable, HTML, SVG, plain text, a ZIP not named as an
 * Office document…).
 */
export function sniffKind(head: Uint8Array, ext: string): UploadType | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return kindByExtension(ZIP_KINDS, ext);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return kindByExtension(OLE_KINDS, ext);
  return undefined;
}

/** The sniffed kind when the installation accepts it (UPLOAD_ALLOWED_TYPES), else undefined. */
export function allowedKind(
  head: Uint8Array,
  ext: string,
  allowed: readonly string[],
): UploadType | undefined {
  const kind = sniffKind(head, ext);
  return kind && allowed.includes(kind) ? kind : undefined;
}
