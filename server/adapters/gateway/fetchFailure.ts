// Why a fetch to a gateway failed, from undici's error (it wraps ECONNREFUSED, ENOTFOUND,
// UND_ERR_SOCKET, … in `cause`), and whether it was our own time limit.

/** The low-level code or message; empty when the error says nothing. */
export function failureReason(err: unknown): string {
  const cause = (err as { cause?: unknown }).cause;
  const source = cause && typeof cause === 'object' ? cause : err;
  const code = (source as { code?: unknown }).code;
  const message = (source as { message?: unknown }).message;
  if (typeof code === 'string' && code) return code;
  if (typeof message === 'string' && message) return message;
  return '';
}

export const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
