// The certificate pages: the document, the company and the dates; one block per signatory (each
// contact labelled by its channel, the act in the past tense, Brasília date and time, IP and port,
// browser, how they were authenticated, and beside it the signature and rubrica they adopted with
// each image's SHA-256); the audit trail's head hash; the verification address, code and QR code.
// Appended to the original PDF, or making a PDF of their own.

import { formatCnpj } from '@brazilian-utils/brazilian-utils';
import { type PDFDocument, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { MARK_TYPES, type MarkType } from '../../../../common/signatureFields.js';
import { AUTH_METHOD_LABELS, actPastLabel } from '../../../../common/signing.js';
import type { CertificateData, CertificateSignatory } from './certificateData.js';
import { CERTIFICATE_TEXT, type CertificateText } from './certificateText.js';
import { formatDateTime, formatSize } from './format.js';
import { fitInside } from './geometry.js';
import {
  COLORS,
  CONTENT_WIDTH,
  drawBlock,
  Flow,
  type Fonts,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type TextBlock,
  textBlock,
} from './layout.js';
import { embedMark } from './markImages.js';
import { drawQr } from './qr.js';
import { encodable, truncate } from './text.js';

const LABEL_WIDTH = 128;
const BOX_PADDING = 9;
const QR_SIDE = 96;
/** Longest user agent written out (headers can be kilobytes long). */
const USER_AGENT_MAX = 600;
const NAME_MAX = 300;
/** The box the company's logo is fitted in (its ratio kept, never enlarged). */
const LOGO_BOX = { width: 180, height: 60 };
/** The column of a signatory's adopted marks, right of their evidence; each image's frame height. */
const MARKS_WIDTH = 150;
const MARKS_GAP = 12;
const MARK_FRAME: Record<MarkType, number> = { assinatura: 50, rubrica: 38 };
const MARK_PADDING = 3;

export interface OriginalInfo {
  /** Pages of the original when it is a PDF pdf-lib could read. */
  pages: number | null;
  /** The original's pages precede the certificate in this file. */
  included: boolean;
}

type Field = [label: string, value: string, mono?: boolean];

function fieldBlocks(fonts: Fonts, field: Field, x: number, width: number, labelWidth: number): TextBlock[] {
  const [label, value, mono] = field;
  return [
    textBlock({ font: fonts.regular, size: 8.5, color: COLORS.muted }, label, x, labelWidth - 8),
    textBlock(
      mono
        ? { font: fonts.mono, size: 8.5, color: COLORS.text }
        : { font: fonts.regular, size: 9.5, color: COLORS.text },
      value,
      x + labelWidth,
      width - labelWidth,
    ),
  ];
}

const blocksHeight = (rows: TextBlock[][], gap: number) =>
  rows.reduce((h, blocks) => h + Math.max(...blocks.map((b) => b.height)) + gap, 0);

function heading(flow: Flow, fonts: Fonts, title: string, keepWith: number) {
  flow.ensure(24 + keepWith);
  flow.y -= 6;
  drawBlock(
    flow.page,
    textBlock({ font: fonts.bold, size: 12, color: COLORS.accent }, title, MARGIN, CONTENT_WIDTH),
    flow.y,
  );
  flow.rule(flow.y - 17);
  flow.y -= 26;
}

function fields(flow: Flow, fonts: Fonts, list: Field[]) {
  const rows = list.map((f) => fieldBlocks(fonts, f, MARGIN, CONTENT_WIDTH, LABEL_WIDTH));
  for (const blocks of rows) flow.row(blocks, 4);
}

/** An adopted mark as embedded in the document. */
interface Mark {
  tipo: MarkType;
  image: PDFImage;
  sha256: string;
}

async function signatoryMarks(doc: PDFDocument, s: CertificateSignatory): Promise<Mark[]> {
  const marks: Mark[] = [];
  for (const tipo of MARK_TYPES) {
    const mark = s.marcas?.[tipo];
    const image = mark ? await embedMark(doc, mark) : null;
    if (mark && image) marks.push({ tipo, image, sha256: mark.sha256 });
  }
  return marks;
}

/** The marks' column: per mark a label, the image in a white frame, its hash; drawn from top. */
function marksColumn(fonts: Fonts, t: CertificateText, marks: Mark[], x: number) {
  const items = marks.map((m) => ({
    mark: m,
    label: textBlock(
      { font: fonts.regular, size: 8.5, color: COLORS.muted },
      t.marks[m.tipo],
      x,
      MARKS_WIDTH,
    ),
    hash: textBlock(
      { font: fonts.mono, size: 6.5, color: COLORS.muted },
      t.markHash(m.sha256),
      x,
      MARKS_WIDTH,
    ),
  }));
  const itemHeight = (i: (typeof items)[number]) =>
    i.label.height + 2 + MARK_FRAME[i.mark.tipo] + 2 + i.hash.height;
  const height = items.reduce((h, i, k) => h + itemHeight(i) + (k > 0 ? 6 : 0), 0);
  const draw = (page: PDFPage, top: number) => {
    for (const i of items) {
      drawBlock(page, i.label, top);
      const frame = {
        x,
        y: top - i.label.height - 2 - MARK_FRAME[i.mark.tipo],
        width: MARKS_WIDTH,
        height: MARK_FRAME[i.mark.tipo],
      };
      page.drawRectangle({ ...frame, color: rgb(1, 1, 1), borderColor: COLORS.rule, borderWidth: 0.6 });
      const inner = {
        x: frame.x + MARK_PADDING,
        y: frame.y + MARK_PADDING,
        width: frame.width - 2 * MARK_PADDING,
        height: frame.height - 2 * MARK_PADDING,
      };
      page.drawImage(i.mark.image, fitInside(i.mark.image.width, i.mark.image.height, inner));
      drawBlock(page, i.hash, frame.y - 2);
      top -= itemHeight(i) + 6;
    }
  };
  return { height, draw };
}

function signatoryBlock(
  flow: Flow,
  fonts: Fonts,
  data: CertificateData,
  s: CertificateSignatory,
  n: number,
  marks: Mark[],
) {
  const t = CERTIFICATE_TEXT[data.lang];
  const x = MARGIN + BOX_PADDING;
  const width = CONTENT_WIDTH - 2 * BOX_PADDING;
  const title = textBlock(
    { font: fonts.bold, size: 10.5, color: COLORS.text },
    `${n}. ${truncate(s.nome, NAME_MAX)}`,
    x,
    width,
  );
  const contacts: Field[] = [
    ...(s.email ? [[t.email, s.email] as Field] : []),
    ...(s.whatsapp ? [[t.whatsapp, s.whatsapp] as Field] : []),
  ];
  const list: Field[] = [
    ...(contacts.length > 0 ? contacts : [[t.email, t.notInformed] as Field]),
    [t.cpf, s.cpf ?? t.notInformed],
    [t.act, actPastLabel(data.lang, s.tipo)],
    [t.actedAt, formatDateTime(data.lang, s.actedAt)],
    [t.network, s.ip ? t.ipPort(s.ip, s.port) : t.notRecorded],
    [t.userAgent, s.userAgent ? truncate(s.userAgent, USER_AGENT_MAX) : t.notRecorded],
    [t.authentication, AUTH_METHOD_LABELS[data.lang][s.autenticacao]],
  ];
  const column = marks.length > 0 ? marksColumn(fonts, t, marks, x + width - MARKS_WIDTH) : null;
  const rowsWidth = column ? width - MARKS_WIDTH - MARKS_GAP : width;
  const rows = list.map((f) => fieldBlocks(fonts, f, x, rowsWidth, LABEL_WIDTH - BOX_PADDING));
  const body = Math.max(blocksHeight(rows, 3) - 3, column?.height ?? 0);
  const height = BOX_PADDING + title.height + 5 + body + BOX_PADDING;
  flow.ensure(height);
  const page = flow.page;
  page.drawRectangle({
    x: MARGIN,
    y: flow.y - height,
    width: CONTENT_WIDTH,
    height,
    color: COLORS.box,
    borderColor: COLORS.rule,
    borderWidth: 0.6,
  });
  let top = flow.y - BOX_PADDING;
  drawBlock(page, title, top);
  top -= title.height + 5;
  column?.draw(page, top);
  for (const blocks of rows) {
    for (const b of blocks) drawBlock(page, b, top);
    top -= Math.max(...blocks.map((b) => b.height)) + 3;
  }
  flow.y -= height + 8;
}

function verification(flow: Flow, fonts: Fonts, data: CertificateData, t: CertificateText) {
  const x = MARGIN + QR_SIDE + 14;
  const width = CONTENT_WIDTH - QR_SIDE - 14;
  const blocks = [
    textBlock({ font: fonts.regular, size: 8.5, color: COLORS.muted }, t.verificationCode, x, width),
    textBlock({ font: fonts.bold, size: 12, color: COLORS.text }, data.verificacao.codigo, x, width),
    textBlock({ font: fonts.regular, size: 8.5, color: COLORS.muted }, t.verificationUrl, x, width),
    textBlock({ font: fonts.regular, size: 9.5, color: COLORS.accent }, data.verificacao.url, x, width),
    textBlock(
      { font: fonts.regular, size: 8.5, color: COLORS.muted },
      t.verificationHint(data.appName),
      x,
      width,
    ),
  ];
  const gaps = [1, 6, 1, 6, 0];
  const textHeight = blocks.reduce((h, b, i) => h + b.height + (gaps[i] ?? 0), 0);
  const height = Math.max(QR_SIDE, textHeight);
  heading(flow, fonts, t.verification, height);
  const page = flow.page;
  drawQr(page, data.verificacao.url, MARGIN - 6, flow.y - QR_SIDE + 6, QR_SIDE);
  let top = flow.y;
  blocks.forEach((b, i) => {
    drawBlock(page, b, top);
    top -= b.height + (gaps[i] ?? 0);
  });
  flow.y -= height + 8;
}

function decorate(fonts: Fonts, data: CertificateData, t: CertificateText) {
  const app = encodable(fonts.bold, data.appName);
  const title = encodable(fonts.regular, t.title);
  return (page: PDFPage) => {
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: COLORS.accent });
    page.drawText(app, { x: MARGIN, y: PAGE_HEIGHT - 34, font: fonts.bold, size: 11, color: COLORS.accent });
    const w = fonts.regular.widthOfTextAtSize(title, 9);
    page.drawText(title, {
      x: PAGE_WIDTH - MARGIN - w,
      y: PAGE_HEIGHT - 34,
      font: fonts.regular,
      size: 9,
      color: COLORS.muted,
    });
    page.drawLine({
      start: { x: MARGIN, y: PAGE_HEIGHT - 44 },
      end: { x: PAGE_WIDTH - MARGIN, y: PAGE_HEIGHT - 44 },
      thickness: 0.6,
      color: COLORS.rule,
    });
  };
}

