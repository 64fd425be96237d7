// The pieces of an X.509 certificate that timestamps, OCSP and CRLs refer to by their exact
// bytes (names, serial, public-key bits, key identifier). Node's X509Certificate prints these but
// does not hand out their DER, so they are read from the certificate's own encoding.
import { createHash } from 'node:crypto';
import type forge from 'node-forge';
import { bytesOf, children, fromDer, isContext, oidOf } from '../signing/seal/der.js';

type Asn1 = forge.asn1.Asn1;

const SUBJECT_KEY_IDENTIFIER = '2.5.29.14';

export interface CertParts {
  /** The certificate as parsed (its re-encoding gives the very same bytes). */
  node: Asn1;
  serial: Asn1;
  issuer: Asn1;
  subject: Asn1;
  /** The subjectPublicKey BIT STRING's bits (what OCSP's issuerKeyHash and key identifiers hash). */
  keyBits: Buffer;
  /** The subject key identifier extension, or SHA-1 of the key bits (RFC 5280 §4.2.1.2 method 1). */
  keyId: Buffer;
}

export const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest();

function extensionValue(tbs: Asn1[], id: string): Buffer | null {
  const wrapper = tbs.find((n) => isContext(n, 3));
  const extension = children(children(wrapper)[0]).find((e) => oidOf(children(e)[0]) === id);
  const value = children(extension).at(-1);
  return bytesOf(value);
}

/** Throws on bytes that are not a certificate. */
export function certParts(der: Uint8Array): CertParts {
  const node = fromDer(der);
  const tbs = children(children(node)[0]);
  const i = isContext(tbs[0], 0) ? 1 : 0;
  const [serial, , issuer, , subject, spki] = tbs.slice(i);
  const bits = bytesOf(children(spki)[1]);
  if (!serial || !issuer || !subject || !bits) throw new Error('Not an X.509 certificate');
  // The BIT STRING's first byte counts its unused bits; keys have none.
  const keyBits = bits.subarray(1);
  const ski = extensionValue(tbs, SUBJECT_KEY_IDENTIFIER);
  return {
    node,
    serial,
    issuer,
    subject,
    keyBits,
    keyId: ski ? (bytesOf(fromDer(ski)) ?? sha1(keyBits)) : sha1(keyBits),
  };
}
