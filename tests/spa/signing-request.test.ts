// "Solicitar assinaturas": the dialog checks what it can before calling, sends the signatories in the
// order shown (company users by id, external people with their details unmasked, the act number and
// whether a code is required, the deadline and the reminders' interval when chosen), and shows the
// API's 422 errors on the fields they name.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brasiliaDay, tomorrow } from '../../resources/signing/deadline';
import { RequestSignaturesDialog } from '../../resources/signing/RequestSignaturesDialog';
import { moveDraft, newDraft, requestBody, validateDrafts } from '../../resources/signing/signatoryDrafts';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  mockFetch,
  notes,
  one,
  pick,
  render,
  text,
  type,
} from './signing-render';

const members = [
  { id: 3, nome: 'Ana Souza', email: 'ana@demo.local' },
  { id: 4, nome: 'Caio Prado', email: 'caio@demo.local' },
];

function api(answer?: (call: Call) => { status?: number; body?: unknown } | undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/empresa/usuarios') return { body: { data: members } };
    return answer?.(call);
  });
}

const open = async (onSent = vi.fn()) => {
  const onClose = vi.fn();
  await render(
    createElement(RequestSignaturesDialog, { file: { id: 7, nome: 'contrato.pdf' }, onClose, onSent }),
  );
  return { onSent, onClose };
};

const rows = () => byTestId('signatory-row');
const field = (row: number, id: string) => one(id, rows()[row]);
const kind = async (row: number, value: 'internal' | 'external') => {
  const button = one('signatory-kind', rows()[row]).querySelector(`button[value="${value}"]`);
  if (!button) throw new Error('no kind button');
  await click(button);
};
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

afterEach(cleanup);

