// Messages that arrive after the i18n provider was made: every resource's labels (its messages.ts,
// both languages) travel with its pages' chunks, which add them here when they load, before their
// components render; the route titles a manifest declares are added at start. The provider
// (i18nProvider.ts) reads them first.
import type { Language } from '../../common/constants';
import { lookup, type Phrases } from './interpolate';

const late: Record<Language, { resources: Phrases }> = { pt_BR: { resources: {} }, en: { resources: {} } };

/** Merges `add` into `into`, nested groups key by key (a manifest's `menu` titles beside a dictionary's `menu`). */
const merge = (into: Phrases | undefined, add: Phrases): Phrases => {
  const out: Phrases = { ...into };
  for (const [key, value] of Object.entries(add)) {
    const had = out[key];
    out[key] =
      value && typeof value === 'object' && had && typeof had === 'object'
        ? merge(had as Phrases, value as Phrases)
        : value;
  }
  return out;
};

/** Adds a resource's labels (what goes under `resources.<name>`) in both languages, beside what it has. */
export function addResourceMessages(name: string, messages: Record<Language, Phrases>): void {
  for (const lang of ['pt_BR', 'en'] as const)
    late[lang].resources[name] = merge(late[lang].resources[name] as Phrases | undefined, messages[lang]);
}

/** The late message for `key` in `lang`, if one was added. */
export const lateMessage = (lang: Language, key: string): string | undefined => lookup(late[lang], key);

/** The late messages in `lang` (for interpolation). */
export const lateMessages = (lang: Language): Phrases => late[lang];
