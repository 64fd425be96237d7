// What the certificate pages state about a completed signing process (filled by the signing flow).
import type { Language } from '../../../../common/constants.js';
import type { AuthMethod, SignatureType } from '../../../../common/signing.js';

export interface CertificateSignatory {
  nome: string;
  email: string;
  /** already masked */
  cpf: string | null;
  tipo: SignatureType;
  actedAt: Date;
  ip: string | null;
  port: number | null;
  userAgent: string | null;
  autenticacao: AuthMethod;
}

export interface CertificateData {
  lang: Language;
  appName: string;
  documento: { id: number; nome: string; sha256: string; tamanho: number; mime: string };
  empresa: string;
  /** The company's logo (a PNG, as stored by PUT /api/empresa/{id}/logo), drawn atop the first page. */
  logo?: Uint8Array | null;
  solicitante: string | null;
  enviadoEm: Date;
  concluidoEm: Date;
  signatarios: CertificateSignatory[];
  chain: { head: string; count: number };
  verificacao: { codigo: string; url: string };
}
