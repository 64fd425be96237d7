// Encrypted PDFs are refused at upload: the vault's PDFs are read, stamped and sealed, which an
// encrypted or password-protected PDF does not allow, so the upload answers 422 on `file` and keeps
// no row and no blob. Ordinary PDFs (object streams, "Encrypt" in their text) upload as before, and a
// WhatsApp message may still carry such a PDF (it is only delivered, never sealed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { arquivos } from '../../server/db/schema.js';
import { EncryptionWatch } from '../../server/modules/vault/upload.js';
import { minimalPdf, uploadFile } from '../helpers/files.js';
import { app, companyUser, empresaId, send, setUpSending, token } from '../helpers/sending.js';

setUpSending();

const REFUSED_PT = 'Este PDF é protegido por senha ou criptografado. Remova a proteção e envie-o novamente.';
const REFUSED_EN = 'This PDF is password-protected or encrypted. Remove the protection and upload it again.';

/** Runs qpdf on a PDF (`qpdf <args> in.pdf out.pdf`) and answers the output. */
function qpdf(pdf: Uint8Array, args: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'cofre-qpdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    const result = spawnSync('qpdf', [...args, join(dir, 'in.pdf'), join(dir, 'out.pdf')], {
      encoding: 'utf8',
    });
    if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
      throw new Error('qpdf was not found on PATH: install it (apt-get install qpdf) to run this test');
    if (result.status !== 0) throw new Error(`qpdf failed: ${result.stderr}`);
    return readFileSync(join(dir, 'out.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function blobCount(): number {
  const dir = join(app.dataDir, 'blobs');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
}
const rowsNamed = (nome: string) => app.ctx.db.select().from(arquivos).where(eq(arquivos.nome, nome));

/** A pdf-lib PDF (object streams, a cross-reference stream) whose visible text speaks of encryption. */
let plain: Uint8Array;
/**
 * The same, encrypted in the ways a user meets them: AES-256 with a user password (a classic
 * trailer), AES-128 with an owner password only (a cross-reference stream), RC4 40-bit.
 */
let encrypted: { name: string; bytes: Buffer }[];

beforeAll(async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([595, 842])
    .drawText('Encrypt: este contrato não usa /Encrypt 7 0 R', { x: 50, y: 700, size: 12, font });
  plain = await doc.save();
  encrypted = [
    {
      name: 'aes256-senha.pdf',
      bytes: qpdf(plain, ['--object-streams=disable', '--encrypt', 'user', 'owner', '256', '--']),
    },
    {
      name: 'aes128-dono.pdf',
      bytes: qpdf(plain, ['--object-streams=generate', '--encrypt', '', 'owner', '128', '--use-aes=y', '--']),
    },
    { name: 'rc4-40.pdf', bytes: qpdf(plain, ['--allow-weak-crypto', '--encrypt', 'u', 'o', '40', '--']) },
  ];
});

describe('upload: an encrypted PDF is refused', () => {
  it('answers 422 on file for a user password, an owner password only and old RC4, storing nothing', async () => {
    const blobs = blobCount();
    for (const { name, bytes } of encrypted) {
      const res = await uploadFile(app, token, { name, bytes, mime: 'application/pdf' });
      expect(res.status, name).toBe(422);
      expect(res.body.message).toBe(REFUSED_PT);
      expect(res.body.errors).toEqual({ file: [REFUSED_PT] });
      expect(await rowsNamed(name)).toEqual([]);
    }
    expect(blobCount()).toBe(blobs);
    // A user who reads English gets it in English.
    const english = await companyUser(undefined, empresaId);
    await app.call('PUT', '/api/usuario/change-language/en', { token: english.token });
    const en = await uploadFile(app, english.token, { name: 'protected.pdf', bytes: encrypted[0]!.bytes });
    expect(en.status).toBe(422);
    expect(en.body.errors.file).toEqual([REFUSED_EN]);
  });

  it('refuses it when its bytes arrive a few at a time (the key cut across chunks)', async () => {
    const { bytes } = encrypted[0]!;
    const boundary = '----cofreEncrypted';
    const blobs = blobCount();
    const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = request(`${app.url}/api/file/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
      void (async () => {
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aos-poucos.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        );
        for (let at = 0; at < bytes.length; at += 3) {
          req.write(bytes.subarray(at, at + 3));
          if (at % 96 === 0) await new Promise((r) => setTimeout(r, 1));
        }
        req.end(`\r\n--${boundary}--\r\n`);
      })();
    });
    const res = await answer;
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual([REFUSED_PT]);
    expect(await rowsNamed('aos-poucos.pdf')).toEqual([]);
    expect(blobCount()).toBe(blobs);
  });
});

describe('upload: ordinary PDFs still upload', () => {
  it('takes a PDF with object streams and "/Encrypt" in its text, and one written by hand', async () => {
    for (const [name, bytes] of [
      ['objetos.pdf', plain],
      ['texto.pdf', minimalPdf('O arquivo não usa /Encrypt nem /EncryptMetadata')],
    ] as const) {
      const res = await uploadFile(app, token, { name, bytes, mime: 'application/pdf' });
      expect(res.status, name).toBe(201);
      expect(res.body.data.tamanho).toBe(bytes.length);
    }
  });

  it('takes the encrypted PDF once its protection is removed, as the message asks', async () => {
    const decrypted = qpdf(encrypted[0]!.bytes, ['--password=user', '--decrypt']);
    const res = await uploadFile(app, token, { name: 'sem-senha.pdf', bytes: decrypted });
    expect(res.status).toBe(201);
  });

  it('lets a WhatsApp message carry an encrypted PDF (it is delivered, not sealed)', async () => {
    const { bytes } = encrypted[0]!;
    const res = await send(
      { number: '11 99999-0091', message: 'Seu extrato (senha: seu CPF)' },
      { name: 'extrato.pdf', bytes, type: 'application/pdf' },
    );
    expect(res.status).toBe(201);
    expect(res.body.attachment).toEqual({
      file_name: 'extrato.pdf',
      mimetype: 'application/pdf',
      size: bytes.length,
    });
  });
});

describe('EncryptionWatch (the inspector’s search)', () => {
  const watch = (...chunks: string[]) => {
    const w = new EncryptionWatch();
    for (const c of chunks) w.update(Buffer.from(c, 'latin1'));
    return w.found;
  };
  const trailer = `${'x'.repeat(100)}trailer\n<< /Size 8 /Root 1 0 R /Encrypt 7 0 R >>\nstartxref\n1947\n%%EOF\n`;

  it('finds the key with a reference or a dictionary, cut anywhere and in one-byte chunks', () => {
    for (let cut = 0; cut <= trailer.length; cut++)
      expect(watch(trailer.slice(0, cut), trailer.slice(cut)), `cut at ${cut}`).toBe(true);
    expect(watch(...trailer)).toBe(true);
    expect(watch('<< /Type /XRef /W [1 3 1] /Encrypt<</Filter/Standard/V 5>> >>')).toBe(true);
    expect(watch('/Encrypt\r\n12\n0\nR')).toBe(true);
  });

  it('ignores what only looks like it', () => {
    expect(watch('(Encrypt 7 0 R) Tj /EncryptMetadata false /Encrypted 7 0 R /Encrypt)')).toBe(false);
    expect(watch('/Encrypt 7 0')).toBe(false);
    expect(watch('/Encrypt', ' 7 0')).toBe(false);
  });
});
