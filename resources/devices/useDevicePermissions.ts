// What the signed-in user may do with devices (the API checks the same; this only hides actions).
import { useGetIdentity } from 'react-admin';
import { hasPermission } from '../../common/permissions';

export function useDevicePermissions() {
  const { identity } = useGetIdentity();
  const held = (identity?.permissoes as string[] | undefined) ?? [];
  return {
    manage: hasPermission(held, 'devices.manage'),
    viewMessages: hasPermission(held, 'messages.view'),
    send: hasPermission(held, 'messages.send'),
  };
}
