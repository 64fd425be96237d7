// A signing request being prepared: kept on a file that is not out for signature (a draft, or a
// denied, cancelled or expired one about to be sent again) until it is sent or dropped, so a sender
// who leaves the dialog (to connect a device, say) loses nothing. Signatories may be incomplete; the
// fields are checked as a real request's (their pages, boxes, whose, acts), so what the editor
// shows is what will be sent.
import type { Language } from '../../../../common/constants.js';
import type { SigningDraft, SigningDraftBody } from '../../../../common/schemas/signing.js';
import { isResendable } from '../../../../common/signing.js';
import type { AppContext } from '../../../context.js';
import { findFile } from '../../../db/queries/files.js';
import { deleteDraft, draftOf, saveDraft } from '../../../db/queries/signatureFields.js';
import { HttpError, notFound } from '../../../http/errors.js';
import type { VaultActor } from '../../vault/scope.js';
import { placeFields } from './placement.js';

async function openFile(ctx: AppContext, owner: VaultActor, arquivoId: number) {
  const file = await findFile(ctx.db, owner.empresaId, arquivoId, 'live');
  if (!file) throw notFound();
  return file;
}

const editable = (status: string) => status === 'draft' || isResendable(status);

export async function getDraft(ctx: AppContext, owner: VaultActor, arquivoId: number): Promise<SigningDraft> {
  const file = await openFile(ctx, owner, arquivoId);
  const found = editable(file.status) ? await draftOf(ctx.db, file.id) : undefined;
  return { rascunho: found?.corpo ?? null, atualizado_em: found?.updatedAt.toISOString() ?? null };
}

export async function putDraft(
  ctx: AppContext,
  owner: VaultActor,
  arquivoId: number,
  body: SigningDraftBody,
  lang: Language,
): Promise<SigningDraft> {
  const file = await openFile(ctx, owner, arquivoId);
  if (!editable(file.status)) throw new HttpError(409, 'fields.draft_closed');
  // A company member always has an e-mail (their account's), even before the draft names it.
  const signatories = body.signatarios.map((s) => ({
    tipo: s.tipo,
    email: s.email || (s.user_id ? 'account' : null),
  }));
  await placeFields(ctx, file, signatories, body.campos, false, lang);
  const at = await saveDraft(ctx.db, {
    arquivoId: file.id,
    empresaId: owner.empresaId,
    userId: owner.userId,
    corpo: body,
  });
  return { rascunho: body, atualizado_em: at.toISOString() };
}

export async function dropDraft(ctx: AppContext, owner: VaultActor, arquivoId: number): Promise<void> {
  const file = await openFile(ctx, owner, arquivoId);
  await deleteDraft(ctx.db, file.id);
}
