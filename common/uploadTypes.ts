// The kinds of file the vault can accept, by name (UPLOAD_ALLOWED_TYPES picks among them), with
// the MIME type each is stored and served as and the extensions it is known by.
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
};
