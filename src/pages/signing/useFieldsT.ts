// Translation for visible signatures, fields and marks (i18n/app/pages/signatureFields.ts), shared by
// the public signing page, the inbox and the profile: a dictionary of its own that travels in those
// screens' chunks. Follows the language picked anywhere in the app.
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../../common/constants';
import { signatureFieldsEn, signatureFieldsPtBR } from '../../../i18n/app/pages/signatureFields';
import { interpolate } from '../../providers/interpolate';
import { getLanguage, subscribePreferences } from '../../providers/preferences';

export type FieldsTranslate = (key: string, options?: Record<string, unknown>) => string;

export function useFieldsT(): { t: FieldsTranslate; lang: Language } {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  const t = useCallback<FieldsTranslate>(
    (key, options) =>
      interpolate(lang, lang === 'en' ? signatureFieldsEn : signatureFieldsPtBR, key, options),
    [lang],
  );
  return { t, lang };
}
