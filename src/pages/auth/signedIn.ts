import { toast } from '../../components/Toaster';
import { forgetIdentity } from '../../providers/authProvider';
import type { Tokens } from '../../providers/session';
import { saveTokens } from '../../providers/session';
import { navigate } from '../../routes/navigation';

/** After a call that opens a session (sign-up, completed registration, accepted invite). */
export function enterApp(res: Tokens & { message: string }): void {
  saveTokens(res);
  forgetIdentity();
  toast(res.message, 'success');
  navigate('/home', { replace: true });
}
