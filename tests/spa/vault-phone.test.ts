// The vault's files as a person acts on them: on a phone a compact list with each file's name, state
// chip and actions on screen (no table scrolling sideways), a draft's "Solicitar assinaturas" on its
// row (not only under ⋮) opening the request, a completed PDF's "Baixar assinado" giving the signed
// copy under the API's name with the original apart ("Baixar original"), and an upload that arrived
// offering "Solicitar assinaturas" right there.
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadList } from '../../resources/vault/UploadList';
import type { Uploads, UploadTask } from '../../resources/vault/useUploads';
import { VaultPage } from '../../resources/vault/VaultPage';
import '../../resources/vault/messages';
import type { FileView } from '../../src/providers/vaultApi';
import { phoneScreen } from './phoneScreen';
import { byTestId, type Call, cleanup, click, mockFetch, one, render, text } from './signing-render';

const file = (over: Partial<FileView>): FileView => ({
  id: 1,
  nome: 'arquivo.pdf',
  extensao: 'pdf',
  mime: 'application/pdf',
  tamanho: 2048,
  sha256: 'ab',
  status: 'draft',
  pasta_id: null,
  pasta_nome: null,
  uploaded_by: null,
  created_at: '2026-03-05T15:07:00.000Z',
  updated_at: null,
  deleted_at: null,
  deleted_by: null,
  ...over,
});
const draft = file({ id: 7, nome: 'minuta.pdf' });
const signed = file({ id: 8, nome: 'contrato.pdf', status: 'completed' });
const waiting = file({ id: 9, nome: 'aditivo.pdf', status: 'waiting' });
const photo = file({ id: 10, nome: 'foto.png', extensao: 'png', mime: 'image/png', status: 'completed' });

const EVERYTHING = ['vault.view', 'vault.upload', 'vault.manage', 'vault.delete', 'signing.request'];

/** The vault's API with these files at its root; a link names the version it serves as the API does. */
function api(files: FileView[]): Call[] {
  return mockFetch((call) => {
    if (call.path === '/api/nivel') return { body: { data: { nivel: null, breadcrumbs: [], pastas: [] } } };
    if (call.path === '/api/files') return { body: { data: files, total: files.length } };
    const link = /^\/api\/file\/(\d+)\/url$/.exec(call.path);
    if (link) {
      const found = files.find((f) => f.id === Number(link[1]));
      const versao = call.query.get('versao');
      const kind = found?.mime === 'application/pdf' ? 'assinado' : 'certificado';
      const nome = versao === 'assinado' ? `${found?.nome.replace(/\.\w+$/, '')} (${kind}).pdf` : found?.nome;
      return { body: { url: `/api/blob/token-${link[1]}-${versao}`, expires_at: '', versao, nome } };
    }
    return undefined;
  });
}

/** What the page saved: each download's link and name (an <a download> clicked). */
let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

