// Payments beyond the Pix path, on one database (none of it is about the database's semantics):
// a card number, its CVV and the provider's key never land in a log line, an event or a row; a
// boleto with its line and PDF, paid, gets its service invoice (NFS-e) as PDF and XML; an admin
// refunds part, then the rest; the kept card pays the renewal on its due date; a charge whose
// webhook never came is picked up by the reconciliation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { findCharge } from '../../server/db/queries/payments.js';
import { empresas, financeiro } from '../../server/db/schema.js';
import { runBillingSweep } from '../../server/modules/payments/sweep.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { salePlan } from '../helpers/billing.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { waitFor } from '../helpers/simulator.js';

const CARD = '4444333322221111';
const CVV = '987';
let app: TestApp;
let logFile: string;

beforeAll(async () => {
  logFile = join(process.env.TMPDIR ?? '/tmp', `cofre-payments-log-${process.pid}-${Date.now()}.jsonl`);
  app = await startTestApp({
    LOG_LEVEL: 'trace',
    LOG_FILE: logFile,
    BILLING_WORKER_POLL_MS: '50',
    BILLING_SWEEP_INTERVAL: '0',
    BILLING_RECONCILE_AFTER: '1',
    PAYMENT_SIM_RETRY_SCALE: '0.0005',
    NFSE_SERVICE_CODE: '01.07',
  });
});
afterAll(async () => {
  await app?.close();
});

