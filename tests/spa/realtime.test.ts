// The live-events client (GET /api/eventos): the text/event-stream parser, one shared stream per tab
// opened and closed with its subscribers, the bearer token in a header (never the URL), reconnection
// with backoff when the stream ends, and a refused token renewed once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSseParser, realtimeStatus, type SseFrame, subscribe } from '../../src/providers/realtime';
import { accessToken, clearSession, saveTokens } from '../../src/providers/session';

describe('the event-stream parser', () => {
  const parse = (chunks: string[]) => {
    const frames: SseFrame[] = [];
    const parser = createSseParser((f) => frames.push(f));
    for (const c of chunks) parser.push(c);
    return frames;
  };

  it('reads a frame split anywhere across chunks', () => {
    expect(parse(['eve', 'nt: dev', 'ice\ndata: {"id":', '7}', '\n', '\n'])).toEqual([
      { event: 'device', data: '{"id":7}' },
    ]);
  });

  it('reads two frames of one chunk, skipping comment heartbeats', () => {
    expect(parse([': ping\n\nevent: chat\ndata: 1\n\n: ping\n\nevent: message\ndata: 2\n\n'])).toEqual([
      { event: 'chat', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });

  it('joins multi-line data and takes \\r\\n and \\r line ends, even a \\r\\n split between chunks', () => {
    expect(parse(['event: campaign\r\ndata: {"a":\r\ndata: 1}\r', '\n\r\n', 'event:x\rdata:y\r\r'])).toEqual([
      { event: 'campaign', data: '{"a":\n1}' },
      { event: 'x', data: 'y' },
    ]);
  });

  it('drops frames without data and frames without an event name, and ignores id: and retry:', () => {
    expect(
      parse(['event: device\n\n', 'data: orphan\n\n', 'id: 4\nretry: 10\nevent: a\ndata: b\n\n']),
    ).toEqual([{ event: 'a', data: 'b' }]);
  });
});

// ---- The stream, with fetch answering GET /api/eventos from a controllable ReadableStream ------------

interface Connection {
  url: string;
  headers: Record<string, string>;
  send(text: string): void;
  end(): void;
}

const encoder = new TextEncoder();
let connections: Connection[];
let refusals: number;
let refreshes: number;

function stubFetch() {
  connections = [];
  refusals = 0;
  refreshes = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === '/api/refresh-token') {
        refreshes++;
        return new Response(JSON.stringify({ access_token: `renewed-${refreshes}`, expires_in: 900 }), {
          status: 200,
        });
      }
      const headers = init.headers as Record<string, string>;
      if (refusals > 0) {
        refusals--;
        return new Response('{}', { status: 401 });
      }
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      init.signal?.addEventListener('abort', () =>
        controller.error(new DOMException('aborted', 'AbortError')),
      );
      connections.push({
        url,
        headers,
        send: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }),
  );
}

/** Lets the stream's reads and the handlers run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

const offs: (() => void)[] = [];
const listen = (event: string) => {
  const got: unknown[] = [];
  offs.push(subscribe(event, (d) => got.push(d)));
  return got;
};

beforeEach(() => {
  vi.useFakeTimers();
  clearSession();
  saveTokens({ access_token: 'token-1', expires_in: 900 });
  stubFetch();
});
afterEach(() => {
  for (const off of offs.splice(0)) off();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the live stream', () => {
  it('opens one stream for all subscribers, with the token in the Authorization header only', async () => {
    const devices = listen('device');
    const chats = listen('chat');
    await flush();
    expect(connections).toHaveLength(1);
    const [c] = connections;
    expect(c?.url).toBe('/api/eventos');
    expect(c?.headers.authorization).toBe('Bearer token-1');
    expect(c?.headers.accept).toBe('text/event-stream');
    expect(realtimeStatus()).toBe('open');

    c?.send('event: device\ndata: {"id":7,"state":"open"}\n\nevent: chat\ndata: {"chat_id":"55"}\n\n');
    await flush();
    expect(devices).toEqual([{ id: 7, state: 'open' }]);
    expect(chats).toEqual([{ chat_id: '55' }]);
  });

  it('delivers frames split across chunks, to the subscribers of that event only', async () => {
    const devices = listen('device');
    const campaigns = listen('campaign');
    await flush();
    const c = connections[0];
    c?.send('event: devi');
    c?.send('ce\r\ndata: {"id"');
    await flush();
    expect(devices).toEqual([]);
    c?.send(':1}\r\n\r\n');
    await flush();
    expect(devices).toEqual([{ id: 1 }]);
    expect(campaigns).toEqual([]);
  });

  it('stops delivering to a handler once unsubscribed, and closes the stream after the last one', async () => {
    const kept = listen('device');
    const gone: unknown[] = [];
    const off = subscribe('device', (d) => gone.push(d));
    await flush();
    off();
    connections[0]?.send('event: device\ndata: {"id":1}\n\n');
    await flush();
    expect(kept).toHaveLength(1);
    expect(gone).toHaveLength(0);

    for (const o of offs.splice(0)) o();
    await flush();
    expect(realtimeStatus()).toBe('closed');
    // A later subscriber opens a new stream.
    listen('device');
    await flush();
    expect(connections).toHaveLength(2);
  });

  it('reconnects after the stream ends, waiting 1 s, then longer while it keeps failing', async () => {
    const devices = listen('device');
    await flush();
    connections[0]?.end();
    await flush();
    expect(realtimeStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connections).toHaveLength(2);
    expect(realtimeStatus()).toBe('open');
    connections[1]?.send('event: device\ndata: {"id":2}\n\n');
    await flush();
    expect(devices).toEqual([{ id: 2 }]);

    // Failing to connect: again after 1 s, then 2 s, then 5 s.
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    connections[1]?.end();
    await flush();
    const before = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock.mock.calls.length).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock.mock.calls.length).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls.length).toBe(before + 2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock.mock.calls.length).toBe(before + 2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls.length).toBe(before + 3);
    expect(connections).toHaveLength(3);
    expect(realtimeStatus()).toBe('open');
  });

  it('renews an expired session before reconnecting, and uses the new token', async () => {
    listen('device');
    await flush();
    saveTokens({ access_token: 'token-1', expires_in: 900 }, Date.now() - 1_000_000);
    connections[0]?.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshes).toBe(1);
    expect(connections[1]?.headers.authorization).toBe('Bearer renewed-1');
  });

  it('on a 401 renews the session once and reconnects; a second refusal stops the stream', async () => {
    refusals = 1;
    listen('device');
    await flush();
    expect(refreshes).toBe(1);
    expect(connections).toHaveLength(1);
    expect(connections[0]?.headers.authorization).toBe('Bearer renewed-1');

    refusals = 2;
    connections[0]?.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshes).toBe(2);
    expect(connections).toHaveLength(1);
    expect(realtimeStatus()).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(1);
    expect(accessToken()).toBe('renewed-2');

    // The next subscriber tries again.
    listen('chat');
    await flush();
    expect(connections).toHaveLength(2);
    expect(connections[1]?.headers.authorization).toBe('Bearer renewed-2');
  });

  it('does not insist on another refusal of the stream', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(new Response('{}', { status: 403 }));
    listen('device');
    await flush();
    expect(realtimeStatus()).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(0);
  });
});
