// What the signed-in user may do with devices (the API checks the same; this only hides actions).
import { useAccess } from '../../src/providers/access';

export function useDevicePermissions() {
  const { can } = useAccess();
  return {
    manage: can('devices.manage'),
    viewMessages: can('messages.view'),
    send: can('messages.send'),
  };
}
