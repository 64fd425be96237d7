// Whether the signed-in user may send (and resend) messages; the API checks the same.
import { useGetIdentity } from 'react-admin';
import { hasPermission } from '../../common/permissions';

export function useCanSend(): boolean {
  const { identity } = useGetIdentity();
  return hasPermission((identity?.permissoes as string[] | undefined) ?? [], 'messages.send');
}
