// Translation for the sender's field editor (i18n/app/pages/fieldEditor.ts): a dictionary of its own,
// in the editor's chunk. Follows the language picked anywhere in the app.
import type { Language } from '../../../common/constants';
import { fieldEditorEn, fieldEditorPtBR } from '../../../i18n/app/pages/fieldEditor';
import { type PageTranslate, usePageText } from '../../../src/providers/pageT';

export type EditorTranslate = PageTranslate;

export const useEditorT = (): { t: EditorTranslate; lang: Language } =>
  usePageText({ pt_BR: fieldEditorPtBR, en: fieldEditorEn });
