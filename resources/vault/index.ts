// The vault: the folder explorer, the deleted files and the company's audit trail.
import { filesApi, vaultEventsApi } from '../../common/resources/files';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'vault',
  access: filesApi.access,
  data: { files: filesApi, vaultEvents: vaultEventsApi },
  messages: () => import('./messages'),
  titles: {
    pt_BR: { vault: 'Documentos', vaultDeleted: 'Arquivos excluídos', audit: 'Auditoria' },
    en: { vault: 'Documents', vaultDeleted: 'Deleted files', audit: 'Audit' },
  },
  routes: {
    vault: {
      path: '/cofre',
      kind: 'list',
      page: () => import('./VaultPage').then((m) => ({ default: m.VaultPage })),
      menu: { icon: 'Folder', order: 30 },
    },
    vaultDeleted: {
      path: '/cofre/excluidos',
      kind: 'list',
      permission: 'vault.delete',
      page: () => import('./DeletedFilesPage').then((m) => ({ default: m.DeletedFilesPage })),
      menu: { icon: 'DeleteSweep', order: 40 },
    },
    audit: {
      path: '/auditoria',
      kind: 'list',
      permission: 'audit.view',
      page: () => import('./AuditPage').then((m) => ({ default: m.AuditPage })),
      menu: { icon: 'History', order: 50 },
    },
  },
});
