// The signer's inbox: the documents whose turn is the signed-in user's, across every company
// that asked them (by their account or by their e-mail).
import type { InboxItem } from '../../../common/schemas/signing.js';
import type { SignatureType } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import { inboxOf } from '../../db/queries/signing.js';

export async function inbox(
  ctx: AppContext,
  user: { id: number; email: string | null },
  page: number,
  perPage: number,
): Promise<{ data: InboxItem[]; total: number }> {
  const { rows, total } = await inboxOf(ctx.db, user.id, user.email, page, perPage);
  return {
    total,
    data: rows.map((c) => ({
      arquivo_id: c.file.id,
      signatario_id: c.signatory.id,
      nome: c.file.nome,
      mime: c.file.mime,
      tamanho: Number(c.file.tamanho),
      tipo: c.signatory.tipo as SignatureType,
      exige_codigo: c.signatory.exigeCodigo,
      empresa: { id: c.file.empresaId, nome: c.empresaNome },
      remetente: c.solicitante ? { nome: c.solicitante.nome } : null,
      mensagem: c.file.mensagem,
      enviado_em: c.signatory.enviadoEm?.toISOString() ?? null,
    })),
  };
}
