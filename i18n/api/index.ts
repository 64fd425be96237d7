import type { Language } from '../../common/constants.js';
import { en } from './en.js';
import { type ApiMessageKey, ptBR } from './pt-BR.js';

export type { ApiMessageKey };
export const apiMessages: Record<Language, Record<ApiMessageKey, string>> = { pt_BR: ptBR, en };

export type MessageParams = Record<string, string | number>;

/** `{count|mensagem|mensagens}`: the singular when the parameter `count` is 1, else the plural. */
const PLURAL = /\{(\w+)\|([^|}]*)\|([^}]*)\}/g;

/**
 * Translates a message key, choosing plurals (`{total|mensagem|mensagens}`) and filling :placeholders
 * (longest names first, so :min never eats :minutes).
 */
export function translate(lang: Language, key: ApiMessageKey, params: MessageParams = {}): string {
  let text: string = (apiMessages[lang][key] ?? ptBR[key]).replace(
    PLURAL,
    (_all, name: string, one: string, many: string) => (Number(params[name]) === 1 ? one : many),
  );
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(`:${name}`).join(String(params[name]));
  return text;
}

export const isMessageKey = (value: string): value is ApiMessageKey => value in ptBR;