/** Every row of every table of the app's schema, as JSON text. */
async function everyRow(): Promise<string> {
  const tables = (await app.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  let all = '';
  for (const { table_name } of tables.rows) {
    const rows = (await app.ctx.db.execute(
      sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`),
    )) as unknown as {
      rows: { j: string }[];
    };
    all += rows.rows.map((r) => r.j).join('\n');
  }
  return all;
}

it('paying by card (refused, then approved and kept) leaves no card number, CVV or provider key behind', async () => {
  const { plan } = await salePlan(app, { prices: { monthly: 4990 } });
  const company = await makeCompany(app);
  const user = await makeUser(app, {
    companies: [company.id],
    selected: company.id,
    permissions: [...PERMISSIONS],
  });
  const token = (await loginAs(app, user.email, user.password)).access_token;
  const order = await app.call('POST', '/api/empresa/adquirir-plano', {
    token,
    body: { plano_id: plan.id, periodicidade: 'monthly', forma_pagamento: 'credit_card' },
  });
  const confirmed = await app.call('POST', `/api/confirmar-plano/${order.body.token_id}`, {
    token,
    body: { aceite: true },
  });
  const chargeId = confirmed.body.data.cobranca.id as number;
  const body = {
    titular: 'João Lima',
    validade: '11/34',
    cep: '20040020',
    endereco_numero: '45',
    telefone: '21987654321',
  };
  await app.call('POST', '/psp-sim/_control/card/decline-next', {
    headers: { access_token: app.ctx.config.payments.simulatorKey },
    body: {},
  });
  const refused = await app.call('POST', `/api/faturas/${chargeId}/cartao`, {
    token,
    body: { ...body, numero: CARD, cvv: CVV },
  });
  expect(refused.status).toBe(422);
  expect(refused.text).not.toContain(CARD);
  const paid = await app.call('POST', `/api/faturas/${chargeId}/cartao`, {
    token,
    body: { ...body, numero: CARD, cvv: CVV, salvar: true },
  });
  expect(paid.status, paid.text).toBe(200);
  await waitFor(async () => (await findCharge(app.ctx.db, chargeId))?.status === 'paid', 5_000, 'paid');
  // Let the webhooks of the payment arrive and be stored.
  await waitFor(
    async () => (await everyRow()).includes('PAYMENT_CONFIRMED'),
    5_000,
    'the PAYMENT_CONFIRMED event stored',
  );

  const log = readFileSync(logFile, 'utf8');
  expect(log.length).toBeGreaterThan(1000);
  expect(log).toContain('/api/faturas/');
  const rows = await everyRow();
  for (const secret of [CARD, `"${CVV}"`, app.ctx.config.payments.simulatorKey]) {
    expect(log).not.toContain(secret);
    expect(rows).not.toContain(secret);
  }
  // What may be shown is kept: the last 4 digits and the brand.
  expect(rows).toContain('"cartao_final":"1111"');
});

const silent = { warn: () => undefined };
const control = (path: string, body: unknown = {}) =>
  app.call('POST', `/psp-sim/_control/${path}`, {
    body,
    headers: { access_token: app.ctx.config.payments.simulatorKey },
  });

async function buyer() {
  const { plan } = await salePlan(app, { prices: { monthly: 12_000 } });
  const company = await makeCompany(app);
  await app.ctx.db
    .update(empresas)
    .set({ telefone: '11987654321', cep: '01310100', numero: '10' })
    .where(eq(empresas.id, company.id));
  const user = await makeUser(app, {
    companies: [company.id],
    selected: company.id,
    permissions: [...PERMISSIONS],
  });
  const token = (await loginAs(app, user.email, user.password)).access_token;
  return { plan, empresaId: company.id, token };
}

async function checkout(b: Awaited<ReturnType<typeof buyer>>, forma: string) {
  const order = await app.call('POST', '/api/empresa/adquirir-plano', {
    token: b.token,
    body: { plano_id: b.plan.id, periodicidade: 'monthly', forma_pagamento: forma },
  });
  const confirmed = await app.call('POST', `/api/confirmar-plano/${order.body.token_id}`, {
    token: b.token,
    body: { aceite: true },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmed.body.data.cobranca as { id: number; boleto: { linha: string; url: string } | null };
}

const pdfAt = async (url: string) => {
  const res = await fetch(url);
  return {
    type: res.headers.get('content-type'),
    head: Buffer.from(await res.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  };
};

it('boleto: its line and PDF; paid, the plan turns on and the NFS-e comes as PDF and XML; an admin refunds it in two parts', async () => {
  const b = await buyer();
  const charge = await checkout(b, 'boleto');
  expect(charge.boleto?.linha).toMatch(/^\d{47}$/);
  const boleto = await app.call('GET', `/api/faturas/${charge.id}/boleto`, { token: b.token });
  expect(boleto.body.data).toMatchObject({
    linha: charge.boleto?.linha,
    codigo_barras: expect.stringMatching(/^\d{44}$/),
  });
  expect(await pdfAt(boleto.body.data.url)).toEqual({ type: 'application/pdf', head: '%PDF-' });

  await control(`boleto/${(await findCharge(app.ctx.db, charge.id))?.provedorId}/pay`);
  await waitFor(async () => (await findCharge(app.ctx.db, charge.id))?.status === 'paid', 5_000, 'paid');
  const listed = await waitFor(
    async () => {
      const list = await app.call('GET', '/api/financeiro', { token: b.token });
      const row = list.body.data.find((r: { id: number }) => r.id === charge.id);
      return row?.nfse?.status === 'authorized' && row;
    },
    5_000,
    'the NFS-e authorized',
  );
  expect(listed.nfse.numero).toBeTruthy();
  expect(await pdfAt(listed.nfse.pdf_url)).toEqual({ type: 'application/pdf', head: '%PDF-' });
  expect((await fetch(listed.nfse.xml_url)).headers.get('content-type')).toContain('xml');
  expect((await app.call('GET', '/api/empresa/assinatura', { token: b.token })).body.data.situacao).toBe(
    'active',
  );

  const a = await makeUser(app, { ambient: 'A' });
  const admin = (await loginAs(app, a.email, a.password)).access_token;
  const part = await app.call('POST', `/api/admin/financeiro/${charge.id}/estorno`, {
    token: admin,
    body: { valor: 20 },
  });
  expect(part.status, part.text).toBe(200);
  expect(part.body.data).toMatchObject({ status: 'paid', estornado: 20 });
  const tooMuch = await app.call('POST', `/api/admin/financeiro/${charge.id}/estorno`, {
    token: admin,
    body: { valor: 100.01 },
  });
  expect(tooMuch.status).toBe(422);
  const rest = await app.call('POST', `/api/admin/financeiro/${charge.id}/estorno`, {
    token: admin,
    body: {},
  });
  expect(rest.body.data).toMatchObject({ status: 'refunded', estornado: 120 });
  const events = await app.call('GET', `/api/admin/financeiro/${charge.id}/eventos`, { token: admin });
  expect(events.body.data.map((e: { evento: string }) => e.evento)).toEqual(
    expect.arrayContaining(['PAYMENT_CREATED', 'PAYMENT_CONFIRMED']),
  );
  // The company may not refund or read the event log.
  expect(
    (await app.call('POST', `/api/admin/financeiro/${charge.id}/estorno`, { token: b.token, body: {} }))
      .status,
  ).toBe(403);
});

it('the kept card pays the renewal on its due date: two periods, nobody asked', async () => {
  const b = await buyer();
  const charge = await checkout(b, 'credit_card');
  const paid = await app.call('POST', `/api/faturas/${charge.id}/cartao`, {
    token: b.token,
    body: { titular: 'Ana Dias', numero: '4444 4444 4444 4444', validade: '10/33', cvv: '321', salvar: true },
  });
  expect(paid.body.data?.status, paid.text).toBe('paid');
  const expires = (await app.ctx.db.select().from(empresas).where(eq(empresas.id, b.empresaId)))[0]
    ?.planoExpiraEm as Date;
  const today = app.ctx.payments.now();
  const days = Math.ceil((expires.getTime() - today.getTime()) / 86_400_000);
  await control('clock/advance', { days: days - 5 });
  await runBillingSweep(app.ctx, silent);
  const renewal = await waitFor(
    async () =>
      (await app.ctx.db.select().from(financeiro).where(eq(financeiro.empresaId, b.empresaId))).find(
        (r) => r.id !== charge.id,
      ),
    5_000,
    'the renewal',
  );
  expect(renewal).toMatchObject({ status: 'pending', formaPagamento: 'credit_card' });
  await control('clock/advance', { days: 5 });
  await runBillingSweep(app.ctx, silent);
  await waitFor(
    async () => (await findCharge(app.ctx.db, renewal.id))?.status === 'paid',
    5_000,
    'the renewal paid by the kept card',
  );
  const after = (await app.ctx.db.select().from(empresas).where(eq(empresas.id, b.empresaId)))[0]
    ?.planoExpiraEm as Date;
  expect(after.getTime() - expires.getTime()).toBeGreaterThan(27 * 86_400_000);
});

it('a Pix whose webhook never came is picked up by the reconciliation', async () => {
  const b = await buyer();
  const charge = await checkout(b, 'pix');
  await control('webhooks/fail-next', { n: 1_000 });
  await control(`pix/${(await findCharge(app.ctx.db, charge.id))?.provedorId}/pay`);
  expect((await findCharge(app.ctx.db, charge.id))?.status).toBe('pending');
  await waitFor(
    async () => {
      await runBillingSweep(app.ctx, silent);
      return (await findCharge(app.ctx.db, charge.id))?.status === 'paid';
    },
    10_000,
    'the reconciliation to find it paid',
  );
  await control('webhooks/fail-next', { n: 0 });
});

it('a checkout left halfway owes nothing: no dunning, no suspension, its charge cancelled once well past due', async () => {
  const b = await buyer();
  await app.ctx.db
    .update(empresas)
    .set({ trialEndsAt: new Date(Date.now() + 60 * 86_400_000), email: `left-${b.empresaId}@cofre.test` })
    .where(eq(empresas.id, b.empresaId));
  const charge = await checkout(b, 'pix');
  const providerId = (await findCharge(app.ctx.db, charge.id))?.provedorId as string;
  await control('clock/advance', { days: 10 });
  await runBillingSweep(app.ctx, silent);
  await waitFor(
    async () => (await findCharge(app.ctx.db, charge.id))?.status === 'cancelled',
    5_000,
    'cancelled',
  );
  const company = (await app.ctx.db.select().from(empresas).where(eq(empresas.id, b.empresaId)))[0];
  expect(company?.cobrancaSituacao).toBe('ok');
  expect(app.mails().filter((m) => m.to === `left-${b.empresaId}@cofre.test`)).toEqual([]);
  expect((await app.ctx.payments.provider?.getCharge(providerId))?.status).toBe('cancelled');
  // Still in its trial: sending is not refused for money.
  expect((await app.call('POST', '/api/message/send', { token: b.token, body: {} })).status).not.toBe(402);
});
