// Company-owned data (the vault, devices and messages, integrations, billing, tenant records) needs
// a session inside a company: one refusal for every area, 403 errors.company_required.
import type { AuthContext } from './auth.js';
import { HttpError } from './errors.js';

/** The company the session entered; 403 `errors.company_required` when it entered none. */
export function requireCompany(auth: Pick<AuthContext, 'empresaId'>): number {
  if (auth.empresaId === null) throw new HttpError(403, 'errors.company_required');
  return auth.empresaId;
}
