// A crash leaves no leftovers: the API, a real process, is killed with SIGKILL in the middle of an
// upload (its temporary file stays behind) and a blob whose row never came is left in the store (a
// kill between the blob's rename and its row). Started again later on the same DATA_DIR, the API
// removes both at start and says so in its log; the files that were stored whole are untouched.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { minimalPdf } from '../helpers/files.js';
import {
  type ApiProcess,
  apiEnv,
  freePort,
  loginOn,
  pollUntil,
  startApiProcess,
} from '../helpers/processes.js';

const MiB = 1024 * 1024;
let api: ApiProcess | undefined;
let dataDir: string | undefined;
let database: TestDatabase | undefined;

afterAll(async () => {
  await api?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Sends the head of a multipart upload and 1 MiB at a time until told to stop; never ends it. */
function endlessUpload(url: string, token: string) {
  const boundary = `----cofre-${randomUUID()}`;
  const req = request(`${url}/api/file/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(300 * MiB),
    },
  });
  req.on('error', () => {});
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const chunk = Buffer.alloc(MiB, 0x20);
  let stopped = false;
  const pump = () => {
    while (!stopped && req.write(chunk));
  };
  req.on('drain', pump);
  pump();
  return () => {
    stopped = true;
    req.destroy();
  };
}

it('removes at start the temporary file of an upload cut by kill -9 and a blob whose row never came', async () => {
  database = await createTestDatabase();
  // Without the demo's sample documents: their uploads, cut by the kill too, would leave temporary
  // files of their own (recent ones, which the sweep rightly keeps).
  const env = apiEnv(database.url, await freePort(), { LOG_LEVEL: 'info', SEED_DEMO_CONTENT: '0' });
  dataDir = env.DATA_DIR as string;
  const blobs = join(dataDir, 'blobs');
  api = await startApiProcess(env);
  const token = await loginOn(api, 'gestor@demo.local');

  // A file stored whole before the crash.
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'contrato.pdf');
  const stored = await fetch(`${api.url}/api/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(stored.status).toBe(201);
  const storedId = ((await stored.json()) as { data: { id: number } }).data.id;

  // kill -9 while an upload is streaming into its temporary file.
  const stop = endlessUpload(api.url, token);
  const tmp = join(blobs, '.tmp');
  const leftover = await pollUntil(() => {
    const names = readdirSync(tmp, { withFileTypes: true }).filter((e) => e.isFile());
    const growing = names.find((e) => statSync(join(tmp, e.name)).size > 2 * MiB);
    return growing?.name;
  }, 'the upload streaming into its temporary file');
  await api.kill('SIGKILL');
  stop();
  expect(readdirSync(tmp)).toContain(leftover);

  // A blob renamed into place whose row was never written.
  const orphan = join(blobs, '1', randomUUID());
  mkdirSync(join(blobs, '1'), { recursive: true });
  writeFileSync(orphan, Buffer.alloc(4096, 7));

  // The API comes back two days later.
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
  utimesSync(join(tmp, leftover), twoDaysAgo, twoDaysAgo);
  utimesSync(orphan, twoDaysAgo, twoDaysAgo);
  api = await startApiProcess(env);

  const running = api;
  await pollUntil(
    () => running.output().includes('blob sweep: removed 1 interrupted write(s) and 1 orphan blob(s)'),
    'the start-up sweep to report what it removed',
  );
  expect(readdirSync(tmp)).toEqual([]);
  expect(readdirSync(join(blobs, '1'))).not.toContain(orphan.split('/').at(-1));

  // What was stored whole is still there, byte for byte.
  const again = await loginOn(api, 'gestor@demo.local');
  const link = await api.call<{ url: string }>('GET', `/api/file/${storedId}/url`, { token: again });
  const download = await fetch(`${api.url}${link.body.url}`);
  expect(Buffer.from(await download.arrayBuffer()).equals(minimalPdf())).toBe(true);
}, 120_000);
