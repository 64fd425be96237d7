// Contacts (a company's address book), whose list, create, edit, details, delete and restore the
// record registry generates: searches by q and tag, duplicates refused on their field with nothing
// written, other companies' contacts unseen, the permissions, and the import of a Windows-1252 CSV
// and of an .xlsx, row by row.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeUser } from '../helpers/fixtures.js';
import { sendForm } from '../helpers/messaging.js';
import { companyWithOwner, type Member, member } from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let empresaId: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ empresaId, owner } = await companyWithOwner(app));
});
afterAll(async () => {
  await app?.close();
});

const call = (method: string, path: string, body?: unknown, token = owner.token) =>
  app.call(method, path, { token, body });
const names = async (query: string, token = owner.token) =>
  (await call('GET', `/api/contatos?${query}`, undefined, token)).body.data.map(
    (c: { nome: string }) => c.nome,
  );
const importFile = (name: string, bytes: Uint8Array, token = owner.token) =>
  sendForm(app, token, {}, { name, bytes }, '/api/contatos/importar');

const MARIA = {
  nome: 'Maria Souza',
  email: ' Maria@Exemplo.com ',
  celular: '(11) 98765-4321',
  documento: '529.982.247-25',
  empresa: 'Acme Ltda',
  tags: ['cliente', 'vip'],
};

