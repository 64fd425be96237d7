// Whether the signed-in user may send (and resend) messages; the API checks the same.
import { useAccess } from '../../src/providers/access';

export function useCanSend(): boolean {
  return useAccess().can('messages.send');
}
