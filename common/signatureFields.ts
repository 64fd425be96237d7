// Visible signatures and fields, shared by the API and the SPA: the kinds of field a sender places
// for a signatory, the marks a signer adopts (signature and rubrica), which acts take marks, the
// anchors that place fields from the PDF's own text, default sizes and limits.
//
// Geometry: a field has one or more areas, each a page (1-based) and a box given as fractions of
// the page *as displayed* (its CropBox, after its /Rotate), origin at the top left, x to the right,
// y downwards. The same numbers mean the same place in the editor, on the phone and in the PDF.
import type { Language } from './constants.js';
import type { SignatureType } from './signing.js';

/** assinatura, rubrica (initials), data da assinatura, nome, CPF, e-mail, texto livre, caixa de seleção. */
export const FIELD_TYPES = [
  'assinatura',
  'rubrica',
  'data',
  'nome',
  'cpf',
  'email',
  'texto',
  'caixa',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Each field type's name (the certificate, the history, the verification page). */
export const FIELD_TYPE_LABELS: Record<Language, Record<FieldType, string>> = {
  pt_BR: {
    assinatura: 'Assinatura',
    rubrica: 'Rubrica',
    data: 'Data da assinatura',
    nome: 'Nome',
    cpf: 'CPF',
    email: 'E-mail',
    texto: 'Texto livre',
    caixa: 'Caixa de seleção',
  },
  en: {
    assinatura: 'Signature',
    rubrica: 'Initials',
    data: 'Signing date',
    nome: 'Name',
    cpf: 'CPF',
    email: 'E-mail',
    texto: 'Free text',
    caixa: 'Checkbox',
  },
};
export const isFieldType = (t: unknown): t is FieldType =>
  typeof t === 'string' && (FIELD_TYPES as readonly string[]).includes(t);

/** The marks a signatory adopts once per process; every field of that type shows it. */
export const MARK_TYPES = ['assinatura', 'rubrica'] as const;
export type MarkType = (typeof MARK_TYPES)[number];
export const isMarkType = (t: string): t is MarkType => (MARK_TYPES as readonly string[]).includes(t);

/** How a mark was made: drawn on the pad, typed (rendered in the handwriting font), an uploaded image, or the profile's saved one. */
export const MARK_SOURCES = ['desenho', 'digitada', 'imagem', 'perfil'] as const;
export type MarkSource = (typeof MARK_SOURCES)[number];

/** Fields the platform fills from what the signatory gave (visible before signing); the signer types none of them. */
export const AUTO_FIELDS: readonly FieldType[] = ['nome', 'email', 'data'];

/**
 * The acts that are signatures and so take signature and rubrica fields (assinar, como parte, como
 * testemunha, como interveniente). Approving, acknowledging, acknowledging receipt and taking notice
 * take no marks (other fields, such as a date, they may).
 */
export const ACTS_WITH_MARKS: readonly SignatureType[] = [1, 4, 5, 6];
export const actTakesMarks = (tipo: number) => (ACTS_WITH_MARKS as readonly number[]).includes(tipo);

/** Most fields per request, areas per field, characters of a free-text field and of a label. */
export const FIELDS_MAX = 500;
export const FIELD_AREAS_MAX = 2000;
export const FIELD_TEXT_MAX = 200;
export const FIELD_LABEL_MAX = 80;
/** A box smaller than this fraction of the page (either side) cannot be seen nor tapped. */
export const FIELD_MIN_SIDE = 0.005;

/** An adopted mark's upload (before cropping) and the stored PNG (after): 413 past the first. */
export const MARK_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const MARK_PNG_MAX_BYTES = 50 * 1024;

/** Default size of a new field, in PDF points (turned into fractions of the page it lands on). */
export const FIELD_DEFAULT_SIZE: Record<FieldType, { largura: number; altura: number }> = {
  assinatura: { largura: 170, altura: 56 },
  rubrica: { largura: 64, altura: 40 },
  data: { largura: 90, altura: 20 },
  nome: { largura: 170, altura: 20 },
  cpf: { largura: 110, altura: 20 },
  email: { largura: 170, altura: 20 },
  texto: { largura: 160, altura: 20 },
  caixa: { largura: 16, altura: 16 },
};

/**
 * Anchors: `{{tipo:n}}` in the PDF's text (n = the signatory's position in the request, from 1),
 * e.g. {{assinatura:1}}, {{rubrica:2}}, {{data:1}}. Spaces inside the braces are allowed.
 */
export const ANCHOR_PATTERN =
  /\{\{\s*(assinatura|rubrica|data|nome|cpf|email|texto|caixa)\s*:\s*(\d{1,2})\s*\}\}/g;

/** One colour per signatory (by position), distinct and readable on white; repeats after ten. */
export const SIGNATORY_COLORS = [
  '#1565c0',
  '#c62828',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#4e342e',
  '#283593',
  '#558b2f',
] as const;
export const signatoryColor = (index: number) =>
  SIGNATORY_COLORS[((index % SIGNATORY_COLORS.length) + SIGNATORY_COLORS.length) % SIGNATORY_COLORS.length];

/** The signing date as burned in and shown: dd/mm/aaaa in Brasília. */
export function fieldDate(at: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

/** A CPF as written on the page: 123.456.789-09. */
export function formatCpf(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : digits;
}
