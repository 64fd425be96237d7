// The company-registry lookup as forms use it (sign-up, the company form): when the field holds a
// complete, valid numeric CNPJ, the registry is asked (its code loads only then) and `onFound` gets
// what it knows. Answers for a CNPJ already changed again are dropped; `skip` leaves a CNPJ alone
// (e.g. the one the record already had). It answers where the lookup stands, so a form can say it:
// 'looking', 'found', or 'missed' — the registry did not answer, did not know the CNPJ, or cannot be
// asked (an alphanumeric CNPJ, which it does not know yet); 'idle' while there is nothing to ask.
import { useEffect, useRef, useState } from 'react';
import { isValidCnpj, stripDocumentMask } from '../../common/validation';
import type { CnpjResult } from '../providers/lookupsApi';

export type CnpjLookupStatus = 'idle' | 'looking' | 'found' | 'missed';

/** A CNPJ worth asking the registry about (14 digits), one it cannot answer (alphanumeric), or neither. */
function kindOf(cnpj: string | null | undefined): 'numeric' | 'alphanumeric' | null {
  const chars = stripDocumentMask(cnpj ?? '').toUpperCase();
  if (chars.length !== 14 || !isValidCnpj(chars)) return null;
  return /^\d{14}$/.test(chars) ? 'numeric' : 'alphanumeric';
}

export function useCnpjLookup(
  cnpj: string | null | undefined,
  onFound: (found: CnpjResult) => void,
  skip = false,
): CnpjLookupStatus {
  const latest = useRef(onFound);
  latest.current = onFound;
  const kind = skip ? null : kindOf(cnpj);
  const chars = stripDocumentMask(cnpj ?? '');
  // Where the lookup of `chars` stands ('looking' until its answer comes).
  const [answer, setAnswer] = useState<{ chars: string; status: CnpjLookupStatus } | null>(null);
  useEffect(() => {
    if (kind !== 'numeric') return;
    let live = true;
    void import('../providers/lookupsApi')
      .then((m) => m.lookupCnpj(chars))
      .catch(() => null)
      .then((found) => {
        if (!live) return;
        if (found) latest.current(found);
        setAnswer({ chars, status: found ? 'found' : 'missed' });
      });
    return () => {
      live = false;
    };
  }, [chars, kind]);
  if (kind === null) return 'idle';
  if (kind === 'alphanumeric') return 'missed';
  return answer?.chars === chars ? answer.status : 'looking';
}
