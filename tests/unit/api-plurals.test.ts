// Messages say "1 mensagem" and "2 mensagens", never "mensagem(ns)": the API's translate() picks the
// singular or the plural of `{count|…|…}` by the parameter's value, in both languages, and no message
// of the API's catalogues or of the app's dictionaries (which use polyglot's `||||` forms) keeps a
// "(s)"/"(ns)" placeholder plural.
import { describe, expect, it } from 'vitest';
import { apiMessages, translate } from '../../i18n/api/index.js';
import { enApp } from '../../i18n/app/en.js';
import { ptBRApp } from '../../i18n/app/pt-BR.js';
import { lateMessages } from '../../src/providers/lateMessages.js';

describe('plurals in API messages', () => {
  it('says one message and many messages', () => {
    expect(translate('pt_BR', 'notifications.campaign_finished', { total: 1 })).toBe(
      'A campanha de 1 mensagem terminou: ela foi enviada.',
    );
    expect(translate('pt_BR', 'notifications.campaign_finished', { total: 3 })).toBe(
      'A campanha de 3 mensagens terminou: todas foram enviadas.',
    );
    expect(translate('pt_BR', 'notifications.campaign_finished_failures', { total: 5, falhas: 1 })).toBe(
      'A campanha de 5 mensagens terminou com 1 falha no envio.',
    );
    expect(translate('en', 'notifications.campaign_finished_failures', { total: 1, falhas: 2 })).toBe(
      'The campaign of 1 message finished with 2 failures.',
    );
    expect(translate('pt_BR', 'messages.numbers_invalid', { count: 1, numbers: '11 9' })).toBe(
      '1 número inválido: 11 9',
    );
    expect(translate('en', 'fields.page_missing', { page: 4, pages: 3 })).toBe(
      'Page 4 does not exist: the document has 3 pages.',
    );
  });

  it('leaves no "(s)" plural in any message', () => {
    for (const [lang, messages] of Object.entries(apiMessages))
      for (const [key, text] of Object.entries(messages))
        expect(text, `${lang} ${key}`).not.toMatch(/\((?:s|ns|es)\)/);
  });

  it('leaves no "(s)" plural in the app\'s dictionaries either', async () => {
    const pages = import.meta.glob<Record<string, unknown>>('../../i18n/app/pages/*.ts', { eager: true });
    // The lazily loaded resources' labels (resources/<name>/messages.ts) join lateMessages on import.
    import.meta.glob('../../resources/*/messages.ts', { eager: true });
    const dictionaries: [string, unknown][] = [
      ['app pt-BR', ptBRApp],
      ['app en', enApp],
      ['late resources pt-BR', lateMessages('pt_BR')],
      ['late resources en', lateMessages('en')],
      ...Object.entries(pages).flatMap(([file, mod]) =>
        Object.entries(mod).map(([name, d]) => [`${file} ${name}`, d] as [string, unknown]),
      ),
    ];
    const texts = (node: unknown, path: string): [string, string][] =>
      typeof node === 'string'
        ? [[path, node]]
        : node && typeof node === 'object'
          ? Object.entries(node).flatMap(([k, v]) => texts(v, `${path}.${k}`))
          : [];
    for (const [name, dictionary] of dictionaries)
      for (const [path, text] of texts(dictionary, name)) expect(text, path).not.toMatch(/\((?:s|ns|es)\)/);
    expect(dictionaries.length).toBeGreaterThan(10);
  });
});
