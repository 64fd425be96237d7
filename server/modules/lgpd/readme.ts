// LEIA-ME.txt of the data export: what each part of dados.json is, in the person's language.
import type { Language } from '../../../common/constants.js';
import { type ApiMessageKey, translate } from '../../../i18n/api/index.js';

/** Each part of dados.json, in the order it appears, with the message that explains it. */
const PARTS: [string, ApiMessageKey][] = [
  ['conta', 'lgpd.readme.conta'],
  ['emails, telefones, enderecos', 'lgpd.readme.contatos'],
  ['foto.jpg', 'lgpd.readme.foto'],
  ['marcas_salvas, marca-assinatura.png, marca-rubrica.png', 'lgpd.readme.marcas'],
  ['empresas', 'lgpd.readme.empresas'],
  ['sessoes', 'lgpd.readme.sessoes'],
  ['termos_aceitos', 'lgpd.readme.termos'],
  ['assinaturas, negativas, pedidos_de_assinatura', 'lgpd.readme.assinaturas'],
  ['eventos', 'lgpd.readme.eventos'],
  ['notificacoes', 'lgpd.readme.notificacoes'],
  [
    'pedidos_de_compra, campanhas, pre_cadastros, convites_recebidos, redefinicoes_de_senha, solicitacoes_de_exclusao',
    'lgpd.readme.outros',
  ],
];

export function readme(lang: Language, app: string, now: Date): string {
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(now);
  const t = (key: ApiMessageKey) => translate(lang, key, { app, date });
  const lines = [t('lgpd.readme.title'), '', t('lgpd.readme.intro'), ''];
  for (const [name, key] of PARTS) lines.push(`- ${name}: ${t(key)}`);
  lines.push('', t('lgpd.readme.fora'), '');
  // Windows' Notepad reads CRLF and a UTF-8 byte-order mark best.
  return `\uFEFF${lines.join('\r\n')}`;
}
