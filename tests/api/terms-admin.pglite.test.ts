// Terms of use back office (platform administrators only): drafts are written and edited, one is
// approved, and from then on company users are held by the 451 gate until they accept it. An
// approved term can neither change nor be deleted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termos } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';

const TEXT =
  'Termos de uso v1\n\n1. Guarde bem seus documentos.\n   2. <b>Não</b> é HTML: fica como texto.\n';
const EDITED = 'Termos de uso v1 (revisados)\r\n\r\n\tTabulação e   espaços   mantidos.';
const DRAFT_2 = 'Rascunho que será excluído e recuperado depois.';
const IMMUTABLE = 'Um termo aprovado não pode ser alterado; cadastre uma nova versão.';
const UNDELETABLE = 'Um termo aprovado não pode ser excluído.';
const ADMIN_ONLY = 'Acesso restrito aos administradores da plataforma.';

let app: TestApp;
let admin: string;
let gestor: string;
let adminId: number;
let gestorId: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
  adminId = (await app.call('GET', '/api/auth/user', { token: admin })).body.id;
  gestorId = (await app.call('GET', '/api/auth/user', { token: gestor })).body.id;
});
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown, token = admin) =>
  app.call(method, path, { token, body });

/** Every back-office call of the area, for the refusal tests (id 1 exists once the first term is made). */
const backOffice = (id: number): [string, string, unknown?][] => [
  ['GET', '/api/termos'],
  ['POST', '/api/termo/cadastrar', { termo_descricao: TEXT }],
  ['PUT', `/api/termo/${id}/editar`, { termo_descricao: EDITED }],
  ['PATCH', `/api/termo/${id}/aprovar`],
  ['GET', `/api/termo/${id}/detalhes`],
  ['DELETE', `/api/termo/${id}/deletar`],
  ['PUT', `/api/termo/${id}/recuperar`],
];

describe('terms back office: writing and editing drafts', () => {
  let id: number;

  it('creates a draft, keeping the text exactly as given (line breaks, spaces, markup as text)', async () => {
    const res = await call('POST', '/api/termo/cadastrar', { termo_descricao: TEXT });
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('Termo cadastrado como rascunho.');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      termo_descricao: TEXT,
      status: 'draft',
      approved_at: null,
      approved_by: null,
      created_by: { id: adminId, nome: expect.any(String) },
      aceites: 0,
      created_at: expect.any(String),
      updated_at: null,
      deleted_at: null,
    });
    id = res.body.data.id;
    const [row] = await app.ctx.db.select().from(termos).where(eq(termos.id, id));
    expect(row?.termoDescricao).toBe(TEXT);
    expect(row?.approvedAt).toBeNull();
  });

  it('refuses every back-office call to anonymous visitors (401) and to company users (403)', async () => {
    for (const [method, path, body] of backOffice(id)) {
      const anonymous = await app.call(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, body, gestor);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe(ADMIN_ONLY);
    }
    // Nothing changed.
    const [row] = await app.ctx.db.select().from(termos).where(eq(termos.id, id));
    expect(row).toMatchObject({ termoDescricao: TEXT, approvedAt: null, deletedAt: null });
    expect((await call('GET', '/api/termos')).body.total).toBe(1);
  });

  it('validates the text: required, at least 20 characters besides spaces, at most 100 000, a string', async () => {
    const cases: [unknown, string][] = [
      [{}, 'O campo texto do termo é obrigatório.'],
      [{ termo_descricao: '' }, 'O campo texto do termo é obrigatório.'],
      [{ termo_descricao: ' \n\t  \n ' }, 'O campo texto do termo é obrigatório.'],
      [{ termo_descricao: 'Curto demais.' }, 'O campo texto do termo deve ter pelo menos 20 caracteres.'],
      [
        { termo_descricao: `   ${'x'.repeat(19)}   \n` },
        'O campo texto do termo deve ter pelo menos 20 caracteres.',
      ],
      [
        { termo_descricao: 'a'.repeat(100_001) },
        'O campo texto do termo não pode ter mais de 100000 caracteres.',
      ],
      [{ termo_descricao: 123_456_789 }, 'O campo texto do termo deve ser um texto.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/termo/cadastrar', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.body.errors.termo_descricao).toEqual([message]);
    }
    const longest = await call('POST', '/api/termo/cadastrar', { termo_descricao: 'a'.repeat(100_000) });
    expect(longest.status).toBe(201);
    expect(longest.body.data.termo_descricao).toHaveLength(100_000);
    expect((await call('DELETE', `/api/termo/${longest.body.data.id}/deletar`)).status).toBe(200);
    const exact = await call('POST', '/api/termo/cadastrar', { termo_descricao: 'x'.repeat(20) });
    expect(exact.status).toBe(201);
    expect((await call('DELETE', `/api/termo/${exact.body.data.id}/deletar`)).status).toBe(200);
  });

  it('edits a draft, keeping the new text as given', async () => {
    const res = await call('PUT', `/api/termo/${id}/editar`, { termo_descricao: EDITED });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Termo atualizado com sucesso.');
    expect(res.body.data).toMatchObject({ id, termo_descricao: EDITED, status: 'draft' });
    expect(res.body.data.updated_at).toEqual(expect.any(String));
    const details = await call('GET', `/api/termo/${id}/detalhes`);
    expect(details.body.data.termo_descricao).toBe(EDITED);
  });

  it('validates an edit the same way and leaves the text alone', async () => {
    const res = await call('PUT', `/api/termo/${id}/editar`, { termo_descricao: 'curto' });
    expect(res.status).toBe(422);
    expect(res.body.errors.termo_descricao).toEqual([
      'O campo texto do termo deve ter pelo menos 20 caracteres.',
    ]);
    expect((await call('GET', `/api/termo/${id}/detalhes`)).body.data.termo_descricao).toBe(EDITED);
  });

  it('answers 404 for an unknown term on every record call', async () => {
    for (const [method, path, body] of backOffice(999_999).filter(([, p]) => p.includes('999999'))) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('shows the details of a draft with no acceptances', async () => {
    const res = await call('GET', `/api/termo/${id}/detalhes`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'draft', aceites: 0, aceites_recentes: [] });
  });
});

