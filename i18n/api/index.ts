import type { Language } from '../../common/constants.js';
import { en } from './en.js';
import { type ApiMessageKey, ptBR } from './pt-BR.js';

export type { ApiMessageKey };
export const apiMessages: Record<Language, Record<ApiMessageKey, string>> = { pt_BR: ptBR, en };

export type MessageParams = Record<string, string | number>;

/** Translates a message key, filling :placeholders (longest names first, so :min never eats :minutes). */
export function translate(lang: Language, key: ApiMessageKey, params: MessageParams = {}): string {
  let text: string = apiMessages[lang][key] ?? ptBR[key];
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(`:${name}`).join(String(params[name]));
  return text;
}

export const isMessageKey = (value: string): value is ApiMessageKey => value in ptBR;
