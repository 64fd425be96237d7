// The payment port over Asaas API v3 (../shared/reference/payments-asaas.md §1): production, the
// sandbox and the built-in simulator differ only in baseUrl and key. Money leaves as reais and comes
// back as cents (asaasMapping.ts); the exchange and its errors are in asaasTransport.ts.
import {
  billingType,
  brasiliaTimestamp as toInstant,
  toProviderCharge,
  toProviderInvoice,
  toReais,
} from './asaasMapping.js';
import { createOnce, removeOnce, withReference } from './asaasOnce.js';
import {
  asaasCardToken,
  asaasCustomer,
  asaasIdentificationField,
  asaasInvoice,
  asaasPayment,
  asaasPixQrCode,
  asaasSubscription,
} from './asaasShapes.js';
import { createAsaasTransport, isNotFound, seg } from './asaasTransport.js';
import { hasWebhookToken, parseAsaasWebhook } from './asaasWebhook.js';
import {
  type CardData,
  type CardHolder,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type ProviderCharge,
} from './port.js';

export interface AsaasOptions {
  /** e.g. https://api-sandbox.asaas.com/v3 or http://127.0.0.1:3000/psp-sim/v3 (a trailing slash is fine). */
  baseUrl: string;
  apiKey: string;
  /** What the `asaas-access-token` header of a webhook must equal. */
  webhookToken: string;
  /** Default 'Cofre/<package version>'. */
  userAgent?: string;
  /** Per call; default 15 000. */
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

const cardBody = (card: CardData, holder: CardHolder) => ({
  creditCard: {
    holderName: card.holderName,
    number: card.number,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    ccv: card.ccv,
  },
  creditCardHolderInfo: {
    name: holder.name,
    email: holder.email,
    cpfCnpj: holder.cpfCnpj,
    postalCode: holder.postalCode,
    addressNumber: holder.addressNumber,
    phone: holder.phone,
  },
});

/** The optional customer fields that were given (Asaas is sent no nulls). */
function given(fields: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (v) out[k] = v;
  return out;
}

export function createAsaasProvider(o: AsaasOptions): PaymentProvider {
  const send = createAsaasTransport(o);

  const payment = async (
    op: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: Record<string, unknown>,
  ) => toProviderCharge(await send({ op, method, path, answer: asaasPayment, body }));

  const findCharge = async (ref: string): Promise<ProviderCharge | null> => {
    const [found] = await withReference(send, 'payments', asaasPayment, ref);
    return found ? toProviderCharge(found) : null;
  };

  return {
    name: 'asaas',

    async ensureCustomer(input) {
      const [found] = await withReference(send, 'customers', asaasCustomer, input.externalReference);
      if (found) return found.id;
      const created = await send({
        op: 'createCustomer',
        method: 'POST',
        path: '/customers',
        answer: asaasCustomer,
        body: {
          name: input.name,
          cpfCnpj: input.cpfCnpj,
          externalReference: input.externalReference,
          ...given({
            email: input.email,
            phone: input.phone,
            postalCode: input.postalCode,
            address: input.address,
            addressNumber: input.addressNumber,
            complement: input.complement,
            province: input.province,
          }),
        },
      });
      return created.id;
    },

    async createCharge(input) {
      const body = {
        customer: input.customerId,
        billingType: billingType(input.method),
        value: toReais(input.valueCents),
        dueDate: input.dueDate,
        description: input.description.slice(0, 500),
        externalReference: input.externalReference,
        ...(input.finePercent == null ? {} : { fine: { value: input.finePercent, type: 'PERCENTAGE' } }),
        ...(input.interestPercentMonth == null ? {} : { interest: { value: input.interestPercentMonth } }),
      };
      return createOnce(
        () => payment('createCharge', 'POST', '/payments', body),
        () => findCharge(input.externalReference),
      );
    },

    async getCharge(id) {
      try {
        return await payment('getCharge', 'GET', `/payments/${seg(id)}`);
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    findChargeByExternalReference: findCharge,

    async changeMethod(id, method) {
      return payment('changeMethod', 'PUT', `/payments/${seg(id)}`, { billingType: billingType(method) });
    },

    cancelCharge: (id) => removeOnce(send, 'cancelCharge', `/payments/${seg(id)}`),

    async getPixQr(id) {
      const qr = await send({
        op: 'getPixQr',
        method: 'GET',
        path: `/payments/${seg(id)}/pixQrCode`,
        answer: asaasPixQrCode,
      });
      const expiresAt = toInstant(qr.expirationDate);
      if (!expiresAt) throw new PaymentProviderUnavailable('getPixQr: unexpected response');
      return { payload: qr.payload, imagePngBase64: qr.encodedImage, expiresAt };
    },

    async getBoletoLine(id) {
      const b = await send({
        op: 'getBoletoLine',
        method: 'GET',
        path: `/payments/${seg(id)}/identificationField`,
        answer: asaasIdentificationField,
      });
      return { line: b.identificationField, barCode: b.barCode, nossoNumero: b.nossoNumero };
    },

    async tokenizeCard(customerId, card, holder, remoteIp) {
      const t = await send({
        op: 'tokenizeCard',
        method: 'POST',
        path: '/creditCard/tokenizeCreditCard',
        answer: asaasCardToken,
        body: { customer: customerId, ...cardBody(card, holder), remoteIp },
        card: true,
        secrets: [card.number],
      });
      return { token: t.creditCardToken, last4: t.creditCardNumber.slice(-4), brand: t.creditCardBrand };
    },

    // A timeout here leaves it unknown whether the card was charged: the caller re-reads the charge.
    async payWithCard(id, pay) {
      const body =
        'token' in pay
          ? { creditCardToken: pay.token, remoteIp: pay.remoteIp }
          : { ...cardBody(pay.card, pay.holder), remoteIp: pay.remoteIp };
      return toProviderCharge(
        await send({
          op: 'payWithCard',
          method: 'POST',
          path: `/payments/${seg(id)}/payWithCreditCard`,
          answer: asaasPayment,
          body,
          card: true,
          secrets: 'card' in pay ? [pay.card.number] : [],
        }),
      );
    },

    async refund(id, valueCents) {
      return payment(
        'refund',
        'POST',
        `/payments/${seg(id)}/refund`,
        valueCents === undefined ? {} : { value: toReais(valueCents) },
      );
    },

    async createSubscription(input) {
      const body = {
        customer: input.customerId,
        billingType: billingType(input.method),
        value: toReais(input.valueCents),
        nextDueDate: input.nextDueDate,
        cycle: input.cycle,
        description: input.description.slice(0, 500),
        externalReference: input.externalReference,
      };
      return createOnce(
        async () => {
          const s = await send({
            op: 'createSubscription',
            method: 'POST',
            path: '/subscriptions',
            answer: asaasSubscription,
            body,
          });
          return { id: s.id, status: s.status, nextDueDate: s.nextDueDate };
        },
        async () => {
          const [s] = await withReference(send, 'subscriptions', asaasSubscription, input.externalReference);
          return s ? { id: s.id, status: s.status, nextDueDate: s.nextDueDate } : null;
        },
      );
    },

    cancelSubscription: (id) => removeOnce(send, 'cancelSubscription', `/subscriptions/${seg(id)}`),

    async issueInvoice(input) {
      const body = {
        payment: input.chargeId,
        serviceDescription: input.serviceDescription,
        value: toReais(input.valueCents),
        effectiveDate: input.effectiveDate,
        municipalServiceCode: input.municipalServiceCode,
        ...(input.municipalServiceName ? { municipalServiceName: input.municipalServiceName } : {}),
        externalReference: input.externalReference,
        observations: '',
        taxes: { retainIss: false, iss: 0, pis: 0, cofins: 0, csll: 0, inss: 0, ir: 0 },
      };
      // Like a charge, an NFS-e must not be issued twice because an answer was lost.
      const invoice = await createOnce(
        () => send({ op: 'issueInvoice', method: 'POST', path: '/invoices', answer: asaasInvoice, body }),
        async () =>
          (await withReference(send, 'invoices', asaasInvoice, input.externalReference)).find(
            (i) => i.status !== 'CANCELED',
          ) ?? null,
      );
      // Found again after a lost answer, it may already be past scheduling.
      if (invoice.status !== 'SCHEDULED') return toProviderInvoice(invoice);
      const authorized = await send({
        op: 'authorizeInvoice',
        method: 'POST',
        path: `/invoices/${seg(invoice.id)}/authorize`,
        answer: asaasInvoice,
      });
      return toProviderInvoice(authorized);
    },

    async getInvoice(id) {
      try {
        return toProviderInvoice(
          await send({ op: 'getInvoice', method: 'GET', path: `/invoices/${seg(id)}`, answer: asaasInvoice }),
        );
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    verifyWebhook: (headers) => hasWebhookToken(headers, o.webhookToken),
    parseWebhook: parseAsaasWebhook,
  };
}
