// File sizes in the vault's screens: the shared formatter, in the language react-admin speaks.
import type { Language } from '../../common/constants';

export { formatBytes } from '../../common/bytes';

/** The app's language code from react-admin's locale ('pt-BR' | 'en'). */
export const languageOf = (locale: string): Language => (locale === 'en' ? 'en' : 'pt_BR');
