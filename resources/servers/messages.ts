// The servers resource's labels in both languages, added to the i18n provider when one of its pages
// loads (they are not in the first screen's dictionary).
import { serversEn } from '../../i18n/app/resources/en/servers';
import { serversPtBR } from '../../i18n/app/resources/servers';
import { addResourceMessages } from '../../src/providers/lateMessages';

addResourceMessages('servers', { pt_BR: serversPtBR, en: serversEn });
