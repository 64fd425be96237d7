// The Asaas v3 adapter against the built-in simulator over real HTTP (a bare Fastify with the plugin at
// /psp-sim): what the product does through the port — a customer, a Pix charge and its QR, a boleto's
// line, a card tokenized and paid, a refused card leaving the charge unpaid, refunds, cancelling — reads
// back the way billing expects it.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsaasProvider } from '../../server/adapters/payments/asaas.js';
import {
  type CardData,
  CardDeclinedError,
  type CardHolder,
  type ChargeInput,
  type PaymentProvider,
  PaymentProviderError,
} from '../../server/adapters/payments/port.js';
import { PaymentSimulator, paymentSimulatorPlugin } from '../../server/adapters/payments/simulator/index.js';

const KEY = '$aact_hmlg_sim_0123456789abcdef';
const HOLDER: CardHolder = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310100',
  addressNumber: '1000',
  phone: '11987654321',
};
const card = (number: string): CardData => ({
  holderName: 'Maria Silva',
  number,
  expiryMonth: '12',
  expiryYear: String(new Date().getUTCFullYear() + 3),
  ccv: '318',
});
const APPROVES = '4444444444444444';
const DECLINES = '5184019740373151';
const PNG_MAGIC = '89504e470d0a1a0a';

let app: FastifyInstance;
let sim: PaymentSimulator;
let baseUrl: string;
let psp: PaymentProvider;
let customerId: string;
let refs = 0;

const charge = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  customerId,
  method: 'pix',
  valueCents: 9990,
  dueDate: sim.today(),
  description: 'Plano Profissional',
  externalReference: `fin-${++refs}`,
  ...over,
});

