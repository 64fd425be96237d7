// The company form's fields. CNPJ inputs take the mask as typed (letters allowed in the first 12
// positions, for the alphanumeric CNPJ) and keep the unmasked value; they are checked here as the
// server will (valid CNPJ; the head office differs from the company), the rest on saving.
import { useMemo } from 'react';
import { required, TextInput, useRecordContext } from 'react-admin';
import { isValidCnpj, isValidCpf } from '../../common/validation';
import { maskDocument } from '../../src/components/masks';
import type { CompanyView } from '../../src/providers/companiesApi';
import { CnpjLookup } from './CnpjLookup';
import { maskCnpj, parseDocument, sameDocument } from './document';

const INVALID = 'resources.companies.validation.cnpj';

/** A valid CNPJ; `keep` (the company's current CPF, for a trial opened by a person) is accepted too. */
const validCnpj = (keep?: string) => (value: unknown) => {
  const v = typeof value === 'string' ? value : '';
  if (!v) return undefined;
  return isValidCnpj(v) || (keep !== undefined && sameDocument(v, keep)) ? undefined : INVALID;
};

const differsFromOwn = (value: unknown, all: Record<string, unknown>) =>
  typeof value === 'string' && value && sameDocument(value, all.documento as string | undefined)
    ? 'resources.companies.validation.matrix_same'
    : undefined;

export function CompanyInputs() {
  const record = useRecordContext<CompanyView>();
  // A company opened by a person keeps its CPF; its field then also shows the CPF mask.
  const currentCpf = record && isValidCpf(record.documento) ? record.documento : undefined;
  const documentoRules = useMemo(() => [required(), validCnpj(currentCpf)], [currentCpf]);
  const matrizRules = useMemo(() => [validCnpj(), differsFromOwn], []);
  return (
    <>
      <CnpjLookup />
      <TextInput
        source="razao_social"
        validate={required()}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextInput source="nome_fantasia" fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput
        source="documento"
        validate={documentoRules}
        format={(v: string | null | undefined) => (currentCpf ? maskDocument(v ?? '') : maskCnpj(v))}
        parse={parseDocument}
        label={currentCpf ? 'resources.companies.fields.documento_cpf' : undefined}
        helperText={
          currentCpf ? 'resources.companies.help.documento_cpf' : 'resources.companies.help.documento'
        }
        fullWidth
        sx={{ maxWidth: 440 }}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <TextInput
        source="cnpj_matriz"
        validate={matrizRules}
        format={maskCnpj}
        parse={parseDocument}
        helperText="resources.companies.help.cnpj_matriz"
        fullWidth
        sx={{ maxWidth: 440 }}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
    </>
  );
}
