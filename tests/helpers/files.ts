// Files for vault tests: a small valid PDF with visible text, a tiny valid PNG, and the multipart
// upload call as a browser makes it (FormData through fetch).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestApp } from './app.js';

/** PDF string-literal escaping of latin-1 text (\, ( and ) are special). */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A valid one-page A4 PDF showing `text` in Helvetica (WinAnsi, so Portuguese accents work),
 * with a correct cross-reference table: pdf.js, poppler and browsers open it.
 */
export function minimalPdf(text = 'Documento de teste do Cofre'): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (${pdfText(text)}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An A4 contract of `pages` pages of 10-point text (what signers are mostly sent). */
export async function contractPdf(pages = 3): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clause =
    'O CONTRATADO obriga-se a prestar os serviços descritos neste instrumento com zelo e ' +
    'diligência, observando os prazos, as normas técnicas aplicáveis e a legislação vigente.';
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText('CONTRATO DE PRESTAÇÃO DE SERVIÇOS', { x: 60, y: 780, size: 16, font: bold });
    let y = 740;
    for (let c = 1; c <= 14; c++) {
      page.drawText(`Cláusula ${(n - 1) * 14 + c}ª`, { x: 60, y, size: 11, font: bold });
      y -= 16;
      for (const line of [clause.slice(0, 90), clause.slice(90)]) {
        page.drawText(line, { x: 60, y, size: 10, font });
        y -= 14;
      }
      y -= 10;
    }
    page.drawText(`Página ${n} de ${pages}`, { x: 270, y: 30, size: 9, font });
  }
  return Buffer.from(await doc.save());
}

/** A valid 1×1 PNG (one opaque pixel). */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}

export interface UploadResult {
  response: Response;
  status: number;
  /** The parsed JSON answer (undefined when the body was not JSON). */
  body: any;
}

/**
 * POST /api/file/upload as the SPA sends it: multipart FormData with the optional `pasta_id`
 * field first, then the part `file`.
 */
export async function uploadFile(
  app: TestApp,
  token: string,
  o: {
    name: string;
    bytes: Uint8Array;
    pastaId?: number | null;
    mime?: string;
    headers?: Record<string, string>;
  },
): Promise<UploadResult> {
  const form = new FormData();
  if (o.pastaId !== undefined && o.pastaId !== null) form.append('pasta_id', String(o.pastaId));
  form.append(
    'file',
    new Blob([o.bytes as Uint8Array<ArrayBuffer>], { type: o.mime ?? 'application/octet-stream' }),
    o.name,
  );
  const response = await fetch(`${app.url}/api/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...o.headers },
    body: form,
  });
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { response, status: response.status, body };
}