function footers(flow: Flow, fonts: Fonts, data: CertificateData, t: CertificateText) {
  const left = encodable(fonts.regular, `${t.footer(data.appName)} · ${data.verificacao.codigo}`);
  const style = { font: fonts.regular, size: 8, color: COLORS.muted };
  flow.pages.forEach((page, i) => {
    page.drawLine({
      start: { x: MARGIN, y: 46 },
      end: { x: PAGE_WIDTH - MARGIN, y: 46 },
      thickness: 0.6,
      color: COLORS.rule,
    });
    page.drawText(left, { ...style, x: MARGIN, y: 32 });
    const right = t.pageOf(i + 1, flow.pages.length);
    page.drawText(right, {
      ...style,
      x: PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(right, 8),
      y: 32,
    });
  });
}

/** The company's logo at the top of the first page; a logo pdf-lib cannot read is left out. */
async function companyLogo(doc: PDFDocument, flow: Flow, png: Uint8Array | null | undefined) {
  if (!png) return;
  const image = await doc.embedPng(png).catch(() => null);
  if (!image) return;
  const { width, height } = image.scaleToFit(
    Math.min(LOGO_BOX.width, image.width),
    Math.min(LOGO_BOX.height, image.height),
  );
  flow.ensure(height);
  flow.page.drawImage(image, { x: MARGIN, y: flow.y - height, width, height });
  flow.y -= height + 10;
}

