// Service invoices (NFS-e): when the platform set its fiscal service (NFSE_SERVICE_CODE), a charge
// paid through the provider asks the provider to issue one; its PDF and XML are then offered on
// Faturas. A failure never undoes the payment: the billing sweep asks again for paid charges
// without an invoice, and reads pending ones until the city hall authorizes them.
import type { ProviderInvoice } from '../../adapters/payments/port.js';
import type { FinancialRow } from '../../db/queries/billing.js';
import { updateCharge } from '../../db/queries/payments.js';
import { brasiliaDate } from '../billing/dates.js';
import type { Ctx } from './charges.js';

const invoiceFields = (inv: ProviderInvoice) => ({
  nfseId: inv.id,
  nfseStatus: inv.status,
  nfseNumero: inv.number,
  nfsePdfUrl: inv.pdfUrl,
  nfseXmlUrl: inv.xmlUrl,
});

/** Asks for the charge's invoice, once; false when it could not be asked now (tried again later). */
export async function requestInvoice(ctx: Ctx, charge: FinancialRow): Promise<boolean> {
  const nfse = ctx.config.payments.nfse;
  const provider = ctx.payments.provider;
  if (!nfse || !provider || !charge.provedorId || charge.nfseId) return true;
  try {
    const invoice = await provider.issueInvoice({
      chargeId: charge.provedorId,
      serviceDescription: `${nfse.description} — ${charge.descricao}`.slice(0, 250),
      valueCents: charge.valorCentavos,
      effectiveDate: brasiliaDate(ctx.payments.now()),
      municipalServiceCode: nfse.serviceCode,
      municipalServiceName: nfse.serviceName,
      externalReference: `nfse-${charge.id}`,
    });
    await updateCharge(ctx.db, charge.id, invoiceFields(invoice));
    return true;
  } catch {
    return false;
  }
}

/** Reads an invoice again (a webhook said it changed, or the sweep is waiting for it). */
export async function refreshInvoice(ctx: Ctx, charge: FinancialRow): Promise<string> {
  const provider = ctx.payments.provider;
  if (!provider || !charge.nfseId) return 'no invoice';
  const invoice = await provider.getInvoice(charge.nfseId);
  if (!invoice) return 'invoice not found';
  await updateCharge(ctx.db, charge.id, invoiceFields(invoice));
  return `invoice ${invoice.status}`;
}
