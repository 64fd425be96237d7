// The messages of i18n/app/pages/signup.ts for the public sign-up pages, in the shell's language.
import { useCallback } from 'react';
import { signUpPagesEn, signUpPagesPtBR } from '../../../i18n/app/pages/signup';
import { interpolate } from '../../providers/interpolate';
import { type Translate, useLang } from '../../providers/publicI18n';

export function useSignUpT(): Translate {
  const lang = useLang();
  return useCallback<Translate>(
    (key, options) => interpolate(lang, lang === 'en' ? signUpPagesEn : signUpPagesPtBR, key, options),
    [lang],
  );
}
