// The signer's fields in the inbox ("A assinar", signed in): the document's pages with the fields
// over them and the guide, the profile's saved signature offered when `marcas_perfil` says there is
// one (and not for the rubrica it lacks), a new mark kept in the profile when asked, the act's
// button waiting for the required fields and then sending their values, and a refused field marked
// and focused. The PDF renderer and the adoption dialog are stand-ins (happy-dom has no canvas).
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkView, SignerField } from '../../common/schemas/signatureFields';
import InboxPage from '../../resources/signing/InboxPage';
import type { InboxItem, SignerView } from '../../src/providers/signingApi';
import { byTestId, type Call, cleanup, click, mockFetch, one, render, settle, type } from './signing-render';
import { waitFor } from './waitFor';

vi.mock('../../src/pages/signing/PdfView', () => ({ default: () => null }));
vi.mock('../../src/components/signature/AdoptMarkDialog', () => import('./signer-fields-stubs'));

const item: InboxItem = {
  arquivo_id: 5,
  signatario_id: 51,
  nome: 'contrato.pdf',
  mime: 'application/pdf',
  tamanho: 1000,
  tipo: 1,
  exige_codigo: false,
  empresa: { id: 2, nome: 'Demo Ltda' },
  remetente: { nome: 'Gestor Demo' },
  mensagem: null,
  enviado_em: '2026-03-05T12:00:00.000Z',
};

const field = (over: Partial<SignerField> & Pick<SignerField, 'id' | 'tipo'>): SignerField => ({
  obrigatorio: true,
  rotulo: null,
  max_caracteres: null,
  valor: null,
  editavel: false,
  areas: [{ pagina: 1, x: 0.1, y: 0.8, largura: 0.3, altura: 0.06 }],
  ...over,
});

const CAMPOS = [
  field({ id: 21, tipo: 'assinatura' }),
  field({ id: 22, tipo: 'rubrica', areas: [{ pagina: 1, x: 0.85, y: 0.9, largura: 0.1, altura: 0.05 }] }),
  field({
    id: 23,
    tipo: 'texto',
    rotulo: 'Cargo',
    editavel: true,
    areas: [{ pagina: 1, x: 0.1, y: 0.5, largura: 0.3, altura: 0.03 }],
  }),
];

const mark = (tipo: MarkView['tipo'], origem: MarkView['origem']): MarkView => ({
  tipo,
  url: `/api/marca/${tipo}-${origem}.png?sig=x`,
  sha256: 'ef'.repeat(32),
  largura: 300,
  altura: 100,
  origem,
});

const view: SignerView = {
  signatario: {
    id: 51,
    nome: 'Signatário Demo',
    email: 'signatario@demo.local',
    tipo: 1,
    status: 'pending',
    exige_codigo: false,
    codigo_por: 'email',
    acted_at: null,
    motivo: null,
  },
  documento: {
    id: 5,
    nome: 'contrato.pdf',
    mime: 'application/pdf',
    tamanho: 1000,
    sha256: 'ab',
    status: 'waiting',
    paginas: [{ largura: 595, altura: 842 }],
  },
  empresa: { nome: 'Demo Ltda', logo_url: null },
  remetente: { nome: 'Gestor Demo', email: 'gestor@demo.local' },
  mensagem: null,
  sequencial: false,
  vez: true,
  pode_agir: true,
  codigo_enviado_em: null,
  partes: [{ nome: 'Signatário Demo', tipo: 1, status: 'pending', ordem: 1 }],
  assinado_disponivel: false,
  verificacao_url: null,
  documento_url: '/api/arquivo/5/documento?sig=x',
  assinado_url: null,
  campos: CAMPOS,
  marcas: { assinatura: null, rubrica: null },
  marcas_perfil: { assinatura: true, rubrica: false },
};

/** The inbox API; the multipart bodies (the harness keeps JSON only) go to `forms`. */
function api(signAnswer?: { status: number; body: unknown }) {
  let list = [item];
  const calls = mockFetch((call: Call) => {
    if (call.path === '/api/inbox') return { body: { data: list, total: list.length } };
    if (call.path === '/api/arquivo/5/assinar' && call.method === 'GET') return { body: view };
    if (call.path === '/api/arquivo/5/marca/assinatura/perfil')
      return { body: { marca: mark('assinatura', 'perfil') } };
    if (call.path === '/api/arquivo/5/marca/rubrica') return { body: { marca: mark('rubrica', 'desenho') } };
    if (call.path === '/api/arquivo/5/assinar' && call.method === 'PUT') {
      if (signAnswer) return signAnswer;
      list = [];
      return { body: { ...view, pode_agir: false } };
    }
    return undefined;
  });
  const forms: FormData[] = [];
  const answer = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) forms.push(init.body);
    return answer(input, init);
  }) as typeof fetch;
  return { calls, forms };
}

