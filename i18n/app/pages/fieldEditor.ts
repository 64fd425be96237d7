// Messages of the sender's field editor (placing signatures, rubricas and fields on the pages of a
// document sent for signature), in both languages. Loaded with the editor's own chunk.
import type { SameKeys } from '../resources/shape';

export const fieldEditorPtBR = {
  title: 'Posicionar campos',
};

export const fieldEditorEn: SameKeys<typeof fieldEditorPtBR> = {
  title: 'Place fields',
};
