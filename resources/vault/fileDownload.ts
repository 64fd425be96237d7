// What "Baixar" gives for a vault file, as the API's link does without a version: once a PDF's
// signing has completed, its signed copy (its pages with the seal), labelled "Baixar assinado";
// otherwise the file itself. The other version stays at hand, labelled: a signed PDF's original
// ("Baixar original"), or a completed file of another kind's certificate ("Baixar certificado").
import type { FileVersion } from '../../common/schemas/files';
import type { FileView } from '../../src/providers/vaultApi';

/** What a completed file was sealed into (the server seals it before marking it completed). */
export const sealedKind = (file: Pick<FileView, 'mime' | 'status'>): 'signed' | 'certificate' | null =>
  file.status !== 'completed' ? null : file.mime === 'application/pdf' ? 'signed' : 'certificate';

/** The version the file's obvious download gives. */
export const mainVersion = (file: Pick<FileView, 'mime' | 'status'>): FileVersion =>
  sealedKind(file) === 'signed' ? 'assinado' : 'original';

/** The label of the file's obvious download, a key under resources.vault.menu. */
export const mainDownloadLabel = (file: Pick<FileView, 'mime' | 'status'>) =>
  sealedKind(file) === 'signed' ? 'downloadSigned' : 'download';
