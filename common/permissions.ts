// The named action permissions of the product, in one place. A company user holds a list of these
// strings per company; checks are by containment; nobody grants what they do not hold.

export const PERMISSIONS = [
  'vault.view',
  'vault.upload',
  'vault.manage',
  'vault.delete',
  'signing.request',
  'signing.manage',
  'devices.view',
  'devices.manage',
  'messages.view',
  'messages.send',
  'users.view',
  'users.manage',
  'company.manage',
  'dashboard.view',
  'audit.view',
  'subscription.manage',
  'integrations.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<'pt_BR' | 'en', Record<Permission, string>> = {
  pt_BR: {
    'vault.view': 'Ver documentos do cofre',
    'vault.upload': 'Enviar documentos',
    'vault.manage': 'Organizar pastas e arquivos',
    'vault.delete': 'Excluir documentos',
    'signing.request': 'Solicitar assinaturas',
    'signing.manage': 'Cancelar processos e remover assinaturas',
    'devices.view': 'Ver dispositivos',
    'devices.manage': 'Gerenciar dispositivos',
    'messages.view': 'Ver mensagens',
    'messages.send': 'Enviar mensagens',
    'users.view': 'Ver usuários',
    'users.manage': 'Gerenciar usuários',
    'company.manage': 'Gerenciar a empresa',
    'dashboard.view': 'Ver o painel',
    'audit.view': 'Ver auditoria',
    'subscription.manage': 'Gerenciar assinatura e planos',
    'integrations.manage': 'Gerenciar integrações (chaves de API e webhooks)',
  },
  en: {
    'vault.view': 'View vault documents',
    'vault.upload': 'Upload documents',
    'vault.manage': 'Organise folders and files',
    'vault.delete': 'Delete documents',
    'signing.request': 'Request signatures',
    'signing.manage': 'Cancel processes and remove signatures',
    'devices.view': 'View devices',
    'devices.manage': 'Manage devices',
    'messages.view': 'View messages',
    'messages.send': 'Send messages',
    'users.view': 'View users',
    'users.manage': 'Manage users',
    'company.manage': 'Manage the company',
    'dashboard.view': 'View the dashboard',
    'audit.view': 'View audit trail',
    'subscription.manage': 'Manage subscription and plans',
    'integrations.manage': 'Manage integrations (API keys and webhooks)',
  },
};

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

/** Containment check shared by the API and the SPA's canAccess. */
export const hasPermission = (held: readonly string[], wanted: string): boolean => held.includes(wanted);
