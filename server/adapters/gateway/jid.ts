// WhatsApp addresses: a number's digits plus the user server, '5511999990001@s.whatsapp.net'.
// A jid may carry a device suffix ('5511999990001:12@s.whatsapp.net'); the number is what precedes it.

export const USER_SERVER = 's.whatsapp.net';

/** The digits of a number or of a jid's user part (device suffix dropped). */
export const numberOfJid = (jid: string): string =>
  (jid.split('@')[0] ?? '').split(':')[0]?.replace(/\D/g, '') ?? '';

/** The personal jid of a number given in any format ('+55 (11) 99999-0001' or a jid). */
export const toJid = (number: string): string => `${numberOfJid(number)}@${USER_SERVER}`;
