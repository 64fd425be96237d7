// Message lookup for the shell, without polyglot's weight: nested keys, %{name} placeholders and
// '||||' plural forms chosen by %{smart_count} (pt-BR: 0 and 1 singular; en: only 1).
import type { Language } from '../../common/constants';

export type Phrases = Record<string, unknown>;

export function lookup(phrases: Phrases, key: string): string | undefined {
  const flat = phrases[key];
  if (typeof flat === 'string') return flat;
  let node: unknown = phrases;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(
  lang: Language,
  phrases: Phrases,
  key: string,
  options: Record<string, unknown> = {},
): string {
  let text = lookup(phrases, key) ?? key;
  const count = options.smart_count;
  if (typeof count === 'number' && text.includes('||||')) {
    const forms = text.split('||||').map((f) => f.trim());
    const plural = lang === 'pt_BR' ? count > 1 : count !== 1;
    text = forms[plural ? 1 : 0] ?? forms[0] ?? text;
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  );
}
