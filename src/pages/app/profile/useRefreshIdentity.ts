// After the user changes their own name or photo, this tab fetches the identity again at once (the
// live 'user.updated' event does the same for the user's other tabs, through the same refresh).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshIdentity } from '../../../layout/LiveUserUpdates';

export function useRefreshIdentity(): () => void {
  const client = useQueryClient();
  return useCallback(() => void refreshIdentity(client), [client]);
}
