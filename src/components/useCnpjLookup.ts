// The company-registry lookup as forms use it (sign-up, the company form): when the field holds a
// complete, valid numeric CNPJ, the registry is asked (its code loads only then) and `onFound` gets
// what it knows. Alphanumeric CNPJs, failed lookups and answers for a CNPJ already changed again are
// dropped; `skip` leaves a CNPJ alone (e.g. the one the record already had).
import { useEffect, useRef } from 'react';
import { isValidCnpj, stripDocumentMask } from '../../common/validation';
import type { CnpjResult } from '../providers/lookupsApi';

export function useCnpjLookup(
  cnpj: string | null | undefined,
  onFound: (found: CnpjResult) => void,
  skip = false,
): void {
  const latest = useRef(onFound);
  latest.current = onFound;
  useEffect(() => {
    const chars = stripDocumentMask(cnpj ?? '');
    if (skip || !/^\d{14}$/.test(chars) || !isValidCnpj(chars)) return;
    let live = true;
    void import('../providers/lookupsApi')
      .then((m) => m.lookupCnpj(chars))
      .then((found) => {
        if (live && found) latest.current(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [cnpj, skip]);
}
