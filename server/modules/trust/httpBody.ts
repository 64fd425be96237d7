// Reading what a TSA, an OCSP responder or a CRL distribution point answers: at most so many bytes,
// so a misbehaving (or hostile) server named in a certificate cannot fill the memory.
/** A TimeStampResp or an OCSPResponse: a few kB with their certificates. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** A CRL can list many revoked certificates. */
export const MAX_CRL_BYTES = 20 * 1024 * 1024;

/** The body, or an error once it passes `max` bytes (announced or read). */
export async function cappedBody(res: Response, max: number): Promise<Buffer> {
  const announced = Number(res.headers.get('content-length') ?? 0);
  if (announced > max) throw new Error(`answer of ${announced} bytes, more than ${max}`);
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new Error(`answer longer than ${max} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
