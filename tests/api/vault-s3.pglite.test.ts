// The vault on S3: with S3_* set, an uploaded file lands in the bucket as one object under a
// server-chosen key (never the file's name), is served back byte for byte through the signed link,
// and purging it removes the object. Runs the real app against a local s3rver over HTTP.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, uploadFile } from '../helpers/files.js';

/** s3rver 3.7 ships no types: just what this test uses. */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverServer;

const BUCKET = 'cofre-vault';
const FILE_NAME = 'contrato-social-assinado.pdf';
const MiB = 1024 * 1024;
/** Above one 8 MiB part, so big uploads go multipart. */
const MAX_BYTES = 10 * MiB;

let dir: string;
let s3rver: S3rverServer;
let s3: S3Client;
let app: TestApp;
let token: string;

const pdf = minimalPdf('Contrato social assinado');

const objectKeys = async () => {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key ?? '');
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cofre-vault-s3-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  app = await startTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
  });
  token = (await loginAs(app, 'gestor@demo.local', 'demo123')).access_token;
});

afterAll(async () => {
  await app?.close();
  s3?.destroy();
  await s3rver?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('vault on S3', () => {
  it('stores the upload as one object keyed <empresa>/<uuid>, serves it back, and purge removes it', async () => {
    expect(app.ctx.blobs.kind).toBe('s3');
    expect(await objectKeys()).toEqual([]);

    const res = await uploadFile(app, token, { name: FILE_NAME, bytes: pdf, mime: 'application/pdf' });
    expect(res.status).toBe(201);
    const file = res.body.data as { id: number; nome: string; tamanho: number; mime: string };
    expect(file).toMatchObject({ nome: FILE_NAME, tamanho: pdf.length, mime: 'application/pdf' });

    // Exactly one object, under a server-chosen key that says nothing of the file's name.
    const keys = await objectKeys();
    expect(keys).toHaveLength(1);
    const key = keys[0]!;
    expect(key).toMatch(/^\d+\/[0-9a-f-]{36}$/);
    expect(key).not.toContain('contrato');
    expect(key).not.toContain('.pdf');

    // The signed link streams the same bytes out of the bucket.
    const link = await app.call('GET', `/api/file/${file.id}/url`, { token });
    expect(link.status).toBe(200);
    const download = await fetch(`${app.url}${link.body.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // Trash keeps the object; purge removes it for good.
    expect((await app.call('DELETE', `/api/file/${file.id}/deletar`, { token })).status).toBe(200);
    expect(await objectKeys()).toEqual([key]);
    expect((await app.call('DELETE', `/api/file/${file.id}/purgar`, { token })).status).toBe(200);
    expect(await objectKeys()).toEqual([]);
  });

  it('streams a file bigger than one part (multipart) and refuses one over the limit leaving nothing', async () => {
    const big = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

    const fits = big(9 * MiB);
    const ok = await uploadFile(app, token, { name: 'grande.pdf', bytes: fits, mime: 'application/pdf' });
    expect(ok.status).toBe(201);
    const file = ok.body.data as { id: number; tamanho: number };
    expect(file.tamanho).toBe(fits.length);
    expect(await objectKeys()).toHaveLength(1);
    const link = await app.call('GET', `/api/file/${file.id}/url`, { token });
    const download = await fetch(`${app.url}${link.body.url}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(fits)).toBe(true);

    // Refused after the first 8 MiB part went up: the multipart upload never becomes an object.
    const tooBig = await uploadFile(app, token, {
      name: 'enorme.pdf',
      bytes: big(MAX_BYTES + MiB),
      mime: 'application/pdf',
    });
    expect(tooBig.status).toBe(413);
    expect(await objectKeys()).toHaveLength(1);

    expect((await app.call('DELETE', `/api/file/${file.id}/deletar`, { token })).status).toBe(200);
    expect((await app.call('DELETE', `/api/file/${file.id}/purgar`, { token })).status).toBe(200);
    expect(await objectKeys()).toEqual([]);
  });

  it('leaves no object behind when the upload is refused', async () => {
    const res = await uploadFile(app, token, {
      name: 'programa.pdf',
      bytes: Buffer.from('MZ\x90\x00 not a document', 'latin1'),
    });
    expect(res.status).toBe(422);
    expect(await objectKeys()).toEqual([]);
  });
});
