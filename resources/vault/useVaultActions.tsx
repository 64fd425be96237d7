// The vault's actions that ask first or leave the page: delete files (one or the selection) and
// folders after a confirmation, and download through a signed link (a completed file's sealed PDF
// unless the original is asked for). Success toasts the API's message; failures were already shown
// by the HTTP client.
import { type ReactNode, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { FileVersion } from '../../common/schemas/files';
import { saveLink } from '../../src/components/download';
import { signingApi } from '../../src/providers/signingApi';
import { type FileView, type FolderView, vaultApi } from '../../src/providers/vaultApi';
import { mainVersion } from './fileDownload';

interface Asking {
  title: string;
  content: string;
  args: Record<string, unknown>;
  /** Resolves to the message to toast. */
  run(): Promise<string>;
  after(): void;
}

interface Options {
  onFilesChanged(): void;
  onFoldersChanged(): void;
}

export function useVaultActions({ onFilesChanged, onFoldersChanged }: Options): {
  /** The file's obvious download (see fileDownload.ts), or the version asked for. */
  download(file: FileView, versao?: FileVersion): void;
  askDeleteFiles(files: FileView[]): void;
  askDeleteFolder(folder: FolderView): void;
  dialog: ReactNode;
} {
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (next: Asking) => {
    setAsking(next);
    setOpen(true);
  };

  const confirm = async () => {
    if (!asking || busy) return;
    setBusy(true);
    try {
      notify(await asking.run(), { type: 'success' });
    } catch {
      // Shown by the HTTP client's error catalogue.
    } finally {
      asking.after();
      setBusy(false);
      setOpen(false);
    }
  };

  /** Deletes one by one (there is no bulk call); stops at the first refusal, which is shown. */
  const deleteAll = async (files: FileView[]) => {
    if (files.length === 1 && files[0]) return (await vaultApi.deleteFile(files[0].id)).message;
    for (const file of files) await vaultApi.deleteFile(file.id);
    return translate('resources.vault.delete.files_done', { smart_count: files.length });
  };

  return {
    download: (file, versao = mainVersion(file)) => {
      signingApi.fileUrl(file.id, { disposition: 'attachment', versao }).then(
        // The API names the version it links to (the signed copy in the user's language).
        (link) => saveLink(link.url, link.nome),
        () => undefined,
      );
    },
    askDeleteFiles: (files) =>
      ask({
        title:
          files.length === 1 ? 'resources.vault.delete.file_title' : 'resources.vault.delete.files_title',
        content:
          files.length === 1 ? 'resources.vault.delete.file_content' : 'resources.vault.delete.files_content',
        args: { name: files[0]?.nome ?? '', smart_count: files.length },
        run: () => deleteAll(files),
        after: onFilesChanged,
      }),
    askDeleteFolder: (folder) =>
      ask({
        title: 'resources.vault.delete.folder_title',
        content: 'resources.vault.delete.folder_content',
        args: { name: folder.nome },
        run: async () => (await vaultApi.deleteFolder(folder.id)).message,
        after: onFoldersChanged,
      }),
    dialog: (
      <Confirm
        isOpen={open}
        loading={busy}
        title={asking?.title ?? ''}
        content={asking?.content ?? ''}
        translateOptions={asking?.args}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
      />
    ),
  };
}
