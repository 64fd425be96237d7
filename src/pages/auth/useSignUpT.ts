// The messages of i18n/app/pages/signup.ts for the public sign-up pages, in the shell's language.
import { signUpPagesEn, signUpPagesPtBR } from '../../../i18n/app/pages/signup';
import { useTranslateIn } from '../../providers/pageT';
import { type Translate, useLang } from '../../providers/publicI18n';

export const useSignUpT = (): Translate =>
  useTranslateIn(useLang(), { pt_BR: signUpPagesPtBR, en: signUpPagesEn });
