// The API's messages say "1 mensagem" and "2 mensagens", never "mensagem(ns)": translate() picks the
// singular or the plural of `{count|…|…}` by the parameter's value, in both languages, and no message
// of either catalogue keeps a "(s)"/"(ns)" placeholder plural.
import { describe, expect, it } from 'vitest';
import { apiMessages, translate } from '../../i18n/api/index.js';

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
});
