import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { stripDocumentMask } from './digits';

export type DocumentKind = 'cpf' | 'cnpj';

/**
 * Which rule applies to a CPF/CNPJ field.
 *
 * The spec says "shorter than 15 characters → CPF". That threshold was written for masked input
 * ('123.456.789-09' has 14 characters, '12.345.678/0001-95' has 18), but a raw 14-digit CNPJ is
 * also shorter than 15 and would be misread as a CPF. So the rule is applied to the value after
 * stripping the mask: fewer than 12 characters → CPF (11), otherwise → CNPJ (14). Both raw and
 * masked forms of either document keep working.
 */
export function documentKind(value: string): DocumentKind {
  return stripDocumentMask(value).length < 12 ? 'cpf' : 'cnpj';
}

/** The spec's custom rule 'document': a valid CPF or a valid (numeric or alphanumeric) CNPJ. */
export function isValidDocument(value: string): boolean {
  return documentKind(value) === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
}
