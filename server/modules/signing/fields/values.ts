// The signer's fields at the act: every one checked first (a required field left empty, a CPF that
// is not one, a text too long, a box left unticked, a value for a field that is not theirs: 422 on
// `campos.<id>`, nothing recorded), then filled — platform values (name, e-mail, the signing date in
// Brasília, the CPF the sender gave), what they typed or ticked, and the adopted mark's SHA-256 in
// every field of its kind — each fill an event of the file's hash chain.

import type { Language } from '../../../../common/constants.js';
import type { FieldValues } from '../../../../common/schemas/signatureFields.js';
import {
  FIELD_TEXT_MAX,
  FIELD_TYPE_LABELS,
  type FieldType,
  formatCpf,
} from '../../../../common/signatureFields.js';
import { isValidCpf, stripDocumentMask } from '../../../../common/validation/index.js';
import type { Db } from '../../../db/client.js';
import type { FieldRow, MarkRow } from '../../../db/queries/signatureFields.js';
import { fillField } from '../../../db/queries/signatureFields.js';
import type { SignatoryRow } from '../../../db/queries/signing.js';
import { fieldError } from '../../../http/errors.js';
import { appendFileEvent, type EventActor } from '../../vault/events.js';
import { autoValue } from './views.js';

/** A field and what it will be filled with (null: left empty, an optional field). */
export interface FieldFill {
  field: FieldRow;
  valor: string | null;
  /** The adopted mark's hash, for a signature or rubrica. */
  sha256: string | null;
}

const path = (f: FieldRow) => `campos.${f.id}`;
/** How a refusal names the field: its label, or its type's name in the signer's language. */
const label = (f: FieldRow, lang: Language) => f.rotulo ?? FIELD_TYPE_LABELS[lang][f.tipo as FieldType];

/**
 * What each of the signatory's fields will hold, or a 422 on the first one that cannot be filled.
 * Also answers the CPF they typed when the sender gave none (kept on the signatory as evidence).
 */
export function checkFields(
  s: SignatoryRow,
  fields: FieldRow[],
  marks: MarkRow[],
  given: FieldValues,
  at: Date,
  lang: Language,
): { fills: FieldFill[]; cpf: string | null } {
  const values = given ?? {};
  const own = new Set(fields.map((f) => String(f.id)));
  for (const id of Object.keys(values))
    if (!own.has(id)) throw fieldError(`campos.${id}`, 'fields.not_yours');
  let cpf: string | null = null;
  const fills = fields.map((f): FieldFill => {
    const tipo = f.tipo as FieldType;
    const value = values[String(f.id)];
    if (tipo === 'assinatura' || tipo === 'rubrica') {
      const mark = marks.find((m) => m.tipo === tipo);
      if (!mark && f.obrigatorio)
        throw fieldError(
          path(f),
          tipo === 'assinatura' ? 'fields.signature_required' : 'fields.initials_required',
        );
      return { field: f, valor: mark ? mark.sha256.trim() : null, sha256: mark ? mark.sha256.trim() : null };
    }
    if (tipo === 'caixa') {
      if (value !== undefined && typeof value !== 'boolean') throw fieldError(path(f), 'fields.value_type');
      if (f.obrigatorio && value !== true)
        throw fieldError(path(f), 'fields.checkbox_required', { field: label(f, lang) });
      return { field: f, valor: value === true ? 'true' : 'false', sha256: null };
    }
    if (tipo === 'texto' || (tipo === 'cpf' && !s.cpf)) {
      if (value !== undefined && typeof value !== 'string') throw fieldError(path(f), 'fields.value_type');
      const text = (value ?? '').trim();
      if (!text) {
        if (f.obrigatorio) throw fieldError(path(f), 'fields.required', { field: label(f, lang) });
        return { field: f, valor: null, sha256: null };
      }
      if (tipo === 'cpf') {
        if (!isValidCpf(text)) throw fieldError(path(f), 'fields.cpf_invalid');
        const digits = stripDocumentMask(text);
        if (cpf && cpf !== digits) throw fieldError(path(f), 'fields.cpf_invalid');
        cpf = digits;
        return { field: f, valor: formatCpf(digits), sha256: null };
      }
      const max = f.maxCaracteres ?? FIELD_TEXT_MAX;
      if ([...text].length > max) throw fieldError(path(f), 'fields.text_too_long', { max });
      return { field: f, valor: text, sha256: null };
    }
    if (value !== undefined) throw fieldError(path(f), 'fields.value_type');
    const auto = autoValue(tipo, s, at);
    if (!auto && f.obrigatorio) throw fieldError(path(f), 'fields.required', { field: label(f, lang) });
    return { field: f, valor: auto, sha256: null };
  });
  return { fills, cpf };
}

/** Records the fills (the empty ones left as they are) and one field_filled event each. */
export async function recordFills(
  tx: Db,
  s: SignatoryRow,
  fills: FieldFill[],
  actor: EventActor,
  at: Date,
): Promise<void> {
  for (const { field, valor, sha256 } of fills) {
    if (valor === null) continue;
    await fillField(tx, field.id, valor, at);
    await appendFileEvent(tx, {
      arquivoId: s.arquivoId,
      empresaId: s.empresaId,
      acao: 'field_filled',
      actor,
      dados: {
        signatario_id: s.id,
        nome: s.nome,
        campo_id: field.id,
        tipo: field.tipo,
        rotulo: field.rotulo,
        obrigatorio: field.obrigatorio,
        areas: field.areas,
        ...(sha256 ? { sha256 } : { valor }),
      },
    });
  }
}
