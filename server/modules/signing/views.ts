// How the signing process looks from each side: the owner's view of the file's process and its
// signatories, and a signer's view of the document they are asked to act on.
import type { FileStatus } from '../../../common/schemas/files.js';
import type {
  EarlierRound,
  SignatoryDeliveries,
  SignatoryView,
  SignerView,
  SigningProcess,
} from '../../../common/schemas/signing.js';
import {
  type AuthMethod,
  isResendable,
  maskCpf,
  type SignatoryStatus,
  type SignatureType,
  type SigningChannel,
  usesWhatsapp,
} from '../../../common/signing.js';
import type { FileRow } from '../../db/queries/files.js';
import type { FieldRow, MarkRow } from '../../db/queries/signatureFields.js';
import type { SignatoryContext, SignatoryRow } from '../../db/queries/signing.js';
import { fieldView, marksView, signerFields } from './fields/views.js';
import type { PageSize } from './pageSizes.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Whose turn it is: in a parallel process every pending signatory; in order, the pending ones
 * with nobody pending before them (removed and acted ones do not block).
 */
export function isTurn(
  file: Pick<FileRow, 'sequencial' | 'status'>,
  all: Pick<SignatoryRow, 'status' | 'ordem'>[],
  s: Pick<SignatoryRow, 'status' | 'ordem'>,
): boolean {
  if (file.status !== 'waiting' || s.status !== 'pending') return false;
  if (!file.sequencial) return true;
  return !all.some((o) => o.status === 'pending' && o.ordem < s.ordem);
}

/**
 * What a signatory's view adds from other tables: how the messages to them went, the devices'
 * names, their fields and the marks they adopted (rows of any of the signatories viewed).
 */
export interface SignatoryExtras {
  deliveries: Map<number, SignatoryDeliveries>;
  deviceNames: Map<number, string>;
  fields: FieldRow[];
  marks: MarkRow[];
  /** Signs the marks' image links. */
  appKey: string;
}

const NO_DELIVERY: SignatoryDeliveries = { email: null, whatsapp: null, fallback: false };

export function signatoryView(
  file: FileRow,
  all: SignatoryRow[],
  s: SignatoryRow,
  extras: SignatoryExtras,
): SignatoryView {
  const deviceName = s.deviceId === null ? undefined : extras.deviceNames.get(s.deviceId);
  return {
    id: s.id,
    ordem: s.ordem,
    tipo: s.tipo as SignatureType,
    nome: s.nome,
    email: s.email,
    phone: s.phone,
    cpf: maskCpf(s.cpf),
    user_id: s.userId,
    interno: s.interno,
    exige_codigo: s.exigeCodigo,
    canal: s.canal as SigningChannel,
    device: s.deviceId !== null && deviceName !== undefined ? { id: s.deviceId, name: deviceName } : null,
    idioma: s.idioma === 'en' ? 'en' : 'pt_BR',
    entregas: extras.deliveries.get(s.id) ?? NO_DELIVERY,
    status: s.status as SignatoryStatus,
    vez: isTurn(file, all, s),
    enviado_em: iso(s.enviadoEm),
    visualizado_em: iso(s.visualizadoEm),
    acted_at: iso(s.actedAt),
    ip: s.ip,
    port: s.port,
    user_agent: s.userAgent,
    autenticacao: s.autenticacao as AuthMethod | null,
    motivo: s.motivo,
    link_expires_at: s.status === 'pending' ? iso(s.tokenExpiresAt) : null,
    lembrado_em: iso(s.lembradoEm),
    campos: extras.fields.filter((f) => f.assinaturaId === s.id).map(fieldView),
    marcas: marksView(
      extras.appKey,
      extras.marks.filter((m) => m.assinaturaId === s.id),
    ),
  };
}

export const verificationUrl = (appUrl: string, codigo: string | null) =>
  codigo ? `${appUrl}/verificar/${codigo}` : null;

const stringOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The earlier rounds, newest first: each one's signatories (rows of that round) and its end, as
 * the next round's signing_requested event recorded it (dados.rodada_anterior).
 */
