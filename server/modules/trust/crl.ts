// The X.509 v2 CRL (RFC 5280 §5) of a CA whose key is here, made fresh on request from
// revoked.json: for relying parties that check revocation by CRL rather than OCSP, and for the
// validation material a seal's DSS carries.
import { createSign } from 'node:crypto';
import forge from 'node-forge';
import {
  bitString,
  enumerated,
  generalizedTime,
  implicitPrimitive,
  int,
  intBytes,
  nul,
  OIDS,
  octets,
  oid,
  seq,
  tagged,
  toDer,
} from '../signing/seal/der.js';
import { certParts } from './certParts.js';
import { OCSP_VALIDITY_MS } from './ocspServer.js';
import type { LocalCa, Revocation } from './types.js';

const { asn1 } = forge;

/** RFC 5280 §5.1.2.4: UTCTime through 2049, GeneralizedTime from 2050 on. */
const x509Time = (date: Date) =>
  date.getUTCFullYear() < 2050
    ? asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(date))
    : generalizedTime(date);

const hexBytes = (hex: string) => Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');

const extension = (id: string, value: forge.asn1.Asn1) => seq(oid(id), octets(toDer(value)));

function entry(r: Revocation) {
  // reasonCode unspecified (0) is left out, as §5.3.1 asks.
  const reason = r.reason ? [seq(extension(OIDS.crlReason, enumerated(r.reason)))] : [];
  return seq(intBytes(hexBytes(r.serial)), x509Time(new Date(r.revokedAt)), ...reason);
}

/** The DER CRL of `ca`, listing its entries in `revocations`, valid for a week from `now`. */
export function crlOf(ca: LocalCa, revocations: Revocation[], now = new Date()): Buffer {
  const parts = certParts(ca.certDer);
  const algorithm = seq(oid(OIDS.sha256WithRsa), nul());
  const entries = revocations.filter((r) => r.ca === ca.id).map(entry);
  // Seconds since the epoch: grows from one CRL to the next without a counter to keep.
  const number = hexBytes(Math.floor(now.getTime() / 1000).toString(16));
  const tbs = seq(
    int(1), // v2
    algorithm,
    parts.subject,
    x509Time(now),
    x509Time(new Date(now.getTime() + OCSP_VALIDITY_MS)),
    // An empty list is left out, not written empty (§5.1.2.6).
    ...(entries.length ? [seq(...entries)] : []),
    tagged(
      0,
      seq(
        extension(OIDS.authorityKeyIdentifier, seq(implicitPrimitive(0, parts.keyId.toString('binary')))),
        extension(OIDS.crlNumber, intBytes(number)),
      ),
    ),
  );
  const signature = createSign('sha256').update(toDer(tbs)).sign(ca.key);
  return toDer(seq(tbs, algorithm, bitString(signature)));
}
