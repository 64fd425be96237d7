// E-mail that goes nowhere, on the platform administrator's screens: the layout's line saying that
// e-mails are written to disk (SMTP_URL unset, and where), or how many the mail server refused in the
// last 24 h with the latest's time and reply; nothing — and no call — for a company user.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailStatus } from '../../common/schemas/mailStatus';
import { AppLayout } from '../../src/layout/AppLayout';
import { formatDateTime } from '../../src/providers/format';
import { byTestId, type Call, cleanup, mockApi, render } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

const STATUS = '/api/admin/mail-status';
let calls: Call[] = [];
const serve = (status: MailStatus) =>
  (calls = mockApi((call) => (call.path === STATUS ? { body: status } : undefined)));
const asked = () => calls.filter((c) => c.path === STATUS).length;
const banner = () => byTestId('mail-banner')[0];

/** The signed-in layout around a page, for this identity (each test its own id: the answer is kept per sign-in). */
const layoutFor = (identity: Record<string, unknown>, permissions: string[] = []) =>
  render(createElement(AppLayout, null, createElement('p', null, 'Página')), {
    path: '/home',
    pattern: '*',
    permissions,
    identity,
  });

afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the e-mail banner of platform administrators', () => {
  it('says e-mails are written to disk, not sent, where, and that SMTP_URL sends them', async () => {
    serve({ mailer: 'capture', pasta: '/srv/cofre/data/mail', falhas: { total_24h: 0 } });
    await layoutFor({ id: 7001, ambient: 'A' });
    await waitFor(() => banner() !== undefined, 'the e-mail banner');
    expect(banner()?.textContent).toBe(
      'Os e-mails estão sendo gravados em disco, não enviados. Para enviá-los, configure SMTP_URL no servidor e reinicie; até lá, ficam em /srv/cofre/data/mail.',
    );
    expect(asked()).toBe(1);
  });

  it("says how many the mail server refused in the last 24 h, with the latest's time and reply", async () => {
    const em = '2026-03-10T13:05:00.000Z';
    serve({
      mailer: 'smtp',
      falhas: {
        total_24h: 3,
        ultima: { em, destinatario: 'j***@e***.com', erro: '550 Mailbox unavailable' },
      },
    });
    await layoutFor({ id: 7002, ambient: 'A' });
    await waitFor(() => banner() !== undefined, 'the e-mail banner');
    expect(banner()?.textContent).toBe(
      `O servidor de e-mail recusou 3 mensagens nas últimas 24 h (última: ${formatDateTime(em)} — 550 Mailbox unavailable). Verifique SMTP_URL e a conta de envio.`,
    );
    expect(formatDateTime(em)).toContain('10:05');
  });

  it('shows nothing while SMTP takes every message', async () => {
    serve({ mailer: 'smtp', falhas: { total_24h: 0 } });
    await layoutFor({ id: 7003, ambient: 'A' });
    await waitFor(() => asked() === 1, 'the mail status asked');
    expect(banner()).toBeUndefined();
  });

  it('wraps on a phone instead of running off the screen', async () => {
    phoneScreen();
    serve({ mailer: 'capture', pasta: `/srv/${'muito-longa/'.repeat(8)}mail`, falhas: { total_24h: 0 } });
    await layoutFor({ id: 7004, ambient: 'A' });
    await waitFor(() => banner() !== undefined, 'the e-mail banner');
    const box = getComputedStyle(banner() as HTMLElement);
    expect(box.flexWrap).toBe('wrap');
    const text = getComputedStyle(banner()?.firstElementChild as HTMLElement);
    // A folder path has no spaces: it may break anywhere rather than widen the page.
    expect(text.overflowWrap).toBe('anywhere');
    expect(banner()?.querySelector('button')).toBeNull();
  });
});

describe('for a company user', () => {
  it('shows no e-mail banner and never asks for the mail status', async () => {
    serve({ mailer: 'capture', pasta: '/srv/cofre/data/mail', falhas: { total_24h: 0 } });
    await layoutFor({ id: 7005, ambient: null }, ['vault.view']);
    await waitFor(() => calls.length > 0, 'the layout’s own calls');
    expect(banner()).toBeUndefined();
    expect(asked()).toBe(0);
  });
});
