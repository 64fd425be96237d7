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

/** ISO media brands (bytes 8–12 after "ftyp") of audio-only files. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);
/** ISO media brands of still images (HEIC, AVIF): not videos. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'mif1', 'msf1', 'avif']);

/** An ISO base media file (MP4, M4A, HEIC…) by its brand, and the extension for plain brands. */
function isoMediaKind(head: Uint8Array, ext: string): UploadType | undefined {
  const brand = String.fromCharCode(...head.subarray(8, 12));
  if (IMAGE_BRANDS.has(brand)) return undefined;
  if (AUDIO_BRANDS.has(brand) || ext === 'm4a') return 'm4a';
  return 'mp4';
}

/**
 * An MP3 frame header without an ID3 tag: 11 sync bits, a known MPEG version, Layer III, a bitrate
 * and a sample rate that exist. (A UTF-16 LE BOM, FF FE, passes the sync bits alone; ADTS AAC is
 * "layer 0".)
 */
function isMp3Frame(head: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = head;
  return (
    head.length >= 3 &&
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    ((b1 >> 3) & 0x03) !== 0x01 &&
    (b1 & 0x06) === 0x02 &&
    b2 >> 4 !== 0x0f &&
    b2 >> 4 !== 0 &&
    ((b2 >> 2) & 0x03) !== 0x03
  );
}

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
  if (startsWith(head, ascii('OggS'))) return 'ogg';
  if (startsWith(head, ascii('ID3')) || isMp3Frame(head)) return 'mp3';
  if (startsWith(head, ascii('ftyp'), 4)) return isoMediaKind(head, ext);
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
