// /v3/invoices: schedule an NFS-e (for a charge or a customer), get and list, authorize now, cancel.
import type { FastifyPluginAsync } from 'fastify';
import { isDate } from './clock.js';
import { badRequest, bodyOf, isObj, type Json, numberOf, page, paramOf, queryOf, textOf } from './http.js';
import { invoiceId } from './ids.js';
import { authorize, cancel, emitInvoice, findInvoice, invoiceJson } from './invoices.js';
import { readValue } from './requests.js';
import type { PaymentSimulator } from './state.js';
import type { SimInvoice } from './types.js';

const TAX_RATES = ['iss', 'pis', 'cofins', 'csll', 'inss', 'ir'] as const;

function readTaxes(v: unknown): SimInvoice['taxes'] {
  const given: Json = isObj(v) ? v : {};
  const taxes: SimInvoice['taxes'] = { retainIss: given.retainIss === true };
  for (const k of TAX_RATES) {
    const n = numberOf(given[k]) ?? 0;
    if (n < 0 || n > 100) throw badRequest('invalid_taxes', `A alíquota ${k} deve estar entre 0 e 100.`);
    taxes[k] = n;
  }
  return taxes;
}

export const invoiceRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  app.post('/v3/invoices', async (req) => {
    const body = bodyOf(req);
    const paymentRef = textOf(body.payment);
    const payment = paymentRef ? sim.payments.get(paymentRef) : undefined;
    if (paymentRef && !payment) throw badRequest('invalid_payment', 'Cobrança não encontrada.');
    const customer = payment?.customer ?? textOf(body.customer);
    if (!customer || !sim.customers.has(customer))
      throw badRequest('invalid_customer', 'Informe a cobrança ou o cliente da nota fiscal.');
    const serviceDescription = textOf(body.serviceDescription);
    if (!serviceDescription)
      throw badRequest('invalid_serviceDescription', 'Informe a descrição dos serviços da nota fiscal.');
    const valueCents = readValue(body.value);
    const effectiveDate = body.effectiveDate;
    if (!isDate(effectiveDate))
      throw badRequest('invalid_effectiveDate', 'Informe uma data de emissão válida (AAAA-MM-DD).');
    if (effectiveDate < sim.today())
      throw badRequest('invalid_effectiveDate', 'A data de emissão não pode ser anterior a hoje.');
    const municipalServiceId = textOf(body.municipalServiceId);
    const municipalServiceCode = textOf(body.municipalServiceCode);
    if (!municipalServiceId && !municipalServiceCode)
      throw badRequest(
        'invalid_municipalService',
        'Informe o serviço municipal (municipalServiceId ou municipalServiceCode).',
      );
    const deductions = numberOf(body.deductions) ?? 0;
    if (deductions < 0) throw badRequest('invalid_deductions', 'As deduções não podem ser negativas.');
    const inv: SimInvoice = {
      id: invoiceId(),
      status: 'SCHEDULED',
      customer,
      payment: payment?.id ?? null,
      serviceDescription,
      observations: textOf(body.observations),
      valueCents,
      deductionsCents: Math.round(deductions * 100),
      effectiveDate,
      externalReference: textOf(body.externalReference),
      municipalServiceId,
      municipalServiceCode,
      municipalServiceName: textOf(body.municipalServiceName) ?? municipalServiceCode,
      taxes: readTaxes(body.taxes),
      number: null,
      validationCode: null,
      rpsSerie: null,
      rpsNumber: null,
      authorizedAt: null,
    };
    sim.invoices.set(inv.id, inv);
    emitInvoice(sim, 'INVOICE_CREATED', inv);
    return invoiceJson(sim, inv);
  });

  app.get('/v3/invoices', async (req) => {
    const q = queryOf(req);
    const found = [...sim.invoices.values()]
      .filter(
        (i) =>
          (q.payment === undefined || i.payment === q.payment) &&
          (q.customer === undefined || i.customer === q.customer) &&
          (q.status === undefined || i.status === q.status) &&
          (q.externalReference === undefined || i.externalReference === q.externalReference),
      )
      .reverse();
    return page(
      req,
      found.map((i) => invoiceJson(sim, i)),
    );
  });

  app.get('/v3/invoices/:id', async (req) => invoiceJson(sim, findInvoice(sim, paramOf(req, 'id'))));

  app.post('/v3/invoices/:id/authorize', async (req) => {
    const inv = findInvoice(sim, paramOf(req, 'id'));
    authorize(sim, inv);
    return invoiceJson(sim, inv);
  });

  app.post('/v3/invoices/:id/cancel', async (req) => {
    const inv = findInvoice(sim, paramOf(req, 'id'));
    cancel(sim, inv);
    return invoiceJson(sim, inv);
  });
};
