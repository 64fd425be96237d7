// What the signed-in user may open from the dashboard: routes of the route table, checked with the
// same rules as the menu and the guards (the API enforces them too).
import { useGetIdentity } from 'react-admin';
import { type AccessIdentity, checkAccess } from '../../../providers/canAccess';
import { APP_ROUTES } from '../../../routes/table';

export interface Target {
  path: string;
  allowed: boolean;
}

/** The route's path, and whether this user may open it (holding `permission` too, when given). */
export function targetFor(who: AccessIdentity | null, routeName: string, permission?: string): Target {
  const route = APP_ROUTES.find((r) => r.name === routeName);
  if (!route || !who) return { path: route?.path ?? '/', allowed: false };
  const allowed =
    checkAccess(who, route.access, route.permission).ok &&
    (!permission || checkAccess(who, route.access, permission).ok);
  return { path: route.path, allowed };
}

/** The identity's ambient and permissions (null while it loads). */
export function useAccessIdentity(): AccessIdentity | null {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return {
    ambient: (identity.ambient ?? null) as AccessIdentity['ambient'],
    permissions: (identity.permissoes as string[] | undefined) ?? [],
  };
}
