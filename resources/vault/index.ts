// The vault: the folder explorer, the deleted files and the company's audit trail.
import { filesApi, vaultEventsApi } from '../../common/resources/files';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'vault',
  access: filesApi.access,
  data: { files: filesApi, vaultEvents: vaultEventsApi },
  messages: () => import('./messages'),
  routes: {
    vault: {
      path: '/cofre',
      kind: 'list',
      title: 'app.page.vault',
      page: () => import('./VaultPage').then((m) => ({ default: m.VaultPage })),
      menu: { icon: 'Folder', order: 30, label: 'app.menu.vault' },
    },
    vaultDeleted: {
      path: '/cofre/excluidos',
      kind: 'list',
      permission: 'vault.delete',
      title: 'app.page.deleted_files',
      page: () => import('./DeletedFilesPage').then((m) => ({ default: m.DeletedFilesPage })),
      menu: { icon: 'DeleteSweep', order: 40, label: 'app.menu.deleted_files' },
    },
    audit: {
      path: '/auditoria',
      kind: 'list',
      permission: 'audit.view',
      title: 'app.page.audit',
      page: () => import('./AuditPage').then((m) => ({ default: m.AuditPage })),
      menu: { icon: 'History', order: 50, label: 'app.menu.audit' },
    },
  },
});
