// The signer's fields on the public signing page (/assinar/:token), driven through the real SPA root
// with the API answered per the contract: the overlays where the fractions say (in percent of each
// page's box), the platform's values shown before signing, the "next field" guide's count and order,
// the marks adopted once and shown in every field of their kind, text and CPF typed in the sheet
// (the CPF checked here), "Assinar" waiting for the required fields, the act sending their values,
// a field the API refuses marked and focused, and the fields shown as filled once acted. happy-dom has
// no canvas: the PDF renderer and the adoption dialog (another screen's, tested on its own) are
// stand-ins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkView, SignerField } from '../../common/schemas/signatureFields';
import type { SignerView } from '../../common/schemas/signing';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  findTestId,
  json,
  mockApi,
  renderAt,
  text,
  type,
  waitFor,
} from './signing-public-harness';

vi.mock('../../src/pages/signing/PdfView', () => ({ default: () => null }));
vi.mock('../../src/components/signature/AdoptMarkDialog', () => import('./signer-fields-stubs'));

const TOKEN = 'tok_0123456789abcdef';
const PAGE = `/api/assinar/${TOKEN}`;

const area = (pagina: number, x: number, y: number, largura: number, altura: number) => ({
  pagina,
  x,
  y,
  largura,
  altura,
});
const field = (over: Partial<SignerField> & Pick<SignerField, 'id' | 'tipo' | 'areas'>): SignerField => ({
  obrigatorio: true,
  rotulo: null,
  max_caracteres: null,
  valor: null,
  editavel: false,
  ...over,
});

/**
 * Two pages. Required: a checkbox, a CPF to type and the rubrica (page 1, top to bottom), the
 * signature (page 2); optional: a free text (page 1). The name and the date are the platform's.
 */
const CAMPOS: SignerField[] = [
  field({ id: 11, tipo: 'assinatura', areas: [area(2, 0.1, 0.7, 0.3, 0.07)] }),
  field({ id: 12, tipo: 'rubrica', areas: [area(1, 0.8, 0.9, 0.1, 0.05), area(2, 0.8, 0.9, 0.1, 0.05)] }),
  field({ id: 13, tipo: 'nome', valor: 'Joana Testemunha', areas: [area(2, 0.1, 0.78, 0.3, 0.03)] }),
  field({ id: 14, tipo: 'data', valor: '24/11/2026', areas: [area(2, 0.1, 0.82, 0.15, 0.03)] }),
  field({ id: 15, tipo: 'cpf', editavel: true, areas: [area(1, 0.1, 0.5, 0.2, 0.03)] }),
  field({
    id: 16,
    tipo: 'texto',
    obrigatorio: false,
    rotulo: 'Cargo',
    max_caracteres: 20,
    editavel: true,
    areas: [area(1, 0.1, 0.3, 0.3, 0.03)],
  }),
  field({
    id: 17,
    tipo: 'caixa',
    rotulo: 'Li as cláusulas',
    editavel: true,
    areas: [area(1, 0.05, 0.2, 0.03, 0.02)],
  }),
];

const mark = (tipo: MarkView['tipo']): MarkView => ({
  tipo,
  url: `/api/marca/${tipo}.png?sig=x`,
  sha256: 'cd'.repeat(32),
  largura: 300,
  altura: 100,
  origem: 'desenho',
});

function signerView(over: Partial<SignerView> = {}): SignerView {
  return {
    signatario: {
      id: 3,
      nome: 'Joana Testemunha',
      email: 'joana@example.com',
      tipo: 1,
      status: 'pending',
      exige_codigo: false,
      codigo_por: 'email',
      acted_at: null,
      motivo: null,
    },
    documento: {
      id: 42,
      nome: 'contrato.pdf',
      mime: 'application/pdf',
      tamanho: 2048,
      sha256: 'ab'.repeat(32),
      status: 'waiting',
      paginas: [
        { largura: 595, altura: 842 },
        { largura: 842, altura: 595 },
      ],
    },
    empresa: { nome: 'Demo Ltda', logo_url: null },
    remetente: { nome: 'Gestor Demo', email: 'gestor@demo.local' },
    mensagem: null,
    sequencial: false,
    vez: true,
    pode_agir: true,
    codigo_enviado_em: null,
    partes: [{ nome: 'Joana Testemunha', tipo: 1, status: 'pending', ordem: 1 }],
    assinado_disponivel: false,
    verificacao_url: null,
    documento_url: `/api/assinar/${TOKEN}/documento?versao=original`,
    assinado_url: null,
    campos: CAMPOS,
    marcas: { assinatura: null, rubrica: null },
    marcas_perfil: null,
    ...over,
  };
}

