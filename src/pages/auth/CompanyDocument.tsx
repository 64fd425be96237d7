// The company's document and the person's CPF, asked apart by the ways of opening an account: the
// company's CNPJ (or the CPF of someone working on their own, then theirs too), and the person's own
// CPF, asked only when the company's document is not already it. Under the document, what the CNPJ
// lookup did (as a polite live region), or how to fill it.
import { isValidCpf, isValidDocument } from '../../../common/validation';
import type { CnpjLookupStatus } from '../../components/useCnpjLookup';
import type { Translate } from '../../providers/publicI18n';
import type { FormErrors } from './usePublicForm';

/** A valid CPF as the company's document: someone working on their own, whose CPF it is. */
export const isOwnCpf = (document: string) => isValidCpf(document);

/** Checks the document and, when asked, the person's CPF; adds to `e`. */
export function validateDocuments(v: { document: string; cpf: string }, e: FormErrors): FormErrors {
  if (!v.document) e.document = 'app.signup.required';
  else if (!isValidDocument(v.document)) e.document = 'app.signup.invalid_document';
  if (!isOwnCpf(v.document)) {
    if (!v.cpf) e.cpf = 'app.signup.required';
    else if (!isValidCpf(v.cpf)) e.cpf = 'app.invite.invalid_cpf';
  }
  return e;
}

/** The person's CPF as the calls take it: only when it was asked. */
export const personCpf = (v: { document: string; cpf: string }) =>
  isOwnCpf(v.document) ? {} : { cpf: v.cpf };

/** The line under the document: its error, else what the lookup did, else how to fill it. */
export function documentHelp(
  document: string,
  status: CnpjLookupStatus,
  error: string | undefined,
  ts: Translate,
) {
  if (error) return error;
  const text =
    status !== 'idle'
      ? ts(`lookup.${status}`)
      : isOwnCpf(document)
        ? ts('company_document_cpf')
        : ts('company_document_help');
  return <span role="status">{text}</span>;
}
