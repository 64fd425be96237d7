// The trial banner (days left; hidden for admins, signatories and subscribed companies; "Ver planos"
// only for who may buy) and the plan page (the plan or the trial, its price, next charge and
// situation from GET /api/empresa/assinatura, usage against limits from GET /api/empresa/uso, the
// ways to buy and to "Faturas").
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TrialBanner, trialDaysLeft } from '../../src/layout/TrialBanner';
import PlanPage from '../../src/pages/app/billing/PlanPage';
import { clearSession, saveTokens } from '../../src/providers/session';
import { subscription } from './billing-fixtures';
import { byTestId, cleanup, type Identity, mockFetch, one, render } from './signing-render';
import { waitFor } from './waitFor';

const DAY = 86_400_000;
const MB = 1024 * 1024;

/** The calendar day `days` from today, at noon (the browser's time). */
function inDays(days: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d.toISOString();
}

const plano = {
  id: 3,
  nome: 'Profissional',
  periodicidade: 'monthly' as const,
  expira_em: '2031-05-10T15:00:00.000Z',
  ativo: true,
  adicionais: {},
};

function who(o: {
  ambient?: 'A' | 'S' | null;
  trial?: string | null;
  plan?: typeof plano | null;
  perms?: string[];
}) {
  return {
    id: 1,
    ambient: o.ambient ?? null,
    permissoes: o.perms ?? ['subscription.manage'],
    empresa:
      o.ambient === 'A' || o.ambient === 'S'
        ? null
        : {
            id: 5,
            nome: 'Demo',
            razao_social: 'Demo Ltda',
            documento: '11222333000181',
            trial_ends_at: o.trial ?? null,
            plano: o.plan ?? null,
            assinatura_ativa: true,
            empresa_niveis: [],
          },
  } as Identity;
}

