// The messages of i18n/app/pages/publicLink.ts for the public link page, in the shell's language;
// they travel in the page's own chunk.
import { publicLinkPagesEn, publicLinkPagesPtBR } from '../../../i18n/app/pages/publicLink';
import { useTranslateIn } from '../../providers/pageT';
import { type Translate, useLang } from '../../providers/publicI18n';

export const usePublicLinkT = (): Translate =>
  useTranslateIn(useLang(), { pt_BR: publicLinkPagesPtBR, en: publicLinkPagesEn });
