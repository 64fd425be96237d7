// Checking the signatures of a PDF handed to the verification page: every signature dictionary in
// file order, a CAdES signature (the platform's seal, or a person's) with its signature timestamp,
// or a document timestamp; the certificate chains and their revocation status from the validation
// material the file carries (its DSS); and, for the file, whether it is intact (every signature
// holds and nothing but validation material follows the last one), which PAdES level its seal
// reaches and whether it can be validated offline (LTV). Any input is accepted: garbage gives
// "no seal" or "not intact".
import { createHash, X509Certificate } from 'node:crypto';
import type {
  CertificateReport,
  SealCheck,
  SignatureReport,
  TimestampReport,
} from '../../../../common/schemas/signing.js';
import { icpBrasilFields } from '../../trust/icpBrasil.js';
import { policyName } from '../../trust/policies.js';
import { crlStatus, issuedBy, ocspStatus } from '../../trust/revocationStatus.js';
import { commonName, sha256Hex } from '../certificate/x509.js';
import {
  attributeValue,
  readSignedData,
  type SignedData,
  signingTimeOf,
  type TimestampCheck,
  verifySignedData,
  verifyTimestampToken,
} from './cmsVerify.js';
import { OIDS, oidOf, toDer } from './der.js';
import { type Dss, onlyValidationAfter, readDss } from './dss.js';
import { type SignatureDictionary, signatureDictionaries } from './signatureDictionaries.js';

const NO_SEAL: SealCheck = {
  presente: false,
  integro: null,
  plataforma: false,
  assinante: null,
  assinado_em: null,
  nivel: null,
  ltv: false,
  assinaturas: [],
};

/** A chain is followed this far at most (a loop of cross-signed certificates ends here). */
const MAX_CHAIN = 10;

/** A signature as checked, with what the file-wide answers need beyond its report. */
interface Checked {
  report: SignatureReport;
  /** Where its signed bytes end (null: no usable range, or its CMS could not be read). */
  end: number | null;
  /** Its chains: the signer's (or TSA's), and its signature timestamp's TSA's. */
  chains: X509Certificate[][];
  /** Its signature timestamp verified (CAdES only). */
  timestamped: boolean;
}

/** What every signature is checked with: the file, its DSS and the certificates known. */
interface Context {
  pdf: Buffer;
  fingerprints: Set<string>;
  dss: Dss | null;
  dssCerts: X509Certificate[];
}

const parseCerts = (ders: Buffer[]) =>
  ders.flatMap((der) => {
    try {
      return [new X509Certificate(der)];
    } catch {
      return [];
    }
  });

const selfSigned = (cert: X509Certificate) => issuedBy(cert, cert);

/** The certificate, then its issuers found in `pool`, up to a self-signed one or the first missing. */
function chainOf(leaf: X509Certificate, pool: X509Certificate[]): X509Certificate[] {
  const chain = [leaf];
  for (let cert = leaf; chain.length < MAX_CHAIN && !selfSigned(cert); ) {
    const issuer = pool.find((c) => !chain.some((x) => x.raw.equals(c.raw)) && issuedBy(cert, c));
    if (!issuer) break;
    chain.push(issuer);
    cert = issuer;
  }
  return chain;
}

type Revocation = Pick<CertificateReport, 'revogacao' | 'revogado_em'>;

/**
 * What the DSS says of `cert`: a verified OCSP response about it, else a verified CRL of its
 * issuer; a revocation anywhere wins over a good answer elsewhere.
 */
function revocation(cert: X509Certificate, issuer: X509Certificate | undefined, dss: Dss | null): Revocation {
  if (selfSigned(cert)) return { revogacao: 'raiz', revogado_em: null };
  if (!issuer || !dss) return { revogacao: 'desconhecido', revogado_em: null };
  const answers = [
    ...dss.ocsps.map((r) => ocspStatus(r, cert, issuer)),
    ...dss.crls.map((r) => crlStatus(r, cert, issuer)),
  ].filter((a) => a?.verified && a.status !== 'unknown');
  const revoked = answers.find((a) => a?.status === 'revoked');
  if (revoked) return { revogacao: 'revogado', revogado_em: revoked.revokedAt?.toISOString() ?? null };
  return { revogacao: answers.length ? 'valido' : 'desconhecido', revogado_em: null };
}

function chainReport(chain: X509Certificate[], dss: Dss | null): CertificateReport[] {
  return chain.map((cert, i) => ({
    nome: commonName(cert.subject),
    emissor: commonName(cert.issuer),
    serial: cert.serialNumber.toUpperCase(),
    valido_de: new Date(cert.validFrom).toISOString(),
    valido_ate: new Date(cert.validTo).toISOString(),
    ...revocation(cert, chain[i + 1], dss),
  }));
}

