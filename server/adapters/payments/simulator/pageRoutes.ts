// The public pages a payer opens without a key, as Asaas hosts them: the charge's invoice page (/i/…),
// the boleto PDF (/b/pdf/…), the receipt once paid (/comprovantes/…) and the NFS-e files (/nfse/…).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { ptDate } from './clock.js';
import { boletoOfPayment, pixCode } from './documents.js';
import { notFound, paramOf } from './http.js';
import { hasFiles } from './invoices.js';
import { brl } from './money.js';
import { hasBoleto, offersPix } from './payments.js';
import { boletoPdf, type NfseInput, nfsePdf, nfseXml } from './pdf.js';
import { MERCHANT, type PaymentSimulator } from './state.js';
import type { SimInvoice, SimPayment } from './types.js';

const STATUS_PT: Record<string, string> = {
  PENDING: 'Aguardando pagamento',
  OVERDUE: 'Vencida',
  CONFIRMED: 'Pagamento confirmado',
  RECEIVED: 'Recebida',
  REFUNDED: 'Estornada',
  CHARGEBACK_REQUESTED: 'Chargeback solicitado',
};

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const html = (reply: FastifyReply, title: string, body: string) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}` +
        `dt{color:#555;font-size:.85rem}dd{margin:0 0 .8rem;font-weight:600}textarea{width:100%;font-family:monospace}</style></head>` +
        `<body><h1>${esc(title)}</h1>${body}<p><small>Simulador de pagamentos: nenhum valor real é cobrado.</small></p></body></html>`,
    );

const dl = (rows: [string, string][]) =>
  `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;

export const pageRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  const paymentOf = (req: Parameters<typeof paramOf>[0]): SimPayment => {
    const p = sim.payments.get(`pay_${paramOf(req, 'id')}`);
    if (!p || p.deleted) throw notFound('Cobrança não encontrada.');
    return p;
  };
  const payerOf = (p: SimPayment) => sim.customers.get(p.customer);

  app.get('/i/:id', async (req, reply) => {
    const p = paymentOf(req);
    const open = p.status === 'PENDING' || p.status === 'OVERDUE';
    let pix = '';
    if (open && offersPix(p)) {
      const code = pixCode(sim, p);
      const image = await QRCode.toDataURL(code, { margin: 1, width: 240 });
      pix =
        `<h2>Pix</h2><img src="${image}" alt="QR Code Pix" width="240" height="240">` +
        `<p><label>Pix copia e cola<br><textarea readonly rows="4">${esc(code)}</textarea></label></p>`;
    }
    const boleto =
      open && hasBoleto(p)
        ? `<p><a href="${esc(`${sim.publicUrl}/b/pdf/${paramOf(req, 'id')}`)}">Baixar boleto (PDF)</a></p>`
        : '';
    const receipt = p.clientPaymentDate
      ? `<p><a href="${esc(`${sim.publicUrl}/comprovantes/${paramOf(req, 'id')}`)}">Comprovante</a></p>`
      : '';
    return html(
      reply,
      `Fatura ${p.invoiceNumber}`,
      dl([
        ['Cobrador', MERCHANT.name],
        ['Cliente', payerOf(p)?.name ?? ''],
        ['Descrição', p.description ?? ''],
        ['Valor', brl(p.valueCents)],
        ['Vencimento', ptDate(p.dueDate)],
        ['Situação', STATUS_PT[p.status] ?? p.status],
      ]) +
        pix +
        boleto +
        receipt,
    );
  });

  app.get('/b/pdf/:id', async (req, reply) => {
    const p = paymentOf(req);
    if (!hasBoleto(p)) throw notFound('Esta cobrança não possui boleto.');
    const payer = payerOf(p);
    const { identificationField, barCode } = boletoOfPayment(p);
    const pdf = await boletoPdf({
      payer: payer?.name ?? '',
      payerDocument: payer?.cpfCnpj ?? '',
      beneficiary: MERCHANT.name,
      beneficiaryDocument: MERCHANT.cnpj,
      nossoNumero: p.nossoNumero,
      dueDate: p.dueDate,
      valueCents: p.valueCents,
      line: identificationField,
      barCode,
      description: p.description,
    });
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });

  app.get('/comprovantes/:id', async (req, reply) => {
    const p = paymentOf(req);
    if (!p.clientPaymentDate) throw notFound('Comprovante não encontrado: a cobrança não foi paga.');
    const refunded = p.refunds.reduce((sum, r) => sum + r.valueCents, 0);
    return html(
      reply,
      'Comprovante de pagamento',
      dl([
        ['Recebedor', MERCHANT.name],
        ['Pagador', payerOf(p)?.name ?? ''],
        ['Cobrança', p.id],
        ['Forma de pagamento', p.billingType],
        ['Valor pago', brl(p.valueCents)],
        ['Data do pagamento', ptDate(p.clientPaymentDate)],
        ['Situação', STATUS_PT[p.status] ?? p.status],
        ...(refunded > 0 ? ([['Estornado', brl(refunded)]] as [string, string][]) : []),
      ]),
    );
  });

  app.get('/nfse/:file', async (req, reply) => {
    const m = /^(inv_\d+)\.(pdf|xml)$/.exec(paramOf(req, 'file'));
    const inv = m ? sim.invoices.get(m[1] as string) : undefined;
    if (!m || !inv || !hasFiles(inv)) throw notFound('Nota fiscal não encontrada.');
    const input = nfseInput(sim, inv);
    if (m[2] === 'xml') return reply.type('application/xml; charset=utf-8').send(nfseXml(input));
    return reply.type('application/pdf').send(Buffer.from(await nfsePdf(input)));
  });
};

function nfseInput(sim: PaymentSimulator, inv: SimInvoice): NfseInput {
  const taker = sim.customers.get(inv.customer);
  return {
    number: inv.number ?? '',
    validationCode: inv.validationCode ?? '',
    issuedAt: inv.authorizedAt ?? inv.effectiveDate,
    provider: MERCHANT.name,
    providerDocument: MERCHANT.cnpj,
    taker: taker?.name ?? '',
    takerDocument: taker?.cpfCnpj ?? '',
    serviceCode: inv.municipalServiceCode ?? inv.municipalServiceId ?? '',
    serviceName: inv.municipalServiceName ?? '',
    description: inv.serviceDescription,
    valueCents: inv.valueCents,
    issRate: typeof inv.taxes.iss === 'number' ? inv.taxes.iss : 0,
  };
}
