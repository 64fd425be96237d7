// The company's contact data (e-mail, phone, address): what an edit changes, and the address's
// state and municipality checked against IBGE's list as they will stand after the edit.
import type { z } from 'zod';
import { findMunicipality, findState } from '../../../common/reference/lookup.js';
import type { companyUpdateBody } from '../../../common/schemas/companies.js';
import type { CompanyEdit } from '../../db/queries/backofficeCompanies.js';
import type { CompanyRow } from '../../db/queries/companies.js';
import { fieldError } from '../../http/errors.js';

type Body = z.output<typeof companyUpdateBody>;
type ContactEdit = Omit<CompanyEdit, 'razaoSocial' | 'nomeFantasia' | 'documento' | 'cnpjMatriz'>;

/** The contact columns the edit writes (absent fields stay as they are), or 422 on a bad place. */
export function contactEdit(current: CompanyRow, body: Body): ContactEdit {
  const edit: ContactEdit = {
    email: body.email,
    telefone: body.telefone,
    cep: body.cep,
    logradouro: body.logradouro,
    numero: body.numero,
    complemento: body.complemento,
    bairro: body.bairro,
    estadoId: body.estado_id,
    municipioId: body.municipio_id,
  };
  const estadoId = edit.estadoId === undefined ? current.estadoId : edit.estadoId;
  const municipioId = edit.municipioId === undefined ? current.municipioId : edit.municipioId;
  if (estadoId !== null && !findState(estadoId)) throw fieldError('estado_id', 'profile.state_unknown');
  if (municipioId !== null && findMunicipality(municipioId)?.estadoId !== (estadoId ?? undefined))
    throw fieldError('municipio_id', 'profile.municipio_state');
  return edit;
}

/** The contact data as the company view shows it, with the place's names for display. */
export const contactView = (r: CompanyRow) => ({
  email: r.email,
  telefone: r.telefone,
  cep: r.cep,
  logradouro: r.logradouro,
  numero: r.numero,
  complemento: r.complemento,
  bairro: r.bairro,
  estado_id: r.estadoId,
  municipio_id: r.municipioId,
  municipio_nome: r.municipioId === null ? null : (findMunicipality(r.municipioId)?.nome ?? null),
  uf: r.estadoId === null ? null : (findState(r.estadoId)?.uf ?? null),
});
