// A webhook receiver for tests and benches: a real HTTP server on 127.0.0.1 that records every
// request (headers and raw body) and answers what the test decides (200 by default).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed JSON body. */
  json: { type: string; timestamp: string; data: Record<string, any> };
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** What to answer (status code) for the next requests; default 200. */
  answer: (r: Received) => number;
  /** The requests carrying this event type. */
  ofType(type: string): Received[];
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = [];
  const receiver: Receiver = {
    url: '',
    received,
    answer: () => 200,
    ofType: (type) => received.filter((r) => r.json.type === type),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Received['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = { type: '(not json)', timestamp: '', data: {} };
      }
      const r: Received = { path: req.url ?? '/', headers: req.headers, body, json, at: Date.now() };
      received.push(r);
      const status = receiver.answer(r);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'falhou');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