const row = (name: string) => {
  const found = byTestId('file-row').find((r) => r.textContent?.includes(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};
const button = (within: ParentNode, name: string) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button named "${name}"`);
  return found;
};
const menuItems = () => [...document.querySelectorAll('[role="menuitem"]')].map((m) => m.textContent);
const urlCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.path.endsWith('/url'))
    .map((c) => `${c.path}?${c.query.get('disposition')}&${c.query.get('versao')}`);

describe('on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeAll(phoneScreen);
  afterAll(() => {
    window.matchMedia = matchMedia;
  });

  it('lists each file with its name, state and actions, with no table', async () => {
    api([draft, signed, waiting]);
    await render(createElement(VaultPage), { id: 1, permissoes: EVERYTHING });
    expect(document.querySelector('table')).toBeNull();
    expect(byTestId('compact-list')).toHaveLength(1);
    expect(byTestId('file-row')).toHaveLength(3);
    for (const [f, state] of [
      [draft, 'Rascunho'],
      [signed, 'Concluído'],
      [waiting, 'Aguardando'],
    ] as const) {
      const r = row(f.nome);
      expect(one('file-status', r).textContent).toBe(state);
      button(r, `Ações de ${f.nome}`);
      expect(r.querySelector(`input[type="checkbox"][aria-label="Selecionar ${f.nome}"]`)).not.toBeNull();
    }
    // The row's own action: a draft is sent for signature, a completed PDF downloaded signed.
    expect(one('file-quick-request', row('minuta.pdf')).textContent).toBe('Solicitar assinaturas');
    expect(one('file-quick-download', row('contrato.pdf')).textContent).toBe('Baixar assinado');
    expect(row('aditivo.pdf').querySelector('[data-testid^="file-quick"]')).toBeNull();
    // Sorting without column headers.
    expect(text()).toContain('Ordenar por');
  });

  it("opens the request for signatures from a draft's row", async () => {
    api([draft]);
    await render(createElement(VaultPage), { id: 1, permissoes: EVERYTHING });
    await click(button(row('minuta.pdf'), 'Solicitar assinaturas: minuta.pdf'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Solicitar assinaturas');
  });

  it('offers no request to who may not ask for signatures', async () => {
    api([draft]);
    await render(createElement(VaultPage), { id: 1, permissoes: ['vault.view'] });
    expect(byTestId('file-quick-request')).toEqual([]);
    // Nor tick boxes, with nothing to do on a selection.
    expect(row('minuta.pdf').querySelector('input[type="checkbox"]')).toBeNull();
  });
});

describe('downloads', () => {
  it("gives a completed PDF's signed copy under its own name, and the original apart", async () => {
    const calls = api([signed]);
    await render(createElement(VaultPage), { id: 1, permissoes: EVERYTHING });
    await click(button(document, 'Baixar assinado: contrato.pdf'));
    expect(urlCalls(calls)).toEqual(['/api/file/8/url?attachment&assinado']);
    expect(saved).toEqual([{ href: '/api/blob/token-8-assinado', download: 'contrato (assinado).pdf' }]);

    await click(button(document, 'Ações de contrato.pdf'));
    expect(menuItems()).toContain('Baixar assinado');
    expect(menuItems()).toContain('Baixar original');
    await click(one('file-action-download-original'));
    expect(urlCalls(calls).at(-1)).toBe('/api/file/8/url?attachment&original');
    expect(saved.at(-1)).toEqual({ href: '/api/blob/token-8-original', download: 'contrato.pdf' });
  });

  it('gives any other file itself, with a completed one of another kind offering its certificate', async () => {
    const calls = api([draft, photo]);
    await render(createElement(VaultPage), { id: 1, permissoes: EVERYTHING });
    await click(button(document, 'Ações de minuta.pdf'));
    expect(menuItems()).toContain('Baixar');
    expect(menuItems()).not.toContain('Baixar original');
    await click(one('file-action-download'));
    expect(urlCalls(calls)).toEqual(['/api/file/7/url?attachment&original']);

    await click(button(document, 'Ações de foto.png'));
    expect(menuItems()).not.toContain('Baixar original');
    await click(one('file-action-download-certificate'));
    expect(urlCalls(calls).at(-1)).toBe('/api/file/10/url?attachment&assinado');
    expect(saved.at(-1)?.download).toBe('foto (certificado).pdf');
  });
});

describe('an upload that arrived', () => {
  const uploads = (task: Partial<UploadTask>): Uploads => ({
    tasks: [
      {
        id: 1,
        file: new File(['%PDF'], 'minuta.pdf', { type: 'application/pdf' }),
        pastaId: null,
        loaded: 4,
        total: 4,
        status: 'done',
        control: new AbortController(),
        ...task,
      },
    ],
    start: vi.fn(),
    cancel: vi.fn(),
    clearFinished: vi.fn(),
    requested: vi.fn(),
  });

  it('offers "Solicitar assinaturas" right there', async () => {
    const onRequestSignatures = vi.fn();
    await render(createElement(UploadList, { uploads: uploads({ saved: draft }), onRequestSignatures }));
    const offer = one('upload-request-signatures');
    expect(offer.textContent).toBe('Solicitar assinaturas');
    expect(offer.getAttribute('aria-label')).toBe('Solicitar assinaturas: minuta.pdf');
    await click(offer);
    expect(onRequestSignatures).toHaveBeenCalledWith(draft);
  });

  it('offers nothing while sending, once asked, or to who may not ask', async () => {
    await render(
      createElement(UploadList, { uploads: uploads({ status: 'uploading' }), onRequestSignatures: vi.fn() }),
    );
    expect(byTestId('upload-request-signatures')).toEqual([]);
    await cleanup();
    // Its request sent (useUploads forgets the file), or no signing.request.
    await render(createElement(UploadList, { uploads: uploads({}), onRequestSignatures: vi.fn() }));
    expect(byTestId('upload-request-signatures')).toEqual([]);
    await cleanup();
    await render(createElement(UploadList, { uploads: uploads({ saved: draft }) }));
    expect(byTestId('upload-request-signatures')).toEqual([]);
  });
});

describe("a link to one document (a notification's “Abrir”)", () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('opens the folder it is in now and shows its signatures, then forgets the link', async () => {
    const moved = file({
      id: 9,
      nome: 'aditivo.pdf',
      status: 'completed',
      pasta_id: 3,
      pasta_nome: 'Contratos',
    });
    const level = {
      nivel: { id: 3, nome: 'Contratos' },
      breadcrumbs: [{ id: 3, nome: 'Contratos' }],
      pastas: [],
    };
    const calls = mockFetch((call) => {
      if (call.path === '/api/nivel') return { body: { data: { nivel: null, breadcrumbs: [], pastas: [] } } };
      if (call.path === '/api/nivel/3/acessar') return { body: { data: level } };
      if (call.path === '/api/file/9/detalhes') return { body: { data: { ...moved, chain: { ok: true } } } };
      if (call.path === '/api/files') return { body: { data: [moved], total: 1 } };
      return undefined;
    });
    window.history.replaceState(null, '', '/cofre?arquivo=9');
    await render(createElement(VaultPage), { id: 1, permissoes: EVERYTHING });
    // The document's signatures are asked for once its folder is entered (the dialog that shows them).
    await vi.waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/arquivo/9/assinaturas'),
    );
    const order = calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('GET /api/file/9/detalhes')).toBeLessThan(order.indexOf('PUT /api/nivel/3/acessar'));
    expect(order.indexOf('PUT /api/nivel/3/acessar')).toBeLessThan(
      order.indexOf('GET /api/arquivo/9/assinaturas'),
    );
    expect(window.location.pathname + window.location.search).toBe('/cofre');
  });
});

describe("the guided start's “Enviar documento” (/cofre?enviar=1)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the file picker once the page is up, and forgets the ask', async () => {
    const picked = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    api([]);
    window.history.replaceState(null, '', '/cofre?enviar=1');
    await render(createElement(VaultPage), { id: 1, permissoes: EVERYTHING });
    await vi.waitFor(() => expect(picked).toHaveBeenCalledTimes(1));
    expect((picked.mock.contexts[0] as HTMLInputElement).type).toBe('file');
    expect(window.location.pathname + window.location.search).toBe('/cofre');
  });

  it('opens nothing for who may not upload', async () => {
    const picked = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    api([draft]);
    window.history.replaceState(null, '', '/cofre?enviar=1');
    await render(createElement(VaultPage), { id: 1, permissoes: ['vault.view'] });
    expect(byTestId('file-row')).toHaveLength(1);
    expect(picked).not.toHaveBeenCalled();
  });
});
