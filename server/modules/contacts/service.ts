// Contacts: the list, create and edit of the address book (a live duplicate of e-mail, celular or
// documento is refused on its field by the database's unique indexes) and a sheet's import, row by row.
import type { FastifyRequest } from 'fastify';
import {
  CONTACT_IMPORT_MAX,
  type ContactBody,
  type ContactImportResult,
  type ContactImportRow,
  type ContactsListQuery,
  type ContactView,
  contactBody,
} from '../../../common/schemas/contacts.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  type ContactRow,
  findContactMatches,
  insertContact,
  listContacts,
  updateContact,
} from '../../db/queries/contacts.js';
import { databaseError } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { fieldErrors } from '../../http/validation-messages.js';
import { importSheet } from '../messages/importSheet.js';

export function contactView(row: ContactRow): ContactView {
  const { empresaId: _, createdBy: __, createdAt, updatedAt, deletedAt, ...fields } = row;
  return {
    ...fields,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt?.toISOString() ?? null,
    deleted_at: deletedAt?.toISOString() ?? null,
  };
}

/** A write refused by a unique index becomes 409 on its field: "Já existe um contato com este e-mail.". */
async function unique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const field = databaseError(err)?.constraint?.match(/^contatos_(email|celular|documento)_uq$/)?.[1];
    if (field !== 'email' && field !== 'celular' && field !== 'documento') throw err;
    const key = `contacts.duplicate_${field}` as const;
    throw new HttpError(409, key, {}, { [field]: [{ key }] });
  }
}

export async function contactList(ctx: AppContext, empresaId: number, query: ContactsListQuery) {
  const { rows, total } = await listContacts(ctx.db, empresaId, query);
  return { data: rows.map(contactView), total };
}

export const createContact = async (ctx: AppContext, empresaId: number, userId: number, body: ContactBody) =>
  contactView(await unique(insertContact(ctx.db, empresaId, { ...body, createdBy: userId })));

export async function editContact(ctx: AppContext, empresaId: number, id: number, body: ContactBody) {
  const row = await unique(updateContact(ctx.db, empresaId, id, body));
  if (!row) throw notFound();
  return contactView(row);
}

/** Sheet headers per field, compared without case, accents or punctuation ('E-mail', 'CPF/CNPJ', 'Observações'). */
const HEADERS: Record<keyof ContactBody, string[]> = {
  nome: ['nome', 'name'],
  email: ['email'],
  celular: ['celular', 'telefone', 'whatsapp', 'fone'],
  documento: ['documento', 'cpf', 'cnpj', 'cpfcnpj'],
  empresa: ['empresa'],
  tags: ['tags', 'etiquetas'],
  observacoes: ['observacoes', 'observacao', 'obs'],
};
const fieldOf = (header: string) => {
  const name = header
    .normalize('NFD')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  return (Object.keys(HEADERS) as (keyof ContactBody)[]).find((f) => HEADERS[f].includes(name));
};
const blank = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);

/**
 * POST /api/contatos/importar: each row of the sheet (CSV in any encoding, .xlsx or .xls) is created, fills
 * the empty fields of the one live contact with its e-mail, celular or documento, is skipped (repeated
 * or nothing new) or refused with why. Each row is one statement: none is ever half-written.
 */
export async function importContacts(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  userId: number,
): Promise<ContactImportResult> {
  const lang = requestLanguage(req);
  const sheet = await importSheet(req);
  if (sheet.total > CONTACT_IMPORT_MAX)
    throw fieldError('file', 'contacts.import_too_many', { max: CONTACT_IMPORT_MAX });
  const seen = new Map<string, number>();
  const row = async (cells: Record<string, string>, linha: number): Promise<ContactImportRow> => {
    const input: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(cells)) {
      const field = fieldOf(column);
      if (field && value && input[field] === undefined)
        input[field] = field === 'tags' ? value.split(/[;,]/).filter((t) => t.trim()) : value;
    }
    const parsed = contactBody.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(({ code, path, message, ...params }) => ({
        keyword: code,
        instancePath: `/${path.map(String).join('/')}`,
        message,
        params,
      }));
      return { linha, status: 'recusado', motivo: Object.values(fieldErrors(issues, input, lang))[0]?.[0] };
    }
    const c = parsed.data;
    const keys = (['email', 'celular', 'documento'] as const).flatMap((k) => (c[k] ? [`${k}:${c[k]}`] : []));
    const repeated = keys.map((k) => seen.get(k)).find((n) => n !== undefined);
    if (repeated)
      return {
        linha,
        status: 'ignorado',
        motivo: translate(lang, 'contacts.import_repeated', { linha: repeated }),
      };
    for (const k of keys) seen.set(k, linha);
    const matches = await findContactMatches(ctx.db, empresaId, c);
    if (matches.length > 1)
      return { linha, status: 'recusado', motivo: translate(lang, 'contacts.import_ambiguous') };
    const [match] = matches;
    if (!match) {
      const { id } = await unique(insertContact(ctx.db, empresaId, { ...c, createdBy: userId }));
      return { linha, status: 'criado', id };
    }
    const empty = Object.entries(c).filter(([k, v]) => blank(match[k as keyof ContactRow]) && !blank(v));
    if (!empty.length)
      return {
        linha,
        status: 'ignorado',
        id: match.id,
        motivo: translate(lang, 'contacts.import_unchanged'),
      };
    await unique(updateContact(ctx.db, empresaId, match.id, Object.fromEntries(empty)));
    return { linha, status: 'atualizado', id: match.id };
  };
  const linhas: ContactImportRow[] = [];
  for (const [i, cells] of sheet.rows.entries())
    linhas.push(
      await row(cells, i + 2).catch((err: unknown) => {
        if (!(err instanceof HttpError)) throw err;
        return { linha: i + 2, status: 'recusado' as const, motivo: translate(lang, err.key, err.params) };
      }),
    );
  const count = (s: ContactImportRow['status']) => linhas.filter((l) => l.status === s).length;
  return {
    criados: count('criado'),
    atualizados: count('atualizado'),
    ignorados: count('ignorado'),
    recusados: count('recusado'),
    linhas,
  };
}
