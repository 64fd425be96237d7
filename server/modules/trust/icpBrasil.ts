// The ICP-Brasil identity fields of a certificate (DOC-ICP-04): the subjectAltName otherNames
// 2.16.76.1.3.x, each an OID and a [0] EXPLICIT string (an OCTET STRING as the norm says, a
// PrintableString or UTF8String as some issuers write it). Node's X509Certificate prints otherNames
// as "<unsupported>", so the extension is read from the DER.
import type { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { IcpBrasilFields } from '../../../common/schemas/signing.js';
import { bytesOf, children, fromDer, isContext, OIDS, oidOf } from '../signing/seal/der.js';

type Asn1 = forge.asn1.Asn1;

/** Person (PF): birth date ddmmaaaa (8) + CPF (11) + NIS (11) + RG (15) + issuer and UF. */
const PF_DATA = '2.16.76.1.3.1';
/** Company (PJ): the responsible person's name. */
const PJ_RESPONSIBLE_NAME = '2.16.76.1.3.2';
const PJ_CNPJ = '2.16.76.1.3.3';
/** Company (PJ): the responsible person's data, laid out as PF_DATA. */
const PJ_RESPONSIBLE_DATA = '2.16.76.1.3.4';

/** The extensions of a certificate: tbsCertificate's [3] EXPLICIT SEQUENCE OF Extension. */
function extensionValue(cert: X509Certificate, id: string): Buffer | null {
  const tbs = children(children(fromDer(cert.raw))[0]);
  const extensions = children(children(tbs.find((n) => isContext(n, 3)))[0]);
  for (const extension of extensions) {
    const parts = children(extension);
    if (oidOf(parts[0]) === id) return bytesOf(parts.at(-1));
  }
  return null;
}

/** The text of a string value: UTF8String as UTF-8, the others (digits, names) as Latin-1. */
function text(node: Asn1 | undefined): string | null {
  const bytes = bytesOf(node);
  if (!bytes) return null;
  return node?.type === forge.asn1.Type.UTF8 ? bytes.toString('utf8') : bytes.toString('latin1');
}

/** otherName ::= [0] IMPLICIT SEQUENCE { type-id OID, value [0] EXPLICIT ANY }, by type-id. */
function otherNames(san: Buffer): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of children(fromDer(san))) {
    if (!isContext(name, 0)) continue;
    const [typeId, value] = children(name);
    const id = oidOf(typeId);
    const content = isContext(value, 0) ? text(children(value)[0]) : null;
    if (id && content !== null && !found.has(id)) found.set(id, content);
  }
  return found;
}

/** A run of digits at [from, from + length) of the value; null when absent or zero-filled (not informed). */
function digits(value: string | undefined, from: number, length: number): string | null {
  const part = value?.slice(from, from + length) ?? '';
  return new RegExp(`^\\d{${length}}$`).test(part) && !/^0+$/.test(part) ? part : null;
}

/** CNPJ, CPF (unmasked: callers mask it) and responsible person of an ICP-Brasil certificate; null for another one. */
export function icpBrasilFields(cert: X509Certificate): IcpBrasilFields | null {
  let names: Map<string, string>;
  try {
    const san = extensionValue(cert, OIDS.subjectAltName);
    if (!san) return null;
    names = otherNames(san);
  } catch {
    return null;
  }
  if (![PF_DATA, PJ_RESPONSIBLE_NAME, PJ_CNPJ, PJ_RESPONSIBLE_DATA].some((id) => names.has(id))) return null;
  const person = names.get(PJ_RESPONSIBLE_DATA) ?? names.get(PF_DATA);
  return {
    cnpj: digits(names.get(PJ_CNPJ)?.trim(), 0, 14),
    cpf: digits(person, 8, 11),
    responsavel: names.get(PJ_RESPONSIBLE_NAME)?.trim() || null,
  };
}
