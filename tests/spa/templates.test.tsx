// Templates ("Modelos") on screen: the list shows the API's rows (roles, version, documents, archived);
// using one posts a person per role in the roles' order and the prefill values, and a 422 lands
// under the input it names with nothing typed lost; the editor adds a role and a prefill field
// (placed in the document as "Preencher: Valor") and saves the definition. happy-dom draws no PDF: the
// renderer is replaced by nothing, the pages are empty slots.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateDefinition } from '../../common/schemas/templates';
import TemplateEditor from '../../resources/templates/TemplateEditor';
import TemplateList from '../../resources/templates/TemplateList';
import UseTemplatePage from '../../resources/templates/UseTemplatePage';
import type { TemplateDetails } from '../../src/providers/templatesApi';
import {
  type Call,
  cleanup,
  click,
  location,
  mockApi,
  notes,
  one,
  render,
  text,
  type,
} from './devices-render';
import { waitFor } from './waitFor';

vi.mock('../../src/pages/signing/PdfView', () => ({ default: () => null }));

const PERMISSIONS = ['templates.view', 'templates.manage', 'signing.request'];
const A4 = { largura: 595, altura: 842 };
const role = (nome: string) => ({ nome, tipo: 1 as const, canal: 'email' as const, exige_codigo: false });
const definition = (over: Partial<TemplateDefinition> = {}): TemplateDefinition => ({
  papeis: [role('Contratante'), role('Contratado')],
  sequencial: false,
  campos: [],
  preenchimentos: [
    {
      chave: 'valor',
      rotulo: 'Valor',
      obrigatorio: true,
      areas: [{ pagina: 1, x: 0.1, y: 0.1, largura: 0.3, altura: 0.03 }],
    },
  ],
  mensagem: null,
  prazo_dias: null,
  lembrete_dias: null,
  ...over,
});
const template = (over: Partial<TemplateDetails> = {}): TemplateDetails => ({
  id: 5,
  nome: 'Contrato de locação',
  descricao: null,
  versao: 3,
  arquivado: false,
  arquivo_nome: 'locacao.pdf',
  paginas: 2,
  definicao: definition(),
  documentos: 4,
  link_url: null,
  link: null,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  deleted_at: null,
  versoes: [],
  ...over,
});

