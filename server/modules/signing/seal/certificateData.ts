// What the certificate pages state about a completed signing process (filled by the signing flow),
// and what is burned into the original pages before the seal: every filled field.
import type { Language } from '../../../../common/constants.js';
import type { FieldArea } from '../../../../common/schemas/signatureFields.js';
import type { FieldType, MarkType } from '../../../../common/signatureFields.js';
import type { AuthMethod, SignatureType } from '../../../../common/signing.js';

/** An adopted signature or rubrica: the cropped PNG as stored, and its SHA-256 (hex). */
export interface SealMark {
  png: Uint8Array;
  sha256: string;
}

export interface CertificateSignatory {
  nome: string;
  /** How they were reached, each labelled by its channel (null: not reached that way). */
  email: string | null;
  /** The WhatsApp number as written (+55 11 98765-4321), or null. */
  whatsapp: string | null;
  /** already masked */
  cpf: string | null;
  tipo: SignatureType;
  actedAt: Date;
  ip: string | null;
  port: number | null;
  userAgent: string | null;
  autenticacao: AuthMethod;
  /** The marks they adopted (shown beside their evidence); none when their request had no such field. */
  marcas?: Partial<Record<MarkType, SealMark>>;
}

/** What one filled field shows in each of its areas. */
export type BurnContent =
  | { kind: 'mark'; mark: SealMark }
  | { kind: 'text'; text: string }
  | { kind: 'check'; checked: boolean };

/**
 * A filled field to draw into the original pages: its areas (page from 1, box in fractions of the
 * displayed page, origin top left; `marcador`, the anchor text's box, is covered with white first).
 */
export interface BurnField {
  tipo: FieldType;
  areas: FieldArea[];
  content: BurnContent;
}

/** What the certificate pages say about the seal itself. */
export interface SealFacts {
  /** The sealing certificate's common name, its issuer's, and its end. */
  titular: string;
  emissor: string;
  validoAte: Date;
  /** ICP-Brasil fields (an e-CNPJ): the company's CNPJ, the responsible person and their CPF (masked). */
  cnpj: string | null;
  responsavel: string | null;
  cpf: string | null;
  /** The signature policy's name or OID, when one is named. */
  politica: string | null;
  /** Where its timestamp comes from ('local' or the TSA URLs), null: no timestamps. */
  carimbo: string | null;
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
  /** The sealing certificate and how the seal is made (shown in its own section); none: left out. */
  selo?: SealFacts;
  /** Filled fields burned into the original pages (a PDF original only); none: nothing drawn. */
  campos?: BurnField[];
}
