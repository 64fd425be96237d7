// What a crash leaves in the blob store is removed, and nothing else ever is: blobs no row names
// (a crash between a blob's write and its row) once past the grace period, never a vault file, a
// profile photo or one written a moment ago; and when most blobs have no row (the API pointed at
// the wrong database) nothing at all. The start-up sweep of a real process is in
// blob-sweep-start.pglite.test.ts.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBlobs } from '../../server/jobs/blobSweep.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, pngBytes, uploadFile } from '../helpers/files.js';

let app: TestApp;
let token: string;

/** A log that keeps what the sweep said. */
function recordingLog() {
  const lines: { level: 'info' | 'warn'; obj: unknown; msg?: string }[] = [];
  const at = (level: 'info' | 'warn') => (obj: unknown, msg?: string) => {
    lines.push({ level, obj, ...(msg === undefined ? {} : { msg }) });
  };
  return { lines, log: { info: at('info'), warn: at('warn') } as never };
}

const keys = async () => {
  const out: string[] = [];
  for await (const blob of app.ctx.blobs.list()) out.push(blob.key);
  return out;
};

/** A moment past the grace period, as the periodic sweep will see it tomorrow. */
const tomorrow = () => new Date(Date.now() + app.ctx.config.blobSweep.orphanGraceMs + 60_000);

beforeAll(async () => {
  app = await startTestApp({ BLOB_SWEEP_INTERVAL: '0' });
  token = (await loginAs(app, 'gestor@demo.local', 'demo123')).access_token;
});

afterAll(async () => {
  await app?.close();
});

describe('the orphan-blob sweep', () => {
  it('removes a blob no row names once past the grace period, and keeps every blob a row names', async () => {
    const uploaded = await uploadFile(app, token, { name: 'contrato.pdf', bytes: minimalPdf() });
    expect(uploaded.status).toBe(201);
    const form = new FormData();
    form.append('foto', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'foto.png');
    const photo = await fetch(`${app.url}/api/usuario/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(photo.status).toBe(200);
    const kept = await keys();
    expect(kept.length).toBeGreaterThanOrEqual(2);

    // What a crash between the blob's write and its row leaves.
    const orphan = '1/orfao-de-um-crash';
    await app.ctx.blobs.put(orphan, Readable.from([Buffer.from('bytes sem linha')]));

    // Within the grace period it is left alone: its row may still be on its way.
    const early = recordingLog();
    expect((await sweepBlobs(app.ctx, early.log)).orphans).toEqual({ count: 0, bytes: 0 });
    expect(await keys()).toContain(orphan);

    const later = recordingLog();
    const result = await sweepBlobs(app.ctx, later.log, tomorrow());
    expect(result.orphans).toEqual({ count: 1, bytes: 15 });
    expect((await keys()).sort()).toEqual([...kept].sort());
    // The operator sees what went: the key and its size, then the summary.
    expect(later.lines).toContainEqual(
      expect.objectContaining({ level: 'info', obj: expect.objectContaining({ key: orphan, bytes: 15 }) }),
    );
    expect(later.lines.at(-1)?.msg).toBe('blob sweep: removed 0 interrupted write(s) and 1 orphan blob(s)');

    // The vault file still downloads whole.
    const link = await app.call('GET', `/api/file/${uploaded.body.data.id}/url`, { token });
    const download = await fetch(`${app.url}${link.body.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(minimalPdf())).toBe(true);
  });

  it('removes nothing when most blobs have no row (the wrong database), and says so', async () => {
    const strays = Array.from({ length: 30 }, (_, i) => `9/outro-banco-${i}`);
    for (const key of strays) await app.ctx.blobs.put(key, Readable.from([Buffer.from('x')]));
    const before = await keys();

    const sweep = recordingLog();
    const result = await sweepBlobs(app.ctx, sweep.log, tomorrow());
    expect(result.orphans).toEqual({ count: 0, bytes: 0 });
    expect(await keys()).toEqual(before);
    expect(sweep.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'blob sweep: most blobs have no row in this database — is DATABASE_URL the right one? None removed',
      }),
    );
    for (const key of strays) await app.ctx.blobs.delete(key);
  });
});