const byId = (id: string) => document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`);
const input = (id: string, within: ParentNode = document) => one(id, within) as HTMLInputElement;
/** The helper text under an input (MUI links it with aria-describedby). */
const helperOf = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const button = (label: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};

afterEach(cleanup);

describe('templates', () => {
  it('list the rows the API gives: roles, version, documents and the archived ones', async () => {
    const calls = mockApi((call) =>
      call.path === '/api/modelos'
        ? {
            body: {
              data: [
                template(),
                template({
                  id: 6,
                  nome: 'Ordem de serviço',
                  versao: 1,
                  arquivado: true,
                  documentos: 0,
                  definicao: definition({ papeis: [role('Cliente')] }),
                }),
              ],
              total: 2,
            },
          }
        : undefined,
    );
    await render(<TemplateList />, { path: '/modelos', pattern: '/modelos', permissions: PERMISSIONS });
    await waitFor(() => text().includes('Ordem de serviço'), 'the rows');
    const rows = [...document.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows[0]).toContain('Contrato de locação');
    expect(rows[0]).toContain('Contratante, Contratado');
    expect(rows[0]).toContain('v3');
    expect(rows[0]).not.toContain('Arquivado');
    expect(rows[1]).toContain('Cliente');
    expect(byId('template-archived')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/modelos')?.query.get('sort')).toBe('nome');
  });

  it('use one: a person per role in order and the values; a 422 shows under its input', async () => {
    const posts: Call[] = [];
    mockApi((call) => {
      if (call.path === '/api/modelo/5/detalhes') return { body: template() };
      if (call.path === '/api/empresa/usuarios') return { body: { data: [] } };
      if (call.method === 'POST' && call.path === '/api/modelo/5/usar') {
        posts.push(call);
        return posts.length === 1
          ? {
              status: 422,
              body: {
                message: 'Este e-mail já é de outro papel.',
                errors: { 'pessoas.1.email': ['Este e-mail já é de outro papel.'] },
              },
            }
          : {
              status: 201,
              body: {
                message: 'Documento criado e enviado para assinatura.',
                data: { arquivo_id: 77, nome: 'Contrato de locação', pasta_id: null, modelo: { id: 5 } },
              },
            };
      }
      return undefined;
    });
    await render(<UseTemplatePage />, {
      path: '/modelo/5/usar',
      pattern: '/modelo/:id/usar',
      permissions: PERMISSIONS,
    });
    const rows = await waitFor(
      () => (byId('use-person').length === 2 ? byId('use-person') : null),
      'the roles',
    );
    expect(rows[0]?.getAttribute('aria-label')).toBe('Contratante');
    const [first, second] = rows as unknown as [HTMLElement, HTMLElement];
    await type(input('person-nome', first), 'Ana Souza');
    await type(input('person-email', first), 'ana@exemplo.com.br');
    await type(input('person-nome', second), 'Bruno Lima');
    await type(input('person-email', second), 'ana@exemplo.com.br');
    // The required value is asked for before anything is sent.
    await click(one('template-use-send'));
    expect(posts).toHaveLength(0);
    expect(helperOf(input('prefill-value-valor'))).toBe('Preencha este campo.');
    await type(input('prefill-value-valor'), 'R$ 1.500,00');

    await click(one('template-use-send'));
    await waitFor(() => helperOf(input('person-email', second)) !== '', 'the refusal under the e-mail');
    expect(posts[0]?.body).toEqual({
      pessoas: [
        { nome: 'Ana Souza', email: 'ana@exemplo.com.br', phone: null, cpf: null },
        { nome: 'Bruno Lima', email: 'ana@exemplo.com.br', phone: null, cpf: null },
      ],
      valores: { valor: 'R$ 1.500,00' },
    });
    expect(helperOf(input('person-email', second))).toBe('Este e-mail já é de outro papel.');
    expect(helperOf(input('person-email', first))).toBe('');
    expect(input('person-nome', second).value).toBe('Bruno Lima');

    await type(input('person-email', second), 'bruno@exemplo.com.br');
    await click(one('template-use-send'));
    await waitFor(() => location() === '/cofre?arquivo=77', 'the document opened in the vault');
    const again = posts[1]?.body as { pessoas: { email: string }[] } | undefined;
    expect(again?.pessoas[1]?.email).toBe('bruno@exemplo.com.br');
  });

  it('edit one: a role and a prefill field added, placed and saved as the definition', async () => {
    const puts: Call[] = [];
    mockApi((call) => {
      if (call.path === '/api/modelo/5/detalhes')
        return {
          body: template({ definicao: definition({ papeis: [role('Contratante')], preenchimentos: [] }) }),
        };
      if (call.path === '/api/modelo/5/paginas') return { body: { paginas: [A4, A4], ancoras: [] } };
      if (call.path === '/api/modelo/5/url') return { body: { url: '/api/modelo/pdf/abc' } };
      if (call.method === 'PUT' && call.path === '/api/modelo/5/editar') {
        puts.push(call);
        return { body: { message: 'Modelo salvo como versão 4.', data: template({ versao: 4 }) } };
      }
      return undefined;
    });
    await render(<TemplateEditor />, {
      path: '/modelo/5/editar',
      pattern: '/modelo/:id/editar',
      permissions: PERMISSIONS,
    });
    await waitFor(() => byId('field-editor')[0], 'the field editor');
    await click(one('template-role-add'));
    await type(input('template-role-nome', byId('template-role')[1]), 'Contratado');
    await click(one('template-prefill-add'));
    await type(input('template-prefill-rotulo'), 'Valor do aluguel');
    expect(input('template-prefill-chave').value).toBe('valor_do_aluguel');

    // Not placed yet: saving says where, and sends nothing.
    await click(one('template-save'));
    expect(puts).toHaveLength(0);
    expect(one('template-prefill-places').textContent).toBe('Posicione este campo no documento.');
    expect(byId('template-problems')).toHaveLength(1);

    // The prefill field is the third entry of the palette, after the two roles.
    expect(one('field-signatory-3').textContent).toBe('Preencher: Valor do aluguel');
    await click(one('field-signatory-3'));
    await click(one('field-palette-texto'));
    expect(one('template-prefill-places').textContent).toBe('1 lugar no documento');
    expect(byId('template-problems')).toHaveLength(0);

    await click(button('Salvar'));
    await waitFor(() => puts.length === 1, 'the definition saved');
    const body = puts[0]?.body as { nome: string; definicao: TemplateDefinition };
    expect(body.nome).toBe('Contrato de locação');
    expect(body.definicao.papeis.map((p) => p.nome)).toEqual(['Contratante', 'Contratado']);
    expect(body.definicao.campos).toEqual([]);
    expect(body.definicao.preenchimentos).toEqual([
      {
        chave: 'valor_do_aluguel',
        rotulo: 'Valor do aluguel',
        obrigatorio: true,
        areas: [expect.objectContaining({ pagina: 1 })],
      },
    ]);
    await waitFor(() => notes().includes('resources.templates.notify.saved'), 'the toast');
  });
});
