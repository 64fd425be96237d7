// The kinds of file Cofre can accept, by name (UPLOAD_ALLOWED_TYPES picks the vault's among them;
// messages take every kind), with the MIME type each is stored and served as and the extensions it
// is known by.
export const UPLOAD_TYPES = [
  'pdf',
  'png',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'odt',
  'ods',
  'odp',
  'ogg',
  'mp3',
  'm4a',
  'mp4',
] as const;

export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_TYPE_INFO: Record<UploadType, { mime: string; extensions: string[] }> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  png: { mime: 'image/png', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  odt: { mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['ods'] },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', extensions: ['odp'] },
  ogg: { mime: 'audio/ogg', extensions: ['ogg', 'opus', 'oga'] },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'] },
  m4a: { mime: 'audio/mp4', extensions: ['m4a'] },
  mp4: { mime: 'video/mp4', extensions: ['mp4', 'm4v'] },
};

/** Kinds WhatsApp shows inline (images, audio, video): they travel under the media size limit. */
export const MEDIA_UPLOAD_TYPES: readonly UploadType[] = [
  'png',
  'jpeg',
  'gif',
  'webp',
  'ogg',
  'mp3',
  'm4a',
  'mp4',
];
