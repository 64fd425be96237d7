// The prefill values a template is used with, checked against its definition, and the document it
// makes: a copy of its version's PDF with every prefill value written into its
// areas the way the seal writes filled fields (Noto Sans, fitted to the box, left aligned and
// vertically centred; burnIn.ts), so the signer reads it, cannot change it, and text extraction finds
// it. Without values the copy is the version's bytes unchanged.
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { PrefillField, TemplateDefinition } from '../../../common/schemas/templates.js';
import { readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import type { TemplateVersionRow } from '../../db/queries/templates.js';
import { HttpError } from '../../http/errors.js';
import { burnFields } from '../signing/seal/burnIn.js';
import type { BurnField } from '../signing/seal/certificateData.js';
import { cleanFileName, DEFAULT_FILE_NAME, extensionOf, fitName } from '../vault/names.js';

/** The prefill fields that have a value, as text to burn into their areas. */
export function prefillBurns(preenchimentos: PrefillField[], valores: Record<string, string>): BurnField[] {
  return preenchimentos.flatMap((p) => {
    const text = valores[p.chave]?.trim();
    return text ? [{ tipo: 'texto' as const, areas: p.areas, content: { kind: 'text' as const, text } }] : [];
  });
}

/** The document's bytes and their SHA-256 (hex). */
export async function documentBytes(
  ctx: AppContext,
  version: Pick<TemplateVersionRow, 'blobKey'>,
  burns: BurnField[],
): Promise<{ bytes: Buffer; sha256: string }> {
  let bytes = await readBlob(ctx.blobs, version.blobKey);
  if (burns.length) {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    await burnFields(doc, doc.getPages(), burns);
    bytes = Buffer.from(await doc.save());
  }
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The document's name: the one asked for, or "{template} - {first person}", always a .pdf (the folder
 * then makes it unique with " (2)" as uploads do).
 */
export function documentName(
  asked: string | null | undefined,
  template: string,
  firstPerson: string,
): string {
  const name = cleanFileName(asked ?? `${template} - ${firstPerson}`) || DEFAULT_FILE_NAME;
  return extensionOf(name) === 'pdf' ? name : fitName(`${name}.pdf`);
}

/**
 * The prefill values given against the definition: 422 on `valores.{chave}` for a key the template
 * does not have or a required one left blank (all refusals at once).
 */
export function checkPrefillValues(def: TemplateDefinition, valores: Record<string, string>): void {
  const known = new Set(def.preenchimentos.map((p) => p.chave));
  const errors: HttpError['fields'] = {};
  for (const key of Object.keys(valores))
    if (!known.has(key))
      errors[`valores.${key}`] = [{ key: 'templates.prefill_unknown', params: { chave: key } }];
  for (const p of def.preenchimentos)
    if (p.obrigatorio && !valores[p.chave]?.trim())
      errors[`valores.${p.chave}`] = [{ key: 'validation.required', params: { attribute: p.rotulo } }];
  const [first] = Object.values(errors);
  if (first?.[0]) throw new HttpError(422, first[0].key, first[0].params, errors);
}
