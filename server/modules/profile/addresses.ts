// The user's addresses: the state must be one of the 27 and the municipality (IBGE's 7-digit
// code) one of that state's; a refused address stores nothing.

import { findMunicipality, findState } from '../../../common/reference/lookup.js';
import { PROFILE_LIST_MAX, type ProfileAddressInput } from '../../../common/schemas/profile.js';
import type { AppContext } from '../../context.js';
import {
  type AddressValues,
  countAddresses,
  deleteAddress,
  insertAddress,
  lockUser,
  updateAddress,
} from '../../db/queries/profile.js';
import type { UserRow } from '../../db/queries/users.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, notFound } from '../../http/errors.js';
import { addressView } from './profile.js';

/** The row's values once the state and municipality are known to belong together. */
function checkedValues(body: ProfileAddressInput): AddressValues {
  if (!findState(body.estado_id)) throw fieldError('estado_id', 'profile.state_unknown');
  const municipality = findMunicipality(body.municipio_id);
  if (!municipality || municipality.estadoId !== body.estado_id)
    throw fieldError('municipio_id', 'profile.municipio_state');
  return {
    descricao: body.descricao,
    cep: body.cep,
    logradouro: body.logradouro,
    numero: body.numero,
    complemento: body.complemento,
    bairro: body.bairro,
    estadoId: body.estado_id,
    municipioId: body.municipio_id,
  };
}

export async function addAddress(ctx: AppContext, user: UserRow, body: ProfileAddressInput) {
  const values = checkedValues(body);
  const row = await inTransaction(ctx.db, async (tx) => {
    await lockUser(tx, user.id);
    if ((await countAddresses(tx, user.id)) >= PROFILE_LIST_MAX)
      throw fieldError('cep', 'profile.too_many', { max: PROFILE_LIST_MAX });
    return insertAddress(tx, user.id, values);
  });
  return addressView(row);
}

export async function editAddress(ctx: AppContext, user: UserRow, id: number, body: ProfileAddressInput) {
  const values = checkedValues(body);
  const row = await updateAddress(ctx.db, user.id, id, values);
  if (!row) throw notFound();
  return addressView(row);
}

export async function removeAddress(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!(await deleteAddress(ctx.db, user.id, id))) throw notFound();
}
