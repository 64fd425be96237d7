// The public link's e-mail: the code that confirms the visitor's address, in the language of the
// visitor's request, headed by the company (its name and logo) whose template it is.
import type { Language } from '../../../common/constants.js';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import type { LinkedTemplate } from '../../db/queries/publicLink.js';
import { logoUrl } from '../companies/logoLinks.js';
import { LINK_CODE_TTL_SECONDS } from './limits.js';

export function linkCodeMail(
  ctx: AppContext,
  lang: Language,
  to: { nome: string; email: string },
  t: LinkedTemplate,
  empresa: string,
  code: string,
  /** The link's page, to go back to. */
  back: string,
): MailMessage {
  const logo = logoUrl(ctx.config.appKey, t.modelo.empresaId, t.empresa.logoKey);
  return actionMail({
    lang,
    brand: ctx.config.brand,
    to: to.email,
    name: to.nome,
    subject: 'mail.public_link.code.subject',
    body: 'mail.public_link.code.body',
    action: 'mail.public_link.code.action',
    link: back,
    company: { name: empresa, logoUrl: logo && `${ctx.config.appUrl}${logo}` },
    params: { template: t.modelo.nome, company: empresa, code, minutes: LINK_CODE_TTL_SECONDS / 60 },
    ignorable: true,
  });
}