async function control(path: string) {
  const res = await fetch(`${baseUrl}/_control/${path}`, {
    method: 'POST',
    headers: { access_token: KEY, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
}

async function failure(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  sim = new PaymentSimulator({ apiKey: KEY, publicUrl: 'http://127.0.0.1/psp-sim' });
  app = Fastify({ logger: false });
  await app.register(paymentSimulatorPlugin, { prefix: '/psp-sim', sim });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/psp-sim`;
  sim.publicUrl = baseUrl;
  psp = createAsaasProvider({
    baseUrl: `${baseUrl}/v3`,
    apiKey: KEY,
    webhookToken: 'unused',
    timeoutMs: 5000,
  });
  customerId = await psp.ensureCustomer({
    name: 'Acme Ltda',
    cpfCnpj: '11222333000181',
    email: 'financeiro@acme.com.br',
    postalCode: '01310100',
    externalReference: 'empresa-1',
  });
});

afterAll(async () => {
  await app.close();
});

describe('against the simulator', () => {
  it('creates a customer once and finds it again by our reference', async () => {
    expect(customerId).toMatch(/^cus_\d{12}$/);
    const again = await psp.ensureCustomer({
      name: 'Acme Ltda',
      cpfCnpj: '11222333000181',
      externalReference: 'empresa-1',
    });
    expect(again).toBe(customerId);
    expect([...sim.customers.values()].filter((c) => !c.deleted)).toHaveLength(1);
  });

  it('a refused key is invalid_access_token', async () => {
    const wrong = createAsaasProvider({
      baseUrl: `${baseUrl}/v3`,
      apiKey: 'chave-errada',
      webhookToken: 'x',
    });
    const err = await failure(wrong.getCharge('pay_000000000000'));
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ status: 401, code: 'invalid_access_token' });
  });

  it('a Pix charge: its QR carries the amount, then paying it reads as paid today', async () => {
    const created = await psp.createCharge(charge({ valueCents: 9990 }));
    expect(created).toMatchObject({
      customerId,
      status: 'pending',
      rawStatus: 'PENDING',
      method: 'pix',
      valueCents: 9990,
      dueDate: sim.today(),
      paidAt: null,
      externalReference: `fin-${refs}`,
      refundedCents: 0,
    });
    expect(created.id).toMatch(/^pay_/);
    expect(created.invoiceUrl).toContain('/psp-sim/i/');

    const qr = await psp.getPixQr(created.id);
    expect(qr.payload).toMatch(/^000201/);
    expect(qr.payload).toContain('540599.90');
    expect(Buffer.from(qr.imagePngBase64, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    // 23:59:59 in Brasília, a year on.
    expect(qr.expiresAt.toISOString()).toMatch(/T02:59:59\.000Z$/);
    expect(qr.expiresAt.getTime() - Date.now()).toBeGreaterThan(300 * 86_400_000);

    await control(`pix/${created.id}/pay`);
    const paid = await psp.getCharge(created.id);
    expect(paid).toMatchObject({ status: 'paid', rawStatus: 'RECEIVED', valueCents: 9990 });
    expect(paid?.paidAt).toEqual(new Date(`${sim.today()}T00:00:00-03:00`));
    expect(paid?.receiptUrl).toContain('/psp-sim/comprovantes/');
    expect(await psp.findChargeByExternalReference(`fin-${refs}`)).toMatchObject({ id: created.id });
  });

  it("a boleto charge: its 47-digit line, 44-digit bar code and the PDF's address", async () => {
    const created = await psp.createCharge(
      charge({ method: 'boleto', valueCents: 1, finePercent: 2, interestPercentMonth: 1 }),
    );
    expect(created).toMatchObject({ method: 'boleto', valueCents: 1 });
    expect(created.bankSlipUrl).toContain('/psp-sim/b/pdf/');
    const boleto = await psp.getBoletoLine(created.id);
    expect(boleto.line).toMatch(/^\d{47}$/);
    expect(boleto.barCode).toMatch(/^\d{44}$/);
    // The amount: the line's last ten digits, the bar code's 10th to 19th.
    expect(boleto.line.slice(-10)).toBe('0000000001');
    expect(boleto.barCode.slice(9, 19)).toBe('0000000001');
    expect(boleto.nossoNumero).not.toBe('');
  });

  it('tokenizes a card and pays a card charge with the token', async () => {
    const token = await psp.tokenizeCard(customerId, card(APPROVES), HOLDER, '200.1.2.3');
    expect(token).toMatchObject({ last4: '4444', brand: 'VISA' });
    const created = await psp.createCharge(charge({ method: 'credit_card', valueCents: 12990 }));
    const paid = await psp.payWithCard(created.id, { token: token.token, remoteIp: '200.1.2.3' });
    expect(paid).toMatchObject({ status: 'paid', rawStatus: 'CONFIRMED', valueCents: 12990 });
    expect(paid.card).toMatchObject({ last4: '4444', brand: 'VISA' });
    expect(paid.paidAt).toEqual(new Date(`${sim.today()}T00:00:00-03:00`));
  });

  it('a refused card is a CardDeclinedError and the charge stays unpaid', async () => {
    const created = await psp.createCharge(charge({ method: 'credit_card' }));
    const err = await failure(
      psp.payWithCard(created.id, { card: card(DECLINES), holder: HOLDER, remoteIp: '200.1.2.3' }),
    );
    expect(err).toBeInstanceOf(CardDeclinedError);
    expect(err).toMatchObject({ code: 'invalid_action' });
    expect(err.message).not.toContain(DECLINES);
    expect(await psp.getCharge(created.id)).toMatchObject({ status: 'pending', paidAt: null });

    // Then paid by Pix instead.
    const byPix = await psp.changeMethod(created.id, 'pix');
    expect(byPix).toMatchObject({ method: 'pix', status: 'pending' });
    expect((await psp.getPixQr(created.id)).payload).toContain('540599.90');
  });

  it('refunds part of a paid charge, then the rest', async () => {
    const created = await psp.createCharge(charge({ valueCents: 5000 }));
    await control(`pix/${created.id}/pay`);
    const part = await psp.refund(created.id, 1050);
    expect(part).toMatchObject({ status: 'paid', refundedCents: 1050 });
    const whole = await psp.refund(created.id);
    expect(whole).toMatchObject({ status: 'refunded', rawStatus: 'REFUNDED' });
    expect(whole.refundedCents).toBe(5000);
  });

  it('cancels an unpaid charge; an unknown one is null', async () => {
    const created = await psp.createCharge(charge());
    await psp.cancelCharge(created.id);
    expect(await psp.getCharge(created.id)).toMatchObject({ status: 'cancelled', paidAt: null });
    // A retried cancel is done too.
    await psp.cancelCharge(created.id);
    expect(await psp.findChargeByExternalReference(`fin-${refs}`)).toBeNull();
    expect(await psp.getCharge('pay_000000000000')).toBeNull();
    expect(await psp.getInvoice('inv_000000000000')).toBeNull();
  });

  it('issues the NFS-e of a paid charge', async () => {
    const created = await psp.createCharge(charge());
    await control(`pix/${created.id}/pay`);
    const invoice = await psp.issueInvoice({
      chargeId: created.id,
      serviceDescription: 'Assinatura Cofre',
      valueCents: 9990,
      effectiveDate: sim.today(),
      municipalServiceCode: '01.07',
      externalReference: `nf-${refs}`,
    });
    expect(invoice.status).toBe('authorized');
    expect(invoice.number).toMatch(/^\d+$/);
    expect(invoice.pdfUrl).toContain('/psp-sim/nfse/');
    expect(await psp.getInvoice(invoice.id)).toEqual(invoice);
  });

  it('starts and cancels a subscription', async () => {
    const sub = await psp.createSubscription({
      customerId,
      method: 'boleto',
      valueCents: 9990,
      nextDueDate: sim.today(),
      cycle: 'MONTHLY',
      description: 'Plano Profissional',
      externalReference: 'assinatura-1',
    });
    expect(sub).toMatchObject({
      status: 'ACTIVE',
      nextDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(sub.id).toMatch(/^sub_/);
    await psp.cancelSubscription(sub.id);
    expect(sim.subscriptions.get(sub.id)?.deleted).toBe(true);
    // A retried cancel is done too.
    await psp.cancelSubscription(sub.id);
  });

  it('refuses to cancel a paid charge', async () => {
    const created = await psp.createCharge(charge());
    await control(`pix/${created.id}/pay`);
    expect(await failure(psp.cancelCharge(created.id))).toMatchObject({ status: 400 });
    expect(await psp.getCharge(created.id)).toMatchObject({ status: 'paid' });
  });
});
