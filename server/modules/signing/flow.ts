// The steps every part of the process shares: whose link goes out now, the refusal for a process
// that is no longer waiting, and the e-mail outbox of a transaction.
import type { Language } from '../../../common/constants.js';
import type { SignatureType } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { logoKeyOf } from '../../db/queries/companies.js';
import type { FileRow } from '../../db/queries/files.js';
import { type SignatoryRow, updateSignatory } from '../../db/queries/signing.js';
import { HttpError } from '../../http/errors.js';
import { logoUrl } from '../companies/logoLinks.js';
import { appendFileEvent, type EventActor } from '../vault/events.js';
import { inviteMail, type Outbox } from './mails.js';
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
  lang: Language;
  outbox: Outbox;
  /** Who caused the invitations (the owner sending, a signer whose act passed the turn on). */
  actor: EventActor | null;
}

/** Gives a fresh personal link to a signatory, records it and queues the e-mail. */
export async function sendLink(ic: InviteContext, s: SignatoryRow, reminder: boolean): Promise<SignatoryRow> {
  const { token, hash } = newLinkToken();
  const now = new Date();
  const updated = await updateSignatory(ic.tx, s.id, {
    tokenHash: hash,
    tokenExpiresAt: new Date(now.getTime() + ic.ctx.config.signing.linkTtl * 1000),
    ...(reminder ? { lembradoEm: now } : { enviadoEm: now }),
  });
  if (!updated) throw new Error(`signatory ${s.id} vanished`);
  await appendFileEvent(ic.tx, {
    arquivoId: ic.file.id,
    empresaId: ic.file.empresaId,
    acao: reminder ? 'signatory_reminded' : 'signatory_invited',
    actor: ic.actor,
    dados: { signatario_id: s.id, nome: s.nome, email: s.email, tipo: s.tipo },
  });
  const logo = logoUrl(
    ic.ctx.config.appKey,
    ic.file.empresaId,
    (await logoKeyOf(ic.tx, ic.file.empresaId)) ?? null,
  );
  ic.outbox.push(
    inviteMail(
      ic.ctx,
      ic.lang,
      { nome: s.nome, email: s.email, tipo: s.tipo as SignatureType },
      {
        nome: ic.file.nome,
        empresa: ic.empresaNome,
        logo: logo && `${ic.ctx.config.appUrl}${logo}`,
        remetente: ic.remetente,
        mensagem: ic.file.mensagem,
      },
      token,
      reminder,
    ),
  );
  return updated;
}

/** Sends the link to every signatory whose turn has come and who has not received one yet. */
export async function inviteDue(ic: InviteContext, all: SignatoryRow[]): Promise<void> {
  for (const s of all) {
    if (s.enviadoEm === null && isTurn(ic.file, all, s)) await sendLink(ic, s, false);
  }
}