describe('signatory drafts', () => {
  it('moves a row up or down and leaves the ends alone', () => {
    expect(moveDraft(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveDraft(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveDraft(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('requires a user, or a name and a valid e-mail, and refuses the same person twice', () => {
    const internal = { ...newDraft('internal'), user_id: 3 };
    const external = {
      ...newDraft('external'),
      nome: 'B',
      email: 'nope',
      phone: '(11) 1234',
      cpf: '111.111.111-11',
    };
    expect(validateDrafts([newDraft('internal'), external], '')).toEqual({
      'signatarios.0.user_id': 'resources.signing.errors.user_required',
      'signatarios.1.nome': 'resources.signing.errors.name_required',
      'signatarios.1.email': 'resources.signing.errors.email_invalid',
      'signatarios.1.phone': 'resources.signing.errors.phone_invalid',
      'signatarios.1.cpf': 'resources.signing.errors.cpf_invalid',
    });
    expect(validateDrafts([internal, { ...internal }], '')).toEqual({
      'signatarios.1.user_id': 'resources.signing.errors.duplicate',
    });
    expect(validateDrafts([], '')).toEqual({ signatarios: 'resources.signing.errors.signatories_required' });
    expect(validateDrafts([internal], 'x'.repeat(1001))).toEqual({
      mensagem: 'resources.signing.errors.message_too_long',
    });
  });

  it('sends external details without masks and blanks as null', () => {
    const external = {
      ...newDraft('external'),
      nome: ' Bruno Lima ',
      email: ' bruno@externo.com ',
      phone: '(11) 98765-4321',
      cpf: '529.982.247-25',
      tipo: 5 as const,
    };
    const bare = { ...newDraft('external'), nome: 'Dora', email: 'dora@x.com' };
    expect(requestBody([external, bare], false, '  ')).toEqual({
      sequencial: false,
      mensagem: null,
      signatarios: [
        {
          nome: 'Bruno Lima',
          email: 'bruno@externo.com',
          phone: '11987654321',
          cpf: '52998224725',
          tipo: 5,
          exige_codigo: false,
          canal: 'email',
          idioma: 'pt_BR',
        },
        {
          nome: 'Dora',
          email: 'dora@x.com',
          phone: null,
          cpf: null,
          tipo: 1,
          exige_codigo: false,
          canal: 'email',
          idioma: 'pt_BR',
        },
      ],
    });
  });
});

describe('deadline days', () => {
  it('counts tomorrow from the day in Brasília, across months and years', () => {
    // 23:30 of 29/11 in Brasília is already 30/11 in UTC.
    expect(brasiliaDay(new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-29');
    expect(tomorrow(new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-30');
    expect(tomorrow(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(tomorrow(new Date('2028-02-28T12:00:00Z'))).toBe('2028-02-29');
  });
});

describe('request signatures dialog', () => {
  it('says what is missing and calls nothing until the list is right', async () => {
    const calls = api();
    await open();
    expect(one('signing-request-dialog')).toBeTruthy();
    await click(one('signing-send'));
    expect(text()).toContain('Escolha o usuário.');
    await kind(0, 'external');
    await click(one('signing-send'));
    expect(text()).toContain('Informe o nome (ao menos 2 caracteres).');
    expect(text()).toContain('Informe um e-mail válido.');
    expect(posts(calls)).toEqual([]);
  });

  it('sends a company user and an external person in the order shown, with acts and codes', async () => {
    const calls = api((call) =>
      call.method === 'POST' && call.path === '/api/arquivo/7/assinaturas'
        ? { status: 201, body: { arquivo_id: 7, status: 'waiting', signatarios: [] } }
        : undefined,
    );
    const { onSent } = await open();
    // Row 1: a company user who approves, with a code.
    await pick(field(0, 'signatory-user'), 'Ana Souza');
    await type(field(0, 'signatory-tipo'), '2');
    await click(field(0, 'signatory-code'));
    // Row 2: an external witness.
    await click(one('signatory-add'));
    expect(rows()).toHaveLength(2);
    await kind(1, 'external');
    await type(field(1, 'signatory-nome'), 'Bruno Lima');
    await type(field(1, 'signatory-email'), 'bruno@externo.com');
    await type(field(1, 'signatory-phone'), '11987654321');
    expect((field(1, 'signatory-phone') as HTMLInputElement).value).toBe('(11) 98765-4321');
    await type(field(1, 'signatory-cpf'), '52998224725');
    expect((field(1, 'signatory-cpf') as HTMLInputElement).value).toBe('529.982.247-25');
    await type(field(1, 'signatory-tipo'), '5');
    // In order, the witness first.
    await click(one('signing-sequential'));
    const up = rows()[1]?.querySelector('button[aria-label="Mover o signatário 2 para cima"]');
    if (!up) throw new Error('no up button');
    await click(up);
    expect(byTestId('signatory-order').map((o) => o.textContent)).toEqual(['1º', '2º']);
    expect((field(0, 'signatory-nome') as HTMLInputElement).value).toBe('Bruno Lima');
    await type(one('signing-message'), 'Por favor, assinem.');

    await click(one('signing-send'));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      sequencial: true,
      mensagem: 'Por favor, assinem.',
      signatarios: [
        {
          nome: 'Bruno Lima',
          email: 'bruno@externo.com',
          phone: '11987654321',
          cpf: '52998224725',
          tipo: 5,
          exige_codigo: false,
          canal: 'email',
          idioma: 'pt_BR',
        },
        { user_id: 3, tipo: 2, exige_codigo: true, canal: 'email', idioma: 'pt_BR' },
      ],
    });
    expect(onSent).toHaveBeenCalledOnce();
    expect(notes()).toContain('resources.signing.request.sent');
  });

  it("shows the API's 422 errors on the fields they name", async () => {
    api((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Este e-mail já está entre os signatários.',
              errors: { 'signatarios.0.email': ['Este e-mail já está entre os signatários.'] },
            },
          }
        : undefined,
    );
    const { onSent } = await open();
    await kind(0, 'external');
    await type(field(0, 'signatory-nome'), 'Bruno Lima');
    await type(field(0, 'signatory-email'), 'bruno@externo.com');
    await click(one('signing-send'));
    const email = field(0, 'signatory-email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(rows()[0]?.textContent).toContain('Este e-mail já está entre os signatários.');
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('deadline and reminders of a request', () => {
  const sent = (call: Call) =>
    call.method === 'POST' && call.path === '/api/arquivo/7/assinaturas'
      ? { status: 201, body: { arquivo_id: 7, status: 'waiting', signatarios: [] } }
      : undefined;
  const deadline = () => one('signing-deadline') as HTMLInputElement;
  const reminder = () => one('signing-reminder') as HTMLSelectElement;
  const formControl = (el: HTMLElement) => el.closest('.MuiFormControl-root')?.textContent ?? '';

  it('sends the deadline and the reminders chosen, from tomorrow on', async () => {
    const calls = api(sent);
    const { onSent } = await open();
    await pick(field(0, 'signatory-user'), 'Ana Souza');
    expect(deadline().min).toBe(tomorrow());
    expect(formControl(deadline())).toContain('Vale até o fim do dia escolhido, no horário de Brasília.');
    expect([...reminder().options].map((o) => o.textContent)).toEqual([
      'Sem lembrete automático',
      'A cada 1 dia',
      'A cada 2 dias',
      'A cada 3 dias',
      'A cada 5 dias',
      'A cada 7 dias',
      'A cada 15 dias',
    ]);
    // A day already gone: said here, nothing sent.
    await type(deadline(), '2020-05-01');
    await click(one('signing-send'));
    expect(deadline().getAttribute('aria-invalid')).toBe('true');
    expect(formControl(deadline())).toContain('Escolha uma data a partir de amanhã.');
    expect(posts(calls)).toEqual([]);

    await type(deadline(), '2099-06-30');
    await type(reminder(), '3');
    await click(one('signing-send'));
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        sequencial: false,
        mensagem: null,
        signatarios: [{ user_id: 3, tipo: 1, exige_codigo: false, canal: 'email', idioma: 'pt_BR' }],
        prazo: '2099-06-30',
        lembrete_dias: 3,
      },
    ]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("shows the API's 422 on the deadline and the reminders under those fields", async () => {
    api((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'O prazo deve ser uma data futura.',
              errors: {
                prazo: ['O prazo deve ser uma data futura.'],
                lembrete_dias: ['Escolha de 1 a 30 dias.'],
              },
            },
          }
        : undefined,
    );
    const { onSent } = await open();
    await pick(field(0, 'signatory-user'), 'Ana Souza');
    await type(deadline(), '2099-06-30');
    await type(reminder(), '15');
    await click(one('signing-send'));
    expect(deadline().getAttribute('aria-invalid')).toBe('true');
    expect(formControl(deadline())).toContain('O prazo deve ser uma data futura.');
    expect(formControl(reminder())).toContain('Escolha de 1 a 30 dias.');
    // Under the fields, and named at the top of the dialog, where the eye is after sending.
    expect(one('signing-request-problems').textContent).toContain(
      'Lembrete automático: Escolha de 1 a 30 dias.',
    );
    expect(onSent).not.toHaveBeenCalled();
    // Changing the date clears its error.
    await type(deadline(), '2099-07-01');
    expect(formControl(deadline())).not.toContain('O prazo deve ser uma data futura.');
  });
});
