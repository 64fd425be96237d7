// The companies resource's labels in both languages, added to the i18n provider when one of its pages
// loads (they are not in the first screen's dictionary).

import { companiesPtBR } from '../../i18n/app/resources/companies';
import { companiesEn } from '../../i18n/app/resources/en/companies';
import { addResourceMessages } from '../../src/providers/lateMessages';

addResourceMessages('companies', { pt_BR: companiesPtBR, en: companiesEn });
