// POST /api/login: credentials, then the account's and the company's state, then the second
// factor; each refusal carries the spec's message and a code telling the SPA what to ask next.
// Someone who may enter several companies chooses one at every sign-in (spec 6: "company must be
// chosen before entering"), unless they asked to always enter one (users.empresa_padrao_id).
import type { AppContext } from '../../context.js';
import {
  type CompanyLink,
  companyLinks,
  findUserByEmail,
  type UserRow,
  updateUser,
} from '../../db/queries/users.js';
import { fieldError } from '../../http/errors.js';
import { verifyPassword } from '../../security/password.js';
import { verifyLoginCode } from './otp.js';
import { type ClientMeta, openSession } from './sessions.js';
import { assertNotThrottled, clearLoginFailures, recordLoginFailure } from './throttle.js';

type LoginInput = {
  email: string;
  password: string;
  remember: boolean;
  token_otp?: string | null;
  empresa_id?: number | null;
  lembrar_empresa?: boolean;
};

/** Whether this link lets the user in now: an active link to an active company. */
export const canEnter = (l: CompanyLink) => l.linkActive && l.companyActive;

const choices = (links: CompanyLink[]) =>
  links.filter((l) => l.linkActive).map((l) => ({ id: l.empresaId, nome: l.nome, status: l.companyActive }));

/**
 * The company `requested` if this user may enter it now (an active link to an active company), or
 * the refusal that says why not, with the companies they may choose.
 */
export function enterable(links: CompanyLink[], requested: number): number {
  const link = links.find((l) => l.linkActive && l.empresaId === requested);
  if (!link)
    throw fieldError(
      'empresa_id',
      'auth.selected_company_invalid',
      {},
      { code: 'COMPANY_REQUIRED', companies: choices(links) },
    );
  if (!link.companyActive)
    throw fieldError(
      'empresa_id',
      'auth.selected_company_disabled',
      {},
      { code: 'SELECTED_COMPANY_DISABLED', companies: choices(links) },
    );
  return link.empresaId;
}

/**
 * Which company this login enters, or the refusal that says why none can be entered. One company
 * they may enter is entered; of several, the one they asked to always enter (while they still may),
 * else they are asked, with the one they used last to preselect.
 */
async function chooseCompany(
  ctx: AppContext,
  user: UserRow,
  requested: number | null | undefined,
): Promise<number | null> {
  if (user.ambient === 'A' || user.ambient === 'S') return null;
  const links = (await companyLinks(ctx.db, user.id)).filter((l) => l.linkActive);
  if (links.length === 0) throw fieldError('email', 'auth.user_disabled', {}, { code: 'USER_DISABLED' });
  if (requested != null) return enterable(links, requested);
  const open = links.filter(canEnter);
  if (open.length === 0) throw fieldError('email', 'auth.company_disabled', {}, { code: 'COMPANY_DISABLED' });
  const only = open.length === 1 ? open[0] : undefined;
  if (only) return only.empresaId;
  const preferred = open.find((l) => l.empresaId === user.empresaPadraoId);
  if (preferred) return preferred.empresaId;
  const last = open.find((l) => l.empresaId === user.empresaId);
  throw fieldError(
    'empresa_id',
    'auth.company_required',
    {},
    { code: 'COMPANY_REQUIRED', companies: choices(links), ultima_empresa_id: last?.empresaId ?? null },
  );
}

export async function login(ctx: AppContext, input: LoginInput, meta: ClientMeta) {
  await assertNotThrottled(ctx, input.email, meta.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordLoginFailure(ctx, input.email, meta.ip);
    throw fieldError('email', 'auth.failed', {}, { code: 'INVALID_CREDENTIALS' });
  }
  if (!user.status) throw fieldError('email', 'auth.user_disabled', {}, { code: 'USER_DISABLED' });
  const empresaId = await chooseCompany(ctx, user, input.empresa_id);
  let otpStep: number | null = null;
  if (user.otpEnabled) {
    const code = input.token_otp?.replace(/\s+/g, '') ?? '';
    if (!code) throw fieldError('token_otp', 'auth.otp_required', {}, { code: 'OTP_REQUIRED' });
    otpStep = await verifyLoginCode(ctx, user, code);
    if (otpStep === null) {
      await recordLoginFailure(ctx, input.email, meta.ip);
      throw fieldError('token_otp', 'auth.otp_invalid', {}, { code: 'OTP_INVALID' });
    }
  }
  await clearLoginFailures(ctx, input.email, meta.ip);
  // "Entrar sempre nesta empresa": only for a company named in this login (and just found enterable).
  const remembered = empresaId !== null && input.empresa_id != null && input.lembrar_empresa === true;
  await updateUser(ctx.db, user.id, {
    ...(empresaId !== null ? { empresaId } : {}),
    ...(remembered ? { empresaPadraoId: empresaId } : {}),
    ...(otpStep !== null ? { otpLastStep: otpStep } : {}),
  });
  return openSession(ctx, user, empresaId, input.remember, meta);
}
