// What the signed-in user may open from the dashboard: routes of the route table, checked with the
// same rules as the menu and the guards (the API enforces them too).
import { useAccess } from '../../../providers/access';
import { type AccessIdentity, checkAccess } from '../../../providers/canAccess';
import { type RouteName, routeNamed } from '../../../routes/table';

export interface Target {
  path: string;
  allowed: boolean;
}

/** The route's path, and whether this user may open it (holding `permission` too, when given). */
export function targetFor(who: AccessIdentity | null, routeName: RouteName, permission?: string): Target {
  const route = routeNamed(routeName);
  if (!who) return { path: route.path, allowed: false };
  const allowed =
    checkAccess(who, route.access, route.permission).ok &&
    (!permission || checkAccess(who, route.access, permission).ok);
  return { path: route.path, allowed };
}

/** The identity's ambient and permissions for checkAccess (ambient A's rules included); null while it loads. */
export function useAccessIdentity(): AccessIdentity | null {
  const { identity, ambient, permissions } = useAccess();
  if (!identity) return null;
  return { ambient, permissions };
}
