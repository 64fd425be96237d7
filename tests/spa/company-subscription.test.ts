// The back office's hand on a company's subscription: the companies list says where each company
// stands ("Em teste até 12/12", "Teste encerrado", the plan until its end, "Sem plano"); the edit
// view's "Assinatura" section shows the plan, the period's end and the trial's end, and its dialogs
// assign a plan (plans from GET /api/planos, the recurrences the plan is sold with, the last day),
// extend the trial, end the trial or the plan after a confirmation — each call with what was chosen,
// the API's message toasted and the company read again; a 422 shows under its field; on a phone the
// dialogs take the whole screen.
import '../../resources/companies/messages';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import CompanyEdit from '../../resources/companies/CompanyEdit';
import CompanyList from '../../resources/companies/CompanyList';
import { brasiliaDay } from '../../resources/companies/subscription';
import type { CompanyView } from '../../src/providers/companiesApi';
import type { PlanView } from '../../src/providers/companySubscriptionApi';
import { type Call, cleanup, click, mockApi, notes, render, text, type } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const realMatchMedia = window.matchMedia;

afterEach(async () => {
  await cleanup();
  window.matchMedia = realMatchMedia;
});

const company = (over: Partial<CompanyView> = {}): CompanyView => ({
  id: 7,
  razao_social: 'Cliente Teste Ltda',
  nome_fantasia: null,
  documento: '11222333000181',
  cnpj_matriz: null,
  status: true,
  owner: null,
  email: null,
  telefone: null,
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  estado_id: null,
  municipio_id: null,
  municipio_nome: null,
  uf: null,
  logo_url: null,
  trial_ends_at: null,
  teste_ate: null,
  plano: null,
  plano_periodicidade: null,
  plano_expira_em: null,
  assinatura_ativa: true,
  usuarios: 1,
  indicada_por: null,
  indicadas: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: null,
  deleted_at: null,
  ...over,
});

const plan = (id: number, nome: string, periods: string[], status = true) =>
  ({
    id,
    nome,
    descricao: null,
    status,
    limites: {
      usuarios: null,
      dispositivos: null,
      armazenamento_mb: null,
      mensagens_mes: null,
      assinaturas_mes: null,
    },
    recorrencias: periods.map((periodicidade, i) => ({ id: id * 10 + i, periodicidade, valor: 99.9 })),
    adicionais: [],
    empresas: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: null,
    deleted_at: null,
  }) as PlanView;

const ADMIN = { permissions: [], identity: { id: 1, ambient: 'A' } };
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (label: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === label);
const testId = (id: string, within: ParentNode = document) =>
  within.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** The edit view of company 7, answered by `answer` (GET …/detalhes returns `current()`). */
async function openEdit(
  current: () => CompanyView,
  answer: (call: Call) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  const calls = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/empresa/7/detalhes')
      return { body: { data: current() } };
    return answer(call);
  });
  await render(createElement(CompanyEdit), {
    path: '/empresa/7/editar',
    pattern: '/empresa/:id/editar',
    ...ADMIN,
  });
  await waitFor(() => testId('company-subscription'), 'the subscription section');
  return calls;
}
const detailsReads = (calls: Call[]) => calls.filter((c) => c.path === '/api/empresa/7/detalhes').length;

describe('the companies list', () => {
  it('says where each company stands: trial until dd/mm, trial ended, plan until its end, no plan', async () => {
    const end = '2031-05-10T15:00:00.000Z';
    const trialEnd = inDays(10);
    mockApi((call) =>
      call.path === '/api/empresas'
        ? {
            body: {
              data: [
                company({ id: 1, razao_social: 'A Em Teste', teste_ate: trialEnd }),
                company({
                  id: 2,
                  razao_social: 'B Teste Acabou',
                  teste_ate: inDays(-2),
                  assinatura_ativa: false,
                }),
                company({
                  id: 3,
                  razao_social: 'C Assinante',
                  plano: { id: 4, nome: 'Profissional' },
                  plano_periodicidade: 'monthly',
                  plano_expira_em: end,
                }),
                company({ id: 4, razao_social: 'D Sem Nada' }),
              ],
              total: 4,
            },
          }
        : undefined,
    );
    await render(createElement(CompanyList), { path: '/empresas', pattern: '/empresas', ...ADMIN });
    await waitFor(() => text().includes('D Sem Nada'), 'the list');
    const rowOf = (name: string) =>
      [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(name))?.textContent ??
      '';
    const [, month, dayOfMonth] = brasiliaDay(trialEnd).split('-');
    expect(rowOf('A Em Teste')).toContain(`Em teste até ${dayOfMonth}/${month}`);
    expect(rowOf('B Teste Acabou')).toContain('Teste encerrado');
    expect(rowOf('C Assinante')).toContain('Profissional até 10/05/2031');
    expect(rowOf('D Sem Nada')).toContain('Sem plano');
  });
});

