// A trial owner's unconfirmed e-mail on screen: the notice on the signed-in pages (only for company
// users whose identity says unverified) with "Reenviar e-mail", and the confirmation page telling an
// existing account that it may now send documents and campaigns (not to "complete a registration").
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastedRecently } from '../../src/components/Toaster';
import { VerifyEmailBanner } from '../../src/layout/VerifyEmailBanner';
import { clearSession, saveTokens } from '../../src/providers/session';
import * as harness from './signing-public-harness';
import { byTestId, cleanup, click, type Identity, mockFetch, render } from './signing-render';
import { waitFor } from './waitFor';

const who = (o: { ambient?: 'A' | 'S' | null; verified?: boolean }) =>
  ({
    id: 1,
    ambient: o.ambient ?? null,
    email: 'dona@empresa.test',
    email_verified: o.verified ?? false,
  }) as Identity;
const banner = () => byTestId('verify-email-banner')[0];

afterEach(async () => {
  await cleanup();
  await harness.cleanup();
  clearSession();
});

describe('the "confirm your e-mail" notice', () => {
  it('names the address and mails the link again on request', async () => {
    saveTokens({ access_token: 'test-token', expires_in: 900 });
    const calls = mockFetch((call) =>
      call.path === '/api/usuario/reenviar-confirmacao'
        ? { body: { message: 'Enviamos um novo link de confirmação para dona@empresa.test.' } }
        : undefined,
    );
    await render(createElement(VerifyEmailBanner), who({}));
    expect(banner()?.textContent).toContain('Confirme seu e-mail (dona@empresa.test)');
    const button = [...(banner()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Reenviar e-mail',
    );
    await click(button as HTMLElement);
    await waitFor(
      () => calls.some((c) => c.method === 'POST' && c.path === '/api/usuario/reenviar-confirmacao'),
      'the resend call',
    );
    await waitFor(
      () => toastedRecently('Enviamos um novo link de confirmação para dona@empresa.test.'),
      'the toast with the API message',
    );
  });

  it.each([
    ['a confirmed e-mail', who({ verified: true })],
    ['a platform administrator', who({ ambient: 'A' })],
    ['a signatory', who({ ambient: 'S' })],
  ])('is not shown for %s', async (_name, identity) => {
    await render(createElement(VerifyEmailBanner), identity);
    expect(banner()).toBeUndefined();
  });
});

describe('/confirmar-email/{token} for an existing account', () => {
  it('says the account may now send, and offers the way in instead of "complete your registration"', async () => {
    harness.mockApi({
      'GET /api/confirmar-email/7.1900000000.sig': harness.json(200, {
        message: 'E-mail confirmado com sucesso!',
        data: { email: 'dona@empresa.test', confirmed: true, completed: true, account: true },
      }),
    });
    await harness.renderAt('/confirmar-email/7.1900000000.sig');
    await harness.waitFor(() => harness.text().includes('E-mail confirmado! Você já pode enviar documentos'));
    expect(harness.text()).not.toContain('Este cadastro já foi concluído');
    expect(harness.text()).toContain('Entrar');
  });
});
