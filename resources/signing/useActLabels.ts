// The acts (1–8), their past tense and how a signer was authenticated, in the language react-admin
// speaks (the labels live in common/signing.ts, shared with the API's e-mails and certificate).
import { useLocale } from 'react-admin';
import {
  AUTH_METHOD_LABELS,
  type AuthMethod,
  actLabel,
  actPastLabel,
  SIGNATURE_TYPES,
  type SignatureType,
} from '../../common/signing';
import { languageOf } from '../vault/bytes';

export interface ActLabels {
  act(tipo: SignatureType): string;
  past(tipo: SignatureType): string;
  auth(method: AuthMethod): string;
  /** Every act, for a select. */
  choices: { id: SignatureType; name: string }[];
}

export function useActLabels(): ActLabels {
  const lang = languageOf(useLocale());
  return {
    act: (tipo) => actLabel(lang, tipo),
    past: (tipo) => actPastLabel(lang, tipo),
    auth: (method) => AUTH_METHOD_LABELS[lang][method],
    choices: SIGNATURE_TYPES.map((id) => ({ id, name: actLabel(lang, id) })),
  };
}
