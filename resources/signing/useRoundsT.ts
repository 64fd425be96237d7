// Translation of sending a process again and of its earlier rounds, with their own dictionary
// (i18n/app/pages/signingRounds.ts), which travels in the signing dialogs' chunk rather than the
// first screen's. Follows the language picked anywhere in the app.
import { useCallback, useSyncExternalStore } from 'react';
import { signingRoundsEn, signingRoundsPtBR } from '../../i18n/app/pages/signingRounds';
import { interpolate } from '../../src/providers/interpolate';
import { getLanguage, subscribePreferences } from '../../src/providers/preferences';
import type { DeadlineT } from './useDeadlineT';

export function useRoundsT(): DeadlineT {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  return useCallback<DeadlineT>(
    (key, options) => interpolate(lang, lang === 'en' ? signingRoundsEn : signingRoundsPtBR, key, options),
    [lang],
  );
}
