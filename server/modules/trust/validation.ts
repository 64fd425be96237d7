// Collecting the validation material a PDF's DSS keeps for a set of certificates (a signer's chain,
// a TSA's chain): every certificate, and for each one whose issuer is in the set, proof it was not
// revoked — an OCSP response (answered in process for the platform's own CAs, else asked of the
// responder its authorityInfoAccess names) or, failing that, its issuer's CRL from its
// cRLDistributionPoints. Only material whose signature holds is kept. It never throws: what cannot
// be had within the time allowed is left out, and the document is sealed without it.
import type { X509Certificate } from 'node:crypto';
import { children, isContext, OIDS, oidOf } from '../signing/seal/der.js';
import { cappedBody, MAX_ANSWER_BYTES, MAX_CRL_BYTES } from './httpBody.js';
import { crlStatus, extensionValue, issuedBy, ocspRequest, ocspStatus } from './revocationStatus.js';
import type { LocalOcsp, ValidationMaterial } from './types.js';

type Proof = { ocsp?: Buffer; crl?: Buffer };

export interface CollectOptions {
  localOcsp?: LocalOcsp;
  /** The longest each network request may take. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The http(s) URIs among GeneralNames ([6] uniformResourceIdentifier). */
const httpUris = (names: ReturnType<typeof children>) =>
  names
    .filter((n) => isContext(n, 6) && typeof n.value === 'string')
    .map((n) => String(n.value))
    .filter((uri) => /^https?:\/\//i.test(uri));

/** The OCSP responder URLs of the certificate's authorityInfoAccess. */
function ocspUrls(cert: X509Certificate): string[] {
  const descriptions = children(extensionValue(cert, OIDS.authorityInfoAccess) ?? undefined);
  return httpUris(
    descriptions
      .filter((d) => oidOf(children(d)[0]) === OIDS.accessOcsp)
      .flatMap((d) => children(d).slice(1)),
  );
}

/** The CRL URLs of the certificate's cRLDistributionPoints (each point's full name). */
function crlUrls(cert: X509Certificate): string[] {
  const points = children(extensionValue(cert, OIDS.crlDistributionPoints) ?? undefined);
  return points.flatMap((point) => {
    const name = children(point).find((n) => isContext(n, 0));
    const fullName = children(name).find((n) => isContext(n, 0));
    return httpUris(children(fullName));
  });
}

const selfSigned = (cert: X509Certificate) => issuedBy(cert, cert);

async function download(
  get: typeof fetch,
  url: string,
  timeoutMs: number,
  init: RequestInit = {},
  max = MAX_ANSWER_BYTES,
): Promise<Buffer | null> {
  try {
    const response = await get(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    return await cappedBody(response, max);
  } catch {
    return null;
  }
}

/** The certificates (DER) and the OCSP responses or CRLs for them, as the DSS keeps them. */
export async function collectValidation(
  certs: X509Certificate[],
  o: CollectOptions,
): Promise<ValidationMaterial> {
  const get = o.fetch ?? fetch;
  const unique = certs.filter((cert, i) => certs.findIndex((c) => c.raw.equals(cert.raw)) === i);
  // Certificates of one CA share its CRL: each URL is downloaded once.
  const crlDownloads = new Map<string, Promise<Buffer | null>>();

  const proof = async (cert: X509Certificate): Promise<Proof> => {
    if (selfSigned(cert)) return {};
    const issuer = unique.find((candidate) => candidate !== cert && issuedBy(cert, candidate));
    if (!issuer) return {};
    try {
      const local = o.localOcsp?.(cert, issuer);
      if (local) return { ocsp: local };
    } catch {
      // A local responder that fails is no worse than none: ask the network.
    }
    for (const url of ocspUrls(cert)) {
      const answer = await download(get, url, o.timeoutMs, {
        method: 'POST',
        headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
        body: new Uint8Array(ocspRequest(cert, issuer)),
      });
      if (answer && ocspStatus(answer, cert, issuer)?.verified) return { ocsp: answer };
    }
    for (const url of crlUrls(cert)) {
      let pending = crlDownloads.get(url);
      if (!pending) {
        pending = download(get, url, o.timeoutMs, {}, MAX_CRL_BYTES);
        crlDownloads.set(url, pending);
      }
      const crl = await pending;
      if (crl && crlStatus(crl, cert, issuer)?.verified) return { crl };
    }
    return {};
  };

  // A certificate too malformed to ask about gets no proof; the others still do.
  const proofs = await Promise.all(unique.map((cert) => proof(cert).catch((): Proof => ({}))));
  const crls: Buffer[] = [];
  for (const { crl } of proofs) if (crl && !crls.some((c) => c.equals(crl))) crls.push(crl);
  return {
    certs: unique.map((cert) => cert.raw),
    ocsps: proofs.flatMap(({ ocsp }) => (ocsp ? [ocsp] : [])),
    crls,
  };
}
