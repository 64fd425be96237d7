// Translation for the public signing pages with their own dictionary (i18n/app/pages/signing.ts),
// which travels in these pages' chunks rather than in the login page's bundle. Follows the language
// picked anywhere in the app.
import type { Language } from '../../../common/constants';
import { signingPagesEn, signingPagesPtBR } from '../../../i18n/app/pages/signing';
import { type PageTranslate, usePageText } from '../../providers/pageT';

export type SigningTranslate = PageTranslate;

export const useSigningT = (): { t: SigningTranslate; lang: Language } =>
  usePageText({ pt_BR: signingPagesPtBR, en: signingPagesEn });

export { lowerFirst } from '../../../common/signing';
