// Vault uploads: streamed multipart into the blob store with the SHA-256 on the way, the real type
// read from the bytes, safe names, numbered duplicates, and every refusal (too large, wrong type,
// empty, aborted, foreign folder, no permission) leaving no row, no blob and no temporary file.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivos, empresas, pastas } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, pngBytes, uploadFile } from '../helpers/files.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const KiB = 1024;

let app: TestApp;
/** An app that accepts only PDFs of at most 64 KiB, hashing those over 16 KiB on a worker thread. */
let small: TestApp;
let gestor: string;
let gestorSmall: string;
let demoId: number;

/** Every file under <dataDir>/blobs (the temporary folder included), relative paths. */
function blobFiles(t: TestApp): string[] {
  const dir = join(t.dataDir, 'blobs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1));
}
const tmpFiles = (t: TestApp) => blobFiles(t).filter((f) => f.startsWith('.tmp'));

const rowsNamed = (t: TestApp, nome: string) =>
  t.ctx.db.select().from(arquivos).where(eq(arquivos.nome, nome));
const allRows = (t: TestApp) => t.ctx.db.select().from(arquivos);

async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A PDF of about `size` bytes: a valid one-page PDF padded with a trailing comment. */
function pdfOfSize(size: number): Buffer {
  const pdf = minimalPdf();
  return Buffer.concat([pdf, Buffer.alloc(Math.max(0, size - pdf.length), 0x25)]);
}

async function makeFolder(t: TestApp, empresaId: number, nome: string) {
  const [row] = await t.ctx.db.insert(pastas).values({ empresaId, nome }).returning();
  return row!;
}

beforeAll(async () => {
  [app, small] = await Promise.all([
    startTestApp(),
    startTestApp({
      UPLOAD_MAX_BYTES: String(64 * KiB),
      UPLOAD_ALLOWED_TYPES: 'pdf',
      UPLOAD_HASH_WORKER_FROM: String(16 * KiB),
    }),
  ]);
  gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
  gestorSmall = (await loginAs(small, 'gestor@demo.local')).access_token;
  const [demo] = await app.ctx.db.select().from(empresas).where(eq(empresas.razaoSocial, 'Demo Ltda'));
  demoId = demo!.id;
});
afterAll(async () => {
  await Promise.all([app?.close(), small?.close()]);
});

describe('upload: a file is stored whole, with its hash and an event', () => {
  it('answers 201 with the FileView; the row, the blob bytes and the SHA-256 match what was sent', async () => {
    const bytes = minimalPdf('Contrato de locação');
    const res = await uploadFile(app, gestor, { name: 'Contrato.pdf', bytes, mime: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Arquivo enviado.');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      nome: 'Contrato.pdf',
      extensao: 'pdf',
      mime: 'application/pdf',
      tamanho: bytes.length,
      sha256: sha256(bytes),
      status: 'draft',
      pasta_id: null,
      pasta_nome: null,
      uploaded_by: { id: expect.any(Number), nome: 'Gestor Demo' },
      created_at: expect.any(String),
      updated_at: null,
      deleted_at: null,
      deleted_by: null,
    });
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, res.body.data.id));
    expect(row!.empresaId).toBe(demoId);
    expect(row!.blobKey).toMatch(new RegExp(`^${row!.empresaId}/[0-9a-f-]{36}$`));
    expect(row!.sha256).toBe(sha256(bytes));
    expect(Number(row!.tamanho)).toBe(bytes.length);
    const stored = readFileSync(join(app.dataDir, 'blobs', row!.blobKey));
    expect(Buffer.compare(stored, bytes)).toBe(0);
    expect(tmpFiles(app)).toEqual([]);
  });

  it('stores and hashes a large upload (12 MiB) exactly', async () => {
    const bytes = Buffer.concat([minimalPdf(), randomBytes(12 * 1024 * KiB + 7)]);
    const res = await uploadFile(app, gestor, { name: 'Grande.pdf', bytes });
    expect(res.status).toBe(201);
    expect(res.body.data.tamanho).toBe(bytes.length);
    expect(res.body.data.sha256).toBe(sha256(bytes));
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, res.body.data.id));
    expect(sha256(readFileSync(join(app.dataDir, 'blobs', row!.blobKey)))).toBe(sha256(bytes));
  });

  it('hashes on a worker thread past UPLOAD_HASH_WORKER_FROM, each of simultaneous uploads exactly', async () => {
    const files = [0, 1, 2, 3].map((i) => Buffer.concat([minimalPdf(), randomBytes(20 * KiB + i * 9 * KiB)]));
    const answers = await Promise.all(
      files.map((bytes, i) => uploadFile(small, gestorSmall, { name: `Worker ${i}.pdf`, bytes })),
    );
    answers.forEach((res, i) => {
      expect(res.status).toBe(201);
      expect(res.body.data.tamanho).toBe(files[i]!.length);
      expect(res.body.data.sha256).toBe(sha256(files[i]!));
    });
  });

  it("records the 'uploaded' event with the name, size, hash, type and folder", async () => {
    const bytes = minimalPdf('Evento');
    const res = await uploadFile(app, gestor, { name: 'Evento.pdf', bytes });
    const events = await app.call('GET', `/api/file/${res.body.data.id}/events`, { token: gestor });
    expect(events.status).toBe(200);
    expect(events.body.data).toHaveLength(1);
    expect(events.body.data[0]).toMatchObject({
      seq: 1,
      acao: 'uploaded',
      ator: { nome: 'Gestor Demo', email: 'gestor@demo.local' },
      dados: {
        nome: 'Evento.pdf',
        tamanho: bytes.length,
        sha256: sha256(bytes),
        mime: 'application/pdf',
        pasta_id: null,
        pasta_nome: null,
      },
    });
    expect(events.body.chain.valid).toBe(true);
  });

  it('takes the type from the bytes, never from the MIME type the client claims', async () => {
    const png = await uploadFile(app, gestor, {
      name: 'foto.png',
      bytes: pngBytes(),
      mime: 'application/pdf',
    });
    expect(png.status).toBe(201);
    expect(png.body.data.mime).toBe('image/png');
    const pdf = await uploadFile(app, gestor, { name: 'laudo.pdf', bytes: minimalPdf(), mime: 'text/html' });
    expect(pdf.body.data.mime).toBe('application/pdf');
  });

  it('accepts Office documents by their container and extension', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(200)]);
    const docx = await uploadFile(app, gestor, { name: 'Proposta.docx', bytes: zip });
    expect(docx.status).toBe(201);
    expect(docx.body.data.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      randomBytes(200),
    ]);
    const xls = await uploadFile(app, gestor, { name: 'Planilha.xls', bytes: ole });
    expect(xls.status).toBe(201);
    expect(xls.body.data.mime).toBe('application/vnd.ms-excel');
  });

  it('puts the file in the folder sent as a form field, or as ?pasta_id=', async () => {
    const folder = await makeFolder(app, demoId, `Contratos ${randomBytes(3).toString('hex')}`);
    const byField = await uploadFile(app, gestor, {
      name: 'Campo.pdf',
      bytes: minimalPdf(),
      pastaId: folder.id,
    });
    expect(byField.status).toBe(201);
    expect(byField.body.data).toMatchObject({ pasta_id: folder.id, pasta_nome: folder.nome });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(minimalPdf())]), 'Query.pdf');
    const res = await fetch(`${app.url}/api/file/upload?pasta_id=${folder.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gestor}` },
      body: form,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ nome: 'Query.pdf', pasta_id: folder.id });
  });
});

