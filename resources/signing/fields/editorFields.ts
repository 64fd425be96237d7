// The fields of a request as the editor holds them, pure: each belongs to a signatory's row (its
// stable key, so a field follows its signatory when the rows move and goes when the row goes) and
// has one or more places (areas). What they become in the request and the draft (`signatario` =
// the row's position from 1), what they are made from (a draft, the process sent again, the
// anchors the pages call found), what the browser checks before sending, and where the API's
// `campos.N.…` errors belong.
import type { FieldArea, FieldInput, FoundAnchor } from '../../../common/schemas/signatureFields';
import { actTakesMarks, type FieldType, isMarkType } from '../../../common/signatureFields';
import type { SignatoryView } from '../../../src/providers/signingApi';

export interface EditorField {
  /** Stable while the field lives (selection, undo, errors). */
  key: number;
  /** The key of the signatory's row (SignatoryDraft.key). */
  owner: number;
  tipo: FieldType;
  obrigatorio: boolean;
  /** '' when none (required for texto and caixa). */
  rotulo: string;
  /** Free text only; null: no limit but the platform's. */
  max_caracteres: number | null;
  areas: FieldArea[];
}

/** The box selected: a field and one of its places. */
export interface Selection {
  key: number;
  area: number;
}

/** A signatory as the editor needs them: their row's key, a name to show and the act asked. */
export interface EditorSignatory {
  key: number;
  nome: string;
  tipo: number;
  /** Only these field types (a template's prefill value is free text); none: what the act takes. */
  types?: readonly FieldType[];
}

/** Problems by field key: an i18n key of the editor or the API's message, and the place it names. */
export type FieldErrors = Record<number, { message: string; area: number | null }>;

let lastKey = 0;
export const fieldKey = () => ++lastKey;

/** Required unless a checkbox (the API's default). */
export const requiredByDefault = (tipo: FieldType) => tipo !== 'caixa';

export const newField = (owner: number, tipo: FieldType, areas: FieldArea[]): EditorField => ({
  key: fieldKey(),
  owner,
  tipo,
  obrigatorio: requiredByDefault(tipo),
  rotulo: '',
  max_caracteres: null,
  areas,
});

/** The fields whose signatory is still in the request. */
export const liveFields = (fields: readonly EditorField[], owners: readonly number[]) =>
  fields.filter((f) => owners.includes(f.owner));

/**
 * The fields as the API takes them (signatories by position, from 1), and the key of each in the
 * same order (to place the API's `campos.N` errors).
 */
export function fieldInputs(
  fields: readonly EditorField[],
  owners: readonly number[],
): { campos: FieldInput[]; keys: number[] } {
  const live = liveFields(fields, owners);
  return {
    campos: live.map((f) => ({
      signatario: owners.indexOf(f.owner) + 1,
      tipo: f.tipo,
      obrigatorio: f.obrigatorio,
      ...(f.rotulo.trim() ? { rotulo: f.rotulo.trim() } : {}),
      ...(f.tipo === 'texto' && f.max_caracteres ? { max_caracteres: f.max_caracteres } : {}),
      areas: f.areas,
    })),
    keys: live.map((f) => f.key),
  };
}

/** A draft's fields back in the editor (fields placed by an anchor text alone have no place to show). */
export const fromInputs = (campos: readonly FieldInput[], owners: readonly number[]): EditorField[] =>
  campos.flatMap((c) => {
    const owner = owners[c.signatario - 1];
    if (owner === undefined || !c.areas?.length) return [];
    return [
      {
        ...newField(owner, c.tipo, c.areas),
        obrigatorio: c.obrigatorio ?? requiredByDefault(c.tipo),
        rotulo: c.rotulo ?? '',
        max_caracteres: c.max_caracteres ?? null,
      },
    ];
  });

/**
 * The fields of a process sent again, on the rows made from its signatories (the removed ones left
 * out, as their rows are): `owners` are those rows' keys, in the same order.
 */
export const fromProcess = (signatarios: readonly SignatoryView[], owners: readonly number[]) =>
  signatarios
    .filter((s) => s.status !== 'removed')
    .flatMap((s, i) => {
      const owner = owners[i];
      return owner === undefined
        ? []
        : s.campos.map(
            (f): EditorField => ({
              key: fieldKey(),
              owner,
              tipo: f.tipo,
              obrigatorio: f.obrigatorio,
              rotulo: f.rotulo ?? '',
              max_caracteres: f.max_caracteres,
              areas: f.areas.map(({ pagina, x, y, largura, altura, marcador }) => ({
                pagina,
                x,
                y,
                largura,
                altura,
                ...(marcador ? { marcador } : {}),
              })),
            }),
          );
    });

const samePlace = (a: FieldArea, b: FieldArea) =>
  a.pagina === b.pagina && Math.abs(a.x - b.x) < 1e-4 && Math.abs(a.y - b.y) < 1e-4;

/**
 * The anchors found in the PDF's text as fields: one field per signatory and type, with a place per
 * anchor (`{{rubrica:1}}` on every page is one rubrica, filled once), the anchor text's own box kept
 * (`marcador`, covered when sealed). Anchors already placed, of a signatory not in the request or of
 * a mark their act takes none of, are skipped (counted).
 */
export function fromAnchors(
  anchors: readonly FoundAnchor[],
  signatories: readonly EditorSignatory[],
  existing: readonly EditorField[],
): { fields: EditorField[]; skipped: number } {
  const fields = new Map<string, EditorField>();
  let skipped = 0;
  for (const a of anchors) {
    const who = signatories[a.signatario - 1];
    const placed = existing.some(
      (f) => f.owner === who?.key && f.tipo === a.tipo && f.areas.some((p) => samePlace(p, a.area)),
    );
    if (!who || (isMarkType(a.tipo) && !actTakesMarks(who.tipo)) || placed) {
      skipped++;
      continue;
    }
    const id = `${who.key}:${a.tipo}`;
    const field = fields.get(id) ?? newField(who.key, a.tipo, []);
    fields.set(id, { ...field, areas: [...field.areas, a.area] });
  }
  return { fields: [...fields.values()], skipped };
}

/** What the browser can tell before the API does: a label missing, a mark for an act that takes none. */
export function fieldProblems(
  fields: readonly EditorField[],
  signatories: readonly EditorSignatory[],
): FieldErrors {
  const problems: FieldErrors = {};
  for (const f of fields) {
    const who = signatories.find((s) => s.key === f.owner);
    if (!who) continue;
    if (isMarkType(f.tipo) && !actTakesMarks(who.tipo))
      problems[f.key] = { message: 'errors.act_takes_no_marks', area: null };
    else if ((f.tipo === 'texto' || f.tipo === 'caixa') && !f.rotulo.trim())
      problems[f.key] = { message: 'errors.label_required', area: null };
  }
  return problems;
}

const FIELD_PATH = /^campos\.(\d+)(?:\.areas\.(\d+))?/;

/**
 * The API's errors on `campos.N…` as problems of the fields sent in that order (`keys`); the other
 * paths are left as they were.
 */
export function splitFieldErrors(
  errors: Record<string, string>,
  keys: readonly number[],
): { fields: FieldErrors; rest: Record<string, string> } {
  const fields: FieldErrors = {};
  const rest: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const m = FIELD_PATH.exec(path);
    const key = m ? keys[Number(m[1])] : undefined;
    if (key === undefined) rest[path] = message;
    else fields[key] ??= { message, area: m?.[2] === undefined ? null : Number(m[2]) };
  }
  return { fields, rest };
}
