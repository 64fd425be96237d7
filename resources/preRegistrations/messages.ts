// The preRegistrations resource's labels in both languages, added to the i18n provider when one of its pages
// loads (they are not in the first screen's dictionary).
import { preRegistrationsEn } from '../../i18n/app/resources/en/preRegistrations';
import { preRegistrationsPtBR } from '../../i18n/app/resources/preRegistrations';
import { addResourceMessages } from '../../src/providers/lateMessages';

addResourceMessages('preRegistrations', { pt_BR: preRegistrationsPtBR, en: preRegistrationsEn });
