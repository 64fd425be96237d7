// Moving to another of the user's companies without signing out: the API replaces the session with
// one in the chosen company; the page then starts over on /home so that everything — identity,
// permissions, lists, the live event stream, the tabs of visited views — belongs to that company.
import { authApi } from './authApi';
import { setFlash } from './flash';
import { saveTokens } from './session';

/** Called with the app's own clear-up (tabs) before the page reloads. */
export async function switchCompany(empresaId: number, beforeReload: () => void): Promise<void> {
  const res = await authApi.switchCompany(empresaId);
  saveTokens(res);
  beforeReload();
  setFlash({ message: res.message, level: 'success' });
  window.location.assign('/home');
}
