// The templates' calls outside react-admin's CRUD (the list, the details and deleting go through the
// data provider): a new template with its PDF (multipart), saving an edit (a new version when the
// definition changed), the PDF's pages and a link to show it in the field editor, using a template
// (a document made and sent from it), and its public link turned on or revoked.
import type { DocumentPages } from '../../common/schemas/signatureFields';
import type {
  TemplateBody,
  TemplateDefinition,
  TemplateLinkSettings,
  TemplateUseResult,
  TemplateVersionView,
  TemplateView,
  UseTemplateBody,
} from '../../common/schemas/templates';
import { type RequestOptions, request } from './http';

export type {
  TemplateDefinition,
  TemplateLinkSettings,
  TemplateUseResult,
  TemplateVersionView,
  TemplateView,
};

/** GET /api/modelo/{id}/detalhes: the template and its versions' history. */
export type TemplateDetails = TemplateView & { versoes: TemplateVersionView[] };

/** What the sender types to use a template (the API's input, before its defaults). */
export type UseTemplateInput = Partial<UseTemplateBody> & Pick<UseTemplateBody, 'pessoas' | 'valores'>;
export type TemplateBodyInput = Omit<TemplateBody, 'definicao'> & { definicao: TemplateDefinition };

interface Saved<T> {
  message: string;
  data: T;
}

/** Statuses the caller shows itself (beside the inputs) instead of a toast. */
type Handle = RequestOptions['handle'];

const record = (id: number) => `/api/modelo/${encodeURIComponent(String(id))}`;

/** An answer that may come as the record itself or wrapped as `{ message, data }`. */
const unwrap = <T>(body: T | Saved<T>): T =>
  body && typeof body === 'object' && 'data' in body ? (body as Saved<T>).data : (body as T);

export const templatesApi = {
  /** A new template from a PDF; 422 on `arquivo` (not a PDF, too large) or `nome` (taken). */
  create: (
    input: { nome: string; descricao: string; arquivo: File; definicao?: TemplateDefinition },
    handle?: Handle,
  ) => {
    const form = new FormData();
    form.append('nome', input.nome);
    if (input.descricao.trim()) form.append('descricao', input.descricao);
    if (input.definicao) form.append('definicao', JSON.stringify(input.definicao));
    form.append('arquivo', input.arquivo, input.arquivo.name);
    return request<Saved<TemplateView>>('/api/modelo/cadastrar', { method: 'POST', body: form, handle });
  },
  /** Saves the name, description and definition; a changed definition makes a new version. */
  save: (id: number, body: TemplateBodyInput, handle?: Handle) =>
    request<Saved<TemplateView>>(`${record(id)}/editar`, { method: 'PUT', body, handle }),
  /** The current version's PDF pages as displayed (points) and the anchors found in its text. */
  pages: (id: number, handle?: Handle) => request<DocumentPages>(`${record(id)}/paginas`, { handle }),
  /** A short-lived link (relative URL) to the current version's PDF, shown inline. */
  url: async (id: number) => (await request<{ url: string }>(`${record(id)}/url`)).url,
  /** Makes the document from the current version and sends it for signature at once. */
  use: (id: number, body: UseTemplateInput, handle?: Handle) =>
    request<Saved<TemplateUseResult>>(`${record(id)}/usar`, { method: 'POST', body, handle }),
  /** Turns the public link on (or changes its settings); the template answers with its `link_url`. */
  setLink: async (id: number, settings: TemplateLinkSettings, handle?: Handle) =>
    unwrap(
      await request<TemplateView | Saved<TemplateView>>(`${record(id)}/link`, {
        method: 'PUT',
        body: settings,
        handle,
      }),
    ),
  /** Revokes the public link: its URL stops working. */
  revokeLink: (id: number) => request<{ message?: string }>(`${record(id)}/link`, { method: 'DELETE' }),
};
