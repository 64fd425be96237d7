// @vitest-environment jsdom
// The transactional e-mails' two parts, read as a recipient would: the HTML (parsed, as a mail
// client does) and the plain text.
import { describe, expect, it } from 'vitest';
import { actionMail, type Brand } from '../../server/adapters/mail/templates.js';

const brand: Brand = { appName: 'Cofre', primaryColor: '#1976d2', logoUrl: undefined };
const link = 'https://cofre.test/convite/abc123';

type Options = Partial<Parameters<typeof actionMail>[0]>;

const invitation = (o: Options = {}) =>
  actionMail({
    lang: 'pt_BR',
    brand,
    to: 'olga@exemplo.test',
    name: 'Olga Convidada',
    subject: 'mail.invite.subject',
    body: 'mail.invite.body',
    action: 'mail.invite.action',
    link,
    params: { inviter: 'Ivo Dono', company: 'Acme Ltda' },
    company: { name: 'Acme Ltda', logoUrl: 'https://x/logo.png' },
    ignorable: false,
    ...o,
  });

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** What the reader sees: the document's text, the hidden preview line left out. */
const visibleText = (doc: Document) => {
  for (const hidden of doc.querySelectorAll('[data-skip-in-text]')) hidden.remove();
  return doc.body.textContent ?? '';
};

describe('the layout of the transactional e-mails', () => {
  it("shows the company's logo and name, a button to the link, and no line to ignore an invitation", () => {
    const mail = invitation();
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    const doc = parse(mail.html);
    expect(doc.documentElement.getAttribute('lang')).toBe('pt-BR');

    const logo = [...doc.querySelectorAll('img')].find(
      (img) => img.getAttribute('src') === 'https://x/logo.png',
    );
    expect(logo?.getAttribute('alt')).toBe('Acme Ltda');
    expect(logo?.getAttribute('height')).toBe('60');

    const button = [...doc.querySelectorAll('a')].find((a) => a.getAttribute('href') === link);
    expect(button?.textContent).toContain('Aceitar convite');

    const text = visibleText(doc);
    expect(text).toContain('Cofre');
    expect(text).toContain('Acme Ltda');
    expect(text).toContain('Olá, Olga Convidada!');
    expect(text).toContain('Ivo Dono convidou você para fazer parte da empresa Acme Ltda.');
    expect(text).toContain(link); // the raw link, for clients that block buttons
    expect(text).toContain('Equipe Cofre');
    expect(mail.html).not.toContain('Se você não fez esta solicitação');

    expect(mail.to).toBe('olga@exemplo.test');
    expect(mail.subject).toBe('Convite para entrar na empresa Acme Ltda no Cofre');
    expect(mail.links).toEqual([link]);
  });

  it('previews the first sentence of the body in the inbox', () => {
    // Its first child; the invisible characters after it keep the client from filling the line.
    const preview = parse(invitation().html).querySelector('[data-skip-in-text]')?.firstChild;
    expect(preview?.textContent).toBe('Ivo Dono convidou você para fazer parte da empresa Acme Ltda.');
  });

  it('has a plain-text part with the greeting, the body and the link, and no markup', () => {
    const { text } = invitation();
    expect(text).toContain('Acme Ltda');
    expect(text).toContain('Olá, Olga Convidada!');
    expect(text).toContain(
      'Ivo Dono convidou você para fazer parte da empresa Acme Ltda. Conclua seu cadastro:',
    );
    expect(text).toContain(link);
    expect(text).toContain('Equipe Cofre');
    expect(text).not.toContain('https://x/logo.png');
    expect(text).not.toMatch(/<[a-z!/][^>]*>/i);
    expect(text).not.toContain('Se você não fez esta solicitação');
  });

  it('escapes what a user typed: a name cannot inject markup', () => {
    const mail = invitation({ params: { inviter: '<script>alert(1)</script>', company: 'A & B "Ltda"' } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const doc = parse(mail.html);
    expect(doc.querySelector('script')).toBeNull();
    expect(visibleText(doc)).toContain('<script>alert(1)</script> convidou você');
    expect(visibleText(doc)).toContain('A & B "Ltda"');
  });

  it('speaks English to an English reader', () => {
    const mail = invitation({ lang: 'en' });
    const doc = parse(mail.html);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(visibleText(doc)).toContain('Hello, Olga Convidada!');
    expect(mail.text).toContain('Hello, Olga Convidada!');
  });

  it('adds the line to ignore an unasked-for message by default, in both parts', () => {
    const mail = invitation({ ignorable: undefined });
    expect(visibleText(parse(mail.html))).toContain('Se você não fez esta solicitação, ignore este e-mail.');
    expect(mail.text).toContain('Se você não fez esta solicitação, ignore este e-mail.');
  });

  it("shows the platform's logo, or its name, and no button nor company for a plain notice", () => {
    const withLogo = parse(invitation({ brand: { ...brand, logoUrl: 'https://cofre.test/marca.png' } }).html);
    const mark = [...withLogo.querySelectorAll('img')].find(
      (img) => img.getAttribute('src') === 'https://cofre.test/marca.png',
    );
    expect(mark?.getAttribute('alt')).toBe('Cofre');

    const notice = invitation({ action: undefined, link: undefined, company: undefined });
    const doc = parse(notice.html);
    expect(doc.querySelectorAll('a')).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(visibleText(doc)).toContain('Cofre');
    expect(notice.links).toEqual([]);
    expect(notice.text.startsWith('Olá, Olga Convidada!')).toBe(true);
  });
});
