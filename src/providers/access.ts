// What the signed-in person may do, read once from react-admin's identity: their ambient ('A' the
// platform's administrators, 'S' signers only, null company users) and the permissions they hold in
// the current company. Shapes buttons and menus only; the API enforces the same rules.
//
// `can` is the plain containment check (common/permissions.ts): it gives a platform administrator
// nothing they do not hold. The route guards (canAccess.ts, checkAccess) let ambient A through
// permission checks; a place that wants that passes `ambient` and `permissions` to checkAccess.
import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { hasPermission, type Permission } from '../../common/permissions';
import type { Identity } from '../../common/schemas/auth';

export type Ambient = Identity['ambient'];

export interface Access {
  /** Whether the person holds this permission in the current company. */
  can(permission: Permission): boolean;
  ambient: Ambient;
  /** A platform administrator (ambient A). */
  isAdmin: boolean;
  /** The permission strings held (empty while the identity loads). */
  permissions: string[];
  /** The identity as GET /api/auth/me gave it; undefined while it loads. */
  identity: Partial<Identity> | undefined;
  isPending: boolean;
}

const NONE: string[] = [];

export function useAccess(): Access {
  const { identity, isPending } = useGetIdentity();
  return useMemo(() => {
    const who = identity as Partial<Identity> | undefined;
    const permissions = (who?.permissoes as string[] | undefined) ?? NONE;
    const ambient = who?.ambient ?? null;
    return {
      can: (permission: Permission) => hasPermission(permissions, permission),
      ambient,
      isAdmin: ambient === 'A',
      permissions,
      identity: who,
      isPending,
    };
  }, [identity, isPending]);
}
