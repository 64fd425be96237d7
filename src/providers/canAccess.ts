// Authorization in the browser: one pure function over the identity's ambient and permission
// strings (the API enforces the same rules; this only shapes menus, buttons and guards).
import { hasPermission } from '../../common/permissions';
import type { Access, RouteDef } from '../routes/table';

export interface AccessIdentity {
  ambient: 'A' | 'S' | null;
  permissions: string[];
}

export type GuardOutcome =
  | { ok: true }
  | { ok: false; redirect: '403' | 'inbox' | 'landing'; permission?: string };

export function checkAccess(identity: AccessIdentity, access: Access, permission?: string): GuardOutcome {
  const { ambient } = identity;
  if (access === 'admin' && ambient !== 'A') return { ok: false, redirect: '403' };
  if (access === 'user' && ambient === 'S') return { ok: false, redirect: 'inbox' };
  if (access === 'user' && ambient === 'A') return { ok: false, redirect: 'landing' };
  if (access === 'nonAdmin' && ambient === 'A') return { ok: false, redirect: 'landing' };
  if (access === 'nonAdmin' && ambient === 'S') return { ok: false, redirect: 'inbox' };
  if (permission && ambient !== 'A' && !hasPermission(identity.permissions, permission))
    return { ok: false, redirect: '403', permission };
  return { ok: true };
}

export const canOpen = (identity: AccessIdentity, route: RouteDef) =>
  checkAccess(identity, route.access, route.permission).ok;

const ADMIN_ONLY = Object.fromEntries(
  ['list', 'show', 'create', 'edit', 'delete', 'export'].map((action) => [
    action,
    { access: 'admin' as Access },
  ]),
);

/** react-admin's canAccess: resource names are route names; actions map to the route of that action. */
const RESOURCE_ROUTES: Record<string, Partial<Record<string, { access: Access; permission?: string }>>> = {
  plans: ADMIN_ONLY,
  servers: ADMIN_ONLY,
  users: ADMIN_ONLY,
  companies: ADMIN_ONLY,
  terms: ADMIN_ONLY,
  preRegistrations: ADMIN_ONLY,
  devices: {
    list: { access: 'user', permission: 'devices.view' },
    show: { access: 'user', permission: 'devices.view' },
    create: { access: 'user', permission: 'devices.manage' },
    edit: { access: 'user', permission: 'devices.manage' },
    delete: { access: 'user', permission: 'devices.manage' },
  },
  files: {
    list: { access: 'nonAdmin', permission: 'vault.view' },
    show: { access: 'nonAdmin', permission: 'vault.view' },
    delete: { access: 'nonAdmin', permission: 'vault.delete' },
  },
  vaultEvents: { list: { access: 'nonAdmin', permission: 'audit.view' } },
  team: { list: { access: 'nonAdmin', permission: 'users.view' } },
  messages: {
    list: { access: 'user', permission: 'messages.view' },
    show: { access: 'user', permission: 'messages.view' },
    create: { access: 'user', permission: 'messages.send' },
  },
};

export function canAccess(identity: AccessIdentity, action: string, resource: string): boolean {
  const rule = RESOURCE_ROUTES[resource]?.[action];
  if (!rule) return identity.ambient === 'A' ? false : identity.ambient !== 'S';
  return checkAccess(identity, rule.access, rule.permission).ok;
}
