// The terms resource's labels in both languages, added to the i18n provider when one of its pages
// loads (they are not in the first screen's dictionary).
import { termsEn } from '../../i18n/app/resources/en/terms';
import { termsPtBR } from '../../i18n/app/resources/terms';
import { addResourceMessages } from '../../src/providers/lateMessages';

addResourceMessages('terms', { pt_BR: termsPtBR, en: termsEn });
