// Where a request's fields go: each field's areas checked against the document (the page exists;
// the box fits, which the schema already checked), anchors looked up in the PDF's text (every
// occurrence), a field repeated on every page, and each field fit for its signatory (one who is in
// the request; signature and rubrica only for acts that are signatures; an e-mail field only for
// someone with an e-mail). Refusals are 422s naming the field (`campos.3.areas.0.pagina`…); nothing
// is recorded before every field passed.

import type { Language } from '../../../../common/constants.js';
import type { FieldArea, FieldInput, PlacedField } from '../../../../common/schemas/signatureFields.js';
import {
  ANCHOR_PATTERN,
  actTakesMarks,
  FIELD_AREAS_MAX,
  type FieldType,
} from '../../../../common/signatureFields.js';
import { actLabel, isSignatureType } from '../../../../common/signing.js';
import type { AppContext } from '../../../context.js';
import type { FileRow } from '../../../db/queries/files.js';
import { fieldError } from '../../../http/errors.js';
import { fieldPages, fileAnchors } from './pages.js';

/** What placement needs of each signatory of the request, in order. */
export interface PlacementSignatory {
  tipo: number;
  email?: string | null;
}

/** A whole text that is one anchor (not the shared global pattern: `test` would move its lastIndex). */
const ONE_ANCHOR = new RegExp(`^\\s*${ANCHOR_PATTERN.source}\\s*$`);
const isMark = (tipo: FieldType) => tipo === 'assinatura' || tipo === 'rubrica';
/** An anchor's text without spaces, to compare '{{ assinatura : 1 }}' with '{{assinatura:1}}'. */
const anchorKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const actName = (lang: Language, tipo: number) =>
  isSignatureType(tipo) ? actLabel(lang, tipo).toLocaleLowerCase('pt-BR') : String(tipo);

function checkSignatory(
  path: string,
  tipo: FieldType,
  signatario: number,
  signatories: PlacementSignatory[],
  lang: Language,
) {
  const s = signatories[signatario - 1];
  if (!s) throw fieldError(`${path}.signatario`, 'fields.signatory_missing', { n: signatario });
  if (isMark(tipo) && !actTakesMarks(s.tipo))
    throw fieldError(`${path}.tipo`, 'fields.act_takes_none', { act: actName(lang, s.tipo) });
  if (tipo === 'email' && !s.email) throw fieldError(`${path}.tipo`, 'fields.no_email');
}

/**
 * The request's fields with their places resolved, in order: the given fields, then (with
 * `ancoras`) one field per {{tipo:n}} anchor text found that no given field named.
 */
export async function placeFields(
  ctx: AppContext,
  file: FileRow,
  signatories: PlacementSignatory[],
  campos: FieldInput[],
  ancoras: boolean,
  lang: Language,
): Promise<PlacedField[]> {
  if (campos.length === 0 && !ancoras) return [];
  const pages = await fieldPages(ctx, file);
  const needsAnchors = ancoras || campos.some((c) => c.ancora);
  const found = needsAnchors ? await fileAnchors(ctx, file) : [];
  const named = new Set<string>();

  const placed = campos.map((c, i): PlacedField => {
    const path = `campos.${i}`;
    checkSignatory(path, c.tipo, c.signatario, signatories, lang);
    let areas: FieldArea[];
    if (c.ancora) {
      if (!ONE_ANCHOR.test(c.ancora)) throw fieldError(`${path}.ancora`, 'fields.anchor_format');
      const key = anchorKey(c.ancora);
      named.add(key);
      areas = found.filter((a) => anchorKey(a.texto) === key).map((a) => a.area);
      if (areas.length === 0)
        throw fieldError(`${path}.ancora`, 'fields.anchor_not_found', { anchor: c.ancora });
    } else {
      areas = c.areas ?? [];
      areas.forEach((a, j) => {
        if (a.pagina > pages.length)
          throw fieldError(`${path}.areas.${j}.pagina`, 'fields.page_missing', {
            page: a.pagina,
            pages: pages.length,
          });
      });
    }
    if (c.repetir) {
      const template = areas[0] as FieldArea;
      const last = c.repetir === 'exceto_ultima' ? pages.length - 1 : pages.length;
      if (last < 1) throw fieldError(`${path}.repetir`, 'fields.repeat_no_pages');
      const { marcador: _anchorBox, ...box } = template;
      areas = Array.from({ length: last }, (_, p) => ({ ...box, pagina: p + 1 }));
    }
    if (areas.length > FIELD_AREAS_MAX)
      throw fieldError(`${path}.areas`, 'fields.too_many_areas', { max: FIELD_AREAS_MAX });
    return {
      signatario: c.signatario - 1,
      tipo: c.tipo,
      obrigatorio: c.obrigatorio ?? c.tipo !== 'caixa',
      rotulo: c.rotulo ?? null,
      max_caracteres: c.tipo === 'texto' ? (c.max_caracteres ?? null) : null,
      areas,
    };
  });

  if (ancoras) {
    const groups = new Map<
      string,
      { tipo: FieldType; signatario: number; texto: string; areas: FieldArea[] }
    >();
    for (const a of found) {
      const key = `${a.tipo}:${a.signatario}`;
      if (named.has(anchorKey(a.texto))) continue;
      const group = groups.get(key) ?? { tipo: a.tipo, signatario: a.signatario, texto: a.texto, areas: [] };
      group.areas.push(a.area);
      groups.set(key, group);
    }
    for (const g of groups.values()) {
      const s = signatories[g.signatario - 1];
      if (!s) throw fieldError('ancoras', 'fields.anchor_signatory_missing', { anchor: g.texto });
      if (isMark(g.tipo) && !actTakesMarks(s.tipo))
        throw fieldError('ancoras', 'fields.anchor_act', { anchor: g.texto, act: actName(lang, s.tipo) });
      if (g.tipo === 'email' && !s.email) throw fieldError('ancoras', 'fields.no_email');
      placed.push({
        signatario: g.signatario - 1,
        tipo: g.tipo,
        obrigatorio: g.tipo !== 'caixa',
        rotulo: null,
        max_caracteres: null,
        areas: g.areas.slice(0, FIELD_AREAS_MAX),
      });
    }
  }
  return placed;
}
