// How much one public link, one address and one client may ask: codes per link per hour, codes
// to one address per link, codes per IP (any link), documents per link per hour. Counted from the
// rows themselves (modelo_link_codigos, arquivos), so every API process sees the same counts and
// nothing needs pruning. A refusal answers 429 and writes nothing.
import type { Db } from '../../db/client.js';
import { codesSince, codesToAddressSince, linkDocumentsSince } from '../../db/queries/publicLink.js';
import { HttpError } from '../../http/errors.js';

/** The limits; a plain object so tests can lower them (and put them back). */
export const PUBLIC_LINK_LIMITS = {
  codesPerLink: 30,
  codesPerLinkSeconds: 60 * 60,
  codesPerAddress: 3,
  codesPerAddressSeconds: 10 * 60,
  codesPerIp: 5,
  codesPerIpSeconds: 10 * 60,
  documentsPerLink: 20,
  documentsPerLinkSeconds: 60 * 60,
};

/** A code is good for 10 minutes and 5 tries. */
export const LINK_CODE_TTL_SECONDS = 10 * 60;
export const LINK_CODE_MAX_ATTEMPTS = 5;

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

export const rateLimited = () =>
  new HttpError(429, 'public_link.rate_limited', {}, {}, { code: 'THROTTLED' });

/** 429 unless the link, the address and the client may ask for one more code (under the link's lock). */
export async function assertCodeAllowed(tx: Db, modeloId: number, email: string, ip: string): Promise<void> {
  const l = PUBLIC_LINK_LIMITS;
  const [perLink, perAddress, perIp] = [
    await codesSince(tx, ago(l.codesPerLinkSeconds), { modeloId }),
    await codesToAddressSince(tx, modeloId, email, ago(l.codesPerAddressSeconds)),
    await codesSince(tx, ago(l.codesPerIpSeconds), { ip }),
  ];
  if (perLink >= l.codesPerLink || perAddress >= l.codesPerAddress || perIp >= l.codesPerIp)
    throw rateLimited();
}

/** 429 when the link already created its documents' worth for the hour. */
export async function assertDocumentAllowed(db: Db, modeloId: number): Promise<void> {
  const l = PUBLIC_LINK_LIMITS;
  if ((await linkDocumentsSince(db, modeloId, ago(l.documentsPerLinkSeconds))) >= l.documentsPerLink)
    throw rateLimited();
}
