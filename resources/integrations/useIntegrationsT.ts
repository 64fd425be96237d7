// Translation for the integrations pages with their own dictionary (i18n/app/pages/integrations.ts),
// which travels in these pages' chunks rather than the first screen's. Follows the language picked
// anywhere in the app. Its texts go to react-admin's pieces (confirmations, toasts, row menus)
// already translated; those show a text that is no message key as it is.
import { useCallback, useSyncExternalStore } from 'react';
import { integrationsEn, integrationsPtBR } from '../../i18n/app/pages/integrations';
import { interpolate } from '../../src/providers/interpolate';
import { getLanguage, subscribePreferences } from '../../src/providers/preferences';

export type IntegrationsT = (key: string, options?: Record<string, unknown>) => string;

export function useIntegrationsT(): IntegrationsT {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  return useCallback<IntegrationsT>(
    (key, options) => interpolate(lang, lang === 'en' ? integrationsEn : integrationsPtBR, key, options),
    [lang],
  );
}