describe('contacts', () => {
  it('adds, finds by q and tag, edits, shows, refuses duplicates, deletes and restores', async () => {
    const created = await call('POST', '/api/contato/cadastrar', MARIA);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Contato cadastrado com sucesso.');
    expect(created.body.data).toMatchObject({
      email: 'maria@exemplo.com',
      celular: '5511987654321',
      documento: '52998224725',
      tags: ['cliente', 'vip'],
    });
    const id = created.body.data.id;
    const joao = { nome: 'João Lima', celular: '21 91234-5678', tags: ['fornecedor'] };
    expect((await call('POST', '/api/contato/cadastrar', joao)).status).toBe(201);
    expect(await names('')).toEqual(['João Lima', 'Maria Souza']);
    expect(await names('q=souza')).toEqual(['Maria Souza']);
    expect(await names('q=98765-4321')).toEqual(['Maria Souza']);
    expect(await names('tag=VIP')).toEqual(['Maria Souza']);

    const edited = await call('PUT', `/api/contato/${id}/editar`, { ...MARIA, empresa: 'Acme S.A.' });
    expect(edited.body).toMatchObject({
      message: 'Contato atualizado com sucesso.',
      data: { empresa: 'Acme S.A.' },
    });
    expect((await call('GET', `/api/contato/${id}/detalhes`)).body.data).toMatchObject({
      nome: 'Maria Souza',
      empresa: 'Acme S.A.',
    });

    const twin = await call('POST', '/api/contato/cadastrar', {
      nome: 'Outra Maria',
      email: 'MARIA@exemplo.com',
    });
    expect(twin.status).toBe(409);
    expect(twin.body).toEqual({
      message: 'Já existe um contato com este e-mail.',
      errors: { email: ['Já existe um contato com este e-mail.'] },
    });
    const sameMobile = await call('PUT', `/api/contato/${id}/editar`, { ...MARIA, celular: '21912345678' });
    expect(sameMobile.status).toBe(409);
    expect(sameMobile.body.errors).toEqual({ celular: ['Já existe um contato com este celular.'] });
    expect(await names('')).toEqual(['João Lima', 'Maria Souza']);
    expect((await call('GET', `/api/contato/${id}/detalhes`)).body.data.celular).toBe('5511987654321');

    const unreachable = await call('POST', '/api/contato/cadastrar', {
      nome: 'Sem Contato',
      celular: '1133334444',
    });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.errors.celular).toEqual(['O campo celular deve ser um celular válido com DDD.']);
    const none = await call('POST', '/api/contato/cadastrar', { nome: 'Sem Contato' });
    expect(none.body.errors).toEqual({ email: ['Informe o e-mail ou o celular do contato.'] });

    expect((await call('DELETE', `/api/contato/${id}/deletar`)).status).toBe(200);
    expect(await names('')).toEqual(['João Lima']);
    expect(await names('deleted=true')).toEqual(['Maria Souza']);
    const restored = await call('PUT', `/api/contato/${id}/recuperar`);
    expect(restored.status).toBe(200);
    expect(await names('')).toEqual(['João Lima', 'Maria Souza']);
  });

  it("keeps each company's contacts to itself: another company's answer 404, and may repeat the e-mail", async () => {
    const other = await companyWithOwner(app);
    const theirs = await call('POST', '/api/contato/cadastrar', MARIA, other.owner.token);
    expect(theirs.status).toBe(201);
    const id = theirs.body.data.id;
    expect((await call('GET', `/api/contato/${id}/detalhes`)).status).toBe(404);
    expect((await call('PUT', `/api/contato/${id}/editar`, MARIA)).status).toBe(404);
    expect((await call('DELETE', `/api/contato/${id}/deletar`)).status).toBe(404);
    expect((await call('GET', `/api/contato/${id}/detalhes`, undefined, other.owner.token)).status).toBe(200);
  });

  it('needs contacts.view to read and contacts.manage to write; a platform admin enters no company', async () => {
    const [id] = (await call('GET', '/api/contatos')).body.data.map((c: { id: number }) => c.id);
    const outsider = await member(app, empresaId, ['vault.view']);
    const list = await call('GET', '/api/contatos', undefined, outsider.token);
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('Você não tem a permissão necessária: Ver contatos (contacts.view).');
    expect((await call('GET', `/api/contato/${id}/detalhes`, undefined, outsider.token)).status).toBe(403);

    const reader = await member(app, empresaId, ['contacts.view']);
    expect(await names('', reader.token)).toContain('Maria Souza');
    const add = await call(
      'POST',
      '/api/contato/cadastrar',
      { nome: 'Novo', email: 'n@x.com' },
      reader.token,
    );
    expect(add.status).toBe(403);
    expect(add.body.message).toBe(
      'Você não tem a permissão necessária: Gerenciar contatos (contacts.manage).',
    );
    expect((await call('DELETE', `/api/contato/${id}/deletar`, undefined, reader.token)).status).toBe(403);
    expect((await importFile('c.csv', Buffer.from('nome;email\nA B;a@b.com\n'), reader.token)).status).toBe(
      403,
    );

    const admin = await makeUser(app, { ambient: 'A' });
    const token = (await loginAs(app, admin.email, admin.password)).access_token;
    // A company's address book is its own: the platform's administrator neither lists nor opens it.
    for (const res of [
      await call('GET', '/api/contatos', undefined, token),
      await call('POST', '/api/contato/cadastrar', { nome: 'Do Admin', email: 'adm@x.com' }, token),
      await call('GET', `/api/contato/${id}/detalhes`, undefined, token),
      await call('DELETE', `/api/contato/${id}/deletar`, undefined, token),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Entre em uma empresa para continuar.');
    }
    expect(await names('', reader.token)).toContain('Maria Souza');
  });

  it('imports a Windows-1252 CSV row by row: created, updated, repeated, refused', async () => {
    const ze = (
      await call('POST', '/api/contato/cadastrar', { nome: 'Zé Existente', email: 'ze@exemplo.com' })
    ).body.data;
    const csv =
      'Nome;E-mail;WhatsApp;CPF/CNPJ;Empresa;Etiquetas;Observações\r\n' +
      'Conceição Araújo;conceicao@exemplo.com;(21) 99876-5432;;Padaria São João;cliente, padaria;Prefere manhã\r\n' +
      'José Existente;ZE@exemplo.com;11 97777-6666;;;;\r\n' +
      'Conceição de novo;conceicao@exemplo.com;;;;;\r\n' +
      'Inválido;não é e-mail;;;;;\r\n';
    const res = await importFile('contatos.csv', iconv.encode(csv, 'windows-1252'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Importação concluída: 1 criado, 1 atualizado, 1 ignorado e 1 recusado.');
    expect(res.body.data).toEqual({
      criados: 1,
      atualizados: 1,
      ignorados: 1,
      recusados: 1,
      linhas: [
        { linha: 2, status: 'criado', id: expect.any(Number) },
        { linha: 3, status: 'atualizado', id: ze.id },
        { linha: 4, status: 'ignorado', motivo: 'Repete o contato da linha 2.' },
        { linha: 5, status: 'recusado', motivo: 'O campo e-mail deve ser um endereço de e-mail válido.' },
      ],
    });
    const made = await call('GET', `/api/contato/${res.body.data.linhas[0].id}/detalhes`);
    expect(made.body.data).toMatchObject({
      nome: 'Conceição Araújo',
      celular: '5521998765432',
      empresa: 'Padaria São João',
      tags: ['cliente', 'padaria'],
      observacoes: 'Prefere manhã',
    });
    const updated = await call('GET', `/api/contato/${ze.id}/detalhes`);
    expect(updated.body.data).toMatchObject({ nome: 'Zé Existente', celular: '5511977776666' });
    expect(await names('q=inválido')).toEqual([]);
  });

  it('imports an .xlsx', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Contatos');
    sheet.addRow(['Nome', 'Celular', 'Tags']);
    sheet.addRow(['Planilha Silva', '31 98888-7777', 'xlsx']);
    const res = await importFile('contatos.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.body.data).toMatchObject({ criados: 1, linhas: [{ linha: 2, status: 'criado' }] });
    expect(await names('tag=xlsx')).toEqual(['Planilha Silva']);
  });
});