/** Every non-root certificate of the chains has a revocation answer in the DSS. */
const covered = (chains: X509Certificate[][], dss: Dss | null) =>
  !!dss && chains.every((chain) => chainReport(chain, dss).every((c) => c.revogacao !== 'desconhecido'));

/** A listed fingerprint is the signer's own, or a CA's among the given certificates that issued it. */
function isPlatform(signer: X509Certificate, certs: X509Certificate[], fingerprints: Set<string>): boolean {
  if (fingerprints.has(sha256Hex(signer.raw))) return true;
  return certs.some((ca) => ca !== signer && fingerprints.has(sha256Hex(ca.raw)) && issuedBy(signer, ca));
}

/** The digest of a signature's signed bytes, with the algorithm its CMS names. */
const rangeDigest =
  (pdf: Buffer, [, b, c, d]: [number, number, number, number]) =>
  (hash: string) =>
    createHash(hash)
      .update(pdf.subarray(0, b))
      .update(pdf.subarray(c, c + d))
      .digest();

function timestampReport(ts: TimestampCheck): TimestampReport {
  return { valido: ts.valid, em: ts.genTime?.toISOString() ?? null, tsa: ts.tsaName };
}

function brokenReport(
  dict: SignatureDictionary,
  tipo: SignatureReport['tipo'],
  pdf: Buffer,
): SignatureReport {
  return {
    tipo,
    integra: false,
    plataforma: false,
    assinante: null,
    assinado_em: dict.signedAt,
    hora_fonte: dict.signedAt ? 'declarada' : null,
    carimbo: null,
    politica: null,
    icp_brasil: null,
    cadeia: [],
    cobre_documento_inteiro: !!dict.range && dict.range[2] + dict.range[3] === pdf.length,
  };
}

function signaturePolicy(sd: SignedData): SignatureReport['politica'] {
  const value = attributeValue(sd.signerInfo.signedAttrs, OIDS.sigPolicyId);
  const id = oidOf(Array.isArray(value?.value) ? value.value[0] : undefined);
  return id ? { oid: id, nome: policyName(id) } : null;
}

/** A CAdES signature: the CMS over its byte ranges, and its signature timestamp over its signature value. */
function checkSignature(dict: SignatureDictionary, ctx: Context): Checked {
  const { pdf } = ctx;
  const broken = { report: brokenReport(dict, 'assinatura', pdf), end: null, chains: [], timestamped: false };
  const sd = dict.contents ? readSignedData(dict.contents) : null;
  if (!dict.range || !sd) return broken;
  const check = verifySignedData(sd, rangeDigest(pdf, dict.range), ctx.dssCerts);
  const { signer } = check;
  const signature = sd.signerInfo.signature;
  const tokenNode = attributeValue(sd.signerInfo.unsignedAttrs, OIDS.signatureTimeStampToken);
  const token =
    tokenNode && signature
      ? verifyTimestampToken(
          toDer(tokenNode),
          (hash) => createHash(hash).update(signature).digest(),
          ctx.dssCerts,
        )
      : null;
  const pool = [...sd.certificates, ...(token?.certificates ?? []), ...ctx.dssCerts];
  const chain = signer ? chainOf(signer, pool) : [];
  const tsaChain = token?.signer ? chainOf(token.signer, pool) : [];
  const declared = signingTimeOf(sd.signerInfo.signedAttrs) ?? dict.signedAt;
  const stamped = !!token?.valid && !!token.genTime;
  const [, , c, d] = dict.range;
  return {
    report: {
      tipo: 'assinatura',
      integra: check.valid && (!token || token.valid),
      plataforma: !!signer && check.verified && isPlatform(signer, sd.certificates, ctx.fingerprints),
      assinante: signer ? commonName(signer.subject) : null,
      assinado_em: stamped ? (token?.genTime?.toISOString() ?? null) : declared,
      hora_fonte: stamped ? 'carimbo' : declared ? 'declarada' : null,
      carimbo: token ? timestampReport(token) : null,
      politica: signaturePolicy(sd),
      icp_brasil: signer ? icpBrasilFields(signer) : null,
      cadeia: chainReport(chain, ctx.dss),
      cobre_documento_inteiro: c + d === pdf.length,
    },
    end: c + d,
    chains: [chain, tsaChain].filter((x) => x.length),
    timestamped: stamped,
  };
}

