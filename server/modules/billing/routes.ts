// Subscriptions: buying a plan or add-on modules (a pending order and its token), confirming it,
// and the financial records of the company and of every company (administrators).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyModulesBody,
  buyPlanBody,
  companyUsageResponse,
  confirmBody,
  confirmResponse,
  financialListQuery,
  financialListResponse,
  financialStatusBody,
  financialStatusResponse,
  orderResponse,
} from '../../../common/schemas/billing.js';
import { id } from '../../../common/schemas/fields.js';
import { companyPlanResponse } from '../../../common/schemas/plans.js';
import { type ApiMessageKey, translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { requestLanguage } from '../../http/language.js';
import { companyPlan } from '../plans/service.js';
import { confirmOrder } from './confirm.js';
import { registerPlanGate } from './gate.js';
import { type Buyer, buyModules, buyPlan, type PlacedOrder } from './purchase.js';
import { financialList, setRecordStatus } from './records.js';
import { companyUsage } from './usage.js';

const tags = ['Subscriptions'];
const security = [{ bearer: [] }];
const PERMISSION = 'subscription.manage';

export function billingRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  registerPlanGate(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = guards.permission(PERMISSION);

  /** A purchase: the pending order `buy` places for the signed-in user, answered 201 with its token. */
  function orderRoute<B extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    messageKey: ApiMessageKey,
    buy: (buyer: Buyer, body: z.infer<B>) => Promise<PlacedOrder>,
  ): void {
    r.post(
      url,
      { onRequest: manage, schema: { tags, security, summary, body, response: { 201: orderResponse } } },
      async (req, reply) => {
        const auth = currentAuth(req);
        // The body was validated against B; the type provider cannot name that type for a generic B.
        const input = req.body as z.infer<B>;
        const { token, pedido } = await buy({ userId: auth.user.id, empresaId: auth.empresaId }, input);
        return reply.code(201).send({
          message: translate(requestLanguage(req), messageKey),
          token_id: token,
          pedido,
        });
      },
    );
  }

  orderRoute(
    '/api/empresa/adquirir-plano',
    'Buys a plan with a periodicity, payment form and installments: a pending order and the token that confirms it (24 h)',
    buyPlanBody,
    'billing.plan_order_created',
    (buyer, body) => buyPlan(ctx, buyer, body),
  );

  orderRoute(
    '/api/empresa/adquirir-modulos',
    "Buys add-on modules of the company's plan ({adicional_id, quantidade} or {adicionais:[…]}): a pending order and its token",
    buyModulesBody,
    'billing.modules_order_created',
    (buyer, body) => buyModules(ctx, buyer, body),
  );

  r.get(
    '/api/empresa/plano',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "The company's current plan with its limits, prices and add-ons, even if no longer on sale (null without one)",
        response: { 200: companyPlanResponse },
      },
    },
    async (req) => ({ data: await companyPlan(ctx, currentAuth(req).companyPlan?.planoId ?? null) }),
  );

  r.get(
    '/api/empresa/uso',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "The company's use of each plan module against its limit: members, devices, storage, and this month's messages and signing requests",
        response: { 200: companyUsageResponse },
      },
    },
    async (req) => {
      return { data: await companyUsage(ctx, requireCompany(currentAuth(req))) };
    },
  );

  r.post(
    '/api/confirmar-plano/:tokenId',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          'Confirms an order: its charges are placed (the first with its Pix or boleto); the plan or modules take effect once it is paid (404 unknown, 410 expired, 409 used)',
        params: z.object({ tokenId: z.string().min(1).max(200) }),
        body: confirmBody,
        response: { 200: confirmResponse },
      },
    },
    async (req) => {
      const data = await confirmOrder(ctx, { empresaId: currentAuth(req).empresaId }, req.params.tokenId);
      const key = !data.pago
        ? 'payments.order_awaiting_payment'
        : data.tipo === 'plano'
          ? 'billing.plan_confirmed'
          : 'billing.modules_confirmed';
      return { message: translate(requestLanguage(req), key), data };
    },
  );

  r.get(
    '/api/financeiro',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary:
          "The company's financial records (sort: vencimento, valor, created_at, fin_status; filters: fin_status, de, ate, q)",
        querystring: financialListQuery,
        response: { 200: financialListResponse },
      },
    },
    async (req) => {
      const auth = currentAuth(req);
      // A platform administrator has no company here: the admin list is theirs.
      return financialList(ctx, req.query, auth.empresaId ?? -1);
    },
  );

  r.get(
    '/api/admin/financeiro',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary:
          "Every company's financial records, with the company's name (filters as the company's, plus empresa_id)",
        querystring: financialListQuery,
        response: { 200: financialListResponse },
      },
    },
    async (req) => financialList(ctx, req.query, undefined),
  );

  r.put(
    '/api/financeiro/:id/status',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary: "Sets a financial record's fin_status (-1 in arrears, 0 received, 1 opened, 2 paid)",
        params: z.object({ id }),
        body: financialStatusBody,
        response: { 200: financialStatusResponse },
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'billing.status_updated'),
      data: await setRecordStatus(ctx, req.params.id, req.body.fin_status, currentAuth(req).user.id),
    }),
  );
}
