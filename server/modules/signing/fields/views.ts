// How fields and marks look from each side: the owner's view of a signatory's fields and marks, the
// signer's own fields (with what the platform fills in for them before they sign), and a mark's
// image link.
import type { FieldView, Marks, MarkView, SignerField } from '../../../../common/schemas/signatureFields.js';
import {
  type FieldType,
  fieldDate,
  formatCpf,
  MARK_TYPES,
  type MarkSource,
  type MarkType,
} from '../../../../common/signatureFields.js';
import type { FieldRow, MarkRow, UserMarkRow } from '../../../db/queries/signatureFields.js';
import type { SignatoryRow } from '../../../db/queries/signing.js';
import { markUrl } from './markLinks.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function markView(appKey: string, row: MarkRow | UserMarkRow): MarkView {
  return {
    tipo: row.tipo as MarkType,
    url: markUrl(appKey, row.blobKey),
    sha256: row.sha256.trim(),
    largura: row.largura,
    altura: row.altura,
    origem: row.origem as MarkSource,
  };
}

/** The marks of one signatory (or one user) by kind, null where none. */
export function marksView(appKey: string, rows: (MarkRow | UserMarkRow)[]): Marks {
  const marks: Marks = { assinatura: null, rubrica: null };
  for (const row of rows)
    if ((MARK_TYPES as readonly string[]).includes(row.tipo))
      marks[row.tipo as MarkType] = markView(appKey, row);
  return marks;
}

export function fieldView(row: FieldRow): FieldView {
  return {
    id: row.id,
    signatario_id: row.assinaturaId,
    tipo: row.tipo as FieldType,
    obrigatorio: row.obrigatorio,
    rotulo: row.rotulo,
    max_caracteres: row.maxCaracteres,
    areas: row.areas,
    valor: row.valor,
    preenchido_em: iso(row.preenchidoEm),
  };
}

/**
 * What the platform writes in a field for this signatory: their name, e-mail, the signing date
 * (today's until they act), the CPF the sender gave; null for what they fill themselves.
 */
export function autoValue(
  tipo: FieldType,
  s: Pick<SignatoryRow, 'nome' | 'email' | 'cpf'>,
  at: Date,
): string | null {
  switch (tipo) {
    case 'nome':
      return s.nome;
    case 'email':
      return s.email;
    case 'data':
      return fieldDate(at);
    case 'cpf':
      return s.cpf ? formatCpf(s.cpf) : null;
    default:
      return null;
  }
}

/** The signer types or ticks it: free text, a checkbox, a CPF the sender did not give. */
export const signerFills = (tipo: FieldType, s: Pick<SignatoryRow, 'cpf'>) =>
  tipo === 'texto' || tipo === 'caixa' || (tipo === 'cpf' && !s.cpf);

export function signerFields(s: SignatoryRow, rows: FieldRow[], now: Date): SignerField[] {
  const acted = s.status !== 'pending';
  return rows.map((row) => {
    const tipo = row.tipo as FieldType;
    const mark = tipo === 'assinatura' || tipo === 'rubrica';
    return {
      id: row.id,
      tipo,
      obrigatorio: row.obrigatorio,
      rotulo: row.rotulo,
      max_caracteres: row.maxCaracteres,
      areas: row.areas,
      valor: mark ? null : acted ? row.valor : autoValue(tipo, s, now),
      editavel: !acted && signerFills(tipo, s),
    };
  });
}
