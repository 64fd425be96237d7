// The Asaas v3 adapter against a small fake Asaas (a bare Fastify that records every request and
// answers what each test scripts): the key and name on every call, cents ↔ reais both ways, Asaas's
// errors turned into the port's (never showing the key or a card), no second charge after a lost
// answer, the customer found again, the webhook token and envelope, and the status table.
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAsaasProvider } from '../../server/adapters/payments/asaas.js';
import { chargeStatus, invoiceStatus } from '../../server/adapters/payments/asaasMapping.js';
import {
  type CardData,
  CardDeclinedError,
  type CardHolder,
  type ChargeInput,
  type PaymentProvider,
  PaymentProviderError,
  PaymentProviderUnavailable,
} from '../../server/adapters/payments/port.js';

const KEY = '$aact_hmlg_000MzkwODA2MWY2OGM3MWRlMDU2NWM3MzJlNzZmNGZhZGY6OmZha2Vfa2V5';
const HOOK_TOKEN = 'whk_3f9a1c7e5b2d4a6c8e0f1a3b5c7d9e1f';
const CARD: CardData = {
  holderName: 'Maria Silva',
  number: '5184019740373151',
  expiryMonth: '12',
  expiryYear: '2031',
  ccv: '318',
};
const HOLDER: CardHolder = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  cpfCnpj: '24971563792',
  postalCode: '01310100',
  addressNumber: '1000',
  phone: '11987654321',
};

interface Hit {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as sent (the exact JSON text), and parsed. */
  raw: string;
  body: Record<string, unknown> | null;
}
type Answer = { status: number; body?: unknown } | 'hang';

let fake: FastifyInstance;
let baseUrl: string;
let hits: Hit[] = [];
let answer: (hit: Hit) => Answer = () => notFound();
let releaseHung: () => void = () => {};
const hung = new Promise<void>((r) => {
  releaseHung = r;
});

const notFound = (): Answer => ({
  status: 404,
  body: { errors: [{ code: 'not_found', description: 'Recurso não encontrado.' }] },
});
const list = (data: unknown[]) => ({
  object: 'list',
  hasMore: false,
  totalCount: data.length,
  limit: 10,
  offset: 0,
  data,
});

/** A payment as Asaas writes it (the fields the adapter reads, and a few it does not). */
function asaasPayment(over: Record<string, unknown> = {}) {
  return {
    object: 'payment',
    id: 'pay_080225913252',
    dateCreated: '2026-03-02',
    customer: 'cus_000005401844',
    subscription: null,
    value: 99.9,
    netValue: 97.91,
    billingType: 'PIX',
    status: 'PENDING',
    dueDate: '2026-03-10',
    originalDueDate: '2026-03-10',
    paymentDate: null,
    clientPaymentDate: null,
    confirmedDate: null,
    invoiceUrl: 'https://www.asaas.com/i/080225913252',
    bankSlipUrl: null,
    transactionReceiptUrl: null,
    externalReference: 'fin-1',
    deleted: false,
    creditCard: null,
    refunds: null,
    ...over,
  };
}

const provider = (over: Partial<Parameters<typeof createAsaasProvider>[0]> = {}): PaymentProvider =>
  createAsaasProvider({ baseUrl: `${baseUrl}/`, apiKey: KEY, webhookToken: HOOK_TOKEN, ...over });

const charge = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  customerId: 'cus_000005401844',
  method: 'pix',
  valueCents: 9990,
  dueDate: '2026-03-10',
  description: 'Plano Profissional — março/2026',
  externalReference: 'fin-1',
  ...over,
});

