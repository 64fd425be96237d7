// The vault's pages: the folder explorer, the deleted files and the company's audit trail, each
// loaded when first opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const vaultPages: Partial<Record<string, ComponentType>> = {
  vault: lazyPage(() => import('./VaultPage').then((m) => ({ default: m.VaultPage }))),
  vaultDeleted: lazyPage(() => import('./DeletedFilesPage').then((m) => ({ default: m.DeletedFilesPage }))),
  audit: lazyPage(() => import('./AuditPage').then((m) => ({ default: m.AuditPage }))),
};
