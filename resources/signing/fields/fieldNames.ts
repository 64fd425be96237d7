// How the editor names a signatory and a field's place, for the boxes' accessible names, the
// properties panel and the dialog's alert ("Assinatura de Ana Souza, página 2"), and colours a
// signatory (by position).
import { SIGNATORY_COLORS, signatoryColor } from '../../../common/signatureFields';
import type { EditorField, EditorSignatory } from './editorFields';
import type { EditorTranslate } from './useEditorT';

/** The signatory's name, or "Signatário 2" while the row has none. */
export function signatoryLabel(t: EditorTranslate, signatories: readonly EditorSignatory[], key: number) {
  const index = signatories.findIndex((s) => s.key === key);
  return signatories[index]?.nome.trim() || t('signatory', { n: index + 1 });
}

/** A field's place by type, signatory and page. */
export function fieldName(
  t: EditorTranslate,
  field: EditorField,
  area: number,
  signatories: readonly EditorSignatory[],
) {
  return t('box.name', {
    type: t(`types.${field.tipo}`),
    name: signatoryLabel(t, signatories, field.owner),
    page: field.areas[area]?.pagina ?? field.areas[0]?.pagina ?? 1,
  });
}

/** The colour of the signatory at `index` (0-based), on the palette and on their boxes. */
export const colorOf = (index: number): string => signatoryColor(index) ?? SIGNATORY_COLORS[0];
