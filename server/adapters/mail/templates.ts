// Transactional e-mails, in the recipient's language, branded from configuration.
import type { Language } from '../../../common/constants.js';
import { type ApiMessageKey, type MessageParams, translate } from '../../../i18n/api/index.js';
import type { MailMessage } from './mailer.js';

export interface Brand {
  appName: string;
  primaryColor: string;
  logoUrl: string | undefined;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  /** The company the message comes from: its logo (an absolute URL) is shown above the text, in HTML only. */
  company?: { name: string; logoUrl: string | null };
  /** Adds "if you did not ask for this, ignore it" (default); false for notices of what happened. */
  ignorable?: boolean;
}

const button = (link: string, label: string, colour: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:${colour};color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>
<p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(link)}</p>
`;

/** One layout for every message: greeting, a paragraph, a button with its link (if any), the signature. */
export function actionMail(m: ActionMail): MailMessage {
  const p = { app: m.brand.appName, name: m.name, ...m.params };
  const t = (key: ApiMessageKey) => translate(m.lang, key, p);
  const subject = t(m.subject);
  const ignorable = m.ignorable ?? true;
  const text = [
    t('mail.greeting'),
    '',
    t(m.body),
    ...(m.link ? [m.link] : []),
    '',
    ...(ignorable ? [t('mail.ignore'), ''] : []),
    t('mail.signature'),
  ].join('\n');
  const logo = m.brand.logoUrl
    ? `<img src="${escapeHtml(m.brand.logoUrl)}" alt="${escapeHtml(m.brand.appName)}" height="40"><br>`
    : `<strong style="font-size:20px">${escapeHtml(m.brand.appName)}</strong>`;
  const companyLogo = m.company?.logoUrl
    ? `<p><img src="${escapeHtml(m.company.logoUrl)}" alt="${escapeHtml(m.company.name)}" height="60" style="height:60px;width:auto;max-width:100%"></p>`
    : '';
  const html = `<!doctype html><html lang="${m.lang === 'en' ? 'en' : 'pt-BR'}"><body style="font-family:Arial,sans-serif;color:#222">
<div style="max-width:560px;margin:auto;padding:24px">${logo}${companyLogo}
<p>${escapeHtml(t('mail.greeting'))}</p><p>${escapeHtml(t(m.body))}</p>
${m.link && m.action ? button(m.link, t(m.action), m.brand.primaryColor) : ''}${ignorable ? `<p style="font-size:12px;color:#666">${escapeHtml(t('mail.ignore'))}</p>` : ''}<p>${escapeHtml(t('mail.signature'))}</p>
</div></body></html>`;
  return { to: m.to, subject, text, html, links: m.link ? [m.link] : [] };
}
