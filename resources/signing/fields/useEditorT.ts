// Translation for the sender's field editor (i18n/app/pages/fieldEditor.ts): a dictionary of its own,
// in the editor's chunk. Follows the language picked anywhere in the app.
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../../common/constants';
import { fieldEditorEn, fieldEditorPtBR } from '../../../i18n/app/pages/fieldEditor';
import { interpolate } from '../../../src/providers/interpolate';
import { getLanguage, subscribePreferences } from '../../../src/providers/preferences';

export type EditorTranslate = (key: string, options?: Record<string, unknown>) => string;

export function useEditorT(): { t: EditorTranslate; lang: Language } {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  const t = useCallback<EditorTranslate>(
    (key, options) => interpolate(lang, lang === 'en' ? fieldEditorEn : fieldEditorPtBR, key, options),
    [lang],
  );
  return { t, lang };
}