describe('terms back office: approval and the 451 gate', () => {
  let id: number;

  it('lets company users through while the term is only a draft', async () => {
    const created = await call('POST', '/api/termo/cadastrar', { termo_descricao: TEXT });
    id = created.body.data.id;
    expect((await call('GET', '/api/empresa/usuarios', undefined, gestor)).status).toBe(200);
  });

  it('approves the draft, recording when and by whom', async () => {
    const res = await call('PATCH', `/api/termo/${id}/aprovar`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Termo aprovado. Os usuários precisarão aceitá-lo para continuar.');
    expect(res.body.data).toMatchObject({
      id,
      status: 'approved',
      approved_by: { id: adminId, nome: expect.any(String) },
      aceites: 0,
    });
    expect(Math.abs(Date.parse(res.body.data.approved_at) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses to approve it twice', async () => {
    const before = (await call('GET', `/api/termo/${id}/detalhes`)).body.data.approved_at;
    const res = await call('PATCH', `/api/termo/${id}/aprovar`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Este termo já foi aprovado.');
    expect((await call('GET', `/api/termo/${id}/detalhes`)).body.data.approved_at).toBe(before);
  });

  it('holds the company user with 451 and the approved term until they accept it', async () => {
    const held = await call('GET', '/api/empresa/usuarios', undefined, gestor);
    expect(held.status).toBe(451);
    expect(held.body.terms).toEqual([expect.objectContaining({ id, termo_descricao: TEXT })]);
    // Platform administrators are never held.
    expect((await call('GET', '/api/empresa/usuarios')).status).toBe(200);

    const accepted = await app.call('PUT', '/api/termos/aceitar', {
      token: gestor,
      body: { termos: [id] },
      ip: '198.51.100.23',
    });
    expect(accepted.status).toBe(200);
    expect((await call('GET', '/api/empresa/usuarios', undefined, gestor)).status).toBe(200);
  });

  it('counts the acceptance and lists it among the latest in the details', async () => {
    const res = await call('GET', `/api/termo/${id}/detalhes`);
    expect(res.status).toBe(200);
    expect(res.body.data.aceites).toBe(1);
    expect(res.body.data.aceites_recentes).toEqual([
      {
        user: { id: gestorId, nome: expect.any(String), email: 'gestor@demo.local' },
        accepted_at: expect.any(String),
        ip: '198.51.100.23',
      },
    ]);
    const list = await call('GET', '/api/termos?status=approved');
    expect(list.body.data.find((t: { id: number }) => t.id === id)?.aceites).toBe(1);
  });

  it('refuses to edit an approved term and keeps its text', async () => {
    const res = await call('PUT', `/api/termo/${id}/editar`, { termo_descricao: EDITED });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(IMMUTABLE);
    expect(res.body.errors.termo_descricao).toEqual([IMMUTABLE]);
    expect((await call('GET', `/api/termo/${id}/detalhes`)).body.data.termo_descricao).toBe(TEXT);
  });

  it('refuses to delete an approved term, which keeps gating', async () => {
    const res = await call('DELETE', `/api/termo/${id}/deletar`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(UNDELETABLE);
    const [row] = await app.ctx.db.select().from(termos).where(eq(termos.id, id));
    expect(row?.deletedAt).toBeNull();
  });

  it('shows the refusals in English to an English-speaking administrator', async () => {
    expect((await call('PUT', '/api/usuario/change-language/en')).status).toBe(200);
    try {
      const edit = await call('PUT', `/api/termo/${id}/editar`, { termo_descricao: EDITED });
      expect(edit.status).toBe(422);
      expect(edit.body.message).toBe('An approved term cannot be changed; create a new version.');
      const del = await call('DELETE', `/api/termo/${id}/deletar`);
      expect(del.body.message).toBe('An approved term cannot be deleted.');
    } finally {
      await call('PUT', '/api/usuario/change-language/pt_BR');
    }
  });
});

describe('terms back office: deleting and restoring drafts', () => {
  let id: number;

  it('soft-deletes a draft: it leaves the list and shows in the deleted list', async () => {
    id = (await call('POST', '/api/termo/cadastrar', { termo_descricao: DRAFT_2 })).body.data.id;
    const res = await call('DELETE', `/api/termo/${id}/deletar`);
    expect(res.status, res.text).toBe(200);
    const live = await call('GET', '/api/termos?perPage=100');
    expect(live.body.data.map((t: { id: number }) => t.id)).not.toContain(id);
    const deleted = await call('GET', '/api/termos?deleted=true&perPage=100');
    expect(deleted.body.data.map((t: { id: number }) => t.id)).toContain(id);
    const details = await call('GET', `/api/termo/${id}/detalhes`);
    expect(details.body.data.deleted_at).toEqual(expect.any(String));
  });

  it('does not edit, approve or delete again a deleted draft', async () => {
    expect((await call('PUT', `/api/termo/${id}/editar`, { termo_descricao: EDITED })).status).toBe(404);
    expect((await call('PATCH', `/api/termo/${id}/aprovar`)).status).toBe(404);
    expect((await call('DELETE', `/api/termo/${id}/deletar`)).status).toBe(404);
  });

  it('restores it as a draft', async () => {
    const res = await call('PUT', `/api/termo/${id}/recuperar`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'draft', deleted_at: null, termo_descricao: DRAFT_2 });
    expect((await call('PUT', `/api/termo/${id}/recuperar`)).status).toBe(404);
  });
});

describe('GET /api/termos', () => {
  it('pages the live terms, newest first by default', async () => {
    const res = await call('GET', '/api/termos?perPage=2');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data).toHaveLength(2);
    const all = (await call('GET', '/api/termos')).body.data as { id: number; created_at: string }[];
    const created = all.map((t) => t.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by status', async () => {
    const drafts = await call('GET', '/api/termos?status=draft');
    expect(drafts.body.total).toBe(2);
    expect(drafts.body.data.every((t: { status: string }) => t.status === 'draft')).toBe(true);
    const approved = await call('GET', '/api/termos?status=approved');
    expect(approved.body.total).toBe(1);
    expect(approved.body.data[0]).toMatchObject({ status: 'approved', termo_descricao: TEXT });
  });

  it('searches the text with q', async () => {
    const res = await call('GET', `/api/termos?q=${encodeURIComponent('revisados')}`);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0].termo_descricao).toBe(EDITED);
    expect((await call('GET', '/api/termos?q=nenhum-termo-diz-isto')).body.total).toBe(0);
  });

  it('sorts by approved_at and created_at, both ways', async () => {
    const approvedFirst = await call('GET', '/api/termos?sort=approved_at&order=asc');
    expect(approvedFirst.body.data[0].status).toBe('approved');
    const approvedLast = await call('GET', '/api/termos?sort=approved_at&order=desc');
    expect(approvedLast.body.data[2].status).toBe('approved');
    const oldest = await call('GET', '/api/termos?sort=created_at&order=asc');
    const newest = await call('GET', '/api/termos?sort=created_at&order=desc');
    const ids = (r: typeof oldest) => r.body.data.map((t: { id: number }) => t.id);
    expect(ids(oldest)).toEqual([...ids(newest)].reverse());
  });

  it('refuses a short search text and an unknown status', async () => {
    const short = await call('GET', '/api/termos?q=abc');
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('O Filtro deve ser maior que 3.');
    const status = await call('GET', '/api/termos?status=rejeitado');
    expect(status.status).toBe(422);
    expect(Object.keys(status.body.errors)).toEqual(['status']);
  });
});