describe('upload: names', () => {
  it('keeps only the last path part: ../../etc/passwd.pdf becomes passwd.pdf', async () => {
    const unix = await uploadFile(app, gestor, { name: '../../etc/passwd.pdf', bytes: minimalPdf() });
    expect(unix.status).toBe(201);
    expect(unix.body.data.nome).toBe('passwd.pdf');
    const windows = await uploadFile(app, gestor, {
      name: 'C:\\Users\\ana\\recibo.pdf',
      bytes: minimalPdf(),
    });
    expect(windows.body.data.nome).toBe('recibo.pdf');
  });

  it('removes control, bidirectional and reserved characters and normalises to NFC', async () => {
    const res = await uploadFile(app, gestor, {
      name: 're\u0007la<t>\u202eório|*?.pdf  ',
      bytes: minimalPdf(),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.nome).toBe('relatório.pdf');
    const nfd = await uploadFile(app, gestor, { name: 'Ac\u0327a\u0303o.pdf', bytes: minimalPdf() });
    expect(nfd.body.data.nome).toBe('Ação.pdf');
    expect(nfd.body.data.nome).toBe('Ação.pdf'.normalize('NFC'));
  });

  it("cuts long names to 255 characters keeping the extension; an empty name becomes 'arquivo'", async () => {
    const long = await uploadFile(app, gestor, { name: `${'x'.repeat(300)}.pdf`, bytes: minimalPdf() });
    expect(long.status).toBe(201);
    expect(long.body.data.nome).toHaveLength(255);
    expect(long.body.data.nome.endsWith('x.pdf')).toBe(true);
    const dots = await uploadFile(app, gestor, { name: '...', bytes: minimalPdf() });
    expect(dots.body.data.nome).toBe('arquivo.pdf');
    const bare = await uploadFile(app, gestor, { name: 'Escritura', bytes: minimalPdf() });
    expect(bare.body.data).toMatchObject({ nome: 'Escritura.pdf', extensao: 'pdf' });
  });

  it("gives a taken name ' (2)', then ' (3)', ignoring case", async () => {
    const first = await uploadFile(app, gestor, { name: 'Duplicado.pdf', bytes: minimalPdf() });
    const second = await uploadFile(app, gestor, { name: 'duplicado.PDF', bytes: minimalPdf() });
    const third = await uploadFile(app, gestor, { name: 'Duplicado.pdf', bytes: minimalPdf() });
    expect(first.body.data.nome).toBe('Duplicado.pdf');
    expect(second.body.data.nome).toBe('duplicado (2).PDF');
    expect(third.body.data.nome).toBe('Duplicado (3).pdf');
    const again = await uploadFile(app, gestor, { name: 'Duplicado (2).pdf', bytes: minimalPdf() });
    expect(again.body.data.nome).toBe('Duplicado (4).pdf');
  });
  it('gives every one of several simultaneous uploads of one name its own name', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        uploadFile(app, gestor, { name: 'Simultaneo.pdf', bytes: minimalPdf() }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.data.nome).sort()).toEqual([
      'Simultaneo (2).pdf',
      'Simultaneo (3).pdf',
      'Simultaneo (4).pdf',
      'Simultaneo (5).pdf',
      'Simultaneo.pdf',
    ]);
  });
});

