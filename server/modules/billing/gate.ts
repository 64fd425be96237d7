// The subscription gate: a company user whose company has no active plan (its trial ended without
// a plan, or its paid period ended) gets a plain 402 {message} — the SPA sends them to 'comprar' —
// on every authenticated call except those listed in OPEN_ROUTES below: signing in and out, the
// identity and profile (with the person's LGPD rights), notifications and the live stream, terms,
// the signatory's own signing calls, and buying. This list is the one place that decides; routes
// added later are gated unless listed here. Platform administrators (ambient A) and signatories (S)
// are never gated. Runs as a preValidation hook, after the route's auth guard resolved req.auth,
// before the body is checked.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { drainRequest } from '../../http/multipart.js';
import { hasActivePlan } from './views.js';

/** Route patterns (as registered) that stay open; a trailing '*' matches any continuation. */
export const OPEN_ROUTES: readonly string[] = [
  // Sign-in, session, identity, two-factor, terms of use.
  '/api/auth/*',
  '/api/login',
  '/api/logout',
  '/api/refresh-token',
  '/api/init/client',
  '/api/eula',
  '/api/termos/pendentes',
  '/api/termos/aceitar',
  // The user's own profile and preferences, and switching company.
  '/api/user',
  '/api/usuario/perfil*',
  '/api/usuario/password*',
  '/api/usuario/photo*',
  '/api/usuario/foto*',
  '/api/usuario/email*',
  '/api/usuario/phone*',
  '/api/usuario/address*',
  '/api/usuario/change-language/*',
  '/api/usuario/change-skin/*',
  '/api/usuario/company',
  // The person's data rights (LGPD: their data, their account's deletion) and confirming their
  // e-mail owe nothing to the company's plan.
  '/api/usuario/meus-dados',
  '/api/usuario/exclusao',
  '/api/usuario/reenviar-confirmacao',
  // Notifications and the live event stream (it carries the 'user.updated' after a purchase).
  '/api/usuario/notification*',
  '/api/eventos',
  // Signing as a signatory (documents other companies sent them keep working).
  '/api/inbox',
  '/api/arquivo/:id/assinar',
  '/api/arquivo/:id/codigo',
  '/api/arquivo/:id/negar',
  '/api/arquivo/:id/negar-publico',
  '/api/assinar/*',
  // Buying.
  '/api/planos-disponiveis',
  '/api/empresa/plano',
  '/api/empresa/uso',
  '/api/empresa/adquirir-plano',
  '/api/empresa/adquirir-modulos',
  '/api/confirmar-plano/*',
  '/api/financeiro',
  // Paying: the charges, their Pix, boleto and card, the subscription's state and billing details.
  '/api/faturas/*',
  '/api/empresa/assinatura',
  '/api/empresa/dados-cobranca',
];

/**
 * What a company suspended for non-payment cannot do (it may still sign in, read, download and pay):
 * send new signing requests, campaigns and messages, and upload. Any payment lifts it at once.
 */
export const SUSPENDED_ROUTES: readonly string[] = [
  '/api/arquivo/:id/assinaturas',
  '/api/modelo/:id/usar',
  '/api/modelo/:id/lote',
  '/api/message/send',
  '/api/message/importar',
  '/api/message/:id/resend',
  '/api/file/upload',
];

export function isOpenRoute(pattern: string | undefined): boolean {
  if (!pattern) return true;
  return OPEN_ROUTES.some((open) =>
    open.endsWith('*') ? pattern.startsWith(open.slice(0, -1)) : pattern === open,
  );
}

/** 402 (buy a plan) for the company user's gated calls while the company has no active plan. */
export async function assertSubscribed(req: FastifyRequest): Promise<void> {
  const auth = req.auth;
  if (!auth || auth.empresaId === null || auth.user.ambient !== null) return;
  if (isOpenRoute(req.routeOptions.url)) return;
  // Read with the session (one query per request for both), not asked for again here.
  if (!auth.companyPlan) return;
  if (
    auth.companyPlan.cobrancaSituacao === 'suspended' &&
    req.method !== 'GET' &&
    SUSPENDED_ROUTES.includes(req.routeOptions.url ?? '')
  ) {
    if (req.headers['content-type']?.startsWith('multipart/')) await drainRequest(req.raw);
    throw new HttpError(402, 'payments.suspended', {}, {}, { reason: 'SUSPENDED' });
  }
  if (hasActivePlan(auth.companyPlan)) return;
  // An upload refused before its bytes were read: read them first, so the client gets the answer.
  if (req.headers['content-type']?.startsWith('multipart/')) await drainRequest(req.raw);
  throw new HttpError(402, 'billing.no_active_plan');
}

export function registerPlanGate(app: FastifyInstance): void {
  app.addHook('preValidation', assertSubscribed);
}
