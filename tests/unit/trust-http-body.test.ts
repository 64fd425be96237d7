// What a TSA, OCSP responder or CRL server answers is read up to a limit: a larger answer, announced
// or streamed without a length, is refused instead of filling the memory.
import { describe, expect, it } from 'vitest';
import { cappedBody } from '../../server/modules/trust/httpBody.js';

const streamed = (chunks: number, size: number) =>
  new Response(
    new ReadableStream({
      pull(controller) {
        if (chunks-- <= 0) controller.close();
        else controller.enqueue(new Uint8Array(size));
      },
    }),
  );

describe('cappedBody', () => {
  it('reads an answer within the limit whole', async () => {
    expect((await cappedBody(streamed(4, 1000), 4000)).length).toBe(4000);
  });

  it('refuses an answer that streams past the limit', async () => {
    await expect(cappedBody(streamed(5, 1000), 4000)).rejects.toThrow(/longer than 4000/);
  });

  it('refuses an answer whose announced length passes the limit, before reading it', async () => {
    const res = new Response('x', { headers: { 'content-length': '999999' } });
    await expect(cappedBody(res, 4000)).rejects.toThrow(/999999 bytes/);
  });
});
