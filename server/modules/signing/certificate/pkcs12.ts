// PKCS#12 (.p12/.pfx) files through forge: reading the signing key, its certificate and the
// issuer chain (RSA keys; forge reads OpenSSL 3's AES/PBKDF2 files as well as the legacy ones),
// and writing the generated signer.
import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { derToPem, unixPem } from './x509.js';

const { pki, asn1, pkcs12 } = forge;

export interface KeyAndChain {
  /** PKCS#1 PEM. */
  privateKeyPem: string;
  certificatePem: string;
  /** The certificates above the signer, nearest issuer first. */
  chainPems: string[];
}

const certDer = (bag: forge.pkcs12.Bag): string | null => {
  const node = bag.cert ? pki.certificateToAsn1(bag.cert) : (bag as { asn1?: forge.asn1.Asn1 }).asn1;
  return node ? asn1.toDer(node).getBytes() : null;
};

/** The RSA modulus of a certificate's key in forge's hex form (no leading zeros); '' when not RSA. */
function rsaModulusHex(cert: X509Certificate): string {
  const jwk = cert.publicKey.export({ format: 'jwk' });
  return jwk.kty === 'RSA' && jwk.n ? Buffer.from(jwk.n, 'base64url').toString('hex').replace(/^0+/, '') : '';
}

/** Puts the certificates in issuing order, from the signer's issuer up; strangers go last. */
function orderChain(signer: X509Certificate, others: X509Certificate[]): X509Certificate[] {
  const ordered: X509Certificate[] = [];
  const left = [...others];
  let current = signer;
  for (;;) {
    const i = left.findIndex((c) => current.checkIssued(c));
    if (i < 0 || current.checkIssued(current)) break;
    const [next] = left.splice(i, 1);
    if (!next) break;
    ordered.push(next);
    current = next;
  }
  return [...ordered, ...left];
}

/** Reads a PKCS#12; throws forge's error on a bad file or password, or when it holds no RSA key. */
export function readPkcs12(bytes: Uint8Array, password: string): KeyAndChain {
  const p12 = pkcs12.pkcs12FromAsn1(asn1.fromDer(Buffer.from(bytes).toString('binary')), password);
  const bagsOf = (bagType: string) => p12.getBags({ bagType })[bagType] ?? [];
  const keys = [...bagsOf(pki.oids.pkcs8ShroudedKeyBag ?? ''), ...bagsOf(pki.oids.keyBag ?? '')]
    .map((b) => b.key as forge.pki.rsa.PrivateKey | undefined)
    .filter((k): k is forge.pki.rsa.PrivateKey => !!k);
  if (!keys.length) throw new Error('The PKCS#12 file holds no RSA private key');
  const certs = bagsOf(pki.oids.certBag ?? '')
    .map(certDer)
    .filter((der): der is string => der !== null)
    .map((der) => new X509Certificate(Buffer.from(der, 'binary')));
  for (const key of keys) {
    const modulus = key.n.toString(16);
    const signer = certs.find((c) => rsaModulusHex(c) === modulus);
    if (!signer) continue;
    return {
      privateKeyPem: unixPem(pki.privateKeyToPem(key)),
      certificatePem: derToPem(signer.raw),
      chainPems: orderChain(
        signer,
        certs.filter((c) => c !== signer),
      ).map((c) => derToPem(c.raw)),
    };
  }
  throw new Error('The PKCS#12 file holds no certificate for its private key');
}

export function writePkcs12(
  key: forge.pki.rsa.PrivateKey,
  chain: forge.pki.Certificate[],
  password: string,
  friendlyName: string,
): Buffer {
  const p12 = pkcs12.toPkcs12Asn1(key, chain, password, {
    algorithm: 'aes256',
    friendlyName,
    generateLocalKeyId: true,
  });
  return Buffer.from(asn1.toDer(p12).getBytes(), 'binary');
}
