// What the seal burns into the original pages when a process completes: every field its signatories
// filled (text, a checkbox, the adopted mark in every signature or rubrica field), and each
// signatory's adopted marks for the certificate pages. Each mark's PNG is read from the blob store
// once, however many fields and pages show it.
import type { MarkType } from '../../../../common/signatureFields.js';
import { readBlob } from '../../../adapters/blob/store.js';
import type { AppContext } from '../../../context.js';
import { fieldsOfSignatories, marksOfSignatories } from '../../../db/queries/signatureFields.js';
import type { SignatoryRow } from '../../../db/queries/signing.js';
import type { BurnField, SealMark } from '../seal/certificateData.js';

export interface BurnData {
  fields: BurnField[];
  /** By signatory id: the marks they adopted. */
  marks: Map<number, Partial<Record<MarkType, SealMark>>>;
}

export async function burnData(ctx: AppContext, signed: SignatoryRow[]): Promise<BurnData> {
  const ids = signed.map((s) => s.id);
  const [fieldRows, markRows] = await Promise.all([
    fieldsOfSignatories(ctx.db, ids),
    marksOfSignatories(ctx.db, ids),
  ]);
  const marks = new Map<number, Partial<Record<MarkType, SealMark>>>();
  for (const row of markRows) {
    const mark: SealMark = { png: await readBlob(ctx.blobs, row.blobKey), sha256: row.sha256.trim() };
    marks.set(row.assinaturaId, { ...marks.get(row.assinaturaId), [row.tipo as MarkType]: mark });
  }
  const fields: BurnField[] = [];
  for (const f of fieldRows) {
    if (f.valor === null) continue;
    if (f.tipo === 'assinatura' || f.tipo === 'rubrica') {
      const mark = marks.get(f.assinaturaId)?.[f.tipo];
      if (mark) fields.push({ tipo: f.tipo, areas: f.areas, content: { kind: 'mark', mark } });
    } else if (f.tipo === 'caixa') {
      fields.push({ tipo: 'caixa', areas: f.areas, content: { kind: 'check', checked: f.valor === 'true' } });
    } else {
      fields.push({
        tipo: f.tipo as BurnField['tipo'],
        areas: f.areas,
        content: { kind: 'text', text: f.valor },
      });
    }
  }
  return { fields, marks };
}
