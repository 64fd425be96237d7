// Message dictionaries: pt-BR ships with the app, English is fetched on demand. Shared API
// validation and access messages (common schemas speak 'validation.*' keys) are reused from i18n/api,
// converted from :placeholder to polyglot's %{placeholder}.
import type { Language } from '../../common/constants';
import { sharedPtBR } from '../../i18n/api/shared';
import { ptBRApp } from '../../i18n/app/pt-BR';

export type Dictionary = Record<string, unknown>;

const toPolyglot = (flat: Record<string, string>) =>
  Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, v.replace(/:([a-z_]+)/g, '%{$1}')]));

/** API messages are flat keys with dots; polyglot reads them as-is when given a flat object. */
export const apiDictionary = (flat: Record<string, string>) => toPolyglot(flat);

export const ptBRDictionary: Dictionary = { ...ptBRApp, ...apiDictionary(sharedPtBR) };

export async function loadAppDictionary(lang: Language): Promise<Dictionary> {
  if (lang === 'pt_BR') return ptBRDictionary;
  const [{ enApp }, { sharedEn }] = await Promise.all([
    import('../../i18n/app/en'),
    import('../../i18n/api/shared.en'),
  ]);
  return { ...enApp, ...apiDictionary(sharedEn) };
}
