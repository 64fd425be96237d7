// On the company form: when the CNPJ is changed to a complete, valid numeric CNPJ, the company
// registry (JSONP, 3 s) fills razão social and nome fantasia. The CNPJ the company already had,
// alphanumeric CNPJs (unknown to the registry) and failed lookups change nothing.
import { useNotify, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { stripDocumentMask } from '../../common/validation';
import { useCnpjLookup } from '../../src/components/useCnpjLookup';
import type { CompanyView } from '../../src/providers/companiesApi';
import { sameDocument } from './document';

export function CnpjLookup() {
  const record = useRecordContext<CompanyView>();
  const documento = useWatch({ name: 'documento' }) as string | null | undefined;
  const { setValue } = useFormContext();
  const notify = useNotify();
  const unchanged = !!record?.documento && sameDocument(stripDocumentMask(documento ?? ''), record.documento);
  useCnpjLookup(
    documento,
    (found) => {
      const options = { shouldDirty: true, shouldValidate: true };
      setValue('razao_social', found.razao_social, options);
      if (found.nome_fantasia) setValue('nome_fantasia', found.nome_fantasia, options);
      notify('resources.companies.notify.cnpj_filled', { type: 'info' });
    },
    unchanged,
  );
  return null;
}
