// Translation for the integrations pages with their own dictionary (i18n/app/pages/integrations.ts),
// which travels in these pages' chunks rather than the first screen's. Follows the language picked
// anywhere in the app. Its texts go to react-admin's pieces (confirmations, toasts, row menus)
// already translated; those show a text that is no message key as it is.
import { integrationsEn, integrationsPtBR } from '../../i18n/app/pages/integrations';
import { type PageTranslate, usePageT } from '../../src/providers/pageT';

export type IntegrationsT = PageTranslate;

export const useIntegrationsT = (): IntegrationsT =>
  usePageT({ pt_BR: integrationsPtBR, en: integrationsEn });
