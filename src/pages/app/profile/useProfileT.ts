// Translation for the profile page with its own dictionary (i18n/app/pages/profile.ts), which
// travels in this page's chunk. Follows the language picked anywhere in the app.
import { profileEn, profilePtBR } from '../../../../i18n/app/pages/profile';
import { type PageTranslate, usePageT } from '../../../providers/pageT';

export type ProfileTranslate = PageTranslate;

export const useProfileT = (): ProfileTranslate => usePageT({ pt_BR: profilePtBR, en: profileEn });