const banner = () => byTestId('trial-banner')[0];
const linkTo = (text: string) =>
  [...document.querySelectorAll('a')]
    .find((a) => a.textContent === text)
    ?.getAttribute('href')
    ?.replace(/^#/, '');

beforeEach(() => saveTokens({ access_token: 'test-token', expires_in: 900 }));
afterEach(async () => {
  await cleanup();
  clearSession();
});

describe('trialDaysLeft', () => {
  it('counts calendar days: 0 the same day, 1 tomorrow even a few hours ahead', () => {
    const now = new Date(2030, 0, 10, 23, 0);
    expect(trialDaysLeft(new Date(2030, 0, 10, 23, 30), now)).toBe(0);
    expect(trialDaysLeft(new Date(2030, 0, 11, 1, 0), now)).toBe(1);
    expect(trialDaysLeft(new Date(2030, 0, 15, 9, 0), now)).toBe(5);
  });
});

describe('the trial banner', () => {
  it('shows the days left and "Ver planos" leading to the plan page', async () => {
    await render(createElement(TrialBanner), who({ trial: inDays(5) }));
    expect(banner()?.textContent).toContain('Seu período de teste termina em 5 dias');
    expect(linkTo('Ver planos')).toBe('/plano');
  });

  it('one day (singular), today, and once ended', async () => {
    await render(createElement(TrialBanner), who({ trial: inDays(1) }));
    expect(banner()?.textContent).toContain('termina em 1 dia');
    expect(banner()?.textContent).not.toContain('dias');
    await cleanup();
    await render(createElement(TrialBanner), who({ trial: new Date(Date.now() + 60_000).toISOString() }));
    // A minute ahead may already be tomorrow just before midnight.
    expect(banner()?.textContent).toMatch(/termina hoje|termina em 1 dia/);
    await cleanup();
    await render(createElement(TrialBanner), who({ trial: new Date(Date.now() - DAY).toISOString() }));
    expect(banner()?.textContent).toContain('Seu período de teste terminou');
  });

  it('keeps the days but not the button for members who may not buy', async () => {
    await render(createElement(TrialBanner), who({ trial: inDays(3), perms: ['vault.view'] }));
    expect(banner()?.textContent).toContain('3 dias');
    expect(linkTo('Ver planos')).toBeUndefined();
  });

  it.each([
    ['a subscribed company', who({ trial: inDays(5), plan: plano })],
    ['a company without a trial', who({})],
    ['a platform administrator', who({ ambient: 'A' })],
    ['a signatory', who({ ambient: 'S' })],
  ])('is hidden for %s', async (_, identity) => {
    await render(createElement(TrialBanner), identity);
    expect(banner()).toBeUndefined();
  });
});

const usage = {
  usuarios: { usado: 2, limite: 10 },
  dispositivos: { usado: 3, limite: 3 },
  armazenamento: { usado_bytes: 15 * MB, limite_mb: 10_240 },
  mensagens_mes: { usado: 1234, limite: null },
  assinaturas_mes: { usado: 4, limite: 500 },
};

describe('the plan page', () => {
  it('shows the plan, its period, each module against its limit, and the ways to buy', async () => {
    const calls = mockFetch((c) =>
      c.path === '/api/empresa/uso'
        ? { body: { data: usage } }
        : c.path === '/api/empresa/assinatura'
          ? { body: { data: subscription() } }
          : undefined,
    );
    await render(createElement(PlanPage), who({ plan: plano }));
    await waitFor(() => byTestId('usage-users')[0], 'the usage');
    expect(calls.filter((c) => c.path === '/api/empresa/uso')).toHaveLength(1);
    expect(one('plan-name').textContent).toBe('Profissional · Mensal');
    expect(one('plan-detail').textContent).toMatch(/^Válido até \d{2}\/05\/2031$/);
    expect(one('usage-users-value').textContent).toBe('2 de 10');
    expect(one('usage-devices-value').textContent).toBe('3 de 3');
    expect(one('usage-storage-value').textContent).toBe('15 MB de 10 GB');
    expect(one('usage-messages-value').textContent).toBe('1.234 (ilimitado)');
    expect(one('usage-signatures-value').textContent).toBe('4 de 500');
    expect(linkTo('Trocar de plano')).toBe('/comprar');
    expect(linkTo('Comprar adicionais')).toBe('/upgrade');
    // The price per period, the next charge and the situation (GET /api/empresa/assinatura).
    await waitFor(() => byTestId('plan-price')[0], 'the price');
    expect(one('plan-price').textContent).toBe('R$ 199,90 por mês');
    expect(one('plan-next-charge').textContent).toBe('Próxima cobrança: 10/07/2031 — R$ 199,90');
    expect(one('billing-situation').textContent).toBe('Ativo');
    expect(linkTo('Ver faturas')).toBe('/faturas');
  });

  it('on the trial: its end date and "Contratar um plano" (no add-ons without a plan)', async () => {
    mockFetch((c) => (c.path === '/api/empresa/uso' ? { body: { data: usage } } : undefined));
    await render(createElement(PlanPage), who({ trial: '2031-02-20T15:00:00.000Z' }));
    expect(one('plan-name').textContent).toBe('Período de teste até 20/02/2031');
    expect(linkTo('Contratar um plano')).toBe('/comprar');
    expect(linkTo('Comprar adicionais')).toBeUndefined();
  });

  it('says so when the usage cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch((c) =>
      c.path === '/api/empresa/uso'
        ? fail
          ? { status: 500, body: {} }
          : { body: { data: usage } }
        : undefined,
    );
    await render(createElement(PlanPage), who({ plan: plano }));
    const alert = await waitFor(() => document.querySelector('[role="alert"]'), 'the failure');
    expect(alert.textContent).toBe('Não foi possível carregar o uso da empresa.');
    fail = false;
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Tentar novamente');
    retry?.click();
    await waitFor(() => byTestId('usage-users')[0], 'the usage after retrying');
  });
});
