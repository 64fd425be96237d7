// The language of a request: the signed-in user's, else the Accept-Language header, else pt-BR.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../common/constants.js';

export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

export const requestLanguage = (req: FastifyRequest): Language =>
  (req.auth?.user.language as Language | undefined) ?? languageFromHeader(req.headers['accept-language']);
