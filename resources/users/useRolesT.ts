// Translation of what each role means (i18n/app/pages/roles.ts), a dictionary that travels with the
// invite and permission editors rather than in the first screen. Follows the language picked
// anywhere in the app.
import { useCallback, useSyncExternalStore } from 'react';
import { rolesEn, rolesPtBR } from '../../i18n/app/pages/roles';
import { interpolate } from '../../src/providers/interpolate';
import { getLanguage, subscribePreferences } from '../../src/providers/preferences';

export type RolesT = (key: string, options?: Record<string, unknown>) => string;

export function useRolesT(): RolesT {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  return useCallback<RolesT>(
    (key, options) => interpolate(lang, lang === 'en' ? rolesEn : rolesPtBR, key, options),
    [lang],
  );
}
