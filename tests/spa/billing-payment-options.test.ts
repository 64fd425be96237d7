// The payment step of /comprar and /upgrade: the installments offered never make one worth less
// than a cent (R$ 0,30 splits into at most 30), a total that shrinks brings a larger choice down to
// what it allows, Pix (which cannot be split) offers 1x only, and only the provider's forms — Pix,
// boleto, card — are offered (no money nor cheque).
import { act, createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Payment, PaymentOptions } from '../../src/pages/app/billing/PaymentOptions';
import { cleanup, render, text } from './signing-render';

afterEach(cleanup);

let setTotal: (total: number) => void = () => undefined;
let chosen: Payment | null = null;

function Harness({ initial, payment }: { initial: number; payment: Payment }) {
  const [total, set] = useState(initial);
  const [value, setValue] = useState(payment);
  setTotal = set;
  chosen = value;
  return createElement(PaymentOptions, { total, value, onChange: setValue });
}

/** The installment counts the select offers (MUI renders them only when opened; read the options' values). */
async function offered(): Promise<number[]> {
  const select = document.querySelector('[data-testid="billing-installments"] [role="combobox"]');
  if (!select) throw new Error('no installments select');
  await act(async () => {
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const values = [...document.querySelectorAll('[role="option"][data-value]')].map((o) =>
    Number(o.getAttribute('data-value')),
  );
  await act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  return values;
}

describe('PaymentOptions', () => {
  it('offers 1x to 30x for R$ 0,30 by credit card (no installment under a cent)', async () => {
    await render(
      createElement(Harness, { initial: 0.3, payment: { forma_pagamento: 'credit_card', parcelas: 1 } }),
    );
    const counts = await offered();
    expect(counts[0]).toBe(1);
    expect(counts.at(-1)).toBe(30);
    expect(counts).toHaveLength(30);
  });

  it('offers up to 60x for a larger total, and brings 40x down to 10x when the total becomes R$ 0,10', async () => {
    await render(
      createElement(Harness, { initial: 120, payment: { forma_pagamento: 'boleto', parcelas: 40 } }),
    );
    expect((await offered()).at(-1)).toBe(60);
    expect(text()).toContain('Total: R$ 120,00');
    await act(async () => setTotal(0.1));
    expect(chosen?.parcelas).toBe(10);
    expect((await offered()).at(-1)).toBe(10);
  });

  it('keeps 1x, and the choice closed, for Pix', async () => {
    await render(createElement(Harness, { initial: 120, payment: { forma_pagamento: 'pix', parcelas: 1 } }));
    const select = document.querySelector('[data-testid="billing-installments"] [role="combobox"]');
    expect(select?.getAttribute('aria-disabled')).toBe('true');
    expect(select?.textContent).toContain('1x');
  });

  it('offers only Pix, boleto and card: no money, cheque nor debit card', async () => {
    await render(createElement(Harness, { initial: 120, payment: { forma_pagamento: 'pix', parcelas: 1 } }));
    const select = document.querySelector('[data-testid="billing-payment-form"] [role="combobox"]');
    if (!select) throw new Error('no payment form select');
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const options = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options).toEqual(['Pix', 'Boleto', 'Cartão de crédito']);
  });
});