async function failure(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  // Closing must not wait for the request left hanging on purpose.
  fake = Fastify({ logger: false, forceCloseConnections: true });
  fake.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) =>
    done(null, text),
  );
  fake.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/*',
    handler: async (req, reply) => {
      const url = new URL(req.url, 'http://fake');
      const raw = typeof req.body === 'string' ? req.body : '';
      const hit: Hit = {
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        raw,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      };
      hits.push(hit);
      const a = answer(hit);
      if (a === 'hang') {
        await hung;
        return reply.code(504).send();
      }
      return reply.code(a.status).send(a.body ?? '');
    },
  });
  await fake.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v3`;
});

afterAll(async () => {
  releaseHung();
  await fake.close();
});

beforeEach(() => {
  hits = [];
  answer = () => notFound();
});

describe('every call', () => {
  it('carries the key and the application name, and sends JSON', async () => {
    answer = () => ({ status: 200, body: asaasPayment() });
    await provider().getCharge('pay_080225913252');
    await provider({ userAgent: 'Cofre-test/9' }).changeMethod('pay_080225913252', 'boleto');
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
    expect(hits.map((h) => [h.method, h.path])).toEqual([
      ['GET', '/v3/payments/pay_080225913252'],
      ['PUT', '/v3/payments/pay_080225913252'],
    ]);
    for (const h of hits) {
      expect(h.headers.access_token).toBe(KEY);
      expect(h.headers.accept).toBe('application/json');
    }
    expect(hits[1]?.headers['content-type']).toBe('application/json');
    expect(hits[0]?.headers['user-agent']).toBe(`Cofre/${version}`);
    expect(hits[1]?.headers['user-agent']).toBe('Cofre-test/9');
    expect(hits[1]?.body).toEqual({ billingType: 'BOLETO' });
  });
});

describe('money', () => {
  it.each([
    [9990, '99.9'],
    [1, '0.01'],
    [2147483647, '21474836.47'],
  ])('%i cents go out as %s reais and come back as the same cents', async (cents, reais) => {
    answer = (h) => ({ status: 200, body: asaasPayment({ value: h.body?.value }) });
    const created = await provider().createCharge(charge({ valueCents: cents }));
    expect(hits[0]?.raw).toContain(`"value":${reais},`);
    expect(created.valueCents).toBe(cents);
  });

  it('never sends an amount that is not whole cents', async () => {
    expect(await failure(provider().createCharge(charge({ valueCents: 99.9 })))).toBeInstanceOf(RangeError);
    expect(await failure(provider().refund('pay_1', -1))).toBeInstanceOf(RangeError);
    expect(hits).toEqual([]);
  });

  it('sends the charge as Asaas takes it, with the late fine and interest', async () => {
    answer = () => ({ status: 200, body: asaasPayment({ billingType: 'BOLETO' }) });
    await provider().createCharge(charge({ method: 'boleto', finePercent: 2, interestPercentMonth: 1 }));
    expect(hits[0]?.method).toBe('POST');
    expect(hits[0]?.path).toBe('/v3/payments');
    expect(hits[0]?.body).toEqual({
      customer: 'cus_000005401844',
      billingType: 'BOLETO',
      value: 99.9,
      dueDate: '2026-03-10',
      description: 'Plano Profissional — março/2026',
      externalReference: 'fin-1',
      fine: { value: 2, type: 'PERCENTAGE' },
      interest: { value: 1 },
    });
  });

  it('reads a paid, partly refunded card charge: paid day in Brasília, refunds done, card', async () => {
    answer = () => ({
      status: 200,
      body: asaasPayment({
        status: 'CONFIRMED',
        billingType: 'CREDIT_CARD',
        value: 129.9,
        clientPaymentDate: '2026-03-05',
        confirmedDate: '2026-03-06',
        transactionReceiptUrl: 'https://www.asaas.com/comprovantes/1',
        creditCard: { creditCardNumber: '4444', creditCardBrand: 'VISA', creditCardToken: 'tok-1' },
        refunds: [
          { status: 'DONE', value: 10.1 },
          { status: 'PENDING', value: 5 },
          { status: 'DONE', value: 0.2 },
        ],
      }),
    });
    expect(await provider().getCharge('pay_080225913252')).toEqual({
      id: 'pay_080225913252',
      customerId: 'cus_000005401844',
      status: 'paid',
      rawStatus: 'CONFIRMED',
      method: 'credit_card',
      valueCents: 12990,
      dueDate: '2026-03-10',
      paidAt: new Date('2026-03-05T03:00:00Z'),
      externalReference: 'fin-1',
      invoiceUrl: 'https://www.asaas.com/i/080225913252',
      bankSlipUrl: null,
      receiptUrl: 'https://www.asaas.com/comprovantes/1',
      card: { last4: '4444', brand: 'VISA', token: 'tok-1' },
      refundedCents: 1030,
    });
  });

  it('a REFUNDED charge listing no refunds was refunded whole; an unpaid one has no paid date', async () => {
    answer = () => ({ status: 200, body: asaasPayment({ status: 'REFUNDED', paymentDate: '2026-03-04' }) });
    const refunded = await provider().refund('pay_080225913252');
    expect(hits[0]?.path).toBe('/v3/payments/pay_080225913252/refund');
    expect(hits[0]?.body).toEqual({});
    expect(refunded).toMatchObject({ status: 'refunded', refundedCents: 9990 });
    expect(refunded.paidAt).toEqual(new Date('2026-03-04T03:00:00Z'));

    answer = () => ({ status: 200, body: asaasPayment({ status: 'OVERDUE', paymentDate: '2026-03-04' }) });
    expect((await provider().getCharge('pay_080225913252'))?.paidAt).toBeNull();
    await provider().refund('pay_080225913252', 1050);
    expect(hits.at(-1)?.body).toEqual({ value: 10.5 });
  });
});

describe('errors', () => {
  it('a refused key is invalid_access_token (401)', async () => {
    answer = () => ({
      status: 401,
      body: {
        errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }],
      },
    });
    const err = await failure(provider().getCharge('pay_1'));
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ status: 401, code: 'invalid_access_token' });
    // Even when the body says nothing.
    answer = () => ({ status: 401 });
    expect(await failure(provider().getCharge('pay_1'))).toMatchObject({ code: 'invalid_access_token' });
  });

  it('a card refusal is a CardDeclinedError; the same code elsewhere is not', async () => {
    const refusal = {
      status: 400,
      body: {
        errors: [
          {
            code: 'invalid_action',
            description:
              'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
          },
        ],
      },
    };
    answer = () => refusal;
    const byCard = await failure(
      provider().payWithCard('pay_1', { card: CARD, holder: HOLDER, remoteIp: '200.1.2.3' }),
    );
    expect(byCard).toBeInstanceOf(CardDeclinedError);
    expect(byCard).toMatchObject({ status: 400, code: 'invalid_action' });
    expect((byCard as CardDeclinedError).description).toContain('Transação não autorizada');
    expect(hits[0]?.body).toEqual({
      creditCard: {
        holderName: 'Maria Silva',
        number: CARD.number,
        expiryMonth: '12',
        expiryYear: '2031',
        ccv: '318',
      },
      creditCardHolderInfo: HOLDER,
      remoteIp: '200.1.2.3',
    });

    answer = () => ({
      status: 400,
      body: { errors: [{ code: 'invalid_creditCard', description: 'Cartão expirado.' }] },
    });
    expect(await failure(provider().tokenizeCard('cus_1', CARD, HOLDER, '200.1.2.3'))).toBeInstanceOf(
      CardDeclinedError,
    );

    answer = () => refusal;
    const elsewhere = await failure(provider().changeMethod('pay_1', 'pix'));
    expect(elsewhere).toBeInstanceOf(PaymentProviderError);
    expect(elsewhere).not.toBeInstanceOf(CardDeclinedError);
  });

  it('5xx, a refused connection and an unreadable answer are Unavailable', async () => {
    answer = () => ({ status: 503, body: 'Service Unavailable' });
    expect(await failure(provider().getCharge('pay_1'))).toBeInstanceOf(PaymentProviderUnavailable);
    answer = () => ({ status: 200, body: '<html>captive portal</html>' });
    expect(await failure(provider().getCharge('pay_1'))).toBeInstanceOf(PaymentProviderUnavailable);
    const nowhere = createAsaasProvider({ baseUrl: 'http://127.0.0.1:9/v3', apiKey: KEY, webhookToken: 'x' });
    expect(await failure(nowhere.getCharge('pay_1'))).toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('a server that never answers is Unavailable once the time limit passes', async () => {
    answer = () => 'hang';
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 200 }).getCharge('pay_1'));
    expect(err).toBeInstanceOf(PaymentProviderUnavailable);
    expect(err.message).toContain('no answer in 200 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never shows the key or the card number, even when Asaas echoes them', async () => {
    const texts: string[] = [];
    const collect = (err: Error) =>
      texts.push(err.message, String(err), JSON.stringify(err), JSON.stringify({ ...err }));
    answer = () => ({
      status: 400,
      body: {
        errors: [{ code: 'invalid_creditCard', description: `Cartão ${CARD.number} recusado (${KEY})` }],
      },
    });
    collect(await failure(provider().tokenizeCard('cus_1', CARD, HOLDER, '200.1.2.3')));
    collect(
      await failure(provider().payWithCard('pay_1', { card: CARD, holder: HOLDER, remoteIp: '1.1.1.1' })),
    );
    answer = () => ({ status: 500, body: { errors: [{ code: 'x', description: CARD.number }] } });
    collect(
      await failure(provider().payWithCard('pay_1', { card: CARD, holder: HOLDER, remoteIp: '1.1.1.1' })),
    );
    answer = () => ({ status: 401 });
    collect(
      await failure(provider().payWithCard('pay_1', { card: CARD, holder: HOLDER, remoteIp: '1.1.1.1' })),
    );
    answer = () => 'hang';
    collect(await failure(provider({ timeoutMs: 100 }).tokenizeCard('cus_1', CARD, HOLDER, '1.1.1.1')));
    expect(texts.join('\n')).toContain('recusado');
    for (const t of texts) {
      expect(t).not.toContain(KEY);
      expect(t).not.toContain(CARD.number);
      expect(t).not.toContain('"ccv"');
    }
  });

  it('a charge or invoice Asaas does not know is null; cancelling one already gone is fine', async () => {
    expect(await provider().getCharge('pay_nao_existe')).toBeNull();
    expect(await provider().getInvoice('inv_nao_existe')).toBeNull();
    await expect(provider().cancelCharge('pay_nao_existe')).resolves.toBeUndefined();
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual([
      'GET /v3/payments/pay_nao_existe',
      'GET /v3/invoices/inv_nao_existe',
      'DELETE /v3/payments/pay_nao_existe',
    ]);
    answer = () => ({ status: 400, body: { errors: [{ code: 'invalid_action', description: 'Já paga.' }] } });
    expect(await failure(provider().cancelCharge('pay_1'))).toMatchObject({
      status: 400,
      code: 'invalid_action',
    });
  });
});

describe('no second charge', () => {
  it('after a 500, finds the charge by our reference instead of creating it again', async () => {
    const created: unknown[] = [];
    answer = (h) => {
      if (h.method === 'POST') {
        created.push(asaasPayment({ id: 'pay_criada000001', externalReference: h.body?.externalReference }));
        return { status: 500, body: 'upstream error' };
      }
      return {
        status: 200,
        body: list([asaasPayment({ id: 'pay_apagada00001', deleted: true }), ...created]),
      };
    };
    const found = await provider().createCharge(charge());
    expect(found).toMatchObject({ id: 'pay_criada000001', externalReference: 'fin-1', status: 'pending' });
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual(['POST /v3/payments', 'GET /v3/payments']);
    expect(hits[1]?.query).toEqual({ externalReference: 'fin-1' });
  });

  it('when the charge is not there, the failure stands; a 400 is not looked up', async () => {
    answer = (h) => (h.method === 'POST' ? { status: 502 } : { status: 200, body: list([]) });
    expect(await failure(provider().createCharge(charge()))).toBeInstanceOf(PaymentProviderUnavailable);
    expect(hits).toHaveLength(2);

    hits = [];
    answer = () => ({
      status: 400,
      body: { errors: [{ code: 'invalid_dueDate', description: 'Data inválida.' }] },
    });
    expect(await failure(provider().createCharge(charge()))).toMatchObject({ code: 'invalid_dueDate' });
    expect(hits).toHaveLength(1);
  });

  it('finds a charge by reference, skipping deleted ones and other references', async () => {
    answer = () => ({
      status: 200,
      body: list([
        asaasPayment({ id: 'pay_a', deleted: true }),
        asaasPayment({ id: 'pay_b', externalReference: 'fin-2' }),
        asaasPayment({ id: 'pay_c' }),
      ]),
    });
    expect((await provider().findChargeByExternalReference('fin-1'))?.id).toBe('pay_c');
    answer = () => ({ status: 200, body: list([asaasPayment({ deleted: true })]) });
    expect(await provider().findChargeByExternalReference('fin-1')).toBeNull();
  });
});

describe('customers', () => {
  const input = {
    name: 'Acme Ltda',
    cpfCnpj: '11222333000181',
    email: 'financeiro@acme.com.br',
    phone: null,
    postalCode: '01310100',
    externalReference: 'empresa-7',
  };

  it('reuses the customer found by our reference', async () => {
    answer = () => ({
      status: 200,
      body: list([
        { object: 'customer', id: 'cus_apagado', externalReference: 'empresa-7', deleted: true },
        { object: 'customer', id: 'cus_000000000007', externalReference: 'empresa-7', deleted: false },
      ]),
    });
    expect(await provider().ensureCustomer(input)).toBe('cus_000000000007');
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual(['GET /v3/customers']);
    expect(hits[0]?.query).toEqual({ externalReference: 'empresa-7' });
  });

  it('creates it when none is there, sending only the fields given', async () => {
    answer = (h) =>
      h.method === 'GET'
        ? { status: 200, body: list([]) }
        : { status: 200, body: { object: 'customer', id: 'cus_000000000008', deleted: false } };
    expect(await provider().ensureCustomer(input)).toBe('cus_000000000008');
    expect(hits[1]?.method).toBe('POST');
    expect(hits[1]?.body).toEqual({
      name: 'Acme Ltda',
      cpfCnpj: '11222333000181',
      externalReference: 'empresa-7',
      email: 'financeiro@acme.com.br',
      postalCode: '01310100',
    });
  });
});

describe('pix, boleto, card, invoices', () => {
  it('reads the Pix QR with its expiry in Brasília and the boleto line', async () => {
    answer = (h) =>
      h.path.endsWith('/pixQrCode')
        ? {
            status: 200,
            body: {
              encodedImage: 'iVBORw0KGgo=',
              payload: '000201…6304ABCD',
              expirationDate: '2027-03-10 23:59:59',
            },
          }
        : {
            status: 200,
            body: { identificationField: '1'.repeat(47), nossoNumero: 6543210, barCode: '2'.repeat(44) },
          };
    expect(await provider().getPixQr('pay_1')).toEqual({
      payload: '000201…6304ABCD',
      imagePngBase64: 'iVBORw0KGgo=',
      expiresAt: new Date('2027-03-11T02:59:59Z'),
    });
    expect(await provider().getBoletoLine('pay_1')).toEqual({
      line: '1'.repeat(47),
      barCode: '2'.repeat(44),
      nossoNumero: '6543210',
    });
  });

  it('tokenizes a card and pays with the token', async () => {
    answer = (h) =>
      h.path.endsWith('/tokenizeCreditCard')
        ? {
            status: 200,
            body: { creditCardNumber: '3151', creditCardBrand: 'MASTERCARD', creditCardToken: 'tok-9' },
          }
        : { status: 200, body: asaasPayment({ status: 'CONFIRMED', billingType: 'CREDIT_CARD' }) };
    expect(await provider().tokenizeCard('cus_1', CARD, HOLDER, '200.1.2.3')).toEqual({
      token: 'tok-9',
      last4: '3151',
      brand: 'MASTERCARD',
    });
    expect(hits[0]?.body).toMatchObject({
      customer: 'cus_1',
      creditCardHolderInfo: HOLDER,
      remoteIp: '200.1.2.3',
    });
    const paid = await provider().payWithCard('pay_1', { token: 'tok-9', remoteIp: '200.1.2.3' });
    expect(paid.status).toBe('paid');
    expect(hits[1]?.path).toBe('/v3/payments/pay_1/payWithCreditCard');
    expect(hits[1]?.body).toEqual({ creditCardToken: 'tok-9', remoteIp: '200.1.2.3' });
  });

  it('issues an NFS-e and authorizes it', async () => {
    answer = (h) =>
      h.path === '/v3/invoices'
        ? { status: 200, body: { object: 'invoice', id: 'inv_1', status: 'SCHEDULED', number: null } }
        : {
            status: 200,
            body: {
              id: 'inv_1',
              status: 'AUTHORIZED',
              number: 4711,
              pdfUrl: 'https://x/nf.pdf',
              xmlUrl: 'https://x/nf.xml',
            },
          };
    const invoice = await provider().issueInvoice({
      chargeId: 'pay_1',
      serviceDescription: 'Assinatura Cofre',
      valueCents: 9990,
      effectiveDate: '2026-03-05',
      municipalServiceCode: '01.07',
      externalReference: 'fin-1',
    });
    expect(invoice).toEqual({
      id: 'inv_1',
      status: 'authorized',
      number: '4711',
      pdfUrl: 'https://x/nf.pdf',
      xmlUrl: 'https://x/nf.xml',
    });
    expect(hits.map((h) => `${h.method} ${h.path}`)).toEqual([
      'POST /v3/invoices',
      'POST /v3/invoices/inv_1/authorize',
    ]);
    expect(hits[0]?.body).toMatchObject({
      payment: 'pay_1',
      value: 99.9,
      observations: '',
      taxes: { retainIss: false, iss: 0 },
    });
  });
});

describe('webhooks', () => {
  it('accepts only the configured token, in any header case', () => {
    const p = provider();
    expect(p.verifyWebhook({ 'asaas-access-token': HOOK_TOKEN })).toBe(true);
    expect(p.verifyWebhook({ 'Asaas-Access-Token': HOOK_TOKEN, 'content-type': 'application/json' })).toBe(
      true,
    );
    expect(p.verifyWebhook({ 'asaas-access-token': `${HOOK_TOKEN.slice(0, -1)}0` })).toBe(false);
    expect(p.verifyWebhook({ 'asaas-access-token': HOOK_TOKEN.slice(0, 10) })).toBe(false);
    expect(p.verifyWebhook({ 'asaas-access-token': `${HOOK_TOKEN}x` })).toBe(false);
    expect(p.verifyWebhook({ 'asaas-access-token': '' })).toBe(false);
    expect(p.verifyWebhook({ 'asaas-access-token': [HOOK_TOKEN] })).toBe(false);
    expect(p.verifyWebhook({ 'asaas-access-token': undefined })).toBe(false);
    expect(p.verifyWebhook({})).toBe(false);
    // No token configured accepts nothing, not even an empty header.
    expect(provider({ webhookToken: '' }).verifyWebhook({ 'asaas-access-token': '' })).toBe(false);
  });

  it('reads payment and invoice envelopes, and nothing else', () => {
    const p = provider();
    const paid = {
      id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2024-06-12 16:45:03',
      payment: asaasPayment({ status: 'RECEIVED' }),
    };
    expect(p.parseWebhook(paid)).toEqual({
      eventId: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      event: 'PAYMENT_RECEIVED',
      chargeId: 'pay_080225913252',
      invoiceId: null,
      payload: paid,
    });
    const authorized = {
      id: 'evt_1&2',
      event: 'INVOICE_AUTHORIZED',
      invoice: {
        object: 'invoice',
        id: 'inv_000000000001',
        payment: 'pay_080225913252',
        status: 'AUTHORIZED',
      },
    };
    expect(p.parseWebhook(authorized)).toMatchObject({
      chargeId: 'pay_080225913252',
      invoiceId: 'inv_000000000001',
    });
    expect(
      p.parseWebhook({ id: 'evt_3', event: 'SUBSCRIPTION_CREATED', subscription: { id: 'sub_1' } }),
    ).toMatchObject({ chargeId: null, invoiceId: null });
    for (const garbage of [
      null,
      'PAYMENT_RECEIVED',
      [paid],
      {},
      { event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1' } },
      { id: 'evt_4', event: 42 },
      { id: '', event: 'PAYMENT_RECEIVED' },
      { id: 'evt_5', event: 'PAYMENT_RECEIVED', payment: { status: 'RECEIVED' } },
      { id: 'evt_6', event: 'PAYMENT_RECEIVED', payment: 'pay_1' },
    ])
      expect(p.parseWebhook(garbage)).toBeNull();
  });
});

describe('status table', () => {
  it('maps every Asaas charge status, deleted first, unknown as pending', () => {
    const table: Record<string, string> = {
      PENDING: 'pending',
      AWAITING_RISK_ANALYSIS: 'pending',
      AUTHORIZED: 'pending',
      OVERDUE: 'overdue',
      DUNNING_REQUESTED: 'overdue',
      RECEIVED: 'paid',
      CONFIRMED: 'paid',
      RECEIVED_IN_CASH: 'paid',
      DUNNING_RECEIVED: 'paid',
      REFUNDED: 'refunded',
      REFUND_REQUESTED: 'refunded',
      REFUND_IN_PROGRESS: 'refunded',
      CHARGEBACK_REQUESTED: 'chargeback',
      CHARGEBACK_DISPUTE: 'chargeback',
      AWAITING_CHARGEBACK_REVERSAL: 'chargeback',
      SOMETHING_NEW: 'pending',
      toString: 'pending',
    };
    for (const [raw, status] of Object.entries(table)) {
      expect(chargeStatus(raw, false), raw).toBe(status);
      expect(chargeStatus(raw, true), raw).toBe('cancelled');
    }
  });

  it('keeps the raw word of a status it does not know', async () => {
    answer = () => ({
      status: 200,
      body: asaasPayment({ status: 'PAYMENT_FROM_THE_FUTURE', billingType: 'UNDEFINED' }),
    });
    expect(await provider().getCharge('pay_1')).toMatchObject({
      status: 'pending',
      rawStatus: 'PAYMENT_FROM_THE_FUTURE',
      method: 'other',
    });
  });

  it('maps every invoice status', () => {
    expect(
      ['SCHEDULED', 'AUTHORIZED', 'PROCESSING_CANCELLATION', 'CANCELED', 'CANCELLATION_DENIED', 'ERROR'].map(
        invoiceStatus,
      ),
    ).toEqual(['scheduled', 'authorized', 'processing', 'cancelled', 'authorized', 'error']);
  });
});
