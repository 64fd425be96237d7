// Spec §8: every status of the catalogue mapped to its action.
import { describe, expect, it } from 'vitest';
import { catalogue, firstMessage } from '../../src/providers/errorCatalogue';

describe('the HTTP error catalogue', () => {
  it('401 ends the session with the spec message', () => {
    expect(catalogue(401, { message: 'x' })).toEqual({ kind: 'logout', message: 'app.http.session_closed' });
  });

  it('402 UPGRADE_PLAN goes to upgrade with message and module, closing the tab', () => {
    expect(
      catalogue(402, { message: 'Limite de dispositivos', reason: 'UPGRADE_PLAN', module: 'devices' }),
    ).toEqual({
      kind: 'navigate',
      to: 'upgrade',
      closeTab: true,
      state: { message: 'Limite de dispositivos', module: 'devices' },
    });
  });

  it('a plain 402 goes to comprar with the message', () => {
    expect(catalogue(402, { message: 'Seu período de avaliação acabou' })).toEqual({
      kind: 'navigate',
      to: 'comprar',
      closeTab: true,
      state: { message: 'Seu período de avaliação acabou' },
    });
  });

  it('402 SUSPENDED goes to the invoices with the message, keeping the tab (reading still works)', () => {
    expect(catalogue(402, { message: 'Sua conta está suspensa.', reason: 'SUSPENDED' })).toEqual({
      kind: 'navigate',
      to: 'invoices',
      closeTab: false,
      state: { message: 'Sua conta está suspensa.' },
    });
  });

  it('403 closes the tab and goes to 403 with message and permission', () => {
    expect(catalogue(403, { message: 'Sem permissão', permission: 'vault.view' })).toEqual({
      kind: 'navigate',
      to: '403',
      closeTab: true,
      state: { message: 'Sem permissão', permission: 'vault.view' },
    });
  });

  it('404 goes to notFound with the spec message', () => {
    expect(catalogue(404, {})).toMatchObject({
      kind: 'navigate',
      to: 'notFound',
      state: { message: 'app.http.not_found' },
    });
  });

  it('406 toasts status and message', () => {
    expect(catalogue(406, { message: 'Formato não aceito' })).toEqual({
      kind: 'toast',
      level: 'warning',
      message: 'app.http.not_acceptable',
      args: { status: 406, message: 'Formato não aceito' },
    });
  });

  it('419 is a connection error asking for a refresh', () => {
    expect(catalogue(419, {})).toMatchObject({ kind: 'toast', message: 'app.http.connection_error' });
  });

  it('422 and 429 toast the first validation message, else the fallback', () => {
    const body = { message: 'Geral', errors: { email: ['E-mail inválido.', 'outro'], password: ['Curta'] } };
    expect(catalogue(422, body)).toMatchObject({ kind: 'toast', message: 'E-mail inválido.' });
    expect(catalogue(429, { message: 'Tente em 30 segundos.' })).toMatchObject({
      message: 'Tente em 30 segundos.',
    });
    expect(catalogue(422, {})).toMatchObject({ message: 'app.http.validation' });
    expect(catalogue(422, undefined)).toMatchObject({ message: 'app.http.validation' });
  });

  it('451 goes to the terms page with the terms', () => {
    const terms = [{ id: 3, termo_descricao: 'v3' }];
    expect(catalogue(451, { message: 'Aceite', terms })).toEqual({
      kind: 'navigate',
      to: '451',
      closeTab: false,
      state: { message: 'Aceite', terms },
    });
  });

  it('500 and other server errors show the generic message, never the body', () => {
    expect(catalogue(500, { message: 'stack trace here' })).toEqual({
      kind: 'toast',
      level: 'error',
      message: 'app.http.server_error',
    });
    expect(catalogue(502, {})).toMatchObject({ message: 'app.http.server_error' });
  });

  it('503 says the service is briefly unavailable (the request is worth trying again)', () => {
    expect(catalogue(503, { message: 'interno' })).toEqual({
      kind: 'toast',
      level: 'warning',
      message: 'app.http.unavailable',
    });
  });

  it('a network failure asks to check the internet', () => {
    expect(catalogue(0, undefined)).toMatchObject({ kind: 'toast', message: 'app.http.network' });
  });

  it('reads the first message of a Laravel body', () => {
    expect(firstMessage({ errors: { a: [], b: ['segundo'] } })).toBe('segundo');
    expect(firstMessage({ errors: { a: 'texto' } })).toBe('texto');
    expect(firstMessage({ message: 'só mensagem' })).toBe('só mensagem');
    expect(firstMessage(undefined)).toBeUndefined();
  });
});
