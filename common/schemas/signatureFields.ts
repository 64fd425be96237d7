// Fields of a signing request and the marks signers adopt: what the API takes (zod) and what it
// answers with, shared with the SPA. Messages are i18n keys; each side translates them.
import { z } from 'zod';
import {
  FIELD_AREAS_MAX,
  FIELD_LABEL_MAX,
  FIELD_MIN_SIDE,
  FIELD_TEXT_MAX,
  FIELD_TYPES,
  type FieldType,
  MARK_SOURCES,
  type MarkSource,
  type MarkType,
} from '../signatureFields.js';
import { SIGNATORIES_MAX } from '../signing.js';

/** Rounding slack when a box touches the page's edge (fractions computed from points). */
const EDGE = 1e-6;

const fraction = z
  .number('validation.numeric')
  .min(0, 'validation.min.numeric')
  .max(1, 'validation.max.numeric');
const side = z
  .number('validation.numeric')
  .min(FIELD_MIN_SIDE, 'validation.min.numeric')
  .max(1, 'validation.max.numeric');

const inside = (a: { x: number; y: number; largura: number; altura: number }) =>
  a.x + a.largura <= 1 + EDGE && a.y + a.altura <= 1 + EDGE;

/** A box on a page, in fractions of the displayed page (origin top left). */
export const fieldBox = z
  .object({ x: fraction, y: fraction, largura: side, altura: side })
  .refine(inside, 'fields.area_outside');
export type FieldBox = z.output<typeof fieldBox>;

/**
 * One place a field shows: a page (from 1) and a box in fractions of the displayed page; when the
 * place came from an anchor, the anchor text's own box on the same page (covered with white when the
 * document is sealed, so the marker does not show under the signature).
 */
export const fieldArea = z
  .object({
    pagina: z
      .number('validation.integer')
      .int('validation.integer')
      .min(1, 'validation.min.numeric')
      .max(100_000, 'validation.max.numeric'),
    x: fraction,
    y: fraction,
    largura: side,
    altura: side,
    marcador: fieldBox.optional(),
  })
  .refine(inside, 'fields.area_outside');
export type FieldArea = z.output<typeof fieldArea>;

/** Copy the (first) area to every page, or every page but the last: "Rubricar todas as páginas". */
export const FIELD_REPEAT = ['todas', 'exceto_ultima'] as const;
export type FieldRepeat = (typeof FIELD_REPEAT)[number];

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A field as the sender places it: whose (the signatory's position in the request, from 1), its
 * type, required or not, a label (free text and checkbox), an optional maximum length (free text),
 * and where: areas, or an anchor text found in the PDF (every occurrence gets the field), optionally
 * repeated on every page.
 */
export const fieldInput = z
  .object({
    signatario: z
      .number('validation.integer')
      .int('validation.integer')
      .min(1, 'validation.min.numeric')
      .max(SIGNATORIES_MAX, 'validation.max.numeric'),
    tipo: z.enum(FIELD_TYPES, 'validation.in'),
    /** Default: required, except a checkbox. */
    obrigatorio: z.boolean('validation.boolean').optional(),
    rotulo: z.preprocess(
      blankToUndefined,
      z.string().trim().max(FIELD_LABEL_MAX, 'validation.max.string').optional(),
    ),
    max_caracteres: z
      .number('validation.integer')
      .int('validation.integer')
      .min(1, 'validation.min.numeric')
      .max(FIELD_TEXT_MAX, 'validation.max.numeric')
      .optional(),
    areas: z.array(fieldArea, 'validation.invalid').max(FIELD_AREAS_MAX, 'validation.max.numeric').optional(),
    ancora: z.preprocess(
      blankToUndefined,
      z.string().trim().min(3, 'validation.min.string').max(80, 'validation.max.string').optional(),
    ),
    repetir: z.enum(FIELD_REPEAT, 'validation.in').optional(),
  })
  .superRefine((f, ctx) => {
    const placed = (f.areas?.length ?? 0) > 0;
    if (placed === Boolean(f.ancora))
      ctx.addIssue({ code: 'custom', path: ['areas'], message: 'fields.place_required' });
    if ((f.tipo === 'texto' || f.tipo === 'caixa') && !f.rotulo)
      ctx.addIssue({ code: 'custom', path: ['rotulo'], message: 'validation.required' });
    if (f.max_caracteres !== undefined && f.tipo !== 'texto')
      ctx.addIssue({ code: 'custom', path: ['max_caracteres'], message: 'fields.max_text_only' });
  });
export type FieldInput = z.output<typeof fieldInput>;

/** A field with its places resolved (anchors found, repetition applied): what is stored. */
export interface PlacedField {
  /** Index into the request's signatarios (0-based). */
  signatario: number;
  tipo: FieldType;
  obrigatorio: boolean;
  rotulo: string | null;
  max_caracteres: number | null;
  areas: FieldArea[];
}

/** A field as the owner sees it in the process view (and in a draft). */
export interface FieldView {
  id: number;
  signatario_id: number;
  tipo: FieldType;
  obrigatorio: boolean;
  rotulo: string | null;
  max_caracteres: number | null;
  areas: FieldArea[];
  /** What was filled (text, 'true'/'false' for a checkbox, the image's SHA-256 for a mark); null: not yet. */
  valor: string | null;
  preenchido_em: string | null;
}

/** A field as its signer sees it: the value filled in for them (nome, e-mail, date, a known CPF) or theirs to fill. */
export interface SignerField {
  id: number;
  tipo: FieldType;
  obrigatorio: boolean;
  rotulo: string | null;
  max_caracteres: number | null;
  areas: FieldArea[];
  /** Filled by the platform (nome, e-mail, today's date, the CPF the sender gave) or, once acted, what was filled. */
  valor: string | null;
  /** The signer types or ticks it (texto, caixa, a CPF the sender did not give). */
  editavel: boolean;
}

/** An adopted mark: an image link that loads without a session (expires), its hash and size. */
export interface MarkView {
  tipo: MarkType;
  url: string;
  sha256: string;
  largura: number;
  altura: number;
  origem: MarkSource;
}

export type Marks = Record<MarkType, MarkView | null>;

/** Multipart text field of a mark's upload: how it was made (the image itself is the part `imagem`). */
export const markUploadSource = z.enum(
  MARK_SOURCES.filter((s) => s !== 'perfil') as ['desenho', 'digitada', 'imagem'],
  'validation.in',
);

/** The values the signer gives with the act, by field id: text (texto, cpf) or true/false (caixa). */
export const fieldValues = z
  .record(
    z.string().regex(/^\d{1,10}$/, 'validation.invalid'),
    z.union([z.string().max(FIELD_TEXT_MAX, 'validation.max.string'), z.boolean()]),
  )
  .optional();
export type FieldValues = z.output<typeof fieldValues>;

/** What GET /api/arquivo/{id}/paginas answers: the pages as displayed and the anchors found in them. */
export interface DocumentPages {
  paginas: { largura: number; altura: number }[];
  ancoras: FoundAnchor[];
}

/** An anchor found in the PDF's text, with the box a field placed by it takes. */
export interface FoundAnchor {
  texto: string;
  tipo: FieldType;
  /** The signatory's position in the request, from 1. */
  signatario: number;
  /** The field's place; its `marcador` is the anchor text's own box. */
  area: FieldArea;
}
