// /profile, security tab: the password form checks length and confirmation before calling and shows
// the server's 422 message (e.g. the current password does not match) on the field and in an alert;
// two-step verification shows the otpauth QR and the secret, and is confirmed with a 6-digit code.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ProfilePage from '../../src/pages/app/profile/ProfilePage';
import { cleanup, click, mockApi, render, text, type } from './devices-render';
import { profile } from './profile-fixtures';
import { until, withSettings } from './profile-render';
import type { Call } from './signing-render';

afterEach(cleanup);

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};
const button = (label: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const helper = (name: string) =>
  input(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

async function openSecurity(
  handler: (call: Call) => { status?: number; body?: unknown } | undefined,
  over = {},
) {
  const calls = mockApi(
    withSettings((call) =>
      call.path === '/api/usuario/perfil' ? { body: { data: profile(over) } } : handler(call),
    ),
  );
  await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
  await until(() => text().includes('Segurança'));
  await click(button('Segurança'));
  return calls;
}

describe('the password form', () => {
  it("shows the server's 422 message on the field and in an alert", async () => {
    const calls = await openSecurity((call) =>
      call.path === '/api/usuario/password/'
        ? {
            status: 422,
            body: {
              message: 'A senha atual não confere.',
              errors: { old_password: ['A senha atual não confere.'] },
            },
          }
        : undefined,
    );
    await type(input('old_password'), 'errada1');
    await type(input('password'), 'novasenha');
    await type(input('password_confirmation'), 'novasenha');
    await click(button('Alterar senha'));
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/usuario/password/');
    expect(put?.body).toEqual({
      old_password: 'errada1',
      password: 'novasenha',
      password_confirmation: 'novasenha',
    });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('A senha atual não confere.');
    expect(helper('old_password')).toBe('A senha atual não confere.');
  });

  it('refuses a short password and a wrong confirmation before calling', async () => {
    const calls = await openSecurity(() => undefined);
    await type(input('old_password'), 'demo123');
    await type(input('password'), '12345');
    await type(input('password_confirmation'), '54321');
    await click(button('Alterar senha'));
    expect(helper('password')).toBe('Senha tem que ter 6 dígitos');
    expect(helper('password_confirmation')).toBe('A confirmação não confere com a nova senha');
    expect(calls.some((c) => c.path === '/api/usuario/password/')).toBe(false);
  });
});

describe('two-step verification', () => {
  it('shows the QR and the secret, refuses a wrong code and turns on with a right one', async () => {
    const calls = await openSecurity((call) => {
      if (call.path === '/api/auth/otp')
        return {
          body: {
            enabled: false,
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/Cofre:maria%40empresa.test?secret=JBSWY3DPEHPK3PXP&issuer=Cofre',
          },
        };
      if (call.path === '/api/auth/change-two-factory')
        return (call.body as { token_otp: string }).token_otp === '123456'
          ? { body: { message: 'Autenticação em dois fatores ativada.', two_factor: true } }
          : {
              status: 422,
              body: { message: 'Código inválido.', errors: { token_otp: ['Código inválido.'] } },
            };
      return undefined;
    });
    expect(text()).toContain('Desativada');
    await click(button('Ativar'));
    await until(() => text().includes('JBSWY3DPEHPK3PXP'));
    expect(document.querySelector('[data-testid="two-factor"] svg title')?.textContent).toBe(
      'QR code da verificação em duas etapas',
    );

    await type(input('token_otp'), '000000');
    await click(button('Confirmar'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Código inválido.');

    await type(input('token_otp'), '123456');
    await click(button('Confirmar'));
    expect(calls.filter((c) => c.path === '/api/auth/change-two-factory').map((c) => c.body)).toEqual([
      { enable: true, token_otp: '000000' },
      { enable: true, token_otp: '123456' },
    ]);
    expect(text()).toContain('Ativada: o login pede também um código');
    expect(text()).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('turns off with a current code', async () => {
    const calls = await openSecurity(
      (call) =>
        call.path === '/api/auth/change-two-factory'
          ? { body: { message: 'Autenticação em dois fatores desativada.', two_factor: false } }
          : undefined,
      { two_factor: true },
    );
    await click(button('Desativar'));
    await type(input('token_otp'), '654321');
    await click(button('Desativar'));
    expect(calls.find((c) => c.path === '/api/auth/change-two-factory')?.body).toEqual({
      enable: false,
      token_otp: '654321',
    });
    expect(text()).toContain('Desativada: o login pede só a senha.');
  });
});
