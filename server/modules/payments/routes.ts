// Payments' calls: the company's charges (one, its Pix, its boleto, paying it by card, paying it
// another way), its subscription and billing details; the provider's webhook; and, for platform
// administrators, a charge's refund and its event log.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingDetailsBody,
  billingDetails as billingDetailsView,
  boletoResponse,
  cardPayBody,
  changeMethodBody,
  chargeEventsResponse,
  chargeResponse,
  pixResponse,
  refundBody,
  subscriptionResponse,
} from '../../../common/schemas/billing.js';
import { id } from '../../../common/schemas/fields.js';
import { toCents } from '../../../common/validation/index.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { findRecord } from '../../db/queries/billing.js';
import { eventsOfCharge, findCharge } from '../../db/queries/payments.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { recordView } from '../billing/views.js';
import { isOpen, payByCard } from './cardPay.js';
import { boletoOf, changeMethod, pixOf, providerFailure, requireProvider } from './charges.js';
import { saveBillingDetails, subscriptionOf } from './subscription.js';
import { syncCharge } from './sync.js';
import { storeEvent } from './webhooks.js';

const tags = ['Subscriptions'];
const security = [{ bearer: [] }];
const params = z.object({ id });

export function paymentsRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = guards.permission('subscription.manage');

  /** The company's own charge (404 for another company's). */
  async function ownCharge(empresaId: number, chargeId: number) {
    const charge = await findCharge(ctx.db, chargeId);
    if (!charge || charge.empresaId !== empresaId) throw notFound();
    return charge;
  }
  const view = async (chargeId: number) => {
    const row = await findRecord(ctx.db, chargeId);
    if (!row) throw notFound();
    return recordView(row);
  };

  r.get(
    '/api/empresa/assinatura',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          'Where the company stands: plan, price, next charge, the oldest unpaid charge, dunning dates, kept card, billing details',
        response: { 200: subscriptionResponse },
      },
    },
    async (req) => ({ data: await subscriptionOf(ctx, requireCompany(currentAuth(req))) }),
  );

  r.put(
    '/api/empresa/dados-cobranca',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "The company's billing details: razão social, billing e-mail and address (the CNPJ is the company's)",
        body: billingDetailsBody,
        response: { 200: z.object({ message: z.string(), data: billingDetailsView }) },
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'payments.details_saved'),
      data: await saveBillingDetails(ctx, requireCompany(currentAuth(req)), req.body),
    }),
  );

  r.get(
    '/api/faturas/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'One of the company’s charges',
        params,
        response: { 200: chargeResponse },
      },
    },
    async (req) => {
      await ownCharge(requireCompany(currentAuth(req)), req.params.id);
      return { data: await view(req.params.id) };
    },
  );

  r.get(
    '/api/faturas/:id/pix',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "An open charge's Pix: the QR code (PNG data URL), its copia-e-cola and when it expires",
        params,
        response: { 200: pixResponse },
      },
    },
    async (req) => {
      const charge = await ownCharge(requireCompany(currentAuth(req)), req.params.id);
      if (!isOpen(charge)) throw new HttpError(409, 'payments.charge_not_open');
      const qr = await pixOf(ctx, charge);
      return {
        data: {
          payload: qr.payload,
          imagem: `data:image/png;base64,${qr.imagePngBase64}`,
          expira_em: qr.expiresAt.toISOString(),
        },
      };
    },
  );

  r.get(
    '/api/faturas/:id/boleto',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "An open charge's boleto: the 47-digit line, the bar code and the PDF",
        params,
        response: { 200: boletoResponse },
      },
    },
    async (req) => {
      const charge = await ownCharge(requireCompany(currentAuth(req)), req.params.id);
      if (!isOpen(charge)) throw new HttpError(409, 'payments.charge_not_open');
      if (charge.formaPagamento !== 'boleto') throw new HttpError(409, 'payments.not_boleto');
      const line = await boletoOf(ctx, charge);
      return { data: { linha: line.line, codigo_barras: line.barCode, url: line.url } };
    },
  );

  r.post(
    '/api/faturas/:id/cartao',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          'Pays an open charge by card (number and CVV go to the provider only; salvar keeps its token for renewals). 422 on a refusal: the charge stays open',
        params,
        body: cardPayBody,
        response: { 200: chargeResponse },
      },
    },
    async (req) => {
      const auth = currentAuth(req);
      const charge = await ownCharge(requireCompany(auth), req.params.id);
      const paid = await payByCard(ctx, charge, req.body, {
        email: auth.user.email,
        phone: auth.user.phone,
        ip: req.ip,
      });
      return {
        message: translate(requestLanguage(req), paid.applied ? 'payments.paid' : 'payments.awaiting'),
        data: await view(charge.id),
      };
    },
  );

  r.post(
    '/api/faturas/:id/forma',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Pays an open charge another way: Pix, boleto or card (e.g. after a refused card)',
        params,
        body: changeMethodBody,
        response: { 200: chargeResponse },
      },
    },
    async (req) => {
      const charge = await ownCharge(requireCompany(currentAuth(req)), req.params.id);
      if (!isOpen(charge)) throw new HttpError(409, 'payments.charge_not_open');
      await changeMethod(ctx, charge, req.body.forma_pagamento);
      return {
        message: translate(requestLanguage(req), 'payments.method_changed'),
        data: await view(charge.id),
      };
    },
  );

  // The provider's webhook: the token header is the credential; each event stored once, 200 at once.
  app.post(
    '/api/webhooks/asaas',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary:
          'Asaas webhook: header asaas-access-token must equal ASAAS_WEBHOOK_TOKEN (401 otherwise); each event is stored once by its id and applied after reading the charge again',
      },
    },
    async (req) => {
      const provider = ctx.payments.provider;
      if (!provider) throw notFound();
      if (!provider.verifyWebhook(req.headers)) throw new HttpError(401, 'payments.webhook_unauthorized');
      const event = provider.parseWebhook(req.body);
      if (!event) throw new HttpError(400, 'payments.webhook_invalid');
      const stored = await storeEvent(ctx, event);
      if (stored) ctx.payments.worker?.wake();
      return { received: true };
    },
  );

  r.get(
    '/api/admin/financeiro/:id/eventos',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary: "The provider's events about a charge, as received, with what the worker did",
        params,
        response: { 200: chargeEventsResponse },
      },
    },
    async (req) => {
      const charge = await findCharge(ctx.db, req.params.id);
      if (!charge) throw notFound();
      const events = await eventsOfCharge(ctx.db, charge);
      return {
        data: events.map((e) => ({
          id: e.id,
          evento_id: e.eventoId,
          evento: e.evento,
          recebido_em: e.recebidoEm.toISOString(),
          processado_em: e.processadoEm?.toISOString() ?? null,
          resultado: e.resultado,
          status_provedor: e.statusProvedor,
        })),
      };
    },
  );

  r.post(
    '/api/admin/financeiro/:id/estorno',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary: 'Refunds a charge paid through the provider: all of it, or valor reais of it',
        params,
        body: refundBody,
        response: { 200: chargeResponse },
      },
    },
    async (req) => {
      const charge = await findCharge(ctx.db, req.params.id);
      if (!charge) throw notFound();
      if (charge.status !== 'paid' || !charge.provedorId)
        throw new HttpError(409, 'payments.refund_not_allowed');
      const cents = req.body.valor === undefined ? undefined : toCents(req.body.valor);
      if (cents !== undefined && cents > charge.valorCentavos - charge.estornadoCentavos)
        throw fieldError('valor', 'payments.refund_too_much');
      let remote: Awaited<ReturnType<NonNullable<typeof ctx.payments.provider>['refund']>>;
      try {
        remote = await requireProvider(ctx).refund(charge.provedorId, cents);
      } catch (err) {
        throw providerFailure(err);
      }
      await syncCharge(ctx, charge, remote);
      return { message: translate(requestLanguage(req), 'payments.refunded'), data: await view(charge.id) };
    },
  );
}
