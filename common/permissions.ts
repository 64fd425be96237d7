// The named action permissions of the product, in one place. A company user holds a list of these
// strings per company; checks are by containment; nobody grants what they do not hold.

export const PERMISSIONS = [
  'vault.view',
  'vault.upload',
  'vault.manage',
  'vault.delete',
  'signing.request',
  'signing.manage',
  'templates.view',
  'templates.manage',
  'devices.view',
  'devices.manage',
  'messages.view',
  'messages.send',
  'contacts.view',
  'contacts.manage',
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
    'templates.view': 'Usar modelos',
    'templates.manage': 'Criar e editar modelos',
    'devices.view': 'Ver dispositivos',
    'devices.manage': 'Gerenciar dispositivos',
    'messages.view': 'Ver mensagens',
    'messages.send': 'Enviar mensagens',
    'contacts.view': 'Ver contatos',
    'contacts.manage': 'Gerenciar contatos',
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
    'templates.view': 'Use templates',
    'templates.manage': 'Create and edit templates',
    'devices.view': 'View devices',
    'devices.manage': 'Manage devices',
    'messages.view': 'View messages',
    'messages.send': 'Send messages',
    'contacts.view': 'View contacts',
    'contacts.manage': 'Manage contacts',
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

/** A permission as people read it, in the catalogue's language; an unknown name as it is. */
export const permissionLabel = (permission: string, lang: 'pt_BR' | 'en' = 'pt_BR'): string =>
  isPermission(permission) ? PERMISSION_LABELS[lang][permission] : permission;

/**
 * The permissions by area, in the catalogue's order, as the checklists group them (every permission
 * is in exactly one group).
 */
export const PERMISSION_GROUPS = {
  documents: [
    'vault.view',
    'vault.upload',
    'vault.manage',
    'vault.delete',
    'signing.request',
    'signing.manage',
    'templates.view',
    'templates.manage',
  ],
  messaging: [
    'devices.view',
    'devices.manage',
    'messages.view',
    'messages.send',
    'contacts.view',
    'contacts.manage',
  ],
  company: ['users.view', 'users.manage', 'company.manage', 'subscription.manage', 'integrations.manage'],
  insight: ['dashboard.view', 'audit.view'],
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

/**
 * The roles offered when inviting someone or changing what they may do, each a preset of
 * permissions: an administrator holds everything the one granting holds; an operator works with
 * documents, signing, messages and the address book without managing anything else; "só assina" holds no permission —
 * every signed-in person signs what is sent to them in their inbox (/inbox needs no permission).
 */
export const PERMISSION_ROLES = ['admin', 'operator', 'signer'] as const;
export type PermissionRole = (typeof PERMISSION_ROLES)[number];

/** Day-to-day work: see and upload documents, ask for signatures, send messages, keep the contacts, see the dashboard. */
export const OPERATOR_PERMISSIONS: readonly Permission[] = [
  'vault.view',
  'vault.upload',
  'signing.request',
  'templates.view',
  'devices.view',
  'messages.view',
  'messages.send',
  'contacts.view',
  'contacts.manage',
  'dashboard.view',
];

/** What a role grants, limited to `grantable` (what the one granting holds), in the catalogue's order. */
export function rolePermissions(
  role: PermissionRole,
  grantable: readonly string[] = PERMISSIONS,
): Permission[] {
  const preset: readonly string[] =
    role === 'admin' ? PERMISSIONS : role === 'operator' ? OPERATOR_PERMISSIONS : [];
  return PERMISSIONS.filter((p) => preset.includes(p) && grantable.includes(p));
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

/**
 * The role a set of permissions is (every permission: admin; exactly the operator's: operator; none:
 * signer), or null for any other set.
 */
export function roleOf(permissions: readonly string[]): PermissionRole | null {
  const held = permissions.filter(isPermission);
  if (held.length === 0) return 'signer';
  return PERMISSION_ROLES.find((r) => r !== 'signer' && sameSet(held, rolePermissions(r))) ?? null;
}
