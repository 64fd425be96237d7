// The built-in gateway simulator's control calls from a browser test (what the phone and the
// network do), with its global key read where a developer finds it: DATA_DIR/gateway-sim.key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../helpers/app.js';

/**
 * A caller of the server's simulator control API: `sim(path)` GETs, `sim(path, body)` POSTs the
 * body as JSON; the answer's JSON, or an error naming the call when the status is not 2xx.
 */
export function simulatorOf(server: Pick<TestApp, 'url' | 'dataDir'>) {
  const apikey = readFileSync(join(server.dataDir, 'gateway-sim.key'), 'utf8').trim();
  return (path: string, body?: unknown) =>
    fetch(`${server.url}/gateway-sim/_control/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`_control/${path} → ${r.status} ${await r.text()}`);
      return r.json();
    });
}
