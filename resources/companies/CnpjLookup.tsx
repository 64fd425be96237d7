// On the company form: when the CNPJ is changed to a complete, valid numeric CNPJ, the company
// registry (JSONP, 3 s) fills razão social and nome fantasia. The CNPJ the company already had,
// alphanumeric CNPJs (unknown to the registry) and failed lookups change nothing.
import { useEffect } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isValidCnpj, stripDocumentMask } from '../../common/validation';
import type { CompanyView } from '../../src/providers/companiesApi';
import { sameDocument } from './document';

export function CnpjLookup() {
  const record = useRecordContext<CompanyView>();
  const documento = useWatch({ name: 'documento' }) as string | null | undefined;
  const { setValue } = useFormContext();
  const notify = useNotify();
  useEffect(() => {
    const chars = stripDocumentMask(documento ?? '');
    if (!/^\d{14}$/.test(chars) || !isValidCnpj(chars)) return;
    if (record?.documento && sameDocument(chars, record.documento)) return;
    let live = true;
    void import('../../src/providers/lookupsApi')
      .then((m) => m.lookupCnpj(chars))
      .then((found) => {
        if (!live || !found) return;
        const options = { shouldDirty: true, shouldValidate: true };
        setValue('razao_social', found.razao_social, options);
        if (found.nome_fantasia) setValue('nome_fantasia', found.nome_fantasia, options);
        notify('resources.companies.notify.cnpj_filled', { type: 'info' });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [documento, record?.documento, setValue, notify]);
  return null;
}
