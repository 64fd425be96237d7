// The steps every part of the process shares: whose link goes out now (a fresh personal link, its
// event and e-mail), the refusal for a process that is no longer waiting.
import type { SignatureType } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { logoKeyOf } from '../../db/queries/companies.js';
import type { FileRow } from '../../db/queries/files.js';
import { type SignatoryRow, updateSignatory } from '../../db/queries/signing.js';
import { HttpError } from '../../http/errors.js';
import { logoUrl } from '../companies/logoLinks.js';
import { appendFileEvent, type EventActor } from '../vault/events.js';
import { deliverTo, signatoryLanguage } from './channels.js';
import { inviteMail, type Outbox, replyToOf } from './mails.js';
import { newLinkToken } from './tokens.js';
import { isTurn } from './views.js';

/** The refusal for acting on a process that is not waiting any more (or was never sent). */
export function notWaiting(file: Pick<FileRow, 'status'>): HttpError {
  switch (file.status) {
    case 'cancelled':
      return new HttpError(409, 'signing.process_cancelled');
    case 'denied':
      return new HttpError(409, 'signing.process_denied');
    case 'completed':
      return new HttpError(409, 'signing.process_completed');
    case 'expired':
      return new HttpError(409, 'signing.process_expired');
    default:
      return new HttpError(409, 'signing.not_waiting');
  }
}

export interface InviteContext {
  ctx: AppContext;
  tx: Db;
  file: FileRow;
  empresaNome: string;
  remetente: string;
  outbox: Outbox;
  /** Who caused the invitations (the owner sending, a signer whose act passed the turn on). */
  actor: EventActor | null;
  /** Told each link sent, with its token (a public link's visitor goes to theirs at once). */
  onLink?: (signatory: SignatoryRow, token: string) => void;
}

/**
 * A fresh personal link for a signatory (the previous one stops working), recorded as sent
 * (`enviado_em`) or sent again (`lembrado_em`); the caller e-mails the token.
 */
export async function freshLink(
  ic: Pick<InviteContext, 'ctx' | 'tx'>,
  s: SignatoryRow,
  reminder: boolean,
): Promise<{ row: SignatoryRow; token: string }> {
  const { token, hash } = newLinkToken();
  const now = new Date();
  const row = await updateSignatory(ic.tx, s.id, {
    tokenHash: hash,
    tokenExpiresAt: new Date(now.getTime() + ic.ctx.config.signing.linkTtl * 1000),
    ...(reminder ? { lembradoEm: now } : { enviadoEm: now }),
  });
  if (!row) throw new Error(`signatory ${s.id} vanished`);
  return { row, token };
}

/** The company's logo as an absolute URL for its e-mails, or null. */
export async function mailLogo(ic: Pick<InviteContext, 'ctx' | 'tx' | 'file'>): Promise<string | null> {
  const logo = logoUrl(
    ic.ctx.config.appKey,
    ic.file.empresaId,
    (await logoKeyOf(ic.tx, ic.file.empresaId)) ?? null,
  );
  return logo && `${ic.ctx.config.appUrl}${logo}`;
}

/**
 * Gives a fresh personal link to a signatory, records it and queues the e-mail; `automatico`
 * marks a reminder the deadline sweep sent (lembrete_dias), not the owner.
 */
export async function sendLink(
  ic: InviteContext,
  s: SignatoryRow,
  reminder: boolean,
  automatico = false,
): Promise<SignatoryRow> {
  const { row, token } = await freshLink(ic, s, reminder);
  ic.onLink?.(row, token);
  await appendFileEvent(ic.tx, {
    arquivoId: ic.file.id,
    empresaId: ic.file.empresaId,
    acao: reminder ? 'signatory_reminded' : 'signatory_invited',
    actor: ic.actor,
    dados: {
      signatario_id: s.id,
      nome: s.nome,
      email: s.email,
      tipo: s.tipo,
      ...(automatico ? { automatico: true } : {}),
    },
  });
  const mail = inviteMail(
    ic.ctx,
    signatoryLanguage(s),
    { nome: s.nome, email: s.email, tipo: s.tipo as SignatureType },
    {
      nome: ic.file.nome,
      empresa: ic.empresaNome,
      logo: await mailLogo(ic),
      remetente: ic.remetente,
      mensagem: ic.file.mensagem,
      prazo: ic.file.prazo,
      replyTo: await replyToOf(ic.tx, ic.file.solicitanteId),
    },
    token,
    reminder,
  );
  await deliverTo(ic, row, 'link', mail);
  return row;
}

/** Sends the link to every signatory whose turn has come and who has not received one yet. */
export async function inviteDue(ic: InviteContext, all: SignatoryRow[]): Promise<void> {
  for (const s of all) {
    if (s.enviadoEm === null && isTurn(ic.file, all, s)) await sendLink(ic, s, false);
  }
}
