// The profile's addresses (/api/usuario/address), each filled with the help of the CEP lookup.
import { maskCep } from '../../../components/address/AddressFields';
import { type AddressDraft, AddressForm } from './AddressForm';
import { contactList } from './ContactList';
import type { FieldErrors } from './formErrors';
import type { ProfileTranslate } from './useProfileT';

const BLANK: AddressDraft = {
  descricao: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  estado_id: null,
  municipio_id: null,
};

function check(d: AddressDraft, t: ProfileTranslate): FieldErrors {
  const e: FieldErrors = {};
  const cepDigits = d.cep.replace(/\D/g, '');
  if (!cepDigits) e.cep = t('required');
  else if (cepDigits.length !== 8) e.cep = t('addresses.cep_invalid');
  for (const f of ['logradouro', 'numero', 'bairro'] as const) if (!d[f].trim()) e[f] = t('required');
  if (d.estado_id === null) e.estado_id = t('required');
  if (d.municipio_id === null) e.municipio_id = t('required');
  return e;
}

export const AddressList = contactList<'address', AddressDraft>({
  kind: 'address',
  section: 'addresses',
  blank: BLANK,
  draftOf: (a) => ({
    descricao: a.descricao ?? '',
    cep: maskCep(a.cep),
    logradouro: a.logradouro,
    numero: a.numero,
    complemento: a.complemento ?? '',
    bairro: a.bairro,
    estado_id: a.estado_id,
    municipio_id: a.municipio_id,
  }),
  bodyOf: (d) => ({
    descricao: d.descricao.trim() || null,
    cep: d.cep.replace(/\D/g, ''),
    logradouro: d.logradouro.trim(),
    numero: d.numero.trim(),
    complemento: d.complemento.trim() || null,
    bairro: d.bairro.trim(),
    estado_id: d.estado_id ?? 0,
    municipio_id: d.municipio_id ?? 0,
  }),
  check,
  describe: (a, t) => ({
    primary: [`${a.logradouro}, ${a.numero}`, a.complemento].filter(Boolean).join(' — '),
    secondary: [
      a.descricao,
      a.bairro,
      a.municipio_nome && [a.municipio_nome, a.uf].filter(Boolean).join('/'),
      `${t('addresses.cep')} ${maskCep(a.cep)}`,
    ]
      .filter(Boolean)
      .join(' · '),
  }),
  Fields: AddressForm,
});