const overlays = (id: number) => [
  ...document.querySelectorAll<HTMLElement>(`[data-testid="field-overlay"][data-field-id="${id}"]`),
];
const overlay = (id: number) => {
  const [first] = overlays(id);
  if (!first) throw new Error(`no overlay for field ${id}`);
  return first;
};
const slot = (page: number) => document.querySelectorAll('[data-testid="sign-page-slot"]')[page - 1];
const submit = () => byTestId<HTMLButtonElement>('sign-submit') as HTMLButtonElement;
const guideNext = () => byTestId<HTMLButtonElement>('field-guide-next') as HTMLButtonElement;
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method !== 'GET' && c.path === path);

/** Adopts a mark through the (stand-in) dialog opened from `field`'s overlay. */
async function adopt(id: number) {
  await click(overlay(id));
  await click(await findTestId('adopt-draw'));
  await waitFor(() => !byTestId('adopt-mark-dialog') && overlay(id).querySelector('img'), `mark on ${id}`);
}

/** Types `value` in the sheet opened from `field`'s overlay and confirms it. */
async function fill(id: number, value: string) {
  await click(overlay(id));
  await type(await findTestId<HTMLInputElement>('field-sheet-input'), value);
  await click(await findTestId('field-sheet-save'));
}

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(async () => {
  await cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function api(act?: (call: Call) => { status: number; body: unknown }) {
  return mockApi({
    [`GET ${PAGE}`]: json(200, signerView()),
    [`PUT ${PAGE}/marca/assinatura`]: json(200, { marca: mark('assinatura') }),
    [`PUT ${PAGE}/marca/rubrica`]: json(200, { marca: mark('rubrica') }),
    ...(act ? { [`POST ${PAGE}`]: act } : {}),
  });
}

describe("the signer's fields on the signing page", () => {
  it('lays each place over its page in percent of the page, with the platform values shown', async () => {
    api();
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('field-overlay');

    // The rubrica is one field in two places, one on each page, where the fractions say.
    const [first, second] = overlays(12);
    expect(slot(1)?.contains(first as Node)).toBe(true);
    expect(slot(2)?.contains(second as Node)).toBe(true);
    for (const el of [first, second]) {
      const style = getComputedStyle(el as HTMLElement);
      expect([style.position, style.left, style.top, style.width, style.height]).toEqual([
        'absolute',
        '80%',
        '90%',
        '10%',
        '5%',
      ]);
    }
    const signature = getComputedStyle(overlay(11));
    expect([signature.left, signature.top, signature.width, signature.height]).toEqual([
      '10%',
      '70%',
      '30%',
      '7%',
    ]);

    // Name and date are the platform's: shown, not buttons, named for a screen reader.
    expect(overlay(13).tagName).toBe('DIV');
    expect(overlay(13).textContent).toBe('Nome, página 2: Joana Testemunha');
    expect(overlay(14).textContent).toBe('Data da assinatura, página 2: 24/11/2026');
    expect(overlay(13).dataset.filled).toBe('true');

    // The signer's own: buttons named by kind, page and need, the empty required ones tagged.
    expect(overlay(11).tagName).toBe('BUTTON');
    expect(overlay(11).getAttribute('aria-label')).toBe('Assinatura, página 2, obrigatório');
    expect(overlay(11).getAttribute('aria-haspopup')).toBe('dialog');
    expect(overlay(16).getAttribute('aria-label')).toBe('Cargo, página 1, opcional');
    expect(overlay(17).getAttribute('role')).toBe('checkbox');
    expect(overlay(17).getAttribute('aria-checked')).toBe('false');
    expect(overlay(17).getAttribute('aria-label')).toBe('Li as cláusulas, página 1, obrigatório');
    for (const id of [11, 12, 15, 17])
      expect(overlay(id).querySelector('[data-testid="field-required"]')?.textContent).toBe('Obrigatório');
    expect(overlay(16).querySelector('[data-testid="field-required"]')).toBeNull();
    const described = document.getElementById(overlay(11).getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Não preenchido');
  });

  it('walks the required fields in reading order, then the optional ones, focusing each', async () => {
    api();
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('field-guide');
    expect(byTestId('field-guide-status')?.textContent).toBe('Faltam 4 campos obrigatórios');

    const visited: string[] = [];
    for (let i = 0; i < 6; i++) {
      visited.push(guideNext().textContent ?? '');
      await click(guideNext());
      const focused = document.activeElement as HTMLElement;
      visited.push(focused.dataset.fieldId ?? 'none');
      expect(scrolled.at(-1)).toBe(focused);
    }
    // Checkbox, CPF, rubrica (page 1), signature (page 2), then round again: the optional text
    // waits until every required field is filled.
    expect(visited).toEqual([
      'Próximo campo (1 de 5)',
      '17',
      'Próximo campo (2 de 5)',
      '15',
      'Próximo campo (3 de 5)',
      '12',
      'Próximo campo (4 de 5)',
      '11',
      'Próximo campo (1 de 5)',
      '17',
      'Próximo campo (2 de 5)',
      '15',
    ]);
    // The first place of a field in two places: page 1's.
    expect((document.activeElement as HTMLElement).dataset.page).toBe('1');
  });

  it('waits for the required fields, then the act carries what was typed and ticked', async () => {
    const calls = api(() =>
      json(
        200,
        signerView({ pode_agir: false, signatario: { ...signerView().signatario, status: 'signed' } }),
      ),
    );
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('field-guide');
    expect(submit().disabled).toBe(true);
    expect(submit().getAttribute('aria-describedby')).toBe('signer-fields-status');

    // One adoption fills every field of its kind: the rubrica shows on both pages.
    await adopt(12);
    expect(overlays(12).map((el) => el.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/marca/rubrica.png?sig=x',
      '/api/marca/rubrica.png?sig=x',
    ]);
    const [put] = posts(calls, `${PAGE}/marca/rubrica`);
    expect(put?.method).toBe('PUT');
    const form = put?.body as FormData;
    expect(form.get('origem')).toBe('desenho');
    expect(form.get('imagem')).toBeInstanceOf(Blob);
    expect(overlay(12).querySelector('[data-testid="field-required"]')).toBeNull();
    expect(byTestId('field-guide-status')?.textContent).toBe('Faltam 3 campos obrigatórios');
    await adopt(11);
    expect(byTestId('adopt-mark-dialog')).toBeNull();

    // The CPF: masked as typed, its check digits verified before the API sees it.
    await fill(15, '11122233344');
    expect(byTestId('field-sheet-help')?.textContent).toBe('CPF inválido: confira os números.');
    expect(byTestId<HTMLInputElement>('field-sheet-input')?.value).toBe('111.222.333-44');
    await type(byTestId<HTMLInputElement>('field-sheet-input') as HTMLInputElement, '52998224725');
    expect(byTestId<HTMLInputElement>('field-sheet-input')?.value).toBe('529.982.247-25');
    await click(byTestId('field-sheet-save') as HTMLElement);
    await waitFor(() => !byTestId('field-sheet'), 'the sheet closed');
    expect(overlay(15).textContent).toContain('529.982.247-25');
    expect(submit().disabled).toBe(true);

    await click(overlay(17));
    expect(overlay(17).getAttribute('aria-checked')).toBe('true');
    expect(byTestId('field-guide-status')?.textContent).toBe('Obrigatórios preenchidos');
    expect(submit().disabled).toBe(false);
    expect(submit().getAttribute('aria-describedby')).toBeNull();
    // Now the optional one.
    expect(guideNext().textContent).toBe('Próximo campo (5 de 5)');
    await click(guideNext());
    expect((document.activeElement as HTMLElement).dataset.fieldId).toBe('16');
    await fill(16, '  Diretora ');
    expect(byTestId('field-guide-status')?.textContent).toBe('Tudo preenchido');

    // Everything filled: the guide finishes at the consent.
    expect(guideNext().textContent).toBe('Concluir');
    await click(guideNext());
    expect(document.activeElement).toBe(byTestId('sign-consent'));
    await click(byTestId('sign-consent') as HTMLElement);
    await click(submit());
    await findTestId('sign-done');
    expect(posts(calls, PAGE)[0]?.body).toEqual({
      consentimento: true,
      campos: { '15': '529.982.247-25', '16': 'Diretora', '17': true },
    });
  });

  it('marks and focuses a field the API refuses (422 campos.<id>), keeping what was filled', async () => {
    const calls = api(() =>
      json(422, { message: 'O CPF não confere.', errors: { 'campos.15': ['O CPF não confere.'] } }),
    );
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('field-guide');
    await adopt(11);
    await adopt(12);
    await fill(15, '52998224725');
    await click(overlay(17));
    await click(byTestId('sign-consent') as HTMLElement);
    await click(submit());

    await waitFor(() => overlay(15).getAttribute('aria-invalid') === 'true', 'the CPF marked invalid');
    expect(document.activeElement).toBe(overlay(15));
    expect(overlay(15).querySelector('[data-testid="field-error"]')?.textContent).toBe('O CPF não confere.');
    expect(
      document.getElementById(overlay(15).getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent,
    ).toBe('O CPF não confere.');
    expect(byTestId('sign-alert')).toBeNull();
    // Nothing lost: the marks, the tick and the CPF are all there; the consent too.
    expect(overlay(11).querySelector('img')).not.toBeNull();
    expect(overlay(17).getAttribute('aria-checked')).toBe('true');
    expect(overlay(15).textContent).toContain('529.982.247-25');
    expect(byTestId<HTMLInputElement>('sign-consent')?.checked).toBe(true);

    // Typing it again clears the refusal.
    await fill(15, '39053344705');
    expect(overlay(15).getAttribute('aria-invalid')).toBeNull();
    expect(posts(calls, PAGE)).toHaveLength(1);
  });

  it('shows the adopted marks and the values as filled once acted, with nothing to press', async () => {
    const filled = CAMPOS.map((f) =>
      f.id === 15 ? { ...f, valor: '529.982.247-25' } : f.id === 17 ? { ...f, valor: 'true' } : f,
    );
    mockApi({
      [`GET ${PAGE}`]: json(
        200,
        signerView({
          pode_agir: false,
          signatario: { ...signerView().signatario, status: 'signed', acted_at: '2026-11-24T13:32:00.000Z' },
          campos: filled,
          marcas: { assinatura: mark('assinatura'), rubrica: mark('rubrica') },
        }),
      ),
    });
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('sign-done');
    await findTestId('field-overlay');
    expect(byTestId('field-guide')).toBeNull();
    expect(document.querySelector('button[data-testid="field-overlay"]')).toBeNull();
    expect(overlay(11).querySelector('img')?.getAttribute('alt')).toBe('Assinatura');
    expect(overlay(15).textContent).toBe('CPF, página 1: 529.982.247-25');
    expect(overlay(17).querySelector('svg')).not.toBeNull();
    expect(text()).not.toContain('Obrigatório');
  });

  it('speaks English when English was chosen', async () => {
    localStorage.setItem('user_language', 'en');
    api();
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('field-guide');
    expect(overlay(11).getAttribute('aria-label')).toBe('Signature, page 2, required');
    expect(overlay(16).getAttribute('aria-label')).toBe('Cargo, page 1, optional');
    expect(overlay(14).textContent).toBe('Signing date, page 2: 24/11/2026');
    expect(overlay(12).querySelector('[data-testid="field-required"]')?.textContent).toBe('Required');
    expect(byTestId('field-guide-status')?.textContent).toBe('4 required fields left');
    expect(guideNext().textContent).toBe('Next field (1 of 5)');
  });

  it('signs as before when the request placed no fields', async () => {
    const calls = mockApi({
      [`GET ${PAGE}`]: json(200, signerView({ campos: [] })),
      [`POST ${PAGE}`]: json(200, signerView({ campos: [], pode_agir: false })),
    });
    await renderAt(`/assinar/${TOKEN}`);
    await findTestId('sign-submit');
    expect(byTestId('field-guide')).toBeNull();
    expect(byTestId('field-overlay')).toBeNull();
    expect(submit().disabled).toBe(false);
    await click(byTestId('sign-consent') as HTMLElement);
    await click(submit());
    await waitFor(() => posts(calls, PAGE).length === 1, 'the act');
    expect(posts(calls, PAGE)[0]?.body).toEqual({ consentimento: true });
  });
});