/** Adds the certificate pages at the end of doc and returns them. */
export async function drawCertificatePages(
  doc: PDFDocument,
  data: CertificateData,
  original: OriginalInfo,
): Promise<PDFPage[]> {
  const t = CERTIFICATE_TEXT[data.lang];
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const flow = new Flow(doc, decorate(fonts, data, t));
  await companyLogo(doc, flow, data.logo);
  const muted = { font: fonts.regular, size: 9.5, color: COLORS.muted };
  flow.row(
    [textBlock({ font: fonts.bold, size: 20, color: COLORS.text }, t.title, MARGIN, CONTENT_WIDTH)],
    8,
  );
  flow.row([textBlock(muted, t.intro(data.appName), MARGIN, CONTENT_WIDTH)], 3);
  flow.row([textBlock(muted, original.included ? t.kindSealed : t.kindStandalone, MARGIN, CONTENT_WIDTH)], 6);

  const d = data.documento;
  heading(flow, fonts, t.document, 40);
  fields(flow, fonts, [
    [t.fileName, d.nome],
    [t.sha256, d.sha256, true],
    [t.size, formatSize(data.lang, d.tamanho)],
    ...(original.pages !== null ? [[t.pages, String(original.pages)] as Field] : []),
    [t.type, d.mime],
    [t.company, data.empresa],
    [t.requester, data.solicitante ?? t.notInformed],
    [t.sentAt, formatDateTime(data.lang, data.enviadoEm)],
    [t.completedAt, formatDateTime(data.lang, data.concluidoEm)],
  ]);

  const marks = await Promise.all(data.signatarios.map((s) => signatoryMarks(doc, s)));
  heading(flow, fonts, t.signatories(data.signatarios.length), 120);
  data.signatarios.forEach((s, i) => {
    signatoryBlock(flow, fonts, data, s, i + 1, marks[i] ?? []);
  });

  heading(flow, fonts, t.chain, 30);
  fields(flow, fonts, [
    [t.chainHead, data.chain.head, true],
    [t.chainCount, String(data.chain.count)],
  ]);

  if (data.selo) {
    const selo = data.selo;
    heading(flow, fonts, t.sealHeading, 30);
    fields(flow, fonts, [
      [t.sealHolder, selo.titular],
      [t.sealIssuer, selo.emissor],
      [t.sealValidUntil, formatDateTime(data.lang, selo.validoAte)],
      ...(selo.cnpj ? [[t.sealCnpj, formatCnpj(selo.cnpj)] as Field] : []),
      ...(selo.responsavel || selo.cpf
        ? [
            [
              t.sealResponsible,
              [selo.responsavel, selo.cpf && `CPF ${selo.cpf}`].filter(Boolean).join(' · '),
            ] as Field,
          ]
        : []),
      ...(selo.politica ? [[t.sealPolicy, selo.politica] as Field] : []),
      ...(selo.carimbo ? [[t.sealTimestamp, t.sealTimestampValue(selo.carimbo)] as Field] : []),
    ]);
  }

  verification(flow, fonts, data, t);
  footers(flow, fonts, data, t);
  return flow.pages;
}
