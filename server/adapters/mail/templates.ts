// Transactional e-mails, in the recipient's language, branded from configuration: a plain-text part
// and an HTML part, the latter laid out by ActionMailLayout (React Email components).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../../common/constants.js';
import { type ApiMessageKey, type MessageParams, translate } from '../../../i18n/api/index.js';
import { ActionMailLayout } from './ActionMailLayout.js';
import type { MailMessage } from './mailer.js';

export interface Brand {
  appName: string;
  primaryColor: string;
  logoUrl: string | undefined;
}

interface ActionMail {
  lang: Language;
  brand: Brand;
  to: string;
  name: string;
  subject: ApiMessageKey;
  body: ApiMessageKey;
  /** The button and its link; a notice without one has neither. */
  action?: ApiMessageKey;
  link?: string;
  params?: MessageParams;
  /**
   * The company the message comes from: its name heads both parts; its logo (an absolute URL) is
   * shown above the text, in HTML only.
   */
  company?: { name: string; logoUrl: string | null };
  /**
   * A second link below the button, introduced by its sentence (e.g. the verification page after
   * the signed copy's download); plain, not a button.
   */
  more?: { text: ApiMessageKey; link: string };
  /** Adds "if you did not ask for this, ignore it" (default); false for notices of what happened. */
  ignorable?: boolean;
  /** Where answers go (Reply-To), e.g. the person who sent a document for signature; none: no header. */
  replyTo?: string | null | undefined;
}

/** The doctype React Email's own render() puts before the markup React writes. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * One layout for every message: greeting, a paragraph, a button with its link (if any), the signature.
 * Synchronous (callers build their mails inside database transactions): React renders the HTML
 * with renderToStaticMarkup, not React Email's asynchronous render().
 */
export function actionMail(m: ActionMail): MailMessage {
  const p = { app: m.brand.appName, name: m.name, ...m.params };
  const t = (key: ApiMessageKey) => translate(m.lang, key, p);
  const subject = t(m.subject);
  const ignore = (m.ignorable ?? true) ? t('mail.ignore') : undefined;
  const greeting = t('mail.greeting');
  const body = t(m.body);
  const signature = t('mail.signature');
  const more = m.more ? { text: t(m.more.text), link: m.more.link } : undefined;
  const text = [
    ...(m.company ? [m.company.name, ''] : []),
    greeting,
    '',
    body,
    ...(m.link ? [m.link] : []),
    '',
    ...(more ? [more.text, more.link, ''] : []),
    ...(ignore ? [ignore, ''] : []),
    signature,
  ].join('\n');
  const html =
    DOCTYPE +
    renderToStaticMarkup(
      createElement(ActionMailLayout, {
        lang: m.lang,
        brand: m.brand,
        company: m.company,
        greeting,
        body,
        action: m.link && m.action ? { label: t(m.action), link: m.link } : undefined,
        more,
        ignore,
        signature,
      }),
    );
  // The chat version (WhatsApp, from the company's own number): the subject in bold, the greeting,
  // the text and the link(s); no signature of the platform, nothing to ignore.
  const chat = [
    `*${subject}*`,
    '',
    greeting,
    '',
    body,
    ...(m.link ? ['', m.link] : []),
    ...(more ? ['', more.text, more.link] : []),
  ].join('\n');
  const links = [...(m.link ? [m.link] : []), ...(more ? [more.link] : [])];
  return { to: m.to, subject, text, html, links, chat, ...(m.replyTo ? { replyTo: m.replyTo } : {}) };
}
