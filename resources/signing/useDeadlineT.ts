// Translation of a signing process' deadline with its own dictionary (i18n/app/pages/signingDeadline.ts),
// which travels in the signing dialogs' chunk rather than the first screen's. Follows the language
// picked anywhere in the app.
import type { Language } from '../../common/constants';
import { signingDeadlineEn, signingDeadlinePtBR } from '../../i18n/app/pages/signingDeadline';
import { type PageTranslate, usePageText } from '../../src/providers/pageT';

export type DeadlineT = PageTranslate;

export const useDeadlineT = (): { t: DeadlineT; lang: Language } =>
  usePageText({ pt_BR: signingDeadlinePtBR, en: signingDeadlineEn });
