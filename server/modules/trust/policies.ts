// Names of the ICP-Brasil PAdES signature policies (DOC-ICP-15.03), for the verification page: a
// seal's signature-policy identifier is shown by name when it is one of them.
//
// Their OIDs are 2.16.76.1.7.1.<kind>.1, with a further arc for the versions after the first
// (…12.1.1 is AD-RT v1.1, …12.1.3 AD-RT v1.3).

const PADES_ARC = '2.16.76.1.7.1.';

/** The PAdES policies by the arc under 2.16.76.1.7.1 (AD-RV has no PAdES form). */
const KINDS: Record<string, string> = {
  '11': 'AD-RB',
  '12': 'AD-RT',
  '13': 'AD-RC',
  '14': 'AD-RA',
};

/**
 * "ICP-Brasil PAdES AD-RT v1.1" for 2.16.76.1.7.1.12.1.1, "ICP-Brasil PAdES AD-RT" for 2.16.76.1.7.1.12.1
 * (no version arc); null for an OID that is not one of them.
 */
export function policyName(oid: string): string | null {
  if (!oid.startsWith(PADES_ARC)) return null;
  const m = /^(\d+)\.1(?:\.(\d+))?$/.exec(oid.slice(PADES_ARC.length));
  const kind = m?.[1] ? KINDS[m[1]] : undefined;
  if (!m || !kind) return null;
  return m[2] ? `ICP-Brasil PAdES ${kind} v1.${m[2]}` : `ICP-Brasil PAdES ${kind}`;
}
