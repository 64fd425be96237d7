// The size a message's file may have: WhatsApp shows images, audio and video inline under one limit
// (MESSAGE_ATTACHMENT_MAX_BYTES, 16 MB) and takes any other file as a document under another
// (MESSAGE_DOCUMENT_MAX_BYTES, 100 MB). The API decides from the file's bytes; the browser, before
// uploading, from the type it reports.

export interface MessageFileLimits {
  media_max_bytes: number;
  document_max_bytes: number;
}

/** The API's defaults, for a browser that has not read init/client yet. */
export const DEFAULT_MESSAGE_FILE_LIMITS: MessageFileLimits = {
  media_max_bytes: 16 * 1024 * 1024,
  document_max_bytes: 100 * 1024 * 1024,
};

/** Whether a file of this MIME type travels as media (image, audio, video) rather than a document. */
export function isMediaType(mimetype: string): boolean {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  return (type.startsWith('image/') && type !== 'image/svg+xml') || /^(audio|video)\//.test(type);
}

/** The largest a file of this type may be. */
export const fileLimitOf = (mimetype: string, limits: MessageFileLimits): number =>
  isMediaType(mimetype) ? limits.media_max_bytes : limits.document_max_bytes;
