// The Asaas v3 simulator as the billing adapter and its tests rely on it: Asaas's bodies (errors included)
// inside a host app with its own handlers, real Pix BR Codes and FEBRABAN boletos, the sandbox's test
// cards, refunds, webhooks (order, token header, retries, duplicates, replays, interruption) and time.
import { generateCnpj, generateCpf, getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { hasError, isDynamicPix, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSimulator, paymentSimulatorPlugin } from '../../server/adapters/payments/simulator/index.js';

const KEY = '$aact_hmlg_chave-do-simulador-de-testes';
const HOOK_TOKEN = 'segredo-do-webhook-asaas-com-mais-de-32-caracteres';
const INVALID_KEY = {
  errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }],
};
const DECLINED = {
  errors: [
    {
      code: 'invalid_action',
      description: 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
    },
  ],
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Hit {
  name: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

let app: FastifyInstance;
let receiver: FastifyInstance;
let sim: PaymentSimulator;
let base: string;
let hookBase: string;
const hits: Hit[] = [];
/** Status codes the receiver answers next, per hook name (200 once they run out). */
const answers = new Map<string, number[]>();

beforeAll(async () => {
  receiver = Fastify();
  receiver.post('/hook/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    hits.push({ name, headers: req.headers, body: req.body });
    return reply.code(answers.get(name)?.shift() ?? 200).send('ok');
  });
  await receiver.listen({ port: 0, host: '127.0.0.1' });
  hookBase = `http://127.0.0.1:${(receiver.server.address() as { port: number }).port}/hook`;

  // Mounted as the main app mounts it: beside the zod validator and a host error handler of its own.
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((_err, _req, reply) => reply.code(599).send({ host: true }));
  app.setNotFoundHandler((_req, reply) => reply.code(598).send({ host: true }));
  sim = new PaymentSimulator({ apiKey: KEY, publicUrl: 'http://127.0.0.1/psp-sim', retryScale: 0.00002 });
  await app.register(paymentSimulatorPlugin, { prefix: '/psp-sim', sim });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/psp-sim`;
  sim.publicUrl = base;
  sim.setWebhook({ url: `${hookBase}/main`, authToken: HOOK_TOKEN });
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function api(method: string, path: string, body?: unknown, key: string | null = KEY) {
  const headers: Record<string, string> = {};
  if (key !== null) headers.access_token = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as any) : null };
}

async function ok(method: string, path: string, body?: unknown) {
  const res = await api(method, path, body);
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

async function waitFor<T>(fn: () => T | Promise<T>, what: string, timeoutMs = 5000): Promise<Truthy<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v as Truthy<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const today = () => sim.today();
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const newCustomer = async (externalReference = `empresa-${Math.random()}`) =>
  ok('POST', '/v3/customers', { name: 'Empresa Exemplo Ltda', cpfCnpj: generateCnpj(), externalReference });

const newCharge = async (customer: string, billingType: string, extra: Record<string, unknown> = {}) =>
  ok('POST', '/v3/payments', { customer, billingType, value: 129.9, dueDate: today(), ...extra });

const card = (number: string, expiryYear = String(Number(today().slice(0, 4)) + 2)) => ({
  creditCard: { holderName: 'Maria Silva', number, expiryMonth: '12', expiryYear, ccv: '123' },
  creditCardHolderInfo: {
    name: 'Maria Silva',
    email: 'maria@example.com',
    cpfCnpj: generateCpf(),
    postalCode: '01310100',
    addressNumber: '150',
    phone: '11999998888',
  },
  remoteIp: '203.0.113.7',
});

/** Requests the main webhook received about one subject (whatever it answered), in arrival order. */
const mainHits = (subject: string, event?: string) =>
  hits.filter(
    (h) =>
      h.name === 'main' &&
      (h.body.payment?.id ?? h.body.subscription?.id ?? h.body.invoice?.id) === subject &&
      (event === undefined || h.body.event === event),
  );
const eventsOf = (subject: string) => mainHits(subject).map((h) => h.body.event);

/** Every event recorded so far has been delivered (so a switch like fail-next meets only new ones). */
const idle = () =>
  waitFor(async () => {
    const events = (await ok('GET', '/_control/webhooks/events')) as any[];
    const delivered = new Set(
      ((await ok('GET', '/_control/webhooks/deliveries')) as any[]).filter((d) => d.ok).map((d) => d.eventId),
    );
    return events.every((e) => delivered.has(e.id));
  }, 'every webhook delivered');

/** The attempts to deliver one event, once one of them succeeded (recorded after the receiver answered). */
const deliveries = (eventId: string) =>
  waitFor(async () => {
    const list = (await ok(
      'GET',
      `/_control/webhooks/deliveries?eventId=${encodeURIComponent(eventId)}`,
    )) as any[];
    return list.some((d) => d.ok) && list;
  }, `the delivery of ${eventId}`);

// From FEBRABAN's rules, written apart from the simulator's own code.
function febrabanMod11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    sum += Number(d) * ((i % 8) + 2);
  });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv > 9 ? 1 : dv;
}

describe('access and errors in Asaas shape', () => {
  it('answers 401 invalid_access_token without the key or with a wrong one, unknown paths included', async () => {
    expect(await api('GET', '/v3/payments', undefined, null)).toEqual({ status: 401, body: INVALID_KEY });
    expect(await api('GET', '/v3/payments', undefined, 'outra-chave')).toEqual({
      status: 401,
      body: INVALID_KEY,
    });
    expect(await api('POST', '/_control/clock/advance', { days: 1 }, null)).toEqual({
      status: 401,
      body: INVALID_KEY,
    });
    expect(await api('GET', '/v3/nada', undefined, null)).toEqual({ status: 401, body: INVALID_KEY });
  });

  it('answers 404 for unknown ids and paths and 400 for a malformed body, never the host handlers', async () => {
    expect(await api('GET', '/v3/payments/pay_naoexiste0000')).toEqual({
      status: 404,
      body: { errors: [{ code: 'not_found', description: 'Cobrança não encontrada.' }] },
    });
    const unknown = await api('GET', '/v3/nada');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('not_found');
    const bad = await api('POST', '/v3/customers', '{"name": "Empresa",');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: [{ code: 'invalid_request', description: expect.any(String) }] });
    const notObject = await api('POST', '/v3/payments', '"texto"');
    expect(notObject.status).toBe(400);
    expect(notObject.body.errors[0].code).toBe('invalid_customer');
  });
});

describe('customers', () => {
  it('creates with a valid CPF/CNPJ only and finds by cpfCnpj and externalReference', async () => {
    const invalid = await api('POST', '/v3/customers', { name: 'Fulano', cpfCnpj: '111.111.111-12' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].code).toBe('invalid_cpfCnpj');

    const cpf = generateCpf();
    const ref = `empresa-${Date.now()}`;
    const created = await ok('POST', '/v3/customers', {
      name: 'João da Silva',
      cpfCnpj: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      email: 'joao@example.com',
      externalReference: ref,
    });
    expect(created).toMatchObject({
      object: 'customer',
      name: 'João da Silva',
      cpfCnpj: cpf,
      personType: 'FISICA',
      email: 'joao@example.com',
      externalReference: ref,
      deleted: false,
      dateCreated: today(),
    });
    expect(created.id).toMatch(/^cus_\d{12}$/);

    const byDoc = await ok('GET', `/v3/customers?cpfCnpj=${cpf}`);
    expect(byDoc).toMatchObject({ object: 'list', totalCount: 1, hasMore: false, offset: 0 });
    expect(byDoc.data[0].id).toBe(created.id);
    const byRef = await ok('GET', `/v3/customers?externalReference=${ref}`);
    expect(byRef.data.map((c: any) => c.id)).toEqual([created.id]);
    expect(await ok('GET', `/v3/customers/${created.id}`)).toEqual(created);
  });
});

describe('Pix', () => {
  it('gives a dynamic BR Code with a valid CRC and the amount, and a PNG QR code', async () => {
    const customer = await newCustomer();
    const past = await api('POST', '/v3/payments', {
      customer: customer.id,
      billingType: 'PIX',
      value: 10,
      dueDate: addDays(today(), -1),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].code).toBe('invalid_dueDate');

    const charge = await newCharge(customer.id, 'PIX', { externalReference: 'fatura-1' });
    expect(charge).toMatchObject({
      object: 'payment',
      status: 'PENDING',
      billingType: 'PIX',
      value: 129.9,
      netValue: 127.91,
      originalValue: null,
      dueDate: today(),
      originalDueDate: today(),
      paymentDate: null,
      clientPaymentDate: null,
      creditCard: null,
      bankSlipUrl: null,
      transactionReceiptUrl: null,
      refunds: null,
      deleted: false,
      subscription: null,
      installment: null,
      externalReference: 'fatura-1',
    });
    expect(charge.id).toMatch(/^pay_[a-z0-9]{12}$/);
    expect(charge.invoiceUrl).toBe(`${base}/i/${charge.id.slice(4)}`);

    const qr = await ok('GET', `/v3/payments/${charge.id}/pixQrCode`);
    const parsed = parsePix(qr.payload);
    if (hasError(parsed)) throw new Error(`not a BR Code: ${parsed.message}`);
    if (!isDynamicPix(parsed)) throw new Error(`not a dynamic BR Code: ${parsed.type}`);
    expect(parsed.url).toContain(`/qr/cobv/${charge.id}`);
    expect(qr.payload).toMatch(/^000201010212/);
    expect(qr.payload).toContain('5406129.90');
    expect(qr.expirationDate).toBe(`${Number(today().slice(0, 4)) + 1}${today().slice(4)} 23:59:59`);
    expect(qr.encodedImage).not.toMatch(/^data:/);
    expect([...Buffer.from(qr.encodedImage, 'base64').subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    const page = await fetch(charge.invoiceUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(qr.payload);
  });

  it('offers the QR code for boleto charges and refuses it for card charges', async () => {
    const customer = await newCustomer();
    const boleto = await newCharge(customer.id, 'BOLETO');
    expect((await api('GET', `/v3/payments/${boleto.id}/pixQrCode`)).status).toBe(200);
    const byCard = await newCharge(customer.id, 'CREDIT_CARD');
    const refused = await api('GET', `/v3/payments/${byCard.id}/pixQrCode`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('invalid_action');
  });
});

describe('boleto', () => {
  it('gives a valid 47-digit line and 44-digit bar code, and a PDF', async () => {
    const customer = await newCustomer();
    const dueDate = addDays(today(), 10);
    const charge = await newCharge(customer.id, 'BOLETO', { dueDate });
    expect(charge.bankSlipUrl).toBe(`${base}/b/pdf/${charge.id.slice(4)}`);
    const doc = await ok('GET', `/v3/payments/${charge.id}/identificationField`);
    expect(doc.nossoNumero).toBe(charge.nossoNumero);
    expect(doc.identificationField).toMatch(/^\d{47}$/);
    expect(isValidBoleto(doc.identificationField)).toBe(true);
    const info = getBoletoInfo(doc.identificationField, { referenceDate: new Date(`${today()}T12:00:00Z`) });
    expect(info?.amount).toBe(12990);
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe(dueDate);

    const bar: string = doc.barCode;
    expect(bar).toMatch(/^\d{44}$/);
    expect(Number(bar[4])).toBe(febrabanMod11(bar.slice(0, 4) + bar.slice(5)));
    // Due factor: days since 1997-10-07, restarting at 1000 on 2025-02-22.
    const days = (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / 86_400_000;
    expect(Number(bar.slice(5, 9))).toBe(((days - 1000) % 9000) + 1000);
    expect(bar.slice(9, 19)).toBe('0000012990');
    const line: string = doc.identificationField;
    expect(
      line.slice(0, 4) +
        line[32] +
        line.slice(33) +
        line.slice(4, 9) +
        line.slice(10, 20) +
        line.slice(21, 31),
    ).toBe(bar);

    const pdf = await fetch(charge.bankSlipUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('is refused for a Pix charge', async () => {
    const customer = await newCustomer();
    const pix = await newCharge(customer.id, 'PIX');
    const res = await api('GET', `/v3/payments/${pix.id}/identificationField`);
    expect(res.status).toBe(400);
    expect((await fetch(`${base}/b/pdf/${pix.id.slice(4)}`)).status).toBe(404);
  });
});

describe('cards', () => {
  it('approves 4444… at creation: CONFIRMED, last 4 digits, brand and a token', async () => {
    const customer = await newCustomer();
    const paid = await newCharge(customer.id, 'CREDIT_CARD', card('4444444444444444'));
    expect(paid).toMatchObject({
      status: 'CONFIRMED',
      confirmedDate: today(),
      clientPaymentDate: today(),
      paymentDate: null,
      netValue: 125.53,
      creditCard: { creditCardNumber: '4444', creditCardBrand: 'VISA', creditCardToken: expect.any(String) },
    });
    expect(JSON.stringify(paid)).not.toContain('4444444444444444');
  });

  it('declines 4916… at creation and creates no charge', async () => {
    const customer = await newCustomer();
    const res = await api('POST', '/v3/payments', {
      customer: customer.id,
      billingType: 'CREDIT_CARD',
      value: 50,
      dueDate: today(),
      externalReference: 'recusado-1',
      ...card('4916561358240741'),
    });
    expect(res).toEqual({ status: 400, body: DECLINED });
    expect((await ok('GET', `/v3/payments?customer=${customer.id}`)).totalCount).toBe(0);
  });

  it('declines the next attempt on decline-next, leaving the charge PENDING and announcing it', async () => {
    const customer = await newCustomer();
    const charge = await newCharge(customer.id, 'CREDIT_CARD');
    await ok('POST', '/_control/card/decline-next');
    const refused = await api(
      'POST',
      `/v3/payments/${charge.id}/payWithCreditCard`,
      card('4444444444444444'),
    );
    expect(refused).toEqual({ status: 400, body: DECLINED });
    expect(await ok('GET', `/v3/payments/${charge.id}/status`)).toEqual({ status: 'PENDING' });
    await waitFor(() => mainHits(charge.id, 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED').length, 'capture refused');
    const paid = await ok('POST', `/v3/payments/${charge.id}/payWithCreditCard`, card('5555555555554444'));
    expect(paid.status).toBe('CONFIRMED');
    expect(paid.creditCard.creditCardBrand).toBe('MASTERCARD');
  });

  it('refuses an expired card with invalid_creditCard', async () => {
    const customer = await newCustomer();
    const charge = await newCharge(customer.id, 'CREDIT_CARD');
    const res = await api(
      'POST',
      `/v3/payments/${charge.id}/payWithCreditCard`,
      card('4444444444444444', String(Number(today().slice(0, 4)) - 1)),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('invalid_creditCard');
  });

  it("pays with a token; a declining card's token declines; another customer's token is refused", async () => {
    const customer = await newCustomer();
    const good = await ok('POST', '/v3/creditCard/tokenizeCreditCard', {
      customer: customer.id,
      ...card('4444444444444444'),
    });
    expect(good).toEqual({
      creditCardNumber: '4444',
      creditCardBrand: 'VISA',
      creditCardToken: expect.any(String),
    });
    const bad = await ok('POST', '/v3/creditCard/tokenizeCreditCard', {
      customer: customer.id,
      ...card('5184019740373151'),
    });
    expect(bad.creditCardBrand).toBe('MASTERCARD');

    const charge = await newCharge(customer.id, 'CREDIT_CARD');
    const declined = await api('POST', `/v3/payments/${charge.id}/payWithCreditCard`, {
      creditCardToken: bad.creditCardToken,
    });
    expect(declined).toEqual({ status: 400, body: DECLINED });
    const paid = await ok('POST', `/v3/payments/${charge.id}/payWithCreditCard`, {
      creditCardToken: good.creditCardToken,
    });
    expect(paid.status).toBe('CONFIRMED');
    expect(paid.creditCard).toEqual({
      creditCardNumber: '4444',
      creditCardBrand: 'VISA',
      creditCardToken: good.creditCardToken,
    });

    const other = await newCustomer();
    const theirs = await newCharge(other.id, 'CREDIT_CARD');
    const refused = await api('POST', `/v3/payments/${theirs.id}/payWithCreditCard`, {
      creditCardToken: good.creditCardToken,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('invalid_creditCard');
  });
});

describe('paying, settling and refunding', () => {
  it('confirms through the sandbox action (Pix → RECEIVED, boleto → CONFIRMED) and settles', async () => {
    const customer = await newCustomer();
    const pix = await newCharge(customer.id, 'PIX');
    expect((await fetch(`${base}/comprovantes/${pix.id.slice(4)}`)).status).toBe(404);
    const received = await ok('POST', `/v3/sandbox/payment/${pix.id}/confirm`);
    expect(received).toMatchObject({ status: 'RECEIVED', paymentDate: today(), clientPaymentDate: today() });
    expect(received.transactionReceiptUrl).toBe(`${base}/comprovantes/${pix.id.slice(4)}`);
    const receipt = await fetch(received.transactionReceiptUrl);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('R$');

    const boleto = await newCharge(customer.id, 'BOLETO');
    const confirmed = await ok('POST', `/v3/sandbox/payment/${boleto.id}/confirm`);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', paymentDate: null, clientPaymentDate: today() });
    expect((await ok('POST', `/_control/payments/${boleto.id}/settle`)).status).toBe('RECEIVED');
    const again = await api('POST', `/_control/boleto/${boleto.id}/pay`);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].code).toBe('invalid_action');
  });

  it('refunds in part, then the rest; an unpaid charge cannot be refunded', async () => {
    const customer = await newCustomer();
    const pending = await newCharge(customer.id, 'PIX');
    const notPaid = await api('POST', `/v3/payments/${pending.id}/refund`, {});
    expect(notPaid.status).toBe(400);
    expect(notPaid.body.errors[0].code).toBe('invalid_action');

    await ok('POST', `/_control/pix/${pending.id}/pay`);
    const partial = await ok('POST', `/v3/payments/${pending.id}/refund`, {
      value: 29.9,
      description: 'Desconto',
    });
    expect(partial.status).toBe('RECEIVED');
    expect(partial.refunds).toEqual([
      expect.objectContaining({ value: 29.9, status: 'DONE', description: 'Desconto' }),
    ]);
    const full = await ok('POST', `/v3/payments/${pending.id}/refund`, {});
    expect(full.status).toBe('REFUNDED');
    expect((await ok('GET', `/v3/payments/${pending.id}/refunds`)).data.map((r: any) => r.value)).toEqual([
      29.9, 100,
    ]);
    await waitFor(() => mainHits(pending.id, 'PAYMENT_REFUNDED').length, 'PAYMENT_REFUNDED');
    expect(eventsOf(pending.id)).toEqual([
      'PAYMENT_CREATED',
      'PAYMENT_RECEIVED',
      'PAYMENT_PARTIALLY_REFUNDED',
      'PAYMENT_REFUNDED',
    ]);
    const payAgain = await api('POST', `/_control/pix/${pending.id}/pay`);
    expect(payAgain.status).toBe(400);
  });

  it('plays the bank: overdue by hand, chargeback of a paid charge', async () => {
    const customer = await newCustomer();
    const charge = await newCharge(customer.id, 'BOLETO', { dueDate: addDays(today(), 2) });
    expect((await ok('POST', `/_control/payments/${charge.id}/overdue`)).status).toBe('OVERDUE');
    expect((await api('POST', `/_control/payments/${charge.id}/chargeback`)).status).toBe(400);
    await ok('POST', `/_control/boleto/${charge.id}/pay`);
    expect((await ok('POST', `/_control/payments/${charge.id}/chargeback`)).status).toBe(
      'CHARGEBACK_REQUESTED',
    );
    await waitFor(() => mainHits(charge.id, 'PAYMENT_CHARGEBACK_REQUESTED').length, 'the chargeback event');
    expect(eventsOf(charge.id)).toEqual([
      'PAYMENT_CREATED',
      'PAYMENT_OVERDUE',
      'PAYMENT_CONFIRMED',
      'PAYMENT_CHARGEBACK_REQUESTED',
    ]);
  });

  it('removes an unpaid charge (still readable, deleted) and restores it', async () => {
    const customer = await newCustomer();
    const charge = await newCharge(customer.id, 'PIX');
    expect(await ok('DELETE', `/v3/payments/${charge.id}`)).toEqual({ deleted: true, id: charge.id });
    expect((await ok('GET', `/v3/payments/${charge.id}`)).deleted).toBe(true);
    expect((await api('POST', `/_control/pix/${charge.id}/pay`)).status).toBe(400);
    expect((await ok('POST', `/v3/payments/${charge.id}/restore`)).deleted).toBe(false);
    const updated = await ok('PUT', `/v3/payments/${charge.id}`, {
      value: 99.9,
      dueDate: addDays(today(), 3),
    });
    expect(updated).toMatchObject({ value: 99.9, dueDate: addDays(today(), 3), originalDueDate: today() });
    await waitFor(() => mainHits(charge.id, 'PAYMENT_UPDATED').length, 'PAYMENT_UPDATED');
    expect(eventsOf(charge.id)).toEqual([
      'PAYMENT_CREATED',
      'PAYMENT_DELETED',
      'PAYMENT_RESTORED',
      'PAYMENT_UPDATED',
    ]);
  });
});

describe('webhooks', () => {
  it('sends PAYMENT_CREATED then PAYMENT_RECEIVED with the token header, payloads frozen', async () => {
    const customer = await newCustomer();
    const charge = await newCharge(customer.id, 'PIX');
    await ok('POST', `/_control/pix/${charge.id}/pay`);
    await waitFor(() => mainHits(charge.id).length === 2, 'two deliveries');
    const [created, received] = mainHits(charge.id);
    for (const hit of [created, received]) {
      expect(hit?.headers['asaas-access-token']).toBe(HOOK_TOKEN);
      expect(hit?.headers['content-type']).toBe('application/json');
      expect(hit?.body.id).toMatch(/^evt_[0-9a-f]{32}&\d+$/);
      expect(hit?.body.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Object.keys(hit?.body ?? {})).toEqual(['id', 'event', 'dateCreated', 'payment']);
    }
    expect(created?.body).toMatchObject({
      event: 'PAYMENT_CREATED',
      payment: { id: charge.id, status: 'PENDING' },
    });
    expect(received?.body).toMatchObject({
      event: 'PAYMENT_RECEIVED',
      payment: { id: charge.id, status: 'RECEIVED' },
    });
    expect(received?.body.payment).toEqual(await ok('GET', `/v3/payments/${charge.id}`));

    // A replay: the same id and the same frozen body (the charge is no longer PENDING).
    await ok('POST', `/_control/webhooks/replay/${encodeURIComponent(created?.body.id)}`);
    await waitFor(() => mainHits(charge.id).length === 3, 'the replay');
    expect(mainHits(charge.id)[2]?.body).toEqual(created?.body);
  });

  it('delivers on the 4th attempt after fail-next 3, and counts a 201 as a failure', async () => {
    const customer = await newCustomer();
    await idle();
    await ok('POST', '/_control/webhooks/fail-next', { n: 3 });
    const charge = await newCharge(customer.id, 'PIX');
    const [hit] = await waitFor(() => {
      const created = mainHits(charge.id, 'PAYMENT_CREATED');
      return created.length > 0 && created;
    }, 'the 4th attempt');
    const attempts = await deliveries(hit?.body.id);
    expect(attempts.map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [1, null, false],
      [2, null, false],
      [3, null, false],
      [4, 200, true],
    ]);
    expect(mainHits(charge.id, 'PAYMENT_CREATED')).toHaveLength(1);

    await idle();
    answers.set('main', [201]);
    await ok('POST', `/_control/pix/${charge.id}/pay`);
    await waitFor(
      () => hits.filter((h) => h.body.payment?.id === charge.id).length === 3,
      'the retry after 201',
    );
    const received = hits.filter(
      (h) => h.body.payment?.id === charge.id && h.body.event === 'PAYMENT_RECEIVED',
    );
    const tries = await deliveries(received[0]?.body.id);
    expect(tries.map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [1, 201, false],
      [2, 200, true],
    ]);
  });

  it('delivers the next event twice on duplicate-next, with the same id', async () => {
    const customer = await newCustomer();
    await ok('POST', '/_control/webhooks/duplicate-next');
    const charge = await newCharge(customer.id, 'BOLETO');
    const twice = await waitFor(() => {
      const created = mainHits(charge.id, 'PAYMENT_CREATED');
      return created.length === 2 && created;
    }, 'two deliveries');
    expect(twice[0]?.body.id).toBe(twice[1]?.body.id);
    await ok('POST', `/_control/boleto/${charge.id}/pay`);
    await waitFor(() => mainHits(charge.id, 'PAYMENT_CONFIRMED').length === 1, 'PAYMENT_CONFIRMED once');
  });

  it('interrupts a queue after 15 consecutive failures, holds later events, and resumes in order', async () => {
    answers.set('flaky', Array(15).fill(500));
    const hook = await ok('POST', '/v3/webhooks', {
      name: 'Instável',
      url: `${hookBase}/flaky`,
      email: 'ops@example.com',
      enabled: true,
      interrupted: false,
      apiVersion: 3,
      authToken: 'outro-token',
      sendType: 'SEQUENTIALLY',
      events: ['PAYMENT_CREATED'],
    });
    expect(hook).toMatchObject({ hasAuthToken: true, interrupted: false, events: ['PAYMENT_CREATED'] });
    const customer = await newCustomer();
    const first = await newCharge(customer.id, 'PIX');
    await waitFor(
      async () => (await ok('GET', `/v3/webhooks/${hook.id}`)).interrupted,
      'the queue to be interrupted',
    );
    const flaky = () => hits.filter((h) => h.name === 'flaky');
    expect(flaky()).toHaveLength(15);
    const second = await newCharge(customer.id, 'PIX');
    await waitFor(() => mainHits(second.id).length, 'the main webhook, unaffected');
    expect(flaky()).toHaveLength(15);

    await ok('PUT', `/v3/webhooks/${hook.id}`, { interrupted: false });
    await waitFor(() => flaky().length === 17, 'the held events');
    expect(
      flaky()
        .slice(15)
        .map((h) => h.body.payment.id),
    ).toEqual([first.id, second.id]);
    expect(flaky()[16]?.headers['asaas-access-token']).toBe('outro-token');
    expect(await ok('DELETE', `/v3/webhooks/${hook.id}`)).toEqual({ deleted: true, id: hook.id });
  });
});

describe('invoices (NFS-e)', () => {
  it('authorizes a scheduled invoice with a number and serves its PDF and XML', async () => {
    const customer = await newCustomer();
    const charge = await newCharge(customer.id, 'PIX');
    const inv = await ok('POST', '/v3/invoices', {
      payment: charge.id,
      serviceDescription: 'Assinatura mensal do Cofre',
      observations: 'Plano Pro',
      value: 129.9,
      deductions: 0,
      effectiveDate: addDays(today(), 5),
      municipalServiceCode: '1.03',
      municipalServiceName: 'Processamento de dados',
      taxes: { retainIss: false, iss: 2, pis: 0, cofins: 0, csll: 0, inss: 0, ir: 0 },
    });
    expect(inv).toMatchObject({
      object: 'invoice',
      status: 'SCHEDULED',
      type: 'NFS-e',
      pdfUrl: null,
      number: null,
    });
    expect(inv.id).toMatch(/^inv_\d{12}$/);
    const issued = await ok('POST', `/v3/invoices/${inv.id}/authorize`);
    expect(issued).toMatchObject({
      status: 'AUTHORIZED',
      number: expect.any(String),
      validationCode: expect.any(String),
      pdfUrl: `${base}/nfse/${inv.id}.pdf`,
      xmlUrl: `${base}/nfse/${inv.id}.xml`,
    });
    const pdf = await fetch(issued.pdfUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const xml = await (await fetch(issued.xmlUrl)).text();
    expect(xml).toContain(`<Numero>${issued.number}</Numero>`);
    const hook = await waitFor(
      () => hits.find((h) => h.body.event === 'INVOICE_AUTHORIZED' && h.body.invoice?.id === inv.id),
      'INVOICE_AUTHORIZED',
    );
    expect(hook.body.invoice.status).toBe('AUTHORIZED');
  });
});

describe('time', () => {
  it('advancing 40 days makes charges OVERDUE, subscriptions make their charges and invoices issue', async () => {
    const customer = await newCustomer();
    const charge = await newCharge(customer.id, 'PIX');
    const sub = await ok('POST', '/v3/subscriptions', {
      customer: customer.id,
      billingType: 'BOLETO',
      value: 49.9,
      nextDueDate: today(),
      cycle: 'MONTHLY',
      description: 'Plano Pro',
      externalReference: 'assinatura-1',
    });
    expect(sub).toMatchObject({ object: 'subscription', status: 'ACTIVE', cycle: 'MONTHLY', value: 49.9 });
    expect(sub.id).toMatch(/^sub_[A-Za-z0-9]{12}$/);
    const subCharges = async () => (await ok('GET', `/v3/subscriptions/${sub.id}/payments`)).data as any[];
    // The first at once; the second too, its due date being within 40 days.
    expect((await subCharges()).map((p) => p.subscription)).toEqual([sub.id, sub.id]);
    const scheduled = await ok('POST', '/v3/invoices', {
      customer: customer.id,
      serviceDescription: 'Serviço',
      value: 10,
      effectiveDate: addDays(today(), 1),
      municipalServiceCode: '1.03',
    });

    const late = await newCharge(customer.id, 'PIX', {
      value: 100,
      fine: { value: 2, type: 'PERCENTAGE' },
      interest: { value: 1 },
    });
    const refusedSub = await api('POST', '/v3/subscriptions', {
      customer: customer.id,
      billingType: 'CREDIT_CARD',
      value: 49.9,
      nextDueDate: today(),
      cycle: 'MONTHLY',
      ...card('4916561358240741'),
    });
    expect(refusedSub).toEqual({ status: 400, body: DECLINED });
    const cardSub = await ok('POST', '/v3/subscriptions', {
      customer: customer.id,
      billingType: 'CREDIT_CARD',
      value: 49.9,
      nextDueDate: today(),
      cycle: 'MONTHLY',
      ...card('4444444444444444'),
    });
    expect(cardSub.creditCard).toMatchObject({ creditCardNumber: '4444', creditCardBrand: 'VISA' });
    const cardCharges = async () =>
      ((await ok('GET', `/v3/subscriptions/${cardSub.id}/payments`)).data as any[]).map((p) => p.status);
    expect(await cardCharges()).toEqual(['PENDING', 'CONFIRMED']);

    const start = today();
    const clock = await ok('POST', '/_control/clock/advance', { days: 40 });
    expect(clock.today).toBe(addDays(start, 40));
    expect(await ok('GET', '/_control/clock')).toMatchObject({ today: clock.today });
    expect((await ok('GET', `/v3/payments/${charge.id}`)).status).toBe('OVERDUE');
    await waitFor(() => mainHits(charge.id, 'PAYMENT_OVERDUE').length, 'PAYMENT_OVERDUE');
    const charges = await subCharges();
    expect(charges).toHaveLength(3);
    expect(charges.map((p) => p.status)).toEqual(['PENDING', 'OVERDUE', 'OVERDUE']);
    expect((await ok('GET', `/v3/invoices/${scheduled.id}`)).status).toBe('AUTHORIZED');

    // The card subscription's second charge was captured on its due date.
    expect(await cardCharges()).toEqual(['PENDING', 'CONFIRMED', 'CONFIRMED']);

    // Paid 40 days late: 2% fine and 1% a month pro rata on top, the original value kept.
    const paidLate = await ok('POST', `/_control/pix/${late.id}/pay`);
    expect(paidLate).toMatchObject({
      status: 'RECEIVED',
      value: 103.33,
      originalValue: 100,
      interestValue: 3.33,
    });

    // A due date before the simulator's today is refused.
    const past = await api('POST', '/v3/payments', {
      customer: customer.id,
      billingType: 'PIX',
      value: 10,
      dueDate: addDays(start, 39),
    });
    expect(past.body.errors[0].code).toBe('invalid_dueDate');
  });
});
