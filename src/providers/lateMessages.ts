// Messages that arrive after the i18n provider was made: the dictionaries of resources no first
// screen shows (plans, servers, companies, terms, pre-registrations, contacts) travel with their
// pages' chunks, which add them here when they load, before their components render; the route
// titles a manifest declares are added at start. The provider (i18nProvider.ts) reads them first.
import type { Language } from '../../common/constants';
import { lookup, type Phrases } from './interpolate';

const late: Record<Language, { resources: Phrases }> = { pt_BR: { resources: {} }, en: { resources: {} } };

/** Adds a resource's labels (what goes under `resources.<name>`) in both languages, beside what it has. */
export function addResourceMessages(name: string, messages: Record<Language, Phrases>): void {
  for (const lang of ['pt_BR', 'en'] as const)
    late[lang].resources[name] = {
      ...(late[lang].resources[name] as Phrases | undefined),
      ...messages[lang],
    };
}

/** The late message for `key` in `lang`, if one was added. */
export const lateMessage = (lang: Language, key: string): string | undefined => lookup(late[lang], key);

/** The late messages in `lang` (for interpolation). */
export const lateMessages = (lang: Language): Phrases => late[lang];
