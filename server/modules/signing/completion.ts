// Completion: when nobody is pending any more, the document is sealed — the original pages (a
// PDF original) plus certificate pages, or a certificate of its own for any other original —
// signed by the platform certificate, stored beside the original, and the file becomes
// completed with a 'completed' event naming the sealed file's hash. Every signatory who acted (by
// their channel) and the owner are then sent the signed copy: a signed download link that works
// without a session for SIGNING_LINK_TTL, and the verification page. Sealing happens after the
// last act committed; if it fails (e.g. the certificate expired) the file stays waiting and a
// later attempt (the next start, or the next act or removal) seals it. The seal carries its
// timestamp, validation material and a document timestamp (PAdES B-LTA) when a TSA answers; when
// none does, it is sealed all the same and marked 'pendente' for the timestamp sweep.
import { createHash, randomUUID, X509Certificate } from 'node:crypto';
import { Readable } from 'node:stream';
import { languageOf } from '../../../common/constants.js';
import {
  type AuthMethod,
  maskCpf,
  type SignatureType,
  type SigningChannel,
  usesWhatsapp,
} from '../../../common/signing.js';
import { readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { companyDisplayName, logoKeyOf } from '../../db/queries/companies.js';
import {
  filesAwaitingSeal,
  findFileById,
  lockFileById,
  signatoriesOfFile,
  updateFileProcess,
  userContact,
} from '../../db/queries/signing.js';
import { inTransaction } from '../../db/transaction.js';
import { emitFileWebhook } from '../integrations/emit.js';
import { notifyCompleted } from '../notifications/triggers.js';
import { icpBrasilFields } from '../trust/icpBrasil.js';
import { policyName } from '../trust/policies.js';
import { type TrustServices, trustServices } from '../trust/runtime.js';
import { signedCopyLink } from '../vault/downloads.js';
import { appendFileEvent, fileChainReport } from '../vault/events.js';
import type { PlatformCertificate } from './certificate/platform.js';
import { commonName } from './certificate/x509.js';
import { deliverTo, signatoryLanguage, whatsappNumber } from './channels.js';
import { burnData } from './fields/burn.js';
import { completedMail, flush, type Outbox, type SigningLog } from './mails.js';
import { platformCertificate } from './platformCertificate.js';
import type { SealFacts } from './seal/certificateData.js';
import {
  type CertificateData,
  CertificateExpiredError,
  type SealedDocument,
  sealDocument,
} from './seal/seal.js';
import { newVerificationCode } from './tokens.js';
import { verificationUrl } from './views.js';

/** The seal's own section of the certificate pages: its certificate (ICP-Brasil fields too), policy, timestamps. */
function sealFacts(cert: PlatformCertificate, trust: TrustServices, policy: string | null): SealFacts {
  const x509 = new X509Certificate(cert.certificatePem);
  const icp = icpBrasilFields(x509);
  return {
    titular: commonName(x509.subject),
    emissor: commonName(x509.issuer),
    validoAte: cert.notAfter,
    cnpj: icp?.cnpj ?? null,
    responsavel: icp?.responsavel ?? null,
    cpf: icp?.cpf ? maskCpf(icp.cpf) : null,
    politica: policy ? (policyName(policy) ?? policy) : null,
    carimbo: trust.timestamper ? trust.source : null,
  };
}

/** Seals and completes the file when every remaining signatory acted; otherwise does nothing. */
export async function completeIfReady(ctx: AppContext, arquivoId: number, log: SigningLog): Promise<void> {
  const file = await findFileById(ctx.db, arquivoId);
  if (file?.status !== 'waiting' || file.purgedAt !== null) return;
  const all = await signatoriesOfFile(ctx.db, file.id);
  const acted = all.filter((s) => s.status === 'signed');
  if (acted.length === 0 || all.some((s) => s.status === 'pending')) return;

  const now = new Date(Date.now());
  let sealed: SealedDocument;
  let stamping = false;
  let sealedChain: { head: string; count: number };
  const codigo = newVerificationCode();
  const url = verificationUrl(ctx.config.appUrl, codigo) ?? '';
  // The certificate and the e-mails speak the process's language: its sender's.
  const requester = file.solicitanteId === null ? undefined : await userContact(ctx.db, file.solicitanteId);
  const lang = languageOf(requester?.language);
  const empresa = await companyDisplayName(ctx.db, file.empresaId);
  // The certificate shows the company's logo; one that cannot be read leaves it out, never the seal.
  const logoKey = await logoKeyOf(ctx.db, file.empresaId);
  const logo = logoKey ? await readBlob(ctx.blobs, logoKey).catch(() => null) : null;
  try {
    const cert = await platformCertificate(ctx, now);
    const trust = trustServices(ctx, now);
    const chain = await fileChainReport(ctx.db, file.id, file.empresaId);
    // The filled fields drawn into the pages and each signatory's adopted marks (read before the seal).
    const burn = await burnData(ctx, acted);
    const data: CertificateData = {
      lang,
      appName: ctx.config.brand.appName,
      documento: {
        id: file.id,
        nome: file.nome,
        sha256: file.sha256.trim(),
        tamanho: Number(file.tamanho),
        mime: file.mime,
      },
      empresa,
      logo,
      solicitante: requester?.nome ?? null,
      enviadoEm: file.enviadoEm ?? file.createdAt,
      concluidoEm: now,
      signatarios: acted.map((s) => ({
        nome: s.nome,
        email: s.email,
        whatsapp: usesWhatsapp(s.canal as SigningChannel) ? whatsappNumber(s.phone) : null,
        cpf: maskCpf(s.cpf),
        tipo: s.tipo as SignatureType,
        actedAt: s.actedAt ?? now,
        ip: s.ip,
        port: s.port,
        userAgent: s.userAgent,
        autenticacao: (s.autenticacao ?? 'link') as AuthMethod,
        marcas: burn.marks.get(s.id) ?? {},
      })),
      campos: burn.fields,
      selo: sealFacts(cert, trust, ctx.config.signing.policy?.oid ?? null),
      chain: { head: chain.head ?? '', count: chain.count },
      verificacao: { codigo, url },
    };
    const original = file.mime === 'application/pdf' ? await readBlob(ctx.blobs, file.blobKey) : null;
    stamping = !!trust.timestamper;
    sealed = await sealDocument(original, data, cert, now, trust.sealOptions);
    sealedChain = data.chain;
  } catch (err) {
    if (err instanceof CertificateExpiredError) {
      log.error({ arquivoId }, 'the platform certificate has expired: the document waits to be sealed');
      return;
    }
    log.error({ err, arquivoId }, 'sealing failed: the document waits to be sealed');
    return;
  }

  const bytes = Buffer.from(sealed.bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const blobKey = `${file.empresaId}/${randomUUID()}`;
  await ctx.blobs.put(blobKey, Readable.from([bytes]));
  const outbox: Outbox = [];
  let completedBy: Awaited<ReturnType<typeof signatoriesOfFile>> = [];
  const done = await inTransaction(ctx.db, async (tx) => {
    const locked = await lockFileById(tx, file.id);
    if (locked?.status !== 'waiting' || locked.purgedAt !== null) return false;
    const current = await signatoriesOfFile(tx, file.id);
    if (current.some((s) => s.status === 'pending')) return false;
    await updateFileProcess(tx, file.id, {
      status: 'completed',
      concluidoEm: now,
      verificacaoCodigo: codigo,
      seladoBlobKey: blobKey,
      seladoSha256: sha256,
      seladoTamanho: bytes.length,
      seladoTipo: sealed.kind,
      seladoNivel: sealed.level,
      // No TSA answered: sealed all the same, the sweep adds a document timestamp when one does.
      carimboStatus: sealed.timestamp ? 'carimbado' : stamping ? 'pendente' : null,
      carimboTentativas: 0,
      carimboProximoEm: sealed.timestamp || !stamping ? null : now,
      carimboExpiraEm: sealed.timestamp?.tsaNotAfter ?? null,
    });
    const completedEvent = await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: file.empresaId,
      acao: 'completed',
      actor: null,
      dados: {
        sha256_assinado: sha256,
        selado_tipo: sealed.kind,
        nivel_pades: sealed.level,
        carimbo_em: sealed.timestamp?.genTime.toISOString() ?? null,
        verificacao_codigo: codigo,
        cadeia_selada: sealedChain,
      },
    });
    await emitFileWebhook(ctx, tx, file, completedEvent);
    const doc = { nome: file.nome, empresa, replyTo: requester?.email ?? null };
    // The signed copy's link outlives the personal links (which the act may have cleared).
    const expiresAt = new Date(now.getTime() + ctx.config.signing.linkTtl * 1000);
    const links = (l: typeof lang) => ({
      download: signedCopyLink(ctx, file, l, expiresAt),
      expiresAt,
      verify: url,
    });
    for (const s of current.filter((x) => x.status === 'signed')) {
      const l = signatoryLanguage(s);
      await deliverTo({ ctx, tx, outbox }, s, 'notice', completedMail(ctx, l, s, doc, links(l)));
    }
    if (requester && !current.some((s) => s.email?.toLowerCase() === requester.email.toLowerCase()))
      outbox.push(completedMail(ctx, lang, requester, doc, links(lang)));
    completedBy = current;
    return true;
  }).catch(async (err) => {
    await ctx.blobs.delete(blobKey).catch(() => {});
    throw err;
  });
  if (!done) {
    await ctx.blobs.delete(blobKey).catch(() => {});
    return;
  }
  await flush(ctx, outbox, log);
  await notifyCompleted(ctx, { ...file, verificacaoCodigo: codigo }, completedBy);
}

/** Seals every file left waiting with nobody pending (e.g. the process stopped before sealing). */
export async function sealLeftovers(ctx: AppContext, log: SigningLog): Promise<void> {
  for (const id of await filesAwaitingSeal(ctx.db)) await completeIfReady(ctx, id, log);
}
