// The owner's side of fields: the process view says each signatory's fields ("3 campos: assinatura,
// rubrica em 5 páginas, data") and shows the signature and rubrica they adopted; a process sent again
// carries its fields to the new round, on the signatories that remain.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldView } from '../../common/schemas/signatureFields';
import { SigningProcessDialog } from '../../resources/signing/SigningProcessDialog';
import type { SigningProcess } from '../../src/providers/signingApi';
import { type Call, cleanup, click, mockFetch, one, render, signatoryView } from './signing-render';

vi.mock('../../src/pages/signing/PdfView', () => ({ default: () => null }));

const area = (pagina: number) => ({ pagina, x: 0.7, y: 0.9, largura: 0.1, altura: 0.05 });
const field = (id: number, signatario_id: number, tipo: FieldView['tipo'], pages: number[]): FieldView => ({
  id,
  signatario_id,
  tipo,
  obrigatorio: true,
  rotulo: null,
  max_caracteres: null,
  areas: pages.map(area),
  valor: null,
  preenchido_em: null,
});
const mark = (tipo: 'assinatura' | 'rubrica') => ({
  tipo,
  url: `/api/marca/${tipo}.png?sig=x`,
  sha256: 'ab'.repeat(32),
  largura: 300,
  altura: 100,
  origem: 'desenho' as const,
});

const process = (over: Partial<SigningProcess> = {}): SigningProcess => ({
  arquivo_id: 9,
  nome: 'contrato.pdf',
  status: 'waiting',
  rodada: 1,
  sequencial: false,
  mensagem: null,
  solicitante: { id: 50, nome: 'Gestor Demo' },
  enviado_em: '2026-03-05T12:00:00.000Z',
  concluido_em: null,
  encerrado_em: null,
  motivo: null,
  prazo: null,
  lembrete_dias: null,
  expirado_em: null,
  verificacao_codigo: null,
  verificacao_url: null,
  tem_assinado: false,
  tem_certificado: false,
  carimbo: null,
  nivel_pades: null,
  rodadas_anteriores: [],
  signatarios: [
    signatoryView({
      id: 11,
      status: 'signed',
      campos: [
        field(1, 11, 'assinatura', [5]),
        field(2, 11, 'rubrica', [1, 2, 3, 4, 5]),
        field(3, 11, 'data', [5]),
      ],
      marcas: { assinatura: mark('assinatura'), rubrica: mark('rubrica') },
    }),
    signatoryView({ id: 12, ordem: 2, nome: 'Bruno Lima', email: 'bruno@x.com', status: 'removed' }),
    signatoryView({
      id: 13,
      ordem: 3,
      nome: 'Dora Reis',
      email: 'dora@x.com',
      campos: [{ ...field(4, 13, 'texto', [2]), rotulo: 'Cargo' }],
    }),
  ],
  ...over,
});

const open = async () => {
  await render(
    createElement(SigningProcessDialog, {
      file: { id: 9, nome: 'contrato.pdf' },
      permissions: { request: true, manage: true },
      onClose: vi.fn(),
      onChanged: vi.fn(),
    }),
  );
};
const item = (n: number) => document.querySelectorAll<HTMLElement>('[data-testid="signatory-item"]')[n];

afterEach(cleanup);

describe("the owner's process view", () => {
  it("says each signatory's fields and shows the marks they adopted", async () => {
    mockFetch((call) => (call.path === '/api/arquivo/9/assinaturas' ? { body: process() } : undefined));
    await open();
    expect(one('signatory-fields', item(0)).textContent).toContain(
      '3 campos: assinatura, rubrica em 5 páginas, data',
    );
    const signature = one('signatory-mark-assinatura', item(0)) as HTMLImageElement;
    expect(signature.getAttribute('src')).toBe('/api/marca/assinatura.png?sig=x');
    expect(signature.alt).toBe('Assinatura adotada por Ana Souza');
    expect((one('signatory-mark-rubrica', item(0)) as HTMLImageElement).alt).toBe(
      'Rubrica adotada por Ana Souza',
    );
    // No fields, nothing adopted: nothing said.
    expect(item(1)?.querySelector('[data-testid="signatory-fields"]')).toBeNull();
    expect(one('signatory-fields', item(2)).textContent).toBe('1 campo: texto livre “Cargo”');
  });

  it('sends the earlier fields again with the new round, on the signatories that remain', async () => {
    const denied = process({ status: 'denied' });
    const calls: Call[] = mockFetch((call) => {
      if (call.path === '/api/arquivo/9/assinaturas')
        return call.method === 'POST' ? { status: 201, body: process() } : { body: denied };
      if (call.path === '/api/arquivo/9/paginas')
        return { body: { paginas: Array(5).fill({ largura: 595, altura: 842 }), ancoras: [] } };
      return undefined;
    });
    await open();
    await click(one('signing-send-again'));
    expect(one('signing-next')).toBeTruthy();
    await click(one('signing-send'));
    const body = calls.find((c) => c.method === 'POST')?.body as { campos: unknown[] };
    expect(body.campos).toEqual([
      { signatario: 1, tipo: 'assinatura', obrigatorio: true, areas: [area(5)] },
      { signatario: 1, tipo: 'rubrica', obrigatorio: true, areas: [1, 2, 3, 4, 5].map(area) },
      { signatario: 1, tipo: 'data', obrigatorio: true, areas: [area(5)] },
      { signatario: 2, tipo: 'texto', obrigatorio: true, rotulo: 'Cargo', areas: [area(2)] },
    ]);
  });
});
