// The demo's sample PDFs: an A4 document with a title and paragraphs, its signature lines, and the
// fields each signer of the demo contract gets on them.
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * An A4 PDF with a title and a few paragraphs; with `signers`, a second page where each of them
 * signs above their printed name (left and right: SIGNATURE_LINES).
 */
export async function samplePdf(title: string, lines: string[], signers: string[] = []): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 770, size: 16, font: bold });
  let y = 730;
  for (const line of lines) {
    page.drawText(line, { x: 60, y, size: 11, font, maxWidth: 475, lineHeight: 15 });
    y -= 15 * Math.ceil(line.length / 85) + 10;
  }
  const footer = (p: typeof page) =>
    p.drawText('Documento de demonstração — Demo Ltda', { x: 60, y: 40, size: 9, font });
  footer(page);
  if (signers.length) {
    const last = doc.addPage([595, 842]);
    last.drawText('E, por estarem de acordo, as partes assinam este instrumento.', {
      x: 60,
      y: 700,
      size: 11,
      font,
    });
    signers.slice(0, SIGNATURE_LINES.length).forEach((nome, i) => {
      const x = SIGNATURE_LINES[i] as number;
      last.drawLine({ start: { x, y: 500 }, end: { x: x + 210, y: 500 }, thickness: 0.8 });
      last.drawText(nome, { x, y: 486, size: 10, font });
    });
    footer(last);
  }
  return Buffer.from(await doc.save());
}

/** Where the signature lines of samplePdf's last page start (points from the left; the line is at y = 500). */
export const SIGNATURE_LINES = [60, 325];

/**
 * The demo contract's fields for the signer at position `n` (from 1), in fractions of its A4 pages:
 * a signature above their line, the date under their name, a rubrica in the corner of every page.
 */
export function contractFields(n: number) {
  const [w, h] = [595, 842];
  const x = (SIGNATURE_LINES[n - 1] as number) / w;
  return [
    {
      signatario: n,
      tipo: 'assinatura' as const,
      areas: [{ pagina: 2, x, y: (h - 558) / h, largura: 210 / w, altura: 56 / h }],
    },
    {
      signatario: n,
      tipo: 'data' as const,
      areas: [{ pagina: 2, x, y: (h - 482) / h, largura: 90 / w, altura: 14 / h }],
    },
    {
      signatario: n,
      tipo: 'rubrica' as const,
      areas: [{ pagina: 1, x: (390 + 70 * n) / w, y: (h - 78) / h, largura: 60 / w, altura: 36 / h }],
      repetir: 'todas' as const,
    },
  ];
}

export const CLAUSES = [
  'As partes acima identificadas têm, entre si, justo e acertado o presente instrumento, que se regerá pelas cláusulas seguintes.',
  'Cláusula 1ª. O objeto deste instrumento é a prestação de serviços de consultoria descritos na proposta anexa.',
  'Cláusula 2ª. O valor mensal será pago até o quinto dia útil de cada mês, mediante nota fiscal.',
  'Cláusula 3ª. Este instrumento vigora por doze meses e pode ser renovado por acordo escrito entre as partes.',
];
