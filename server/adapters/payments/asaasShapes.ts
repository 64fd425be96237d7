// Asaas v3's JSON as the adapter reads it (../shared/reference/payments-asaas.md §1): only the fields
// the port needs, each schema loose so every other field Asaas adds or renames passes untouched.
// Money here is reais (JSON numbers) and dates are Asaas's strings; asaasMapping.ts converts them.
import { z } from 'zod';

const text = z.string().nullish();

/** `{errors:[{code,description}]}`: every Asaas error. */
export const asaasErrorBody = z.looseObject({
  errors: z.array(z.looseObject({ code: z.string().nullish(), description: z.string().nullish() })).min(1),
});

/** `{object:'list', hasMore, totalCount, limit, offset, data[]}` of some item. */
export const asaasList = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item) });

export const asaasCustomer = z.looseObject({
  id: z.string().min(1),
  externalReference: text,
  deleted: z.boolean().nullish(),
});

export const asaasRefund = z.looseObject({
  status: z.string().nullish(),
  value: z.number(),
});

export const asaasPayment = z.looseObject({
  id: z.string().min(1),
  customer: z.string(),
  status: z.string(),
  billingType: z.string(),
  /** What is due (after a late payment: what was paid, fine and interest included). */
  value: z.number(),
  /** The charge's own value when a late payment added fine and interest to `value`. */
  originalValue: z.number().nullish(),
  dueDate: z.string(),
  deleted: z.boolean().nullish(),
  externalReference: text,
  invoiceUrl: text,
  bankSlipUrl: text,
  transactionReceiptUrl: text,
  /** When the payer paid. */
  clientPaymentDate: text,
  /** When the money was credited (null while a card is only CONFIRMED). */
  paymentDate: text,
  confirmedDate: text,
  creditCard: z
    .looseObject({ creditCardNumber: text, creditCardBrand: text, creditCardToken: text })
    .nullish(),
  refunds: z.array(asaasRefund).nullish(),
});
export type AsaasPayment = z.infer<typeof asaasPayment>;

/** `YYYY-MM-DD HH:mm:ss`, Asaas's timestamps (Brasília, no zone). */
export const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

export const asaasPixQrCode = z.looseObject({
  encodedImage: z.string().min(1),
  payload: z.string().min(1),
  expirationDate: z.string().regex(TIMESTAMP),
});

export const asaasIdentificationField = z.looseObject({
  identificationField: z.string().min(1),
  nossoNumero: z.union([z.string(), z.number()]).transform(String),
  barCode: z.string().min(1),
});

export const asaasCardToken = z.looseObject({
  creditCardNumber: z.string(),
  creditCardBrand: z.string(),
  creditCardToken: z.string().min(1),
});

export const asaasSubscription = z.looseObject({
  id: z.string().min(1),
  status: z.enum(['ACTIVE', 'INACTIVE', 'EXPIRED']),
  nextDueDate: z.string(),
  externalReference: text,
  deleted: z.boolean().nullish(),
});

export const asaasInvoice = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  number: z.union([z.string(), z.number()]).nullish(),
  pdfUrl: text,
  xmlUrl: text,
  externalReference: text,
  deleted: z.boolean().nullish(),
});
export type AsaasInvoice = z.infer<typeof asaasInvoice>;

/** `DELETE …/{id}` → `{deleted:true, id}`. */
export const asaasDeleted = z.looseObject({ deleted: z.boolean().nullish() });
