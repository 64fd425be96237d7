// Every certificate a signed PDF carries in its signatures: each signature dictionary's CMS
// certificates, and those of the timestamp tokens (a signature's own, or a document timestamp's
// /Contents, which is a token). What the DSS must hold validation material for.
import type { X509Certificate } from 'node:crypto';
import { attributeValue, readSignedData } from './cmsVerify.js';
import { OIDS, toDer } from './der.js';
import { signatureDictionaries } from './signatureDictionaries.js';

/** A SignedData's certificates, and its signature timestamp token's. */
function certificatesOf(der: Buffer): X509Certificate[] {
  const sd = readSignedData(der);
  if (!sd) return [];
  const token = attributeValue(sd.signerInfo.unsignedAttrs, OIDS.signatureTimeStampToken);
  return [...sd.certificates, ...(token ? certificatesOf(toDer(token)) : [])];
}

export function certificatesInPdf(pdf: Uint8Array): X509Certificate[] {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const seen = new Set<string>();
  return signatureDictionaries(bytes)
    .flatMap((d) => (d.contents ? certificatesOf(d.contents) : []))
    .filter((cert) => {
      const key = cert.fingerprint256;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