export function earlierRounds(rows: SignatoryRow[], requests: Record<string, unknown>[]): EarlierRound[] {
  const ends = new Map<number, Record<string, unknown>>();
  for (const dados of requests) {
    const prev = dados.rodada_anterior;
    if (typeof dados.rodada === 'number' && prev && typeof prev === 'object')
      ends.set(dados.rodada - 1, prev as Record<string, unknown>);
  }
  const byRound = new Map<number, SignatoryRow[]>();
  for (const r of rows) byRound.set(r.rodada, [...(byRound.get(r.rodada) ?? []), r]);
  return [...byRound.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rodada, signatories]) => {
      const end = ends.get(rodada) ?? {};
      const status = typeof end.status === 'string' && isResendable(end.status) ? end.status : 'cancelled';
      const sent = signatories.flatMap((s) => (s.enviadoEm ? [s.enviadoEm.getTime()] : []));
      return {
        rodada,
        status,
        enviado_em:
          stringOrNull(end.enviado_em) ?? (sent.length ? new Date(Math.min(...sent)).toISOString() : null),
        encerrado_em: stringOrNull(end.encerrado_em),
        motivo: stringOrNull(end.motivo),
        signatarios: signatories.map((s) => ({
          nome: s.nome,
          email: s.email,
          tipo: s.tipo as SignatureType,
          status: s.status as SignatoryStatus,
          acted_at: iso(s.actedAt),
          motivo: s.motivo,
        })),
      };
    });
}

export function processView(
  appUrl: string,
  file: FileRow,
  all: SignatoryRow[],
  solicitante: { id: number; nome: string } | null,
  anteriores: EarlierRound[],
  extras: SignatoryExtras,
): SigningProcess {
  return {
    arquivo_id: file.id,
    nome: file.nome,
    status: file.status as FileStatus,
    rodada: file.rodada,
    sequencial: file.sequencial,
    mensagem: file.mensagem,
    solicitante,
    enviado_em: iso(file.enviadoEm),
    concluido_em: iso(file.concluidoEm),
    encerrado_em: iso(file.encerradoEm),
    motivo: file.motivo,
    prazo: iso(file.prazo),
    lembrete_dias: file.lembreteDias,
    expirado_em: file.status === 'expired' ? iso(file.encerradoEm) : null,
    verificacao_codigo: file.verificacaoCodigo,
    verificacao_url: verificationUrl(appUrl, file.verificacaoCodigo),
    tem_assinado: file.seladoBlobKey !== null && file.seladoTipo === 'assinado',
    tem_certificado: file.seladoBlobKey !== null && file.seladoTipo === 'certificado',
    carimbo:
      file.carimboStatus === 'carimbado' || file.carimboStatus === 'pendente' ? file.carimboStatus : null,
    nivel_pades: file.seladoNivel as SigningProcess['nivel_pades'],
    signatarios: all.map((s) => signatoryView(file, all, s, extras)),
    rodadas_anteriores: anteriores,
  };
}

export function signerView(
  appUrl: string,
  c: SignatoryContext,
  all: SignatoryRow[],
  /** Relative links: the document's bytes, and the company's logo (loads without a session). */
  urls: { documento: string; assinado: string | null; logo: string | null },
  /** The original's page sizes when it is a PDF pdf-lib can read. */
  paginas: PageSize[] | null,
  /** The signer's fields and adopted marks, and (signed in) which marks their profile keeps. */
  own: { fields: FieldRow[]; marks: MarkRow[]; appKey: string; profile: SignerView['marcas_perfil'] },
): SignerView {
  const s = c.signatory;
  const vez = isTurn(c.file, all, s);
  const completed = c.file.status === 'completed' && c.file.seladoBlobKey !== null;
  return {
    signatario: {
      id: s.id,
      nome: s.nome,
      email: s.email,
      tipo: s.tipo as SignatureType,
      status: s.status as SignatoryStatus,
      exige_codigo: s.exigeCodigo,
      codigo_por: usesWhatsapp(s.canal as SigningChannel) ? 'whatsapp' : 'email',
      acted_at: iso(s.actedAt),
      motivo: s.motivo,
    },
    documento: {
      id: c.file.id,
      nome: c.file.nome,
      mime: c.file.mime,
      tamanho: Number(c.file.tamanho),
      sha256: c.file.sha256.trim(),
      status: c.file.status as FileStatus,
      paginas,
    },
    empresa: { nome: c.empresaNome, logo_url: urls.logo },
    remetente: c.solicitante,
    mensagem: c.file.mensagem,
    sequencial: c.file.sequencial,
    vez,
    pode_agir: vez,
    codigo_enviado_em: iso(s.codigoEnviadoEm),
    partes: all
      .filter((o) => o.status !== 'removed')
      .map((o) => ({
        nome: o.nome,
        tipo: o.tipo as SignatureType,
        status: o.status as SignatoryStatus,
        ordem: o.ordem,
      })),
    assinado_disponivel: completed,
    verificacao_url: completed ? verificationUrl(appUrl, c.file.verificacaoCodigo) : null,
    documento_url: urls.documento,
    assinado_url: completed ? urls.assinado : null,
    campos: signerFields(s, own.fields, new Date()),
    marcas: marksView(own.appKey, own.marks),
    marcas_perfil: own.profile,
  };
}
