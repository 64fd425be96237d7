// The vault's calls outside react-admin's CRUD that the deleted-files and audit lists make:
// restore or purge a file in the trash, and the people who appear in the company's file events.
import type { Identifier } from 'ra-core';
import type { AuditEventView } from '../../common/schemas/fileEvents';
import { recordActions } from './dataProvider';
import { request } from './http';
import type { FileView } from './vaultApi';

export type { AuditEventView, FileView };

export interface VaultActor {
  id: number;
  nome: string;
  email: string;
}

export const filesApi = {
  /** Back from the trash to its folder (the root when the folder is gone); a name clash gets a suffix. */
  restore: (id: Identifier) => recordActions.restore<FileView>('files', id),
  /** Erases the bytes of a file in the trash for good; its row and events are kept. */
  purge: (id: Identifier) =>
    request<{ message: string }>(`/api/file/${encodeURIComponent(String(id))}/purgar`, { method: 'DELETE' }),
  /** The users who appear in the company's file events (the audit trail's user filter). */
  actors: async () => (await request<{ data: VaultActor[] }>('/api/vault/actors')).data,
};
