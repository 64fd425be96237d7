import { toast } from '../../components/Toaster';
import { forgetIdentity } from '../../providers/authProvider';
import { hasSession, startSession, type Tokens } from '../../providers/session';
import { clearTabs } from '../../providers/tabs';
import { navigate } from '../../routes/navigation';

/**
 * After a call that opens a session (sign-up, completed registration, accepted invite). Someone
 * already signed in (an invite accepted into another company) leaves their former views behind.
 */
export function enterApp(res: Tokens & { message: string }): void {
  if (hasSession()) clearTabs();
  // These sign-ups and invites never offer "remember me".
  startSession(res, false);
  forgetIdentity();
  toast(res.message, 'success');
  navigate('/home', { replace: true });
}
