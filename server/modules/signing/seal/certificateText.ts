// The words of the certificate pages, in each language the platform speaks. The acts and the
// authentication methods come from common/signing.ts; everything else written on the pages is here.
import type { Language } from '../../../../common/constants.js';
import type { MarkType } from '../../../../common/signatureFields.js';

export interface CertificateText {
  title: string;
  intro: (appName: string) => string;
  kindSealed: string;
  kindStandalone: string;
  document: string;
  fileName: string;
  sha256: string;
  size: string;
  pages: string;
  type: string;
  notInformed: string;
  company: string;
  requester: string;
  sentAt: string;
  completedAt: string;
  signatories: (count: number) => string;
  email: string;
  whatsapp: string;
  cpf: string;
  /** A signatory's adopted signature and rubrica, shown beside their evidence, and each image's hash. */
  marks: Record<MarkType, string>;
  markHash: (sha256: string) => string;
  act: string;
  actedAt: string;
  network: string;
  ipPort: (ip: string, port: number | null) => string;
  userAgent: string;
  authentication: string;
  notRecorded: string;
  chain: string;
  chainHead: string;
  chainCount: string;
  verification: string;
  verificationCode: string;
  verificationUrl: string;
  verificationHint: (appName: string) => string;
  timeZone: string;
  bytes: string;
  footer: (appName: string) => string;
  pageOf: (page: number, total: number) => string;
  /**
   * The band under each original page: who signed it (the first names, and how many more), where,
   * the code, where to check it, which page.
   */
  stamp: (
    appName: string,
    names: string[],
    more: number,
    code: string,
    url: string,
    page: number,
    total: number,
  ) => string;
  sealHeading: string;
  sealHolder: string;
  sealIssuer: string;
  sealValidUntil: string;
  sealCnpj: string;
  sealResponsible: string;
  sealPolicy: string;
  sealTimestamp: string;
  sealTimestampValue: (source: string) => string;
  /** The signature dictionary (/Reason, /Location) — plain Latin-1 text. */
  sealReason: (appName: string) => string;
  sealLocation: string;
}

/** " por Ana, Bruno e Carla" / " by Ana, Bruno, Carla (and 2 more)"; nothing when no one is named. */
function signers(locale: string, names: string[], more: number, by: string, andMore: (n: number) => string) {
  if (names.length === 0) return '';
  const list =
    more > 0
      ? `${names.join(', ')} (${andMore(more)})`
      : new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return `${by} ${list}`;
}

