// "user updated" (the live 'user.updated' event: a profile saved, permissions or company links
// changed, a plan bought): forgets the cached identity and has react-admin fetch the identity,
// permissions and access checks again, so the menu, the guards and the app bar follow without a
// reload. Renders nothing.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { forgetIdentity } from '../providers/authProvider';
import { useRealtime } from '../providers/realtime';

export const USER_UPDATED_EVENT = 'user.updated';
const REFETCHED = new Set(['getIdentity', 'getPermissions', 'canAccess']);

export function refreshIdentity(client: QueryClient): Promise<void> {
  forgetIdentity();
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'auth' && REFETCHED.has(String(q.queryKey[1])),
  });
}

export function LiveUserUpdates(): null {
  const client = useQueryClient();
  useRealtime(USER_UPDATED_EVENT, () => void refreshIdentity(client));
  return null;
}
