// Templates for browser walks and benches: one made through the API as the SPA makes it (multipart),
// with two roles, a field each and a prefill value, optionally with its public link on.
import type { TemplateDefinition } from '../../common/schemas/templates.js';
import type { TestApp } from './app.js';
import { contractPdf } from './files.js';

const box = (x: number, y: number) => ({ pagina: 1, x, y, largura: 0.3, altura: 0.06 });

/** Two roles signing side by side at the foot of page 1, and the contract's value filled by the sender. */
export const TWO_ROLES: TemplateDefinition = {
  papeis: [
    { nome: 'Contratante', tipo: 1, canal: 'email', exige_codigo: false },
    { nome: 'Contratada', tipo: 1, canal: 'email', exige_codigo: false },
  ],
  sequencial: false,
  campos: [
    { signatario: 1, tipo: 'assinatura', areas: [box(0.08, 0.86)] },
    { signatario: 2, tipo: 'assinatura', areas: [box(0.55, 0.86)] },
  ],
  preenchimentos: [
    { chave: 'valor', rotulo: 'Valor do contrato', obrigatorio: true, areas: [box(0.08, 0.02)] },
  ],
  mensagem: null,
  prazo_dias: null,
  lembrete_dias: null,
};

/** POST /api/modelo/cadastrar; answers the template's id. */
export async function createTemplate(
  app: TestApp,
  token: string,
  nome: string,
  definicao: TemplateDefinition = TWO_ROLES,
): Promise<number> {
  const form = new FormData();
  form.append('nome', nome);
  form.append('definicao', JSON.stringify(definicao));
  form.append(
    'arquivo',
    new Blob([(await contractPdf(1)) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    'contrato.pdf',
  );
  const res = await fetch(`${app.url}/api/modelo/cadastrar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { id: number } };
  if (res.status !== 201 || !body.data)
    throw new Error(`modelo/cadastrar → ${res.status} ${JSON.stringify(body)}`);
  return body.data.id;
}

/** Turns the template's public link on (the second role is the given person); answers its path /m/{token}. */
export async function publicLinkOf(
  app: TestApp,
  token: string,
  id: number,
  second: { nome: string; email: string },
): Promise<string> {
  const res = await app.call('PUT', `/api/modelo/${id}/link`, {
    token,
    body: { pessoas: [second], valores: { valor: 'R$ 1.000,00' } },
  });
  const url: string | undefined = res.body.link_url ?? res.body.data?.link_url;
  if (res.status !== 200 || !url) throw new Error(`modelo/link → ${res.status} ${res.text}`);
  return new URL(url).pathname;
}
