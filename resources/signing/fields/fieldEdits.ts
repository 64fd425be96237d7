// The editor's changes to the field list, pure (each returns the list itself when nothing changes,
// so no empty step lands in the undo history): add, move or resize one place, take a place or a
// whole field away, change a field's details.
import type { FieldArea } from '../../../common/schemas/signatureFields';
import type { EditorField, Selection } from './editorFields';

export type Edit = (fields: EditorField[]) => EditorField[];

export const addField =
  (field: EditorField): Edit =>
  (fields) => [...fields, field];

const sameArea = (a: FieldArea, b: FieldArea) =>
  a.pagina === b.pagina && a.x === b.x && a.y === b.y && a.largura === b.largura && a.altura === b.altura;

/** Place `at.area` of field `at.key` becomes `area`. */
export const setArea =
  (at: Selection, area: FieldArea): Edit =>
  (fields) => {
    const current = fields.find((f) => f.key === at.key)?.areas[at.area];
    if (!current || sameArea(current, area)) return fields;
    return fields.map((f) =>
      f.key === at.key ? { ...f, areas: f.areas.map((a, i) => (i === at.area ? area : a)) } : f,
    );
  };

/** Takes one place away; a field left without places goes. */
export const removeArea =
  (at: Selection): Edit =>
  (fields) =>
    fields.flatMap((f) => {
      if (f.key !== at.key) return [f];
      const areas = f.areas.filter((_a, i) => i !== at.area);
      return areas.length > 0 ? [{ ...f, areas }] : [];
    });

export const removeField =
  (key: number): Edit =>
  (fields) =>
    fields.filter((f) => f.key !== key);

/** Changes a field's details (whose, type, required, label, maximum length, its places). */
export const patchField =
  (key: number, patch: Partial<Omit<EditorField, 'key'>>): Edit =>
  (fields) =>
    fields.map((f) => (f.key === key ? { ...f, ...patch } : f));
