// The signer's outcome (/assinar/:token once they acted), driven through the SPA root with the API
// answered per the contract: once every party finished it offers one download, the signed copy
// (its name comes from the server: "Contrato (assinado).pdf"), beside the verification page; before
// that, no download in the outcome (the preview keeps the document as sent), only the promise that the signed copy will come by this link.
import { afterEach, describe, expect, it } from 'vitest';
import type { SignerView } from '../../common/schemas/signing';
import { cleanup, findTestId, json, mockApi, renderAt } from './signing-public-harness';

const TOKEN = 'tok_outcome_0123456789';
const PAGE = `/api/assinar/${TOKEN}`;
const SIGNED_URL = `${PAGE}/documento?versao=assinado`;
const ORIGINAL_URL = `${PAGE}/documento?versao=original`;

function signedView(completed: boolean): SignerView {
  return {
    signatario: {
      id: 7,
      nome: 'Ana Parte',
      email: 'ana@example.com',
      tipo: 4,
      status: 'signed',
      exige_codigo: false,
      codigo_por: 'email',
      acted_at: '2026-11-24T13:32:00.000Z',
      motivo: null,
    },
    documento: {
      id: 42,
      nome: 'Contrato.pdf',
      mime: 'image/png',
      tamanho: 2048,
      sha256: 'ab'.repeat(32),
      status: completed ? 'completed' : 'waiting',
    },
    empresa: { nome: 'Demo Ltda', logo_url: null },
    remetente: { nome: 'Gestor Demo', email: 'gestor@demo.local' },
    mensagem: null,
    sequencial: false,
    vez: false,
    pode_agir: false,
    codigo_enviado_em: null,
    partes: [
      { nome: 'Ana Parte', tipo: 4, status: 'signed', ordem: 1 },
      { nome: 'Bruno Parte', tipo: 4, status: completed ? 'signed' : 'pending', ordem: 2 },
    ],
    assinado_disponivel: completed,
    verificacao_url: completed ? 'http://localhost/verificar/ABC123' : null,
    documento_url: ORIGINAL_URL,
    assinado_url: completed ? SIGNED_URL : null,
    campos: [],
    marcas: { assinatura: null, rubrica: null },
    marcas_perfil: null,
  };
}

/** The links of the outcome that download something. */
const downloadsIn = (outcome: HTMLElement) => [...outcome.querySelectorAll<HTMLAnchorElement>('a[download]')];

afterEach(cleanup);

describe("the signer's outcome", () => {
  it('offers one download once every party finished: the signed copy, named by the server', async () => {
    mockApi({ [`GET ${PAGE}`]: json(200, signedView(true)) });
    await renderAt(`/assinar/${TOKEN}`);
    const outcome = await findTestId('sign-done');
    const downloads = downloadsIn(outcome);
    expect(downloads).toHaveLength(1);
    const [signed] = downloads;
    expect(signed?.getAttribute('href')).toBe(SIGNED_URL);
    expect(signed?.textContent).toBe('Baixar documento assinado');
    // No name forced on it: the server's Content-Disposition names the signed copy.
    expect(signed?.getAttribute('download')).toBe('');
    // The original is not offered here; the verification page is a link, not a download.
    expect(outcome.querySelector(`a[href="${ORIGINAL_URL}"]`)).toBeNull();
    const verify = outcome.querySelector<HTMLAnchorElement>('[data-testid="sign-verify-link"]');
    expect(verify?.getAttribute('href')).toBe('http://localhost/verificar/ABC123');
    expect(verify?.hasAttribute('download')).toBe(false);
    // The whole page offers that one download: the preview of the document drops its own.
    expect([...document.querySelectorAll<HTMLAnchorElement>('a[download]')].map((a) => a.href)).toEqual([
      signed?.href,
    ]);
    expect(document.querySelector('[data-testid="sign-download"]')).toBeNull();
  });

  it('in English too', async () => {
    localStorage.setItem('user_language', 'en');
    mockApi({ [`GET ${PAGE}`]: json(200, signedView(true)) });
    await renderAt(`/assinar/${TOKEN}`);
    const downloads = downloadsIn(await findTestId('sign-done'));
    expect(downloads.map((a) => a.textContent)).toEqual(['Download the signed document']);
  });

  it('offers no download while others have yet to act', async () => {
    mockApi({ [`GET ${PAGE}`]: json(200, signedView(false)) });
    await renderAt(`/assinar/${TOKEN}`);
    const outcome = await findTestId('sign-done');
    expect(downloadsIn(outcome)).toEqual([]);
    expect(outcome.textContent).toContain('Quando todas as partes concluírem');
    // Meanwhile the preview still offers the document as it was sent.
    expect(document.querySelector('[data-testid="sign-download"]')?.getAttribute('href')).toBe(ORIGINAL_URL);
  });
});
