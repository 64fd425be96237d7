// The send form's checks, without the page: how a pasted list is split, which spreadsheet column is
// taken for the phone, which columns become variables, and the cumulative progress figures.
import { describe, expect, it } from 'vitest';
import { campaignFigures, withLiveProgress } from '../../resources/messages/campaignProgress';
import {
  checkRecipients,
  guessPhoneColumn,
  importedEntries,
  splitNumbers,
  variableColumns,
} from '../../resources/messages/recipients';

describe('recipients', () => {
  it('splits a pasted list on lines, semicolons and commas, skipping blanks', () => {
    expect(splitNumbers(' 11 99999-0001\r\n\n(21) 98888-7777 ; 31 97777-6666,,+1 202 555 0100 ')).toEqual([
      '11 99999-0001',
      '(21) 98888-7777',
      '31 97777-6666',
      '+1 202 555 0100',
    ]);
  });

  it('keeps the first valid occurrence of each number and counts the rest', () => {
    const checked = checkRecipients(
      ['+55 11 99999-0001', '11999990001', 'abc', '', '+1 202 555 0100'].map((input) => ({
        input,
        vars: {},
      })),
    );
    expect(checked.recipients).toEqual([{ number: '5511999990001' }, { number: '12025550100' }]);
    expect(checked.invalid).toBe(2);
    expect(checked.duplicates).toBe(1);
    expect(checked.rows.map((r) => [r.line, r.problem, r.duplicate])).toEqual([
      [1, null, false],
      [2, null, true],
      [3, 'empty', false],
      [4, 'empty', false],
      [5, null, false],
    ]);
  });

  it('guesses the phone column by its name, accents and case aside', () => {
    expect(guessPhoneColumn(['Nome', 'Telefone'])).toBe('Telefone');
    expect(guessPhoneColumn(['nome', 'CELULAR'])).toBe('CELULAR');
    expect(guessPhoneColumn(['Cliente', 'WhatsApp'])).toBe('WhatsApp');
    expect(guessPhoneColumn(['Número', 'Nome'])).toBe('Número');
    expect(guessPhoneColumn(['phone number'])).toBe('phone number');
    expect(guessPhoneColumn(['Nome', 'Cidade'])).toBeUndefined();
  });

  it('offers the other columns as lower-cased variables, skipping names a {variable} cannot hold', () => {
    const columns = ['Telefone', 'Nome', 'Data de vencimento', 'Valor (R$)', 'NOME'];
    expect(variableColumns(columns, 'Telefone')).toEqual([
      { column: 'Nome', key: 'nome' },
      { column: 'Data de vencimento', key: 'data de vencimento' },
    ]);
    const rows = [{ Telefone: '11999990001', Nome: 'Ana', 'Data de vencimento': '10/04' }];
    expect(importedEntries(rows, 'Telefone', variableColumns(columns, 'Telefone'))).toEqual([
      { input: '11999990001', vars: { nome: 'Ana', 'data de vencimento': '10/04' } },
    ]);
  });
});

describe('campaign progress', () => {
  const counts = {
    queued: 1,
    paused: 3,
    cancelled: 2,
    sending: 1,
    sent: 2,
    delivered: 3,
    read: 4,
    failed: 5,
    invalid: 6,
  };
  const campaign = {
    id: 1,
    message: 'x',
    device: { id: 1, uuid: 'u', name: 'd', state: 'open' as const, disconnect_reason: null },
    user: null,
    attachment: null,
    total: 22,
    counts,
    created_at: '2026-03-05T15:07:00.000Z',
    finished_at: null,
    paused_at: null,
    cancelled_at: null,
    pace: null,
  };

  it('counts read inside delivered inside sent, invalid with the failures, paused as pending', () => {
    expect(campaignFigures(27, counts)).toEqual({
      total: 27,
      sent: 9,
      delivered: 7,
      read: 4,
      failed: 11,
      pending: 5,
      cancelled: 2,
    });
  });

  it('takes a live event unless it is behind what was loaded, with its pause and cancel marks', () => {
    const marks = { paused_at: null, cancelled_at: null };
    const ahead = {
      id: 1,
      total: 27,
      counts: { ...counts, delivered: 2, read: 5 },
      finished_at: null,
      ...marks,
    };
    expect(withLiveProgress(campaign, ahead).counts.read).toBe(5);
    // Pausing moves nothing forward: the paused snapshot is taken, with its mark.
    const paused = {
      ...ahead,
      counts: { ...ahead.counts, queued: 0, paused: 4 },
      paused_at: '2026-03-05T15:08:00.000Z',
    };
    expect(withLiveProgress(campaign, paused)).toMatchObject({
      paused_at: '2026-03-05T15:08:00.000Z',
      pace: null,
    });
    const behind = {
      id: 1,
      total: 27,
      counts: { ...counts, queued: 2, sent: 1 },
      finished_at: null,
      ...marks,
    };
    expect(withLiveProgress(campaign, behind)).toBe(campaign);
    const finished = { ...campaign, finished_at: '2026-03-05T15:09:00.000Z' };
    expect(withLiveProgress(finished, { ...ahead, finished_at: null })).toBe(finished);
    expect(withLiveProgress(campaign, { ...ahead, id: 2 })).toBe(campaign);
  });
});
