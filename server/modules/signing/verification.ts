// Public verification: a PDF's bytes (or the code printed on a certificate) matched against the
// completed documents of every vault, with the signatories (CPF masked), the signing events and
// whether the file's whole chain verifies, and the seal found in the given PDF checked
// cryptographically.
import { createHash } from 'node:crypto';
import type { FileEventAction } from '../../../common/schemas/fileEvents.js';
import type { SealCheck, VerificationResult, VerifiedField } from '../../../common/schemas/signing.js';
import type { FieldType } from '../../../common/signatureFields.js';
import {
  type AuthMethod,
  maskCpf,
  maskEmail,
  type SignatoryStatus,
  type SignatureType,
} from '../../../common/signing.js';
import { readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { companyDisplayName } from '../../db/queries/companies.js';
import type { FileRow } from '../../db/queries/files.js';
import { type FieldRow, fieldsOfSignatories } from '../../db/queries/signatureFields.js';
import { completedFileByCode, completedFileBySha, signatoriesOfFile } from '../../db/queries/signing.js';
import { fileEventsWithChain } from '../vault/events.js';
import { archivedFingerprints, platformFingerprints } from './certificate/platform.js';
import { platformCertificate } from './platformCertificate.js';
import { inspectSeal } from './seal/inspect.js';
import { isVerificationCode } from './tokens.js';

/**
 * The events the public page lists: the signing process's, evidence of who was asked, reached,
 * authenticated and acted (a signatory's first look at their link included). The vault's own —
 * uploaded, viewed, downloaded, renamed, moved, deleted, restored, purged — are the company's
 * business and stay out; the chain report (`cadeia`) still covers every event, so its `count` is
 * the chain's length and the listed ones keep their place (seq) in it.
 */
export const PUBLIC_EVENT_ACTIONS: ReadonlySet<FileEventAction> = new Set<FileEventAction>([
  'signing_requested',
  'signatory_invited',
  'signatory_reminded',
  'signatory_viewed',
  'code_sent',
  'code_failed',
  'signed',
  'field_filled',
  'denied',
  'cancelled',
  'signature_removed',
  'deadline_extended',
  'deadline_alert',
  'expired',
  'completed',
  'timestamped',
]);

const isPublicEvent = (acao: string) => PUBLIC_EVENT_ACTIONS.has(acao as FileEventAction);

/** A filled field as the public page shows it: a CPF masked, a mark by its image's hash. */
function verifiedField(f: FieldRow): VerifiedField {
  const tipo = f.tipo as FieldType;
  const mark = tipo === 'assinatura' || tipo === 'rubrica';
  return {
    tipo,
    rotulo: f.rotulo,
    paginas: [...new Set(f.areas.map((a) => a.pagina))].sort((a, b) => a - b),
    // Nothing of a signatory's contact leaks to whoever holds the code: a CPF and an e-mail masked.
    valor: mark
      ? null
      : tipo === 'cpf'
        ? maskCpf(f.valor)
        : tipo === 'email'
          ? maskEmail(f.valor ?? '')
          : f.valor,
    sha256: mark ? f.valor : null,
    preenchido_em: f.preenchidoEm?.toISOString() ?? null,
  };
}

const notFoundResult = (sha256: string | null, selo: SealCheck | null): VerificationResult => ({
  encontrado: false,
  correspondencia: null,
  sha256,
  selo,
  documento: null,
  signatarios: [],
  eventos: [],
  cadeia: null,
});

/** The current signer's and its CA's fingerprints, and those of signers replaced by a renewal. */
async function knownFingerprints(ctx: AppContext): Promise<string[]> {
  const archived = archivedFingerprints(ctx.config.dataDir);
  try {
    return [...platformFingerprints(await platformCertificate(ctx)), ...archived];
  } catch {
    return archived;
  }
}

async function resultFor(
  ctx: AppContext,
  file: FileRow,
  correspondencia: VerificationResult['correspondencia'],
  sha256: string | null,
  selo: SealCheck | null,
): Promise<VerificationResult> {
  const [empresa, signatories, events] = await Promise.all([
    companyDisplayName(ctx.db, file.empresaId),
    signatoriesOfFile(ctx.db, file.id),
    fileEventsWithChain(ctx.db, file.id, file.empresaId),
  ]);
  const fields = await fieldsOfSignatories(
    ctx.db,
    signatories.map((s) => s.id),
  );
  return {
    encontrado: true,
    correspondencia,
    sha256,
    selo,
    documento: {
      nome: file.nome,
      status: 'completed',
      empresa,
      sha256_original: file.sha256.trim(),
      sha256_assinado: file.seladoSha256?.trim() ?? null,
      concluido_em: file.concluidoEm?.toISOString() ?? null,
      verificacao_codigo: file.verificacaoCodigo ?? '',
    },
    signatarios: signatories
      .filter((s) => s.status !== 'removed')
      .map((s) => ({
        nome: s.nome,
        cpf: maskCpf(s.cpf),
        tipo: s.tipo as SignatureType,
        status: s.status as SignatoryStatus,
        acted_at: s.actedAt?.toISOString() ?? null,
        autenticacao: s.autenticacao as AuthMethod | null,
        campos: fields.filter((f) => f.assinaturaId === s.id && f.valor !== null).map(verifiedField),
      })),
    eventos: events.data
      .filter((e) => isPublicEvent(e.acao))
      .map((e) => ({
        seq: e.seq,
        acao: e.acao,
        created_at: e.created_at,
        ator: e.ator?.nome ?? null,
        hash: e.hash,
      })),
    cadeia: events.chain,
  };
}

/** The seal as the public page shows it: a CPF in a certificate's ICP-Brasil fields masked. */
function publicSeal(selo: SealCheck): SealCheck {
  return {
    ...selo,
    assinaturas: selo.assinaturas.map((a) =>
      a.icp_brasil ? { ...a, icp_brasil: { ...a.icp_brasil, cpf: maskCpf(a.icp_brasil.cpf) } } : a,
    ),
  };
}

/** The given bytes: which completed document (sealed PDF, certificate or original) they are, and their seal. */
export async function verifyBytes(ctx: AppContext, bytes: Buffer): Promise<VerificationResult> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const selo = publicSeal(inspectSeal(bytes, await knownFingerprints(ctx)));
  const found = await completedFileBySha(ctx.db, sha256);
  if (!found) return notFoundResult(sha256, selo);
  const correspondencia =
    found.match === 'original'
      ? 'original'
      : found.file.seladoTipo === 'certificado'
        ? 'certificado'
        : 'assinado';
  return resultFor(ctx, found.file, correspondencia, sha256, selo);
}

/** The completed document behind a verification code, with the seal of its stored sealed PDF checked. */
export async function verifyCode(ctx: AppContext, codigo: string): Promise<VerificationResult> {
  const normalized = codigo.trim().toUpperCase();
  if (!isVerificationCode(normalized)) return notFoundResult(null, null);
  const file = await completedFileByCode(ctx.db, normalized);
  if (!file) return notFoundResult(null, null);
  let selo: SealCheck | null = null;
  if (file.seladoBlobKey) {
    const stored = await readBlob(ctx.blobs, file.seladoBlobKey).catch(() => null);
    if (stored) selo = publicSeal(inspectSeal(stored, await knownFingerprints(ctx)));
  }
  return resultFor(ctx, file, null, null, selo);
}