describe('"Assinatura" in the edit view', () => {
  it('shows the plan, the period end and the trial; "Atribuir plano" sends the plan, recurrence and day chosen', async () => {
    let current = company({ teste_ate: inDays(-1), assinatura_ativa: false });
    const calls = await openEdit(
      () => current,
      (call) => {
        if (call.path === '/api/planos')
          return {
            body: {
              data: [plan(3, 'Básico', ['monthly', 'yearly']), plan(5, 'Especial', ['yearly'], false)],
              total: 2,
            },
          };
        if (call.method === 'PUT' && call.path === '/api/empresa/7/plano') {
          current = company({
            plano: { id: 5, nome: 'Especial' },
            plano_periodicidade: 'yearly',
            plano_expira_em: '2031-12-31T02:59:59.999Z',
            teste_ate: inDays(-1),
          });
          return { body: { message: 'Plano Especial atribuído até 30/12/2031.', data: current } };
        }
        return undefined;
      },
    );
    expect(testId('subscription-plan')?.textContent).toBe('Sem plano');
    expect(testId('subscription-trial-end')?.textContent).toContain('(encerrado)');
    expect(testId('subscription-access')?.textContent).toContain('Bloqueado');
    // The trial has ended: nothing to end, and no plan to end either.
    expect(button('Encerrar teste')).toBeUndefined();
    expect(button('Encerrar plano')).toBeUndefined();

    await click(button('Atribuir plano') as HTMLButtonElement);
    const planSelect = await waitFor(
      () => dialog()?.querySelector<HTMLSelectElement>('[data-testid="assign-plan"]'),
      'the plans',
    );
    expect([...planSelect.options].map((o) => o.textContent)).toEqual([
      '',
      'Básico',
      'Especial (fora de venda)',
    ]);
    await type(planSelect, '5');
    const periodicity = dialog()?.querySelector<HTMLSelectElement>('[data-testid="assign-periodicity"]');
    // Only what the chosen plan is sold with, and its only one picked.
    expect([...(periodicity?.options ?? [])].map((o) => o.textContent)).toEqual(['', 'Anual']);
    expect(periodicity?.value).toBe('yearly');
    await type(dialog()?.querySelector('[data-testid="assign-until"]') as HTMLInputElement, '2031-12-30');
    const before = detailsReads(calls);
    await click(button('Atribuir', dialog() as HTMLElement) as HTMLButtonElement);

    await waitFor(() => notes().includes('Plano Especial atribuído até 30/12/2031.'), 'the toast');
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/empresa/7/plano');
    expect(put?.body).toEqual({ plano_id: 5, periodicidade: 'yearly', expira_em: '2031-12-30' });
    await waitFor(() => detailsReads(calls) > before, 'the company read again');
    await waitFor(() => testId('subscription-plan')?.textContent === 'Especial (Anual)', 'the new plan');
    expect(testId('subscription-period-end')?.textContent).toBe('30/12/2031');
    expect(dialog()).toBeNull();
  });

  it("shows the API's 422 under its field and keeps the dialog open", async () => {
    await openEdit(
      () => company({ teste_ate: inDays(3) }),
      (call) => {
        if (call.path === '/api/planos')
          return { body: { data: [plan(3, 'Básico', ['monthly'])], total: 1 } };
        if (call.method === 'PUT' && call.path === '/api/empresa/7/plano')
          return {
            status: 422,
            body: {
              message: 'Este plano não é vendido com esta recorrência.',
              errors: { periodicidade: ['Este plano não é vendido com esta recorrência.'] },
            },
          };
        return undefined;
      },
    );
    await click(button('Atribuir plano') as HTMLButtonElement);
    const planSelect = await waitFor(
      () => dialog()?.querySelector<HTMLSelectElement>('[data-testid="assign-plan"]'),
      'the plans',
    );
    await type(planSelect, '3');
    await type(
      dialog()?.querySelector('[data-testid="assign-until"]') as HTMLInputElement,
      brasiliaDay(inDays(30)),
    );
    await click(button('Atribuir', dialog() as HTMLElement) as HTMLButtonElement);
    await waitFor(
      () => dialog()?.textContent?.includes('Este plano não é vendido com esta recorrência.'),
      'the refusal under the field',
    );
    expect(dialog()).not.toBeNull();
  });

  it('"Estender teste" sends the day chosen; a day past the limit is refused before any call', async () => {
    const trialEnd = inDays(2);
    const calls = await openEdit(
      () => company({ teste_ate: trialEnd }),
      (call) =>
        call.method === 'PUT' && call.path === '/api/empresa/7/teste'
          ? {
              body: { message: 'Período de teste até 01/02/2027.', data: company({ teste_ate: inDays(20) }) },
            }
          : undefined,
    );
    await click(button('Estender teste') as HTMLButtonElement);
    const input = await waitFor(
      () => dialog()?.querySelector<HTMLInputElement>('[data-testid="trial-until"]'),
      'the trial dialog',
    );
    // The running trial's end is offered.
    expect(input.value).toBe(brasiliaDay(trialEnd));
    await type(input, brasiliaDay(inDays(400)));
    await click(button('Salvar', dialog() as HTMLElement) as HTMLButtonElement);
    await waitFor(() => dialog()?.textContent?.includes('Escolha uma data até'), 'the limit');
    expect(calls.some((c) => c.path === '/api/empresa/7/teste')).toBe(false);

    const day = brasiliaDay(inDays(20));
    await type(input, day);
    await click(button('Salvar', dialog() as HTMLElement) as HTMLButtonElement);
    await waitFor(() => notes().includes('Período de teste até 01/02/2027.'), 'the toast');
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/empresa/7/teste')?.body).toEqual({
      termina_em: day,
    });
  });

  it('"Encerrar teste" and "Encerrar plano" ask first, then call DELETE', async () => {
    let current = company({ teste_ate: inDays(5) });
    const calls = await openEdit(
      () => current,
      (call) => {
        if (call.method === 'DELETE' && call.path === '/api/empresa/7/teste') {
          current = company({ teste_ate: inDays(-0.001), assinatura_ativa: false });
          return { body: { message: 'Período de teste encerrado.', data: current } };
        }
        if (call.method === 'DELETE' && call.path === '/api/empresa/7/plano')
          return { body: { message: 'Plano encerrado.', data: current } };
        return undefined;
      },
    );
    await click(button('Encerrar teste') as HTMLButtonElement);
    const confirm = await waitFor(() => dialog(), 'the confirmation');
    expect(confirm.textContent).toContain('Encerrar o teste de Cliente Teste Ltda?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await click(button('Encerrar teste', confirm) as HTMLButtonElement);
    await waitFor(() => notes().includes('Período de teste encerrado.'), 'the toast');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/empresa/7/teste']);
    await waitFor(
      () => testId('subscription-access')?.textContent?.includes('Bloqueado'),
      'the company read again',
    );
    // Nothing left to end (the confirmation gone too).
    await waitFor(() => !button('Encerrar teste'), 'the button gone');

    await cleanup();
    current = company({
      plano: { id: 3, nome: 'Básico' },
      plano_periodicidade: 'monthly',
      plano_expira_em: inDays(30),
    });
    const second = await openEdit(
      () => current,
      (call) =>
        call.method === 'DELETE' && call.path === '/api/empresa/7/plano'
          ? { body: { message: 'Plano encerrado.', data: current } }
          : undefined,
    );
    // A company on a plan has no trial to extend.
    expect(button('Estender teste')).toBeUndefined();
    await click(button('Encerrar plano') as HTMLButtonElement);
    const ask = await waitFor(() => dialog(), 'the confirmation');
    expect(ask.textContent).toContain('Encerrar o plano de Cliente Teste Ltda?');
    await click(button('Encerrar plano', ask) as HTMLButtonElement);
    await waitFor(() => notes().includes('Plano encerrado.'), 'the toast');
    expect(second.some((c) => c.method === 'DELETE' && c.path === '/api/empresa/7/plano')).toBe(true);
  });

  it('on a phone the dialog takes the whole screen', async () => {
    phoneScreen();
    await openEdit(
      () => company({ teste_ate: inDays(5) }),
      (call) => (call.path === '/api/planos' ? { body: { data: [], total: 0 } } : undefined),
    );
    await click(button('Estender teste') as HTMLButtonElement);
    const shown = await waitFor(() => dialog(), 'the dialog');
    expect(shown.className).toContain('MuiDialog-paperFullScreen');
  });
});
