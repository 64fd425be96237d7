// E-mail that goes nowhere, said to the operator: the start-up warning while SMTP_URL is unset (the
// folder named, and how to send them), and a mail server's refusal as it is stored and shown to an
// administrator — its reply, never a credential, addresses masked, short.
import { describe, expect, it } from 'vitest';
import { mailErrorText, urlSecrets } from '../../server/adapters/mail/mailError.js';
import { mailNotice } from '../../server/startupNotices.js';

describe('the start-up warning', () => {
  it('names the folder e-mails are written to while SMTP_URL is unset, and says how to send them', () => {
    const lines = mailNotice({ kind: 'capture', folder: '/srv/cofre/data/mail' });
    expect(lines).toContain(
      '  Atenção: SMTP_URL não está definido — os e-mails estão sendo gravados em /srv/cofre/data/mail, não enviados.',
    );
    expect(lines.some((l) => /defina SMTP_URL/.test(l))).toBe(true);
  });

  it('says nothing once e-mail goes by SMTP', () => {
    expect(mailNotice({ kind: 'smtp' })).toEqual([]);
  });
});

describe("a mail server's refusal as stored and shown", () => {
  it("keeps the server's reply rather than nodemailer's wording", () => {
    const err = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      response: '552 5.2.2 Mailbox full',
    });
    expect(mailErrorText(err)).toBe('552 5.2.2 Mailbox full');
  });

  it('never carries the SMTP_URL credentials, nor a URL user part, nor an AUTH exchange', () => {
    const url = 'smtps://relay%40empresa.com.br:S3nh%40Forte@smtp.empresa.com.br:465';
    const secrets = urlSecrets(url);
    const err = new Error(
      `Invalid login for relay@empresa.com.br with S3nh@Forte at ${url}: 535 5.7.8 AHJlbGF5QGVtcHJlc2EuY29tLmJyAFMzbmhARm9ydGU= rejected`,
    );
    const text = mailErrorText(err, { secrets, max: 500 });
    expect(text).not.toContain('S3nh');
    expect(text).not.toContain('relay@');
    expect(text).not.toContain('relay%40');
    expect(text).not.toContain('AHJlbGF5');
    expect(text).toContain('535 5.7.8');
  });

  it('masks the addresses a reply names', () => {
    const err = { response: '550 5.1.1 <joana.silva@example.com>: Recipient address rejected' };
    expect(mailErrorText(err)).toBe('550 5.1.1 <j***@e***.com>: Recipient address rejected');
  });

  it('is cut at a word to fit where it is stored', () => {
    const err = { response: '550 5.7.1 Message rejected due to local policy, see the postmaster' };
    const text = mailErrorText(err, { max: 24 });
    expect(text.length).toBeLessThanOrEqual(24);
    expect(text).toBe('550 5.7.1 Message…');
  });
});
