// Authorization in the browser: one pure function over the identity's ambient and permission
// strings (the API enforces the same rules; this only shapes menus, buttons and guards).
import { hasPermission } from '../../common/permissions';
import type { Access, RouteDef } from '../routes/types';

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
