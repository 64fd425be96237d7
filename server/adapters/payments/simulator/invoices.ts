// Service invoices (NFS-e): scheduled, then authorized by the "city hall" (at once on /authorize, or by
// itself once its effective date arrives), with a number, a verification code and PDF/XML files.
// Cancelling is immediate (no PROCESSING_CANCELLATION step).
import { randomInt } from 'node:crypto';
import { invalidAction, type Json, notFound } from './http.js';
import { reais } from './money.js';
import type { PaymentSimulator } from './state.js';
import type { SimInvoice } from './types.js';

export function findInvoice(sim: PaymentSimulator, id: string): SimInvoice {
  const inv = sim.invoices.get(id);
  if (!inv) throw notFound('Nota fiscal não encontrada.');
  return inv;
}

/** The NFS-e's files: only an authorized (or later cancelled) invoice has them. */
export const hasFiles = (inv: SimInvoice) => inv.number !== null;

export function invoiceJson(sim: PaymentSimulator, inv: SimInvoice): Json {
  const files = hasFiles(inv);
  return {
    object: 'invoice',
    id: inv.id,
    status: inv.status,
    customer: inv.customer,
    payment: inv.payment,
    installment: null,
    type: 'NFS-e',
    statusDescription: null,
    serviceDescription: inv.serviceDescription,
    pdfUrl: files ? `${sim.publicUrl}/nfse/${inv.id}.pdf` : null,
    xmlUrl: files ? `${sim.publicUrl}/nfse/${inv.id}.xml` : null,
    rpsSerie: inv.rpsSerie,
    rpsNumber: inv.rpsNumber,
    number: inv.number,
    validationCode: inv.validationCode,
    value: reais(inv.valueCents),
    deductions: reais(inv.deductionsCents),
    effectiveDate: inv.effectiveDate,
    observations: inv.observations,
    estimatedTaxesDescription: null,
    externalReference: inv.externalReference,
    taxes: inv.taxes,
    municipalServiceId: inv.municipalServiceId,
    municipalServiceCode: inv.municipalServiceCode,
    municipalServiceName: inv.municipalServiceName,
  };
}

export const emitInvoice = (sim: PaymentSimulator, event: string, inv: SimInvoice) =>
  sim.emit(event, 'invoice', inv.id, invoiceJson(sim, inv));

const CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = (n: number) => Array.from({ length: n }, () => CODE[randomInt(CODE.length)]).join('');

export function authorize(sim: PaymentSimulator, inv: SimInvoice): void {
  if (inv.status !== 'SCHEDULED')
    throw invalidAction(`Só uma nota fiscal agendada pode ser emitida (situação: ${inv.status}).`);
  const number = sim.nextNfseNumber();
  inv.status = 'AUTHORIZED';
  inv.number = number;
  inv.rpsSerie = 'E';
  inv.rpsNumber = number;
  inv.validationCode = `${code(4)}-${code(4)}`;
  inv.authorizedAt = sim.timestamp(sim.now());
  emitInvoice(sim, 'INVOICE_AUTHORIZED', inv);
}

export function cancel(sim: PaymentSimulator, inv: SimInvoice): void {
  if (inv.status === 'CANCELED') throw invalidAction('Esta nota fiscal já está cancelada.');
  inv.status = 'CANCELED';
  emitInvoice(sim, 'INVOICE_CANCELED', inv);
}

/** Scheduled invoices whose effective date is today or past are issued. */
export function authorizeDue(sim: PaymentSimulator): void {
  const today = sim.today();
  for (const inv of sim.invoices.values())
    if (inv.status === 'SCHEDULED' && inv.effectiveDate <= today) authorize(sim, inv);
}