describe('upload: refusals leave nothing behind', () => {
  it('answers 413 in Portuguese to a file over UPLOAD_MAX_BYTES, stores nothing, and fetch receives it', async () => {
    const before = blobFiles(small).length;
    for (const size of [64 * KiB + 1, 4 * 1024 * KiB]) {
      const res = await uploadFile(small, gestorSmall, {
        name: `grande-${size}.pdf`,
        bytes: pdfOfSize(size),
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('O arquivo excede o limite de 64 KB.');
      expect(await rowsNamed(small, `grande-${size}.pdf`)).toEqual([]);
    }
    expect(blobFiles(small)).toHaveLength(before);
    expect(tmpFiles(small)).toEqual([]);
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES', async () => {
    const res = await uploadFile(small, gestorSmall, { name: 'no-limite.pdf', bytes: pdfOfSize(64 * KiB) });
    expect(res.status).toBe(201);
    expect(res.body.data.tamanho).toBe(64 * KiB);
  });

  it('answers 413 in English to an English-speaking client (Accept-Language) too', async () => {
    const res = await uploadFile(small, gestorSmall, {
      name: 'big.pdf',
      bytes: pdfOfSize(100 * KiB),
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/limit of 64 KB|limite de 64 KB/);
  });

  it('refuses with 422 on file what the bytes do not prove to be an allowed type', async () => {
    const rows = (await allRows(app)).length;
    const blobs = blobFiles(app).length;
    const cases: [string, Buffer][] = [
      [
        'programa.pdf',
        Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(500)]),
      ],
      ['pagina.pdf', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
      ['desenho.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['falso.docx', Buffer.from('isto não é um documento do Word, só texto puro com a extensão errada')],
      ['pacote.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(100)])],
      [
        'antigo.pdf',
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(100)]),
      ],
      ['curto.pdf', Buffer.from('%PD')],
    ];
    for (const [name, bytes] of cases) {
      const res = await uploadFile(app, gestor, { name, bytes, mime: 'application/pdf' });
      expect(res.status, name).toBe(422);
      expect(res.body.errors.file[0]).toMatch(/^Tipo de arquivo não permitido\./);
      expect(res.body.message).toBe(res.body.errors.file[0]);
    }
    expect(await allRows(app)).toHaveLength(rows);
    expect(blobFiles(app)).toHaveLength(blobs);
  });

  it('answers a refused type only after the rest of a large body, so fetch receives the 422', async () => {
    const blobs = blobFiles(app).length;
    const exe = Buffer.concat([Buffer.from('MZ', 'latin1'), randomBytes(8 * 1024 * KiB)]);
    const res = await uploadFile(app, gestor, { name: 'grande.pdf', bytes: exe, mime: 'application/pdf' });
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/^Tipo de arquivo não permitido\./);
    expect(await rowsNamed(app, 'grande.pdf')).toEqual([]);
    expect(blobFiles(app)).toHaveLength(blobs);
  });

  it('reads a refused body to its end before answering (browsers then see the answer, not a reset)', async () => {
    const boundary = `----cofre${randomBytes(8).toString('hex')}`;
    /** Whether the client had sent its whole body when the answer arrived. */
    let sentAllFirst = false;
    let sentAll = false;
    const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = request(`${app.url}/api/file/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${gestor}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        sentAllFirst = sentAll;
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
      req.write(Buffer.concat([Buffer.from('MZ', 'latin1'), randomBytes(256 * KiB)]));
      // The refusal is known by now; the client is still sending.
      setTimeout(() => {
        req.write(randomBytes(256 * KiB));
        req.end(`\r\n--${boundary}--\r\n`, () => {
          sentAll = true;
        });
      }, 400);
    });
    const res = await answer;
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/^Tipo de arquivo não permitido\./);
    expect(sentAllFirst).toBe(true);
  });

  it('refuses a PNG when UPLOAD_ALLOWED_TYPES=pdf, naming the accepted types', async () => {
    const res = await uploadFile(small, gestorSmall, {
      name: 'foto.png',
      bytes: pngBytes(),
      mime: 'image/png',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['Tipo de arquivo não permitido. Envie um destes tipos: PDF.']);
    expect(await rowsNamed(small, 'foto.png')).toEqual([]);
  });

  it('refuses an empty file, a request without a file and a request with two files', async () => {
    const empty = await uploadFile(app, gestor, { name: 'vazio.pdf', bytes: new Uint8Array() });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.file).toEqual(['O arquivo está vazio.']);

    const onlyField = new FormData();
    onlyField.append('pasta_id', '');
    const none = await fetch(`${app.url}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gestor}` },
      body: onlyField,
    });
    expect(none.status).toBe(422);
    expect((await none.json()).errors.file).toEqual(['Escolha um arquivo para enviar.']);

    const json = await app.call('POST', '/api/file/upload', { token: gestor, body: { file: 'x' } });
    expect(json.status).toBe(422);
    expect(json.body.errors.file).toEqual(['Escolha um arquivo para enviar.']);

    const blobs = blobFiles(app).length;
    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(minimalPdf())]), 'um.pdf');
    two.append('file', new Blob([new Uint8Array(minimalPdf())]), 'dois.pdf');
    const res = await fetch(`${app.url}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gestor}` },
      body: two,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file).toEqual(['Envie um arquivo por vez.']);
    expect(await rowsNamed(app, 'um.pdf')).toEqual([]);
    expect(blobFiles(app)).toHaveLength(blobs);
  });

  it('leaves no row, no blob and no temporary file when the client aborts mid-upload', async () => {
    const rows = (await allRows(app)).length;
    const blobs = blobFiles(app).length;
    const boundary = `----cofre${randomBytes(8).toString('hex')}`;
    const req = request(`${app.url}/api/file/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gestor}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('error', () => {});
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="abortado.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    req.write(pdfOfSize(512 * KiB));
    // The server is writing the blob's temporary file: now the client goes away.
    await waitFor(() => tmpFiles(app).length > 0);
    req.destroy();
    await waitFor(() => tmpFiles(app).length === 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(await rowsNamed(app, 'abortado.pdf')).toEqual([]);
    expect(await allRows(app)).toHaveLength(rows);
    expect(blobFiles(app)).toHaveLength(blobs);
    // The server is fine afterwards.
    const after = await uploadFile(app, gestor, { name: 'depois.pdf', bytes: minimalPdf() });
    expect(after.status).toBe(201);
  });

  it("answers 404 to another company's folder or an unknown one, storing nothing", async () => {
    const other = await makeCompany(app);
    const foreign = await makeFolder(app, other.id, 'Alheia');
    const blobs = blobFiles(app).length;
    for (const pastaId of [foreign.id, 999_999]) {
      const res = await uploadFile(app, gestor, {
        name: `alheia-${pastaId}.pdf`,
        bytes: minimalPdf(),
        pastaId,
      });
      expect(res.status).toBe(404);
      expect(await rowsNamed(app, `alheia-${pastaId}.pdf`)).toEqual([]);
    }
    expect(blobFiles(app)).toHaveLength(blobs);
    const rows = await app.ctx.db
      .select()
      .from(arquivos)
      .where(and(eq(arquivos.empresaId, other.id)));
    expect(rows).toEqual([]);
  });

  it('answers 403 without vault.upload, and to a platform administrator', async () => {
    const company = await makeCompany(app);
    const viewer = await makeUser(app, {
      companies: [company.id],
      permissions: ['vault.view'],
      selected: company.id,
    });
    const token = (await loginAs(app, viewer.email, viewer.password)).access_token;
    const denied = await uploadFile(app, token, { name: 'negado.pdf', bytes: minimalPdf() });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('vault.upload');

    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    const res = await uploadFile(app, admin, { name: 'admin.pdf', bytes: minimalPdf() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Entre em uma empresa para continuar.');
    expect(await rowsNamed(app, 'negado.pdf')).toEqual([]);
    expect(await rowsNamed(app, 'admin.pdf')).toEqual([]);
  });
});