export const CERTIFICATE_TEXT: Record<Language, CertificateText> = {
  pt_BR: {
    title: 'Certificado de assinaturas',
    intro: (app) =>
      `Este certificado registra as assinaturas eletrônicas do documento abaixo, colhidas na plataforma ${app}, e é selado digitalmente com o certificado da plataforma.`,
    kindSealed:
      'As páginas do documento original precedem este certificado, com o conteúdo preservado: nelas foram desenhados os campos preenchidos pelos signatários, com formulários e anotações incorporados à página, e abaixo de cada uma foi acrescentada uma faixa com os signatários, o código, o endereço e o QR code de verificação.',
    kindStandalone:
      'O documento original não é um PDF editável e é identificado abaixo pelo nome e pelo hash SHA-256.',
    document: 'Documento',
    fileName: 'Arquivo',
    sha256: 'SHA-256 do original',
    size: 'Tamanho',
    pages: 'Páginas do original',
    type: 'Tipo',
    notInformed: 'Não informado',
    company: 'Empresa',
    requester: 'Solicitante',
    sentAt: 'Enviado para assinatura em',
    completedAt: 'Concluído em',
    signatories: (n) => (n === 1 ? '1 signatário' : `${n} signatários`),
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    cpf: 'CPF',
    marks: { assinatura: 'Assinatura adotada', rubrica: 'Rubrica adotada' },
    markHash: (sha) => `SHA-256 ${sha}`,
    act: 'Ato',
    actedAt: 'Data e hora',
    network: 'IP e porta',
    ipPort: (ip, port) => (port === null ? ip : `${ip}, porta ${port}`),
    userAgent: 'Navegador',
    authentication: 'Autenticação',
    notRecorded: 'Não registrado',
    chain: 'Trilha de auditoria',
    chainHead: 'Hash do último evento',
    chainCount: 'Número de eventos',
    verification: 'Verificação',
    verificationCode: 'Código de verificação',
    verificationUrl: 'Endereço',
    verificationHint: (app) =>
      `Confira a autenticidade no endereço acima ou lendo o QR code. O arquivo é selado com o certificado digital de ${app}: qualquer alteração invalida o selo.`,
    timeZone: 'horário de Brasília',
    bytes: 'bytes',
    footer: (app) => `${app} · Certificado de assinaturas`,
    pageOf: (page, total) => `Página ${page} de ${total}`,
    stamp: (app, names, more, code, url, page, total) =>
      `Documento assinado eletronicamente em ${app}${signers('pt-BR', names, more, ' por', (n) => `e mais ${n}`)}, conforme a MP 2.200-2/2001 e a Lei 14.063/2020. Código de verificação ${code} · confira em ${url} · página ${page} de ${total}`,
    sealHeading: 'Selo digital',
    sealHolder: 'Certificado do selo',
    sealIssuer: 'Emitido por',
    sealValidUntil: 'Válido até',
    sealCnpj: 'CNPJ (ICP-Brasil)',
    sealResponsible: 'Responsável',
    sealPolicy: 'Política de assinatura',
    sealTimestamp: 'Carimbo do tempo',
    sealTimestampValue: (source) =>
      source === 'local'
        ? 'PAdES com carimbo do tempo (RFC 3161) da autoridade local da plataforma e validação de longo prazo (LTV)'
        : `PAdES com carimbo do tempo (RFC 3161) de ${source} e validação de longo prazo (LTV)`,
    sealReason: (app) => `Selo de assinaturas eletronicas - ${app}`,
    sealLocation: 'Brasil',
  },
  en: {
    title: 'Signature certificate',
    intro: (app) =>
      `This certificate records the electronic signatures of the document below, collected on the ${app} platform, and is digitally sealed with the platform's certificate.`,
    kindSealed:
      "The original document's pages precede this certificate with their content preserved: the fields the signatories filled in were drawn on them, with forms and annotations made part of the page, and below each, a band with the signatories, the verification code, address and QR code was added.",
    kindStandalone:
      'The original document is not an editable PDF and is identified below by its name and SHA-256 hash.',
    document: 'Document',
    fileName: 'File',
    sha256: 'SHA-256 of the original',
    size: 'Size',
    pages: 'Pages of the original',
    type: 'Type',
    notInformed: 'Not provided',
    company: 'Company',
    requester: 'Requested by',
    sentAt: 'Sent for signature on',
    completedAt: 'Completed on',
    signatories: (n) => (n === 1 ? '1 signatory' : `${n} signatories`),
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    cpf: 'CPF',
    marks: { assinatura: 'Adopted signature', rubrica: 'Adopted initials' },
    markHash: (sha) => `SHA-256 ${sha}`,
    act: 'Act',
    actedAt: 'Date and time',
    network: 'IP and port',
    ipPort: (ip, port) => (port === null ? ip : `${ip}, port ${port}`),
    userAgent: 'Browser',
    authentication: 'Authentication',
    notRecorded: 'Not recorded',
    chain: 'Audit trail',
    chainHead: 'Hash of the last event',
    chainCount: 'Number of events',
    verification: 'Verification',
    verificationCode: 'Verification code',
    verificationUrl: 'Address',
    verificationHint: (app) =>
      `Check its authenticity at the address above or by scanning the QR code. The file is sealed with ${app}'s digital certificate: any change invalidates the seal.`,
    timeZone: 'Brasília time',
    bytes: 'bytes',
    footer: (app) => `${app} · Signature certificate`,
    pageOf: (page, total) => `Page ${page} of ${total}`,
    stamp: (app, names, more, code, url, page, total) =>
      `Document signed electronically on ${app}${signers('en-US', names, more, ' by', (n) => `and ${n} more`)}, under Provisional Measure 2.200-2/2001 and Law 14.063/2020. Verification code ${code} · check at ${url} · page ${page} of ${total}`,
    sealHeading: 'Digital seal',
    sealHolder: 'Seal certificate',
    sealIssuer: 'Issued by',
    sealValidUntil: 'Valid until',
    sealCnpj: 'CNPJ (ICP-Brasil)',
    sealResponsible: 'Responsible person',
    sealPolicy: 'Signature policy',
    sealTimestamp: 'Timestamp',
    sealTimestampValue: (source) =>
      source === 'local'
        ? "PAdES with an RFC 3161 timestamp from the platform's local authority and long-term validation (LTV)"
        : `PAdES with an RFC 3161 timestamp from ${source} and long-term validation (LTV)`,
    sealReason: (app) => `Electronic signatures seal - ${app}`,
    sealLocation: 'Brazil',
  },
};
