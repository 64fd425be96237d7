import { toast } from '../../components/Toaster';
import { forgetIdentity } from '../../providers/authProvider';
import { startSession, type Tokens } from '../../providers/session';
import { navigate } from '../../routes/navigation';

/** After a call that opens a session (sign-up, completed registration, accepted invite). */
export function enterApp(res: Tokens & { message: string }): void {
  // These sign-ups and invites never offer "remember me".
  startSession(res, false);
  forgetIdentity();
  toast(res.message, 'success');
  navigate('/home', { replace: true });
}
