// The OCSP responder (RFC 6960) of the CAs whose keys are here: each CA signs the answers about the
// certificates it issued (§4.2.2.2, so no delegated responder certificate), "good" unless
// revoked.json says otherwise. The same answer serves the /pki/ocsp route and, without a network
// round trip, the validation material gathered for a seal (localOcsp). Never throws: a request it
// cannot read gets malformedRequest, one about nobody it knows gets unauthorized.
import { createHash, createSign } from 'node:crypto';
import forge from 'node-forge';
import {
  bitString,
  bytesOf,
  children,
  enumerated,
  fromDer,
  generalizedTime,
  implicitPrimitive,
  isContext,
  nul,
  OIDS,
  octets,
  oid,
  oidOf,
  seq,
  tagged,
  toDer,
} from '../signing/seal/der.js';
import { type CertParts, certParts, sha1 } from './certParts.js';
import type { LocalCa, LocalOcsp, LocalPki, Revocation } from './types.js';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

const RESPONSE_STATUS = { successful: 0, malformedRequest: 1, internalError: 2, unauthorized: 6 } as const;
/** How long an answer may be relied on: the CRL's period too. */
export const OCSP_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;
/** CertID hash algorithms a client may use, by OID. */
const CERT_ID_HASHES: Record<string, string> = { [OIDS.sha1]: 'sha1', [OIDS.sha256]: 'sha256' };

const parsed = new WeakMap<LocalCa, CertParts>();
function partsOf(ca: LocalCa): CertParts {
  const known = parsed.get(ca);
  if (known) return known;
  const parts = certParts(ca.certDer);
  parsed.set(ca, parts);
  return parts;
}

/** The CA a CertID is about (issuer name and key hashes), among those held here. */
function issuerOf(certId: Asn1, cas: LocalCa[]): LocalCa | null {
  const [algorithm, nameHash, keyHash] = children(certId);
  const hash = CERT_ID_HASHES[oidOf(children(algorithm)[0]) ?? ''];
  const name = bytesOf(nameHash);
  const key = bytesOf(keyHash);
  if (!hash || !name || !key) return null;
  const digest = (bytes: Uint8Array) => createHash(hash).update(bytes).digest();
  return (
    cas.find((ca) => {
      const parts = partsOf(ca);
      return digest(toDer(parts.subject)).equals(name) && digest(parts.keyBits).equals(key);
    }) ?? null
  );
}

const serialValue = (hex: string) => BigInt(`0x${hex || '0'}`);

function certStatus(certId: Asn1, ca: LocalCa, revocations: Revocation[]): Asn1 {
  const serial = serialValue(bytesOf(children(certId)[3])?.toString('hex') ?? '');
  const revoked = revocations.find((r) => r.ca === ca.id && serialValue(r.serial) === serial);
  if (!revoked) return implicitPrimitive(0, ''); // good [0] IMPLICIT NULL
  return tagged(1, generalizedTime(new Date(revoked.revokedAt)), tagged(0, enumerated(revoked.reason)));
}

const statusOnly = (status: number) => toDer(seq(enumerated(status)));

/** The signed answer about `certIds` (as the client wrote them), echoing its nonce extension. */
function answer(
  certIds: Asn1[],
  nonce: Asn1 | null,
  cas: LocalCa[],
  revocations: Revocation[],
  now: Date,
): Buffer {
  // One response has one signer: the CA of the first CertID held here answers for its own.
  let responder: LocalCa | null = null;
  const mine: Asn1[] = [];
  for (const certId of certIds) {
    const ca = issuerOf(certId, cas);
    responder ??= ca;
    if (ca && ca === responder) mine.push(certId);
  }
  if (!responder) return statusOnly(RESPONSE_STATUS.unauthorized);

  const parts = partsOf(responder);
  const nextUpdate = new Date(now.getTime() + OCSP_VALIDITY_MS);
  const tbs = seq(
    tagged(2, octets(sha1(parts.keyBits))), // responderID byKey
    generalizedTime(now),
    seq(
      ...mine.map((certId) =>
        seq(
          certId,
          certStatus(certId, responder, revocations),
          generalizedTime(now),
          tagged(0, generalizedTime(nextUpdate)),
        ),
      ),
    ),
    ...(nonce ? [tagged(1, seq(nonce))] : []),
  );
  const signature = createSign('sha256').update(toDer(tbs)).sign(responder.key);
  // The CA's certificate goes along, so a client that was not told the issuer still finds the signer.
  const basic = seq(
    tbs,
    seq(oid(OIDS.sha256WithRsa), nul()),
    bitString(signature),
    tagged(0, seq(parts.node)),
  );
  return toDer(
    seq(enumerated(RESPONSE_STATUS.successful), tagged(0, seq(oid(OIDS.ocspBasic), octets(toDer(basic))))),
  );
}

/** The CertIDs and the nonce extension of an OCSPRequest; throws on anything else. */
function parseRequest(request: Buffer): { certIds: Asn1[]; nonce: Asn1 | null } {
  const tbs = children(children(fromDer(request))[0]);
  // The one universal element among the context-tagged optional ones.
  const requestList = tbs.find((n) => n.tagClass === asn1.Class.UNIVERSAL && n.type === asn1.Type.SEQUENCE);
  const certIds = children(requestList).map((r) => children(r)[0]);
  if (!certIds.length || certIds.some((id) => children(id).length !== 4)) throw new Error('No CertID');
  const extensions = children(children(tbs.find((n) => isContext(n, 2)))[0]);
  const nonce = extensions.find((e) => oidOf(children(e)[0]) === OIDS.ocspNonce) ?? null;
  return { certIds: certIds as Asn1[], nonce };
}

/** The DER OCSPResponse to a DER OCSPRequest, signed by the CA the request asks about. */
export function ocspReply(
  request: Buffer,
  cas: LocalCa[],
  revocations: Revocation[],
  now = new Date(),
): Buffer {
  let read: ReturnType<typeof parseRequest>;
  try {
    read = parseRequest(request);
  } catch {
    return statusOnly(RESPONSE_STATUS.malformedRequest);
  }
  try {
    return answer(read.certIds, read.nonce, cas, revocations, now);
  } catch {
    return statusOnly(RESPONSE_STATUS.internalError);
  }
}

/** OCSP in process for a certificate one of the local CAs issued; null for any other issuer. */
export function localOcsp(pki: LocalPki): LocalOcsp {
  return (cert, issuer) => {
    const ca = pki.cas.find((c) => c.certDer.equals(issuer.raw));
    if (!ca || !cert.checkIssued(issuer)) return null;
    const parts = partsOf(ca);
    const certId = seq(
      seq(oid(OIDS.sha1), nul()),
      octets(sha1(toDer(parts.subject))),
      octets(sha1(parts.keyBits)),
      certParts(cert.raw).serial,
    );
    try {
      return answer([certId], null, pki.cas, pki.revocations(), new Date());
    } catch {
      return null;
    }
  };
}