/** A document timestamp: a bare TimeStampToken over the hash of its byte ranges. */
function checkDocumentTimestamp(dict: SignatureDictionary, ctx: Context): Checked {
  const { pdf } = ctx;
  if (!dict.range || !dict.contents)
    return {
      report: brokenReport(dict, 'carimbo_documento', pdf),
      end: null,
      chains: [],
      timestamped: false,
    };
  const ts = verifyTimestampToken(dict.contents, rangeDigest(pdf, dict.range), ctx.dssCerts);
  const tsa = ts.signer;
  const chain = tsa ? chainOf(tsa, [...ts.certificates, ...ctx.dssCerts]) : [];
  const at = ts.valid ? (ts.genTime?.toISOString() ?? null) : dict.signedAt;
  const [, , c, d] = dict.range;
  return {
    report: {
      tipo: 'carimbo_documento',
      integra: ts.valid,
      plataforma: !!tsa && ts.valid && isPlatform(tsa, ts.certificates, ctx.fingerprints),
      assinante: ts.tsaName,
      assinado_em: at,
      hora_fonte: at ? (ts.valid ? 'carimbo' : 'declarada') : null,
      carimbo: timestampReport(ts),
      politica: null,
      icp_brasil: tsa ? icpBrasilFields(tsa) : null,
      cadeia: chainReport(chain, ctx.dss),
      cobre_documento_inteiro: c + d === pdf.length,
    },
    end: c + d,
    chains: chain.length ? [chain] : [],
    timestamped: false,
  };
}

const isDocumentTimestamp = (dict: SignatureDictionary) =>
  dict.type === 'DocTimeStamp' || dict.subFilter === 'ETSI.RFC3161';

/**
 * The seal's PAdES level: B-T with its own timestamp or a later document timestamp, B-LT when the
 * DSS also answers for its chains, B-LTA when a later document timestamp covers a DSS that does.
 */
function levelOf(seal: Checked, later: Checked[], ctx: Context): SealCheck['nivel'] {
  const stamps = later.filter((s) => s.report.tipo === 'carimbo_documento' && s.report.integra);
  if (!seal.timestamped && !stamps.length) return 'B-B';
  if (!covered(seal.chains, ctx.dss)) return 'B-T';
  const protectedDss = stamps.some((s) => s.end !== null && covered(seal.chains, readDss(ctx.pdf, s.end)));
  return protectedDss ? 'B-LTA' : 'B-LT';
}

function check(pdf: Buffer, platformFingerprints: string[]): SealCheck {
  const dictionaries = signatureDictionaries(pdf);
  if (!dictionaries.length) return NO_SEAL;
  const dss = readDss(pdf);
  const ctx: Context = {
    pdf,
    fingerprints: new Set(platformFingerprints.map((f) => f.toLowerCase())),
    dss,
    dssCerts: parseCerts(dss?.certs ?? []),
  };
  const checked = dictionaries.map((dict) =>
    isDocumentTimestamp(dict) ? checkDocumentTimestamp(dict, ctx) : checkSignature(dict, ctx),
  );
  const reports = checked.map((s) => s.report);

  // After the last signature, only validation material may follow (a DSS not yet timestamped).
  const last = checked.at(-1);
  const lastEnd = last?.end ?? null;
  const complete = lastEnd !== null && (lastEnd === pdf.length || onlyValidationAfter(pdf, lastEnd));
  const signatures = checked.filter((s) => s.report.tipo === 'assinatura');
  const seal = signatures.find((s) => s.report.plataforma) ?? signatures.at(-1);
  const chains = checked.flatMap((s) => s.chains);
  return {
    presente: true,
    integro: complete && reports.every((r) => r.integra),
    plataforma: seal?.report.plataforma ?? false,
    assinante: seal?.report.assinante ?? null,
    assinado_em: seal?.report.assinado_em ?? null,
    // An unreadable seal has no level.
    nivel: seal && seal.end !== null ? levelOf(seal, checked.slice(checked.indexOf(seal) + 1), ctx) : null,
    ltv: chains.length > 0 && covered(chains, dss),
    assinaturas: reports,
  };
}

/**
 * The signatures of a PDF: presente (a signature is there), integro (every signature and
 * timestamp holds, and the last one covers the file but for validation material added after it),
 * plataforma, assinante and assinado_em of the platform's seal (the first signature made with a
 * certificate in platformFingerprints or issued by one of them; else the last signature), its
 * PAdES level, ltv, and each signature's report. Never throws.
 */
export function inspectSeal(pdf: Uint8Array, platformFingerprints: string[]): SealCheck {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  try {
    return check(bytes, platformFingerprints);
  } catch {
    // Anything unexpected in a file that did carry a /ByteRange: a seal, but not an intact one.
    return bytes.includes('/ByteRange') ? { ...NO_SEAL, presente: true, integro: false } : NO_SEAL;
  }
}
