// The visitor's e-mail confirmation: a six-digit code e-mailed on request (stored only as an HMAC
// bound to the link's template and the address, good for 10 minutes and 5 tries), then claimed
// once by the start of the document. A claim the start could not finish is given back.
import type { PublicLinkCodeSent } from '../../../common/schemas/templates.js';
import { maskEmail } from '../../../common/signing.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { insertLinkCode, lockLatestCode, lockTemplate, updateLinkCode } from '../../db/queries/publicLink.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { purposeMac } from '../../security/crypto.js';
import { assertHuman } from '../../security/recaptcha.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';
import type { SigningLog } from '../signing/mails.js';
import { newCode } from '../signing/tokens.js';
import { assertCodeAllowed, LINK_CODE_MAX_ATTEMPTS, LINK_CODE_TTL_SECONDS } from './limits.js';
import { companyName, creatorOwner, usableTemplate, type VisitorClient } from './link.js';
import { linkCodeMail } from './mail.js';

const codeMac = purposeMac('cofre:public-link:codes:v1');
const codeBody = (modeloId: number, email: string, code: string) =>
  `${modeloId}:${email.toLowerCase()}:${code}`;

export interface CodeRequest {
  nome: string;
  email: string;
  grecaptcha?: string | null;
}

/** POST /api/publico/modelo/{token}/codigo: e-mails a code to confirm the visitor's address. */
export async function sendLinkCode(
  ctx: AppContext,
  token: string,
  body: CodeRequest,
  client: VisitorClient,
  log: SigningLog,
): Promise<PublicLinkCodeSent> {
  await assertHuman(ctx.config, body.grecaptcha, client.ip);
  const t = await usableTemplate(ctx, token);
  // Nobody is sent a code for a document that could not be sent afterwards.
  await creatorOwner(ctx, t, client);
  const code = newCode();
  const expires = new Date(Date.now() + LINK_CODE_TTL_SECONDS * 1000);
  await inTransaction(ctx.db, async (tx) => {
    await lockTemplate(tx, t.modelo.id);
    await assertCodeAllowed(tx, t.modelo.id, body.email, client.ip);
    await assertMailAllowed(ctx, tx, {
      purpose: 'code',
      to: body.email,
      scope: `modelo:${t.modelo.id}`,
      sender: { ip: client.ip },
      field: 'email',
    });
    await insertLinkCode(tx, {
      modeloId: t.modelo.id,
      email: body.email,
      codigoHash: codeMac.sign(ctx.config.appKey, codeBody(t.modelo.id, body.email, code)).toString('hex'),
      expiresAt: expires,
      ip: client.ip.slice(0, 64),
    });
  });
  const mail = linkCodeMail(
    ctx,
    client.lang,
    body,
    t,
    companyName(t),
    code,
    `${ctx.config.appUrl}/m/${token}`,
  );
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'public link code mail not sent');
  }
  const to = maskEmail(body.email);
  return {
    message: translate(client.lang, 'public_link.code_sent', { email: to }),
    enviado_para: to,
    expira_em: expires.toISOString(),
  };
}

type Claim = { id: number } | { failure: 'invalid'; left: number } | { failure: 'attempts' };

/**
 * Checks the newest code asked for this address through the link and, when it matches, marks it
 * used (so it makes one document). A wrong code costs a try (kept even though the request fails);
 * the fifth wrong one spends it: 429. None asked, or already used: 422; expired: 422.
 */
export async function claimLinkCode(ctx: AppContext, modeloId: number, email: string, given: string) {
  if (!given) throw fieldError('codigo', 'public_link.code_required');
  const claim = await inTransaction(ctx.db, async (tx): Promise<Claim> => {
    const row = await lockLatestCode(tx, modeloId, email);
    if (!row || row.usadoEm) throw fieldError('codigo', 'public_link.code_required');
    if (row.tentativas >= LINK_CODE_MAX_ATTEMPTS) return { failure: 'attempts' };
    if (row.expiresAt.getTime() <= Date.now()) throw fieldError('codigo', 'public_link.code_expired');
    const matches = codeMac.verify(
      ctx.config.appKey,
      codeBody(modeloId, email, given),
      Buffer.from(row.codigoHash.trim(), 'hex'),
    );
    if (matches) {
      await updateLinkCode(tx, row.id, { usadoEm: new Date() });
      return { id: row.id };
    }
    const tentativas = row.tentativas + 1;
    await updateLinkCode(tx, row.id, { tentativas });
    return tentativas >= LINK_CODE_MAX_ATTEMPTS
      ? { failure: 'attempts' }
      : { failure: 'invalid', left: LINK_CODE_MAX_ATTEMPTS - tentativas };
  });
  if ('id' in claim) return claim.id;
  if (claim.failure === 'attempts')
    throw new HttpError(
      429,
      'public_link.code_attempts',
      {},
      { codigo: [{ key: 'public_link.code_attempts' }] },
    );
  throw fieldError('codigo', 'public_link.code_invalid', { left: claim.left });
}

/** Gives a claimed code back when the document could not be made with it. */
export const releaseLinkCode = (ctx: AppContext, id: number) => updateLinkCode(ctx.db, id, { usadoEm: null });
