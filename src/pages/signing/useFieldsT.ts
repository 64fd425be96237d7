// Translation for visible signatures, fields and marks (i18n/app/pages/signatureFields.ts), shared by
// the public signing page, the inbox and the profile: a dictionary of its own that travels in those
// screens' chunks. Follows the language picked anywhere in the app.
import type { Language } from '../../../common/constants';
import { signatureFieldsEn, signatureFieldsPtBR } from '../../../i18n/app/pages/signatureFields';
import { type PageTranslate, usePageText } from '../../providers/pageT';

export type FieldsTranslate = PageTranslate;

export const useFieldsT = (): { t: FieldsTranslate; lang: Language } =>
  usePageText({ pt_BR: signatureFieldsPtBR, en: signatureFieldsEn });
