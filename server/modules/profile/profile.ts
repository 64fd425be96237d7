// The user's profile as the profile page reads it, and its own data (name, document, phone).

import { findMunicipality, findState } from '../../../common/reference/lookup.js';
import type { PhoneType, Profile, UpdateUserInput } from '../../../common/schemas/profile.js';
import type { AppContext } from '../../context.js';
import {
  type AddressRow,
  type EmailRow,
  listAddresses,
  listEmails,
  listPhones,
  type PhoneRow,
} from '../../db/queries/profile.js';
import {
  companyLinks,
  documentTakenByOther,
  USER_DOCUMENT_INDEX,
  type UserRow,
  updateUser,
} from '../../db/queries/users.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { fieldError } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { defaultCompanyView } from './defaultCompany.js';
import { photoUrl } from './photoLinks.js';

export const emailView = (r: EmailRow) => ({ id: r.id, email: r.email, descricao: r.descricao });

export const phoneView = (r: PhoneRow) => ({
  id: r.id,
  numero: r.numero,
  tipo: r.tipo as PhoneType,
  descricao: r.descricao,
});

export const addressView = (r: AddressRow) => ({
  id: r.id,
  descricao: r.descricao,
  cep: r.cep,
  logradouro: r.logradouro,
  numero: r.numero,
  complemento: r.complemento,
  bairro: r.bairro,
  estado_id: r.estadoId,
  municipio_id: r.municipioId,
  // Names from the embedded IBGE data, so a list can show the place without loading it.
  municipio_nome: findMunicipality(r.municipioId)?.nome ?? null,
  uf: findState(r.estadoId)?.uf ?? null,
});

export async function loadProfile(ctx: AppContext, user: UserRow): Promise<Profile> {
  const [emails, phones, addresses, links] = await Promise.all([
    listEmails(ctx.db, user.id),
    listPhones(ctx.db, user.id),
    listAddresses(ctx.db, user.id),
    companyLinks(ctx.db, user.id),
  ]);
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    documento: user.documento,
    phone: user.phone,
    language: user.language,
    skin: user.skin,
    two_factor: user.otpEnabled,
    foto_url: photoUrl(ctx.config.appKey, user.id, user.fotoKey),
    emails: emails.map(emailView),
    telefones: phones.map(phoneView),
    enderecos: addresses.map(addressView),
    ...defaultCompanyView(user, links),
  };
}

/** PUT /api/user: name, document and phone; every open tab of the user reloads its identity. */
export async function updateOwnData(ctx: AppContext, user: UserRow, body: UpdateUserInput): Promise<Profile> {
  const values: Pick<UserRow, 'nome'> & Partial<Pick<UserRow, 'documento' | 'phone'>> = { nome: body.nome };
  if (body.documento !== undefined) values.documento = body.documento;
  if (body.phone !== undefined) values.phone = body.phone;
  // One CPF/CNPJ, one account: another account's document is refused (one's own saves again).
  if (values.documento && (await documentTakenByOther(ctx.db, values.documento, user.id)))
    throw fieldError('documento', 'users.document_taken');
  try {
    await updateUser(ctx.db, user.id, values);
  } catch (err) {
    if (isUniqueViolation(err, USER_DOCUMENT_INDEX)) throw fieldError('documento', 'users.document_taken');
    throw err;
  }
  publishUserUpdated(ctx, user.id);
  return loadProfile(ctx, { ...user, ...values });
}