const overlay = (id: number) =>
  one('inbox-sign-dialog').querySelector<HTMLElement>(
    `[data-testid="field-overlay"][data-field-id="${id}"]`,
  ) as HTMLElement;
const submit = () => one('inbox-submit') as HTMLButtonElement;

async function open() {
  await render(createElement(InboxPage), { id: 9, ambient: 'S' });
  await click(byTestId('inbox-open')[0] as HTMLElement);
  await waitFor(() => byTestId('field-overlay').length === 3, 'the fields over the page');
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(async () => {
  await cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("the signer's fields in the inbox", () => {
  it('offers the saved signature (not the rubrica the profile lacks), keeps a new mark in the profile, then signs with the values', async () => {
    const { calls, forms } = api();
    await open();
    expect(one('field-guide-status').textContent).toBe('Faltam 3 campos obrigatórios');
    expect(submit().disabled).toBe(true);

    // The signature: the profile has one, offered in the dialog, which may also save to the profile.
    await click(overlay(21));
    const dialog = await waitFor(() => byTestId('adopt-mark-dialog')[0], 'the adoption dialog');
    expect([dialog.dataset.tipo, dialog.dataset.nome, dialog.dataset.canSave]).toEqual([
      'assinatura',
      'Signatário Demo',
      'true',
    ]);
    await click(one('adopt-saved'));
    await waitFor(() => overlay(21).querySelector('img'), 'the saved signature shown');
    expect(overlay(21).querySelector('img')?.getAttribute('src')).toBe(
      '/api/marca/assinatura-perfil.png?sig=x',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/arquivo/5/marca/assinatura/perfil',
    ]);

    // The rubrica: none saved, so none offered; a new one drawn and kept in the profile.
    await click(overlay(22));
    await waitFor(() => byTestId('adopt-mark-dialog')[0], 'the adoption dialog');
    expect(byTestId('adopt-saved')).toEqual([]);
    await click(one('adopt-draw-save'));
    await waitFor(() => overlay(22).querySelector('img'), 'the new rubrica shown');
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/api/arquivo/5/marca/rubrica');
    expect(forms.map((f) => [f.get('origem'), f.get('salvar_no_perfil')])).toEqual([['desenho', '1']]);

    await click(overlay(23));
    await type(await waitFor(() => byTestId('field-sheet-input')[0], 'the sheet'), 'Sócia');
    await click(one('field-sheet-save'));
    await settle();
    expect(one('field-guide-status').textContent).toBe('Tudo preenchido');
    // The fields are in; the consent is still missing.
    expect(submit().disabled).toBe(true);
    await click(one('inbox-consent'));
    expect(submit().disabled).toBe(false);
    await click(submit());
    expect(
      calls.filter((c) => c.path === '/api/arquivo/5/assinar' && c.method === 'PUT').map((c) => c.body),
    ).toEqual([{ consentimento: true, campos: { '23': 'Sócia' } }]);
    expect(byTestId('inbox-sign-dialog')).toEqual([]);
  });

  it('marks and focuses a field the API refuses', async () => {
    api({
      status: 422,
      body: { message: 'Adote a sua rubrica.', errors: { 'campos.22': 'Adote a sua rubrica.' } },
    });
    await open();
    await click(overlay(21));
    await click(await waitFor(() => byTestId('adopt-saved')[0], 'the saved signature offered'));
    await click(overlay(22));
    await click(await waitFor(() => byTestId('adopt-draw')[0], 'the adoption dialog'));
    await click(overlay(23));
    await type(await waitFor(() => byTestId('field-sheet-input')[0], 'the sheet'), 'Sócia');
    await click(one('field-sheet-save'));
    await click(one('inbox-consent'));
    await click(submit());

    await waitFor(() => overlay(22).getAttribute('aria-invalid') === 'true', 'the rubrica marked');
    expect(document.activeElement).toBe(overlay(22));
    expect(overlay(22).querySelector('[data-testid="field-error"]')?.textContent).toBe(
      'Adote a sua rubrica.',
    );
    // Said on the field, not again in an alert.
    expect(one('inbox-sign-dialog').querySelector('.MuiAlert-root')).toBeNull();
  });
});
