import { describe, expect, it } from 'vitest';
import { apiMessages, translate } from '../../i18n/api/index.js';

describe('API messages', () => {
  it('has the same keys, all non-empty, in pt-BR and English', () => {
    const pt = Object.keys(apiMessages.pt_BR).sort();
    const en = Object.keys(apiMessages.en).sort();
    expect(en).toEqual(pt);
    for (const lang of ['pt_BR', 'en'] as const)
      for (const [key, text] of Object.entries(apiMessages[lang]))
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/:[a-z_]+/g) ?? []).sort();
    for (const key of Object.keys(apiMessages.pt_BR) as (keyof typeof apiMessages.pt_BR)[])
      expect(placeholders(apiMessages.en[key]), key).toEqual(placeholders(apiMessages.pt_BR[key]));
  });

  it('carries the spec catalogue messages word for word', () => {
    expect(translate('pt_BR', 'errors.unauthenticated')).toBe(
      'Sua sessão foi encerrada, entre novamente para continuar..',
    );
    expect(translate('pt_BR', 'errors.not_found')).toBe('Conteúdo não encontrado, verifique mais tarde.');
    expect(translate('pt_BR', 'errors.server')).toBe('Oops! Aconteceu um erro.');
    expect(translate('pt_BR', 'errors.validation')).toBe('Houve um erro de validação.');
    expect(translate('pt_BR', 'validation.password_min')).toBe('Senha tem que ter 6 dígitos');
  });

  it('fills placeholders, longest name first', () => {
    expect(translate('pt_BR', 'auth.throttle', { seconds: 42 })).toBe(
      'Muitas tentativas de login. Tente novamente em 42 segundos.',
    );
    expect(translate('pt_BR', 'mail.reset.body', { minutes: 60, min: 1 })).toContain('60 minutos');
  });
});
