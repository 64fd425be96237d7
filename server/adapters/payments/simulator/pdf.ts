// The documents a payer or an accountant downloads: the boleto (its line, value and an Interleaved 2 of 5
// bar code a scanner can read) and the NFS-e, as small real PDFs, plus the NFS-e's XML. The standard
// fonts only encode Latin-1, so text is cut down to it first.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatLine } from './boleto.js';
import { ptDate } from './clock.js';
import { brl } from './money.js';

/** Latin-1 printable characters only (typographic quotes and dashes made plain, anything else '?'). */
const latin1 = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');

interface Doc {
  pdf: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

async function start(title: string): Promise<Doc> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Cofre payment simulator');
  const page = pdf.addPage([595, 842]);
  const doc = {
    pdf,
    page,
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: 790,
  };
  page.drawText(latin1(title), { x: 40, y: doc.y, size: 16, font: doc.bold });
  doc.y -= 30;
  return doc;
}

function line(doc: Doc, label: string, value: string, size = 11): void {
  doc.page.drawText(latin1(label), {
    x: 40,
    y: doc.y,
    size: 9,
    font: doc.font,
    color: rgb(0.35, 0.35, 0.35),
  });
  doc.page.drawText(latin1(value).slice(0, 95), { x: 180, y: doc.y, size, font: doc.bold });
  doc.y -= 22;
}

// Interleaved 2 of 5: each digit is five elements, two of them wide; pairs interleave bars and spaces.
const ITF = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

function drawBarCode(doc: Doc, digits: string): void {
  const narrow = 1;
  const wide = 3;
  const height = 50;
  let x = 40;
  const bar = (w: number, dark: boolean) => {
    if (dark) doc.page.drawRectangle({ x, y: doc.y - height, width: w, height, color: rgb(0, 0, 0) });
    x += w;
  };
  for (const dark of [true, false, true, false]) bar(narrow, dark);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF[Number(digits[i])] as string;
    const spaces = ITF[Number(digits[i + 1])] as string;
    for (let k = 0; k < 5; k++) {
      bar(bars[k] === 'w' ? wide : narrow, true);
      bar(spaces[k] === 'w' ? wide : narrow, false);
    }
  }
  bar(wide, true);
  bar(narrow, false);
  bar(narrow, true);
  doc.y -= height + 20;
}

export interface BoletoPdfInput {
  payer: string;
  payerDocument: string;
  beneficiary: string;
  beneficiaryDocument: string;
  nossoNumero: string;
  dueDate: string;
  valueCents: number;
  line: string;
  barCode: string;
  description: string | null;
}

export async function boletoPdf(b: BoletoPdfInput): Promise<Uint8Array> {
  const doc = await start('Boleto bancário (simulador)');
  line(doc, 'Beneficiário', `${b.beneficiary} (CNPJ ${b.beneficiaryDocument})`);
  line(doc, 'Pagador', `${b.payer} (${b.payerDocument})`);
  line(doc, 'Nosso número', b.nossoNumero);
  line(doc, 'Vencimento', ptDate(b.dueDate));
  line(doc, 'Valor do documento', brl(b.valueCents));
  if (b.description) line(doc, 'Descrição', b.description);
  doc.y -= 10;
  line(doc, 'Linha digitável', formatLine(b.line), 12);
  drawBarCode(doc, b.barCode);
  doc.page.drawText('Documento gerado por um simulador: não tem valor bancário.', {
    x: 40,
    y: doc.y,
    size: 9,
    font: doc.font,
  });
  return doc.pdf.save();
}

export interface NfseInput {
  number: string;
  validationCode: string;
  issuedAt: string;
  provider: string;
  providerDocument: string;
  taker: string;
  takerDocument: string;
  serviceCode: string;
  serviceName: string;
  description: string;
  valueCents: number;
  issRate: number;
}

export async function nfsePdf(n: NfseInput): Promise<Uint8Array> {
  const doc = await start(`NFS-e nº ${n.number} (simulador)`);
  line(doc, 'Código de verificação', n.validationCode);
  line(doc, 'Emissão', n.issuedAt);
  line(doc, 'Prestador', `${n.provider} (CNPJ ${n.providerDocument})`);
  line(doc, 'Tomador', `${n.taker} (${n.takerDocument})`);
  line(doc, 'Serviço', `${n.serviceCode} ${n.serviceName}`);
  line(doc, 'Discriminação', n.description);
  line(doc, 'Valor dos serviços', brl(n.valueCents));
  line(doc, 'Alíquota ISS', `${n.issRate}%`);
  return doc.pdf.save();
}

const xmlText = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** An ABRASF-style CompNfse, enough to be parsed and archived. */
export function nfseXml(n: NfseInput): string {
  const value = (n.valueCents / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<CompNfse xmlns="http://www.abrasf.org.br/nfse.xsd">
  <Nfse>
    <InfNfse>
      <Numero>${xmlText(n.number)}</Numero>
      <CodigoVerificacao>${xmlText(n.validationCode)}</CodigoVerificacao>
      <DataEmissao>${xmlText(n.issuedAt.replace(' ', 'T'))}</DataEmissao>
      <Servico>
        <Valores><ValorServicos>${value}</ValorServicos><Aliquota>${n.issRate}</Aliquota></Valores>
        <ItemListaServico>${xmlText(n.serviceCode)}</ItemListaServico>
        <Discriminacao>${xmlText(n.description)}</Discriminacao>
      </Servico>
      <PrestadorServico>
        <IdentificacaoPrestador><Cnpj>${xmlText(n.providerDocument)}</Cnpj></IdentificacaoPrestador>
        <RazaoSocial>${xmlText(n.provider)}</RazaoSocial>
      </PrestadorServico>
      <TomadorServico>
        <IdentificacaoTomador><CpfCnpj>${xmlText(n.takerDocument)}</CpfCnpj></IdentificacaoTomador>
        <RazaoSocial>${xmlText(n.taker)}</RazaoSocial>
      </TomadorServico>
    </InfNfse>
  </Nfse>
</CompNfse>
`;
}
