// The plans resource's labels in both languages, added to the i18n provider when one of its pages
// loads (they are not in the first screen's dictionary).
import { plansEn } from '../../i18n/app/resources/en/plans';
import { plansPtBR } from '../../i18n/app/resources/plans';
import { addResourceMessages } from '../../src/providers/lateMessages';

addResourceMessages('plans', { pt_BR: plansPtBR, en: plansEn });
